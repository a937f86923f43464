package io.kvperf.internal.run;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.jar.JarFile;
import java.util.jar.Manifest;
import java.util.stream.Stream;

/**
 * Class paths of arms. This build's is read from {@code java.class.path}, a manifest-only jar (as
 * Surefire and Failsafe start tests) expanded into the entries its {@code Class-Path} names.
 * Another build's entries go first; a jar in a Maven repository's layout ({@code
 * group/artifact/version/artifact-version[-classifier].jar}) also takes the place of the same
 * artifact's jar of any other version, and anything else shadows what comes after it.
 */
public final class ArmClassPath {
  private ArmClassPath() {}

  /** This JVM's class path, manifest-only jars expanded, each entry once, absolute. */
  public static List<Path> launch() {
    return expand(System.getProperty("java.class.path", ""));
  }

  static List<Path> expand(String classPath) {
    Set<Path> entries = new LinkedHashSet<>();
    for (String entry : classPath.split(java.io.File.pathSeparator)) {
      if (!entry.isBlank()) {
        add(Path.of(entry).toAbsolutePath().normalize(), entries);
      }
    }
    return List.copyOf(entries);
  }

  private static void add(Path entry, Set<Path> entries) {
    if (!entries.add(entry)
        || !Files.isRegularFile(entry)
        || !entry.getFileName().toString().endsWith(".jar")) {
      return;
    }
    for (Path named : manifestClassPath(entry)) {
      add(named, entries);
    }
  }

  private static List<Path> manifestClassPath(Path jar) {
    try (JarFile file = new JarFile(jar.toFile())) {
      Manifest manifest = file.getManifest();
      String named = manifest == null ? null : manifest.getMainAttributes().getValue("Class-Path");
      if (named == null) {
        return List.of();
      }
      List<Path> entries = new ArrayList<>();
      URI base = jar.toUri();
      for (String url : named.trim().split("\\s+")) {
        entries.add(Path.of(base.resolve(new URI(url))).toAbsolutePath().normalize());
      }
      return entries;
    } catch (IOException | URISyntaxException | IllegalArgumentException e) {
      throw new IllegalStateException("cannot read the class path in the manifest of " + jar, e);
    }
  }

  /**
   * {@code replacements} first, then the entries of {@code base} that no replacement takes the
   * place of.
   */
  public static List<Path> replacing(List<Path> base, List<Path> replacements) {
    Set<String> replaced = new LinkedHashSet<>();
    replacements.forEach(entry -> artifact(entry).ifPresent(replaced::add));
    Set<Path> entries = new LinkedHashSet<>(replacements);
    for (Path entry : base) {
      if (artifact(entry).map(replaced::contains).orElse(false)) {
        continue;
      }
      entries.add(entry);
    }
    return List.copyOf(entries);
  }

  /**
   * The Maven artifact a jar is, as {@code group/artifact[:classifier]} from the last three
   * directories above its version, when its path has a Maven repository's layout.
   */
  static Optional<String> artifact(Path jar) {
    Path version = jar.getParent();
    Path artifact = version == null ? null : version.getParent();
    String name = jar.getFileName().toString();
    if (artifact == null || artifact.getNameCount() < 3 || !name.endsWith(".jar")) {
      return Optional.empty();
    }
    String prefix = artifact.getFileName() + "-" + version.getFileName();
    if (!name.startsWith(prefix)) {
      return Optional.empty();
    }
    String classifier = name.substring(prefix.length(), name.length() - ".jar".length());
    int count = artifact.getNameCount();
    return Optional.of(
        artifact.subpath(count - 3, count).toString().replace('\\', '/') + classifier);
  }

  /**
   * Whether {@code entry}, a jar or a directory, holds a native library: a file named {@code .so}
   * (or {@code .so.N}), {@code .dylib}, {@code .dll} or {@code .jnilib}.
   */
  static boolean holdsNativeLibrary(Path entry) {
    try {
      if (Files.isDirectory(entry)) {
        try (Stream<Path> walk = Files.walk(entry)) {
          return walk.anyMatch(file -> isNativeLibrary(file.getFileName().toString()));
        }
      }
      if (!Files.isRegularFile(entry)) {
        return false;
      }
      try (JarFile jar = new JarFile(entry.toFile())) {
        return jar.stream().anyMatch(file -> isNativeLibrary(file.getName()));
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + entry + " to look for native libraries", e);
    }
  }

  private static boolean isNativeLibrary(String name) {
    String file = name.substring(name.lastIndexOf('/') + 1);
    return file.matches(".+\\.(so(\\.\\d+)*|dylib|dll|jnilib)");
  }

  /** The SHA-256 of a jar's bytes, or of a directory's files (their relative paths and bytes). */
  public static String sha256(Path entry) {
    try {
      MessageDigest digest = MessageDigest.getInstance("SHA-256");
      if (Files.isDirectory(entry)) {
        List<Path> files;
        try (Stream<Path> walk = Files.walk(entry)) {
          files = walk.filter(Files::isRegularFile).sorted().toList();
        }
        for (Path file : files) {
          digest.update(
              entry
                  .relativize(file)
                  .toString()
                  .replace('\\', '/')
                  .getBytes(StandardCharsets.UTF_8));
          digest.update((byte) 0);
          update(digest, file);
        }
      } else {
        update(digest, entry);
      }
      return HexFormat.of().formatHex(digest.digest());
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("this JVM has no SHA-256", e);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + entry + " to digest it", e);
    }
  }

  private static void update(MessageDigest digest, Path file) throws IOException {
    byte[] buffer = new byte[64 * 1024];
    try (InputStream in = Files.newInputStream(file)) {
      for (int read = in.read(buffer); read >= 0; read = in.read(buffer)) {
        digest.update(buffer, 0, read);
      }
    }
  }
}
