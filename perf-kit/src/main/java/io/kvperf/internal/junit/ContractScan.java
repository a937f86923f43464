package io.kvperf.internal.junit;

import io.kvperf.api.KvPerfContract;
import io.kvperf.api.KvPerfTest;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Method;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.ZipFile;
import org.junit.platform.commons.support.AnnotationSupport;

/** The contract methods of every test class in a directory or jar of compiled tests. */
final class ContractScan {
  private ContractScan() {}

  /** Where {@code testClass} was loaded from: its class directory or jar. */
  static Path locationOf(Class<?> testClass) {
    CodeSource source = testClass.getProtectionDomain().getCodeSource();
    if (source == null) {
      throw new IllegalStateException("cannot tell where " + testClass + " was loaded from");
    }
    try {
      return Path.of(source.getLocation().toURI()).toAbsolutePath().normalize();
    } catch (URISyntaxException e) {
      throw new IllegalStateException("cannot read the location of " + testClass, e);
    }
  }

  /**
   * The {@link KvPerfTest} methods of the {@link KvPerfContract} classes at {@code location},
   * loaded by {@code loader} without being initialised, ordered by class and method name.
   */
  static List<Method> contractMethods(Path location, ClassLoader loader) {
    List<Method> methods = new ArrayList<>();
    for (String name : classNames(location)) {
      Class<?> type;
      try {
        type = Class.forName(name, false, loader);
      } catch (ClassNotFoundException | LinkageError e) {
        continue;
      }
      if (!AnnotationSupport.isAnnotated(type, KvPerfContract.class)) {
        continue;
      }
      for (Method method : type.getDeclaredMethods()) {
        if (AnnotationSupport.isAnnotated(method, KvPerfTest.class)) {
          methods.add(method);
        }
      }
    }
    methods.sort(
        Comparator.comparing((Method m) -> m.getDeclaringClass().getName())
            .thenComparing(Method::getName));
    return methods;
  }

  private static List<String> classNames(Path location) {
    try {
      if (Files.isDirectory(location)) {
        try (Stream<Path> walk = Files.walk(location)) {
          return walk.filter(path -> path.toString().endsWith(".class"))
              .map(path -> location.relativize(path).toString())
              .map(ContractScan::className)
              .sorted()
              .toList();
        }
      }
      try (ZipFile jar = new ZipFile(location.toFile())) {
        return jar.stream()
            .map(entry -> entry.getName())
            .filter(name -> name.endsWith(".class"))
            .map(ContractScan::className)
            .sorted()
            .toList();
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot list the test classes in " + location, e);
    }
  }

  private static String className(String file) {
    return file.replace('\\', '/')
        .substring(0, file.length() - ".class".length())
        .replace('/', '.');
  }
}
