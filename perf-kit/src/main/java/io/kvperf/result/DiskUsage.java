package io.kvperf.result;

import java.io.Serializable;

/**
 * The store's directory once flushed and closed (the HestiaStore seed's "occupied space" and file
 * count); zero for engines that keep nothing on disk.
 *
 * @param occupiedBytes total size of the files under the store's directory
 * @param fileCount number of regular files under it
 */
public record DiskUsage(long occupiedBytes, long fileCount) implements Serializable {}
