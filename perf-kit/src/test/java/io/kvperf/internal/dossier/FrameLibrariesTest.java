package io.kvperf.internal.dossier;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.jar.JarOutputStream;
import java.util.zip.ZipEntry;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A frame's library is its class's class path entry, its native library, the JDK or the JVM. */
class FrameLibrariesTest {
  @Test
  void framesAreTheirCodesOwners(@TempDir Path directory) throws IOException {
    Path jar = directory.resolve("rocksdbjni-9.1.0.jar");
    try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar))) {
      out.putNextEntry(new ZipEntry("org/rocksdb/RocksDB.class"));
      out.closeEntry();
    }
    Path classes = Files.createDirectories(directory.resolve("adapter/target/classes/a"));
    Files.write(classes.resolve("Store.class"), new byte[0]);
    FrameLibraries libraries =
        FrameLibraries.of(List.of(jar, directory.resolve("adapter/target/classes")));

    assertThat(libraries.apply("org/rocksdb/RocksDB.get")).isEqualTo("rocksdbjni");
    assertThat(libraries.apply("org/rocksdb/RocksDB.get_[j]")).isEqualTo("rocksdbjni");
    assertThat(libraries.apply("a/Store.get")).isEqualTo("adapter/target/classes");
    assertThat(libraries.apply("a/Store$$Lambda$12.0x0000000800c0b000.apply"))
        .isEqualTo("adapter/target/classes");
    assertThat(libraries.apply("java/util/HashMap.get")).isEqualTo(FrameLibraries.JDK);
    assertThat(libraries.apply("librocksdbjni1234567890123.so`rocksdb::DBImpl::Get"))
        .isEqualTo("librocksdbjni.so");
    assertThat(libraries.apply("libgcc_s.so.1`_Unwind_Find_FDE")).isEqualTo("libgcc_s.so.1");
    assertThat(libraries.apply("/usr/lib/x86_64-linux-gnu/libgcc_s.so.1"))
        .isEqualTo("libgcc_s.so.1");
    assertThat(libraries.apply("do_syscall_64_[k]")).isEqualTo(FrameLibraries.KERNEL);
    assertThat(libraries.apply("Interpreter")).isEqualTo(FrameLibraries.JVM);
    assertThat(libraries.apply("b/Generated.run")).isEqualTo(FrameLibraries.OTHER_CLASSES);
  }
}
