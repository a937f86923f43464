package io.kvperf.internal.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;
import static org.assertj.core.api.Assertions.tuple;

import io.kvperf.internal.build.ComparedBuild;
import io.kvperf.internal.build.ComparedBuildParser;
import io.kvperf.internal.build.CoordinateResolver;
import io.kvperf.internal.settings.CompareSettings;
import io.kvperf.internal.settings.InvalidSettingException;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.jar.Attributes;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Class paths of arms from files made here; nothing is forked or resolved. */
class ArmClassPathTest {
  @TempDir Path directory;

  private Path repositoryJar(String group, String artifact, String version) throws IOException {
    Path jar =
        directory
            .resolve("repository")
            .resolve(group.replace('.', '/'))
            .resolve(artifact)
            .resolve(version)
            .resolve(artifact + "-" + version + ".jar");
    Files.createDirectories(jar.getParent());
    try (OutputStream out = Files.newOutputStream(jar);
        JarOutputStream content = new JarOutputStream(out)) {
      content.flush();
    }
    return jar;
  }

  @Test
  void aJarInAMavenRepositoryTakesThePlaceOfTheSameArtifactAndAnythingElseGoesFirst()
      throws IOException {
    Path kit = Files.createDirectories(directory.resolve("kit/classes"));
    Path oldEngine = repositoryJar("org.rocksdb", "rocksdbjni", "9.0.0");
    Path other = repositoryJar("org.slf4j", "slf4j-api", "2.0.0");
    Path newEngine = repositoryJar("org.rocksdb", "rocksdbjni", "10.10.1");
    Path adapter = Files.createDirectories(directory.resolve("main-build/classes"));

    List<Path> replaced =
        ArmClassPath.replacing(List.of(kit, oldEngine, other), List.of(newEngine, adapter));

    assertThat(replaced).containsExactly(newEngine, adapter, kit, other);
  }

  @Test
  void aManifestOnlyJarIsExpandedIntoTheEntriesItNames() throws IOException {
    Path classes = Files.createDirectories(directory.resolve("classes"));
    Path engine = repositoryJar("org.example", "engine", "1.0");
    Manifest manifest = new Manifest();
    manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
    manifest
        .getMainAttributes()
        .put(Attributes.Name.CLASS_PATH, classes.toUri() + " " + engine.toUri());
    Path booter = directory.resolve("booter.jar");
    try (OutputStream out = Files.newOutputStream(booter);
        JarOutputStream jar = new JarOutputStream(out, manifest)) {
      jar.flush();
    }

    assertThat(ArmClassPath.expand(booter + java.io.File.pathSeparator + classes))
        .containsExactly(booter, classes, engine);
  }

  @Test
  void theDigestOfADirectoryCoversItsFilesNamesAndBytes() throws IOException {
    Path one = Files.createDirectories(directory.resolve("one/io"));
    Path two = Files.createDirectories(directory.resolve("two/io"));
    Files.writeString(one.resolve("A.class"), "same");
    Files.writeString(two.resolve("A.class"), "same");
    String first = ArmClassPath.sha256(one.getParent());
    assertThat(ArmClassPath.sha256(two.getParent())).isEqualTo(first).hasSize(64);

    Files.writeString(two.resolve("A.class"), "changed");
    assertThat(ArmClassPath.sha256(two.getParent())).isNotEqualTo(first);
  }

  @Test
  void aComparedBuildNamesWhatItDoesNotFindOrCannotResolve() {
    ClassLoader loader = getClass().getClassLoader();
    assertThatThrownBy(() -> ComparedBuildParser.parse("/no/such/build.jar", "", loader))
        .hasMessageStartingWith("kvperf.compare = '/no/such/build.jar' is invalid: no such file");
    assertThat(
            List.of(
                invalid(() -> ComparedBuildParser.parse("org.rocksdb:rocksdbjni", "", loader)),
                invalid(
                    () -> ComparedBuildParser.parse("org.rocksdb:rocksdbjni:10.10.1", "", loader))))
        .extracting(
            InvalidSettingException::key,
            InvalidSettingException::value,
            InvalidSettingException::reason)
        .containsExactly(
            tuple(
                "kvperf.compare",
                "org.rocksdb:rocksdbjni",
                "'org.rocksdb:rocksdbjni' is not group:artifact[:extension[:classifier]]:version"),
            tuple(
                "kvperf.compare",
                "org.rocksdb:rocksdbjni:10.10.1",
                "Maven coordinates need a resolver on the test class path: add the test"
                    + " dependency io.kvperf:kvperf-maven-arms"));
  }

  /** What {@code parsing} throws: an invalid setting, or the test fails. */
  private static InvalidSettingException invalid(ThrowingCallable parsing) {
    InvalidSettingException thrown = catchThrowableOfType(InvalidSettingException.class, parsing);
    assertThat(thrown).as("an invalid setting").isNotNull();
    return thrown;
  }

  @Test
  void thisBuildAgainIsAnAaComparisonWithItsOwnJvmOptions() throws IOException {
    Path kit = Files.createDirectories(directory.resolve("kit"));
    ComparedBuild again =
        ComparedBuildParser.parse(" this ", "-Dslow=1  -Xmx1g", getClass().getClassLoader());

    List<Arm> arms = again.arms(List.of(kit));

    assertThat(arms.get(1).classPath()).isEqualTo(arms.get(0).classPath());
    assertThat(arms.get(1).jvmArgs()).containsExactly("-Dslow=1", "-Xmx1g");
    assertThat(arms.get(0).jvmArgs()).isEmpty();
    assertThat(arms.get(1).describeChanged()).isEqualTo("no class path entry of its own");
  }

  /** Resolves coordinates to a jar named after them, in no repository: enough to parse a sweep. */
  public static final class NamingResolver implements CoordinateResolver {
    /** Created by ServiceLoader. */
    public NamingResolver() {}

    @Override
    public List<Path> resolve(String coordinates) {
      return List.of(Path.of("/repository", coordinates.replace(':', '-') + ".jar"));
    }
  }

  /** A loader that finds {@link NamingResolver} as the coordinate resolver. */
  private ClassLoader withNamingResolver() throws IOException {
    Path services = Files.createDirectories(directory.resolve("resolver/META-INF/services"));
    Files.writeString(
        services.resolve(CoordinateResolver.class.getName()), NamingResolver.class.getName());
    return new java.net.URLClassLoader(
        new java.net.URL[] {directory.resolve("resolver").toUri().toURL()},
        getClass().getClassLoader());
  }

  @Test
  void aVersionSweepIsOneBuildPerVersionTheFirstBeingTheOneComparedWith() throws IOException {
    List<ComparedBuild> builds =
        ComparedBuildParser.parseAll(
            "org.rocksdb:rocksdbjni:10.2.1, 10.10.1,11.1.2",
            CompareSettings.defaults(),
            withNamingResolver());

    assertThat(builds)
        .extracting(ComparedBuild::description)
        .containsExactly(
            "org.rocksdb:rocksdbjni:10.2.1",
            "org.rocksdb:rocksdbjni:10.10.1",
            "org.rocksdb:rocksdbjni:11.1.2");
    assertThat(builds.get(1).entries())
        .containsExactly(Path.of("/repository/org.rocksdb-rocksdbjni-10.10.1.jar"));
    Arm arm = builds.get(2).arm("A", List.of(directory));
    assertThat(arm.name()).isEqualTo("A");
    assertThat(arm.classPath())
        .containsExactly(Path.of("/repository/org.rocksdb-rocksdbjni-11.1.2.jar"), directory);
    assertThat(
            ComparedBuildParser.parseAll(
                "this", CompareSettings.defaults(), getClass().getClassLoader()))
        .hasSize(1);
  }

  @Test
  void aSweepOfOneVersionOrOfSeveralArtifactsIsRefused() throws IOException {
    ClassLoader loader = withNamingResolver();
    assertThatThrownBy(
            () ->
                ComparedBuildParser.parseAll("org.x:y:1.0,1.0", CompareSettings.defaults(), loader))
        .hasMessage(
            "kvperf.compare = 'org.x:y:1.0,1.0' is invalid: a version sweep needs at least two"
                + " distinct versions");
    assertThat(
            invalid(
                () ->
                    ComparedBuildParser.parseAll(
                        "org.x:y:1.0,2.0;org.x:z:1.0", CompareSettings.defaults(), loader)))
        .returns("org.x:y:1.0,2.0;org.x:z:1.0", InvalidSettingException::value)
        .returns(
            "'org.x:y:1.0,2.0' names several versions: a version sweep names one artifact alone",
            InvalidSettingException::reason);
  }

  /** A jar at {@code path} holding empty files of these names. */
  private static Path jarOf(Path path, String... names) throws IOException {
    Files.createDirectories(path.getParent());
    try (JarOutputStream jar = new JarOutputStream(Files.newOutputStream(path))) {
      for (String name : names) {
        jar.putNextEntry(new java.util.jar.JarEntry(name));
        jar.closeEntry();
      }
    }
    return path;
  }

  @Test
  void aComparedJarOfClassesThisBuildNeverLoadsIsRefusedNamingTheArm() throws IOException {
    Path kit = Files.createDirectories(directory.resolve("kit/io/kvperf"));
    Files.writeString(kit.resolve("Engine.class"), "this build's");
    List<Path> launch = List.of(directory.resolve("kit"));
    Path unrelated = jarOf(directory.resolve("other/unrelated.jar"), "org/other/Thing.class");
    Path shadowing = jarOf(directory.resolve("other/engine.jar"), "io/kvperf/Engine.class");
    Path resources = Files.createDirectories(directory.resolve("other/resources"));
    Files.writeString(resources.resolve("setting.txt"), "0");
    ClassLoader loader = getClass().getClassLoader();

    assertThatThrownBy(
            () -> ComparedBuildParser.parse(unrelated.toString(), "", loader).arms(launch))
        .hasMessageStartingWith("arm B (" + unrelated + ") changes nothing this build runs:")
        .hasMessageContaining("none of its 1 classes is on this build's class path");
    assertThat(ComparedBuildParser.parse(shadowing.toString(), "", loader).arms(launch)).hasSize(2);
    assertThat(ComparedBuildParser.parse(resources + "/", "", loader).arms(launch))
        .as("resources alone may change what the engine reads")
        .hasSize(2);
  }

  @Test
  void anEntryWithANativeLibraryMakesItsArmRunOtherNativeCode(@TempDir Path directory)
      throws IOException {
    Path withLibrary = directory.resolve("engine-native.jar");
    Path plain = directory.resolve("adapter.jar");
    for (Path jar : List.of(withLibrary, plain)) {
      try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar))) {
        out.putNextEntry(new java.util.jar.JarEntry("org/example/Engine.class"));
        out.closeEntry();
        if (jar == withLibrary) {
          out.putNextEntry(new java.util.jar.JarEntry("linux64/libengine.so"));
          out.closeEntry();
        }
      }
    }
    Path classes = Files.createDirectories(directory.resolve("classes/native"));
    Files.writeString(classes.resolve("engine.dll"), "");
    Path noLibrary = Files.createDirectories(directory.resolve("plain-classes"));
    Files.writeString(noLibrary.resolve("Note.so.txt"), "");

    assertThat(ArmClassPath.holdsNativeLibrary(withLibrary)).isTrue();
    assertThat(ArmClassPath.holdsNativeLibrary(plain)).isFalse();
    assertThat(ArmClassPath.holdsNativeLibrary(directory.resolve("classes"))).isTrue();
    assertThat(ArmClassPath.holdsNativeLibrary(noLibrary)).isFalse();
    Arm upgraded =
        new Arm("B", "an upgrade", List.of(withLibrary, plain), List.of(), List.of(withLibrary));
    Arm adapterOnly = new Arm("B", "a PR", List.of(plain), List.of(), List.of(plain));
    assertThat(upgraded.nativeLibraryEntries()).containsExactly("engine-native.jar");
    assertThat(adapterOnly.nativeLibraryEntries()).isEmpty();
  }
}
