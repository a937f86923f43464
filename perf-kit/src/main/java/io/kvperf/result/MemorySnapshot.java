package io.kvperf.result;

import java.io.Serializable;

/**
 * Memory of the forked JVM at the end of an iteration (the Krati seed's "memory footprint").
 *
 * @param heapUsedBytes Java heap in use
 * @param directBufferBytes memory of direct byte buffers
 * @param mappedBufferBytes memory of mapped byte buffers (memory-mapped files)
 * @param residentSetBytes the process's resident set size, or -1 where the OS does not tell
 * @param peakResidentSetBytes the largest resident set size the process has had since it started
 *     ({@code VmHWM}), or -1 where the OS does not tell; 0 in results written before it
 */
public record MemorySnapshot(
    long heapUsedBytes,
    long directBufferBytes,
    long mappedBufferBytes,
    long residentSetBytes,
    long peakResidentSetBytes)
    implements Serializable {
  /** A snapshot without the peak. */
  public MemorySnapshot(
      long heapUsedBytes, long directBufferBytes, long mappedBufferBytes, long residentSetBytes) {
    this(heapUsedBytes, directBufferBytes, mappedBufferBytes, residentSetBytes, -1);
  }
}
