package com.example.kv;

import io.kvperf.engine.AbstractKvStore;
import io.kvperf.engine.EntryVisitor;
import io.kvperf.engine.ScanDirection;
import java.util.Arrays;
import java.util.Map;
import java.util.NavigableMap;
import java.util.TreeMap;
import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.ReentrantReadWriteLock;

/** The store of {@link SortedMapEngine}: reads share the lock, writes take it alone. */
final class SortedMapStore extends AbstractKvStore {
  private final NavigableMap<byte[], byte[]> map = new TreeMap<>(Arrays::compareUnsigned);
  private final Lock readLock;
  private final Lock writeLock;

  SortedMapStore() {
    ReentrantReadWriteLock lock = new ReentrantReadWriteLock();
    this.readLock = lock.readLock();
    this.writeLock = lock.writeLock();
  }

  @Override
  protected byte[] engineGet(byte[] key) {
    readLock.lock();
    try {
      return map.get(key);
    } finally {
      readLock.unlock();
    }
  }

  @Override
  protected void enginePut(byte[] key, byte[] value) {
    writeLock.lock();
    try {
      map.put(key.clone(), value.clone());
    } finally {
      writeLock.unlock();
    }
  }

  @Override
  protected void engineDelete(byte[] key) {
    writeLock.lock();
    try {
      map.remove(key);
    } finally {
      writeLock.unlock();
    }
  }

  @Override
  protected int engineScan(
      byte[] startKey, int limit, ScanDirection direction, EntryVisitor visitor) {
    readLock.lock();
    try {
      NavigableMap<byte[], byte[]> view =
          direction == ScanDirection.ASCENDING
              ? map.tailMap(startKey, true)
              : map.headMap(startKey, true).descendingMap();
      int visited = 0;
      for (Map.Entry<byte[], byte[]> entry : view.entrySet()) {
        if (visited == limit) {
          break;
        }
        visitor.visit(entry.getKey(), entry.getValue());
        visited++;
      }
      return visited;
    } finally {
      readLock.unlock();
    }
  }

  @Override
  protected void engineFlush() {}

  @Override
  protected void engineClose() {
    writeLock.lock();
    try {
      map.clear();
    } finally {
      writeLock.unlock();
    }
  }
}
