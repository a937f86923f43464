package io.kvperf.release;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.apache.maven.model.Dependency;
import org.apache.maven.model.Model;
import org.apache.maven.model.Plugin;
import org.apache.maven.model.PluginExecution;
import org.apache.maven.model.building.DefaultModelBuilderFactory;
import org.apache.maven.model.building.DefaultModelBuildingRequest;
import org.apache.maven.model.building.ModelBuilder;
import org.apache.maven.model.building.ModelBuildingException;
import org.apache.maven.model.building.ModelBuildingRequest;
import org.apache.maven.model.io.xpp3.MavenXpp3Reader;
import org.codehaus.plexus.util.xml.Xpp3Dom;
import org.codehaus.plexus.util.xml.pull.XmlPullParserException;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * What `mvn -P release deploy` would send to Maven Central, read from the reactor's poms as Maven
 * builds them with the release profile active (inheritance, properties and profile applied): a
 * module is published where its {@code skipPublishing} property is {@code false}.
 */
class ReleaseMetadataTest {
  private static final Path REPOSITORY = Path.of("..").toAbsolutePath().normalize();
  private static final String PLUGINS = "org.apache.maven.plugins";

  /** Modules that only test, measure or show the kit, and the poms that only build it. */
  private static final Set<String> NEVER_PUBLISHED =
      Set.of(
          "kvperf-parent",
          "engine-adapters",
          "contract-tests",
          "kit-benchmarks",
          "junit6-check",
          "kvperf-example",
          "release-check");

  /**
   * Every reactor module by artifactId: its directory, raw pom, release-profile model and the model
   * of a build without the profile ({@code mvn verify}).
   */
  private static final Map<String, Module> MODULES = new LinkedHashMap<>();

  private record Module(Path dir, Model raw, Model effective, Model everyBuild) {
    String property(String name) {
      return effective.getProperties().getProperty(name);
    }

    boolean published() {
      return "false".equals(property("skipPublishing"));
    }
  }

  @BeforeAll
  static void readTheReactor() throws Exception {
    ModelBuilder builder = new DefaultModelBuilderFactory().newInstance();
    collect(REPOSITORY, builder);
  }

  private static void collect(Path dir, ModelBuilder builder)
      throws IOException, XmlPullParserException, ModelBuildingException {
    Path pom = dir.resolve("pom.xml");
    Model raw;
    try (Reader reader = Files.newBufferedReader(pom)) {
      raw = new MavenXpp3Reader().read(reader);
    }
    Model effective = builder.build(request(pom, List.of("release"))).getEffectiveModel();
    Model everyBuild = builder.build(request(pom, List.of())).getEffectiveModel();
    MODULES.put(effective.getArtifactId(), new Module(dir, raw, effective, everyBuild));
    for (String module : raw.getModules()) {
      collect(dir.resolve(module).normalize(), builder);
    }
  }

  private static ModelBuildingRequest request(Path pom, List<String> profiles) {
    return new DefaultModelBuildingRequest()
        .setPomFile(pom.toFile())
        .setActiveProfileIds(profiles)
        .setSystemProperties(System.getProperties())
        .setValidationLevel(ModelBuildingRequest.VALIDATION_LEVEL_MINIMAL)
        .setProcessPlugins(false)
        // The first phase: inheritance, profiles and interpolation, with parents read from the
        // work tree; the second would resolve imported BOMs from a repository.
        .setTwoPhaseBuilding(true);
  }

  private static List<Module> published() {
    return MODULES.values().stream().filter(Module::published).toList();
  }

  @Test
  void theKitEveryAdapterTheMavenArmsAndTheBomArePublishedAndNothingElse() {
    Set<String> expected = new TreeSet<>(Set.of("perf-kit", "kvperf-maven-arms", "kvperf-bom"));
    Module adapters = MODULES.get("engine-adapters");
    for (String module : adapters.raw().getModules()) {
      expected.add(
          MODULES.values().stream()
              .filter(m -> m.dir().equals(adapters.dir().resolve(module).normalize()))
              .findFirst()
              .orElseThrow()
              .effective()
              .getArtifactId());
    }
    Set<String> actual =
        published().stream()
            .map(m -> m.effective().getArtifactId())
            .collect(Collectors.toCollection(TreeSet::new));

    assertThat(actual).isEqualTo(expected).doesNotContainAnyElementsOf(NEVER_PUBLISHED);
    assertThat(MODULES.keySet()).containsAll(NEVER_PUBLISHED);
  }

  @Test
  void everyPublishedModuleCarriesTheMetadataCentralRequires() {
    List<String> problems = new ArrayList<>();
    for (Module module : published()) {
      Model m = module.effective();
      String id = m.getArtifactId();
      // Neither is taken from the parent: name is not inherited, description would be the
      // parent's.
      if (blank(module.raw().getName())) {
        problems.add(id + ": no <name> of its own");
      }
      if (blank(module.raw().getDescription())) {
        problems.add(id + ": no <description> of its own");
      }
      if (blank(m.getUrl()) || !m.getUrl().startsWith("https://")) {
        problems.add(id + ": no https <url>");
      }
      if (m.getLicenses().isEmpty()
          || m.getLicenses().stream().anyMatch(l -> blank(l.getName()) || blank(l.getUrl()))) {
        problems.add(id + ": no <licenses> with a name and a url");
      }
      if (m.getDevelopers().isEmpty()
          || m.getDevelopers().stream().anyMatch(d -> blank(d.getName()))) {
        problems.add(id + ": no <developers> with a name");
      }
      if (m.getScm() == null
          || blank(m.getScm().getConnection())
          || blank(m.getScm().getDeveloperConnection())
          || blank(m.getScm().getUrl())) {
        problems.add(id + ": no <scm> with connection, developerConnection and url");
      }
      // The published pom must not name a parent that is not published: flattened.
      Plugin flatten = plugin(m, "org.codehaus.mojo", "flatten-maven-plugin");
      if (flatten == null
          || flatten.getExecutions().stream().noneMatch(e -> e.getGoals().contains("flatten"))
          || "true".equals(config(flatten, null, "skip"))) {
        problems.add(id + ": its pom is not flattened (it would name an unpublished parent)");
      }
    }
    assertThat(problems).isEmpty();
  }

  @Test
  void theReleaseProfileAttachesSourcesAndJavadocToEveryPublishedJar() {
    List<String> problems = new ArrayList<>();
    List<Module> jars =
        published().stream().filter(m -> "jar".equals(m.effective().getPackaging())).toList();
    assertThat(jars).hasSizeGreaterThanOrEqualTo(3);
    for (Module module : jars) {
      Model m = module.effective();
      String id = m.getArtifactId();
      if (!attaches(m, "maven-source-plugin", Set.of("jar", "jar-no-fork"), "skipSource")
          || "true".equals(module.property("maven.source.skip"))) {
        problems.add(id + ": the release profile attaches no -sources.jar");
      }
      if (!attaches(m, "maven-javadoc-plugin", Set.of("jar"), "skip")
          || "true".equals(module.property("maven.javadoc.skip"))) {
        problems.add(id + ": the release profile attaches no -javadoc.jar");
      }
      // The javadoc plugin attaches nothing to a module without Java sources, and Central then
      // refuses the whole bundle.
      if (!hasJavaSources(module.dir().resolve("src/main/java"))) {
        problems.add(id + ": no Java sources, so no -javadoc.jar");
      }
      Plugin gpg = plugin(m, PLUGINS, "maven-gpg-plugin");
      if (gpg == null
          || gpg.getExecutions().stream().noneMatch(e -> e.getGoals().contains("sign"))) {
        problems.add(id + ": the release profile does not sign it");
      }
      Plugin central = plugin(m, "org.sonatype.central", "central-publishing-maven-plugin");
      if (central == null || !central.isExtensions()) {
        problems.add(id + ": the release profile has no central-publishing-maven-plugin extension");
      }
    }
    List<String> others =
        published().stream()
            .filter(m -> !"jar".equals(m.effective().getPackaging()))
            .map(m -> m.effective().getArtifactId())
            .toList();
    assertThat(others).as("published modules that are not jars").containsExactly("kvperf-bom");
    assertThat(problems).isEmpty();
  }

  @Test
  void everyBuildMakesTheSourcesAndJavadocJarsOfAPublishedJarSoAJavadocErrorFailsItsCommit() {
    List<String> problems = new ArrayList<>();
    for (Module module : published()) {
      Model m = module.everyBuild();
      if (!"jar".equals(m.getPackaging())) {
        continue;
      }
      if (!attaches(m, "maven-source-plugin", Set.of("jar", "jar-no-fork"), "skipSource")) {
        problems.add(m.getArtifactId() + ": a build without -P release makes no -sources.jar");
      }
      if (!attaches(m, "maven-javadoc-plugin", Set.of("jar"), "skip")) {
        problems.add(m.getArtifactId() + ": a build without -P release runs no javadoc");
      }
    }
    assertThat(problems).isEmpty();
  }

  @Test
  void aModuleOutsideTheParentsReleaseProfileSkipsDeploy() {
    // The publishing plugin takes `deploy` over in the parent's children only; in any other
    // module of the reactor maven-deploy-plugin would run and fail the release for want of a
    // repository.
    List<String> deploying =
        MODULES.values().stream()
            .filter(
                m ->
                    plugin(m.effective(), "org.sonatype.central", "central-publishing-maven-plugin")
                        == null)
            .filter(m -> !"true".equals(m.property("maven.deploy.skip")))
            .map(m -> m.effective().getArtifactId())
            .toList();
    assertThat(deploying).isEmpty();
  }

  @Test
  void theBomManagesExactlyThePublishedJarsAndTheKitsAssertJ() {
    Model bom = MODULES.get("kvperf-bom").raw();
    Set<String> expected =
        published().stream()
            .filter(m -> "jar".equals(m.effective().getPackaging()))
            .map(m -> m.effective().getGroupId() + ":" + m.effective().getArtifactId())
            .collect(Collectors.toCollection(TreeSet::new));
    expected.add("org.assertj:assertj-core");
    List<Dependency> managed = bom.getDependencyManagement().getDependencies();

    assertThat(managed.stream().map(d -> d.getGroupId() + ":" + d.getArtifactId()))
        .doesNotHaveDuplicates()
        .containsExactlyInAnyOrderElementsOf(expected);
    for (Dependency d : managed) {
      String version =
          d.getGroupId().equals("io.kvperf") ? "${project.version}" : "${assertj.version}";
      assertThat(d.getVersion()).as(d.getManagementKey()).isEqualTo(version);
    }
  }

  @Test
  void theRepositoryCarriesTheApacheLicenceItsPomsDeclare() throws IOException {
    String licence = Files.readString(REPOSITORY.resolve("LICENSE"));
    assertThat(licence).contains("Apache License", "Version 2.0, January 2004");
    assertThat(MODULES.get("kvperf-parent").raw().getLicenses())
        .singleElement()
        .satisfies(l -> assertThat(l.getName()).isEqualTo("Apache-2.0"));
  }

  /**
   * Whether {@code artifactId}'s plugin runs one of {@code goals} in an execution that is neither
   * unbound nor skipped by {@code skipParameter}.
   */
  private static boolean attaches(
      Model model, String artifactId, Set<String> goals, String skipParameter) {
    Plugin plugin = plugin(model, PLUGINS, artifactId);
    if (plugin == null) {
      return false;
    }
    for (PluginExecution execution : plugin.getExecutions()) {
      if (execution.getGoals().stream().anyMatch(goals::contains)
          && !"none".equals(execution.getPhase())
          && !"true".equals(config(plugin, execution, skipParameter))) {
        return true;
      }
    }
    return false;
  }

  private static Plugin plugin(Model model, String groupId, String artifactId) {
    if (model.getBuild() == null) {
      return null;
    }
    return model.getBuild().getPlugins().stream()
        .filter(p -> p.getGroupId().equals(groupId) && p.getArtifactId().equals(artifactId))
        .findFirst()
        .orElse(null);
  }

  /** A parameter's value: the execution's configuration, else the plugin's. */
  private static String config(Plugin plugin, PluginExecution execution, String parameter) {
    if (execution != null && execution.getConfiguration() instanceof Xpp3Dom dom) {
      Xpp3Dom child = dom.getChild(parameter);
      if (child != null) {
        return child.getValue();
      }
    }
    if (plugin.getConfiguration() instanceof Xpp3Dom dom) {
      Xpp3Dom child = dom.getChild(parameter);
      if (child != null) {
        return child.getValue();
      }
    }
    return null;
  }

  private static boolean hasJavaSources(Path dir) {
    if (!Files.isDirectory(dir)) {
      return false;
    }
    try (Stream<Path> files = Files.walk(dir)) {
      return files.anyMatch(f -> f.toString().endsWith(".java"));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static boolean blank(String s) {
    return s == null || s.isBlank();
  }
}
