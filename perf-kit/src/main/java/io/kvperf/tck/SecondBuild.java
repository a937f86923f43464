package io.kvperf.tck;

import io.kvperf.engine.KvEngine;
import java.io.IOException;

/**
 * A second build of the engines on this JVM's class path, loaded beside the first as a comparison
 * in one JVM loads the other build ({@link io.kvperf.engine.Capability#SIDE_BY_SIDE}): its own
 * class loader defines the adapters, the engines and their libraries again, and takes the kit's
 * classes from this build. {@link KvEngineConformanceTest} runs an engine's second build beside its
 * first with it.
 *
 * <p>The kit provides the one implementation, found with {@link java.util.ServiceLoader}; an
 * adapter neither implements nor calls it.
 */
public interface SecondBuild extends AutoCloseable {
  /**
   * The second build's engine {@code id}: one its own classes provide, else the kit's. An adapter
   * that fails to load in the second build is passed over; when {@code id} is not found, the error
   * names the failures.
   *
   * @throws IllegalStateException when the second build has no engine {@code id}
   */
  KvEngine engine(String id);

  /** Whether the second build's own class loader defined {@code type}. */
  boolean defined(Class<?> type);

  /** Releases the second build's classes. */
  @Override
  void close() throws IOException;
}
