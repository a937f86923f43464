package io.kvperf.testengines;

/** The library {@link ApiProbeEngine} calls, as an adapter calls its engine's jar. */
public final class ProbeLibrary {
  private ProbeLibrary() {}

  /** The library's name and version, as an engine's entry point would answer. */
  public static String describe() {
    return "probe library 1";
  }
}
