package io.kvperf.engine;

/** Receives the entries of a scan, one call per entry, in scan order. */
@FunctionalInterface
public interface EntryVisitor {
  /**
   * Receives one entry. The arrays may be reused by the engine after the call returns, so a visitor
   * that keeps them must copy them.
   */
  void visit(byte[] key, byte[] value);
}
