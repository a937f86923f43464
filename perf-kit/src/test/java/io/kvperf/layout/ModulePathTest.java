package io.kvperf.layout;

import static org.assertj.core.api.Assertions.assertThat;

import io.kvperf.engine.KvEngine;
import io.kvperf.internal.run.ArmClassPath;
import java.lang.module.Configuration;
import java.lang.module.FindException;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleDescriptor.Requires;
import java.lang.module.ModuleFinder;
import java.lang.module.ModuleReference;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * The kit on the module path, as a user of the module path would have it: {@code io.kvperf}
 * resolves with the jars this test runs with (so each {@code requires} names a module one of them
 * is), binds its services, exports its API and keeps its internals closed.
 */
class ModulePathTest {
  private static final String KIT = "io.kvperf";

  @Test
  void theKitResolvesWithItsDependenciesAndProvidesItsServices() throws Exception {
    Path classes =
        Path.of(KvEngine.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    ModuleLayer layer = layer(classes);
    Module kit = layer.findModule(KIT).orElseThrow();
    ClassLoader loader = layer.findLoader(KIT);

    assertThat(providers(layer, loader.loadClass("io.kvperf.engine.KvEngine")))
        .containsExactly("io.kvperf.engine.SkipListEngine");
    assertThat(providers(layer, loader.loadClass("io.kvperf.tck.SecondBuild")))
        .containsExactly("io.kvperf.internal.run.SecondBuildOfThisJvm");
    Object skipList =
        ServiceLoader.load(layer, loader.loadClass("io.kvperf.engine.KvEngine"))
            .findFirst()
            .orElseThrow();
    assertThat(skipList.getClass().getMethod("id").invoke(skipList)).isEqualTo("skiplist");

    assertThat(kit.isExported("io.kvperf.engine")).isTrue();
    assertThat(kit.isExported("io.kvperf.internal.run")).isFalse();
    assertThat(kit.isOpen("io.kvperf.internal.junit")).isFalse();
    Module junit = layer.findModule("org.junit.platform.commons").orElseThrow();
    assertThat(kit.isOpen("io.kvperf.internal.junit", junit)).isTrue();
  }

  private static List<String> providers(ModuleLayer layer, Class<?> service) {
    return ServiceLoader.load(layer, service).stream().map(p -> p.type().getName()).toList();
  }

  /**
   * A layer of the kit and the jars of the modules it requires, transitively, found on this JVM's
   * class path; a module required but on none of them fails the test.
   */
  private static ModuleLayer layer(Path classes) {
    Map<String, ModuleReference> jars = new TreeMap<>();
    for (Path entry : ArmClassPath.launch()) {
      if (entry.toString().endsWith(".jar")) {
        try {
          ModuleFinder.of(entry).findAll().forEach(m -> jars.putIfAbsent(m.descriptor().name(), m));
        } catch (FindException notAModule) {
          // A jar that is no module here (a manifest-only jar, a name no module may have).
        }
      }
    }
    ModuleDescriptor kit = ModuleFinder.of(classes).find(KIT).orElseThrow().descriptor();
    Set<Path> paths = new LinkedHashSet<>(List.of(classes));
    Deque<ModuleDescriptor> todo = new ArrayDeque<>(List.of(kit));
    while (!todo.isEmpty()) {
      for (Requires requires : todo.pop().requires()) {
        String name = requires.name();
        if (requires.modifiers().contains(Requires.Modifier.STATIC)
            || ModuleFinder.ofSystem().find(name).isPresent()) {
          continue;
        }
        assertThat(jars).as("a jar of the required module " + name).containsKey(name);
        ModuleReference jar = jars.get(name);
        if (paths.add(Path.of(jar.location().orElseThrow()))) {
          todo.push(jar.descriptor());
        }
      }
    }
    Configuration configuration =
        ModuleLayer.boot()
            .configuration()
            .resolveAndBind(
                ModuleFinder.of(paths.toArray(Path[]::new)), ModuleFinder.of(), Set.of(KIT));
    return ModuleLayer.boot()
        .defineModulesWithOneLoader(configuration, ClassLoader.getPlatformClassLoader());
  }
}
