package io.kvperf.result;

import java.io.Serializable;

/**
 * Memory of the forked JVM at the end of an iteration (the Krati seed's "memory footprint").
 *
 * @param heapUsedBytes Java heap in use
 * @param directBufferBytes memory of direct byte buffers
 * @param mappedBufferBytes memory of mapped byte buffers (memory-mapped files)
 * @param residentSetBytes the process's resident set size, or -1 where the OS does not tell
 */
public record MemorySnapshot(
    long heapUsedBytes, long directBufferBytes, long mappedBufferBytes, long residentSetBytes)
    implements Serializable {}
