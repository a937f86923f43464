package io.kvperf.engines.chronicle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Chronicle's options are its own, and native access is asked for only where the JDK knows it. */
class ForkOptionsTest {
  @Test
  void jdk17GetsTheOpensAndJdk25AlsoNativeAccess() {
    List<String> on17 = new ChronicleMapEngine().forkJvmArgs(Runtime.Version.parse("17.0.15"));
    List<String> on25 = new ChronicleMapEngine().forkJvmArgs(Runtime.Version.parse("25"));
    assertTrue(on17.contains("--add-exports=java.base/sun.nio.ch=ALL-UNNAMED"));
    assertTrue(!on17.contains("--enable-native-access=ALL-UNNAMED"));
    assertEquals(on17.size() + 1, on25.size());
    assertTrue(on25.contains("--enable-native-access=ALL-UNNAMED"));
  }
}
