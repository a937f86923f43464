package io.kvperf.internal.fork;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The system class loader of a fork that measures one arm of a comparison (the build under test, or
 * another build of the engine): it loads every class that is not the JDK's from the arm's class
 * path, listed one entry per line in the file named by the system property {@value
 * #CLASS_PATH_PROPERTY}, so that the fork runs that build and nothing of the class path JMH started
 * it with. Set with {@code -Djava.system.class.loader}; both arms of a comparison start this way,
 * so that they differ only in the entries listed.
 *
 * <p>It refers to the JDK only: it is itself loaded from the launch class path, before the arm's.
 */
public final class ArmClassLoader extends URLClassLoader {
  /** The system property naming the file of the arm's class path entries. */
  public static final String CLASS_PATH_PROPERTY = "kvperf.arm.classPath";

  static {
    ClassLoader.registerAsParallelCapable();
  }

  private final ClassLoader launch;

  /**
   * Called by the JVM with the built-in application class loader, which is kept only for the JDK's
   * own modules that it defines (such as {@code jdk.compiler}); the parent is the platform loader.
   */
  public ArmClassLoader(ClassLoader launch) {
    super("kvperf-arm", urls(System.getProperty(CLASS_PATH_PROPERTY)), launch.getParent());
    this.launch = launch;
  }

  private static URL[] urls(String file) {
    if (file == null) {
      throw new IllegalStateException(
          "java.system.class.loader is ArmClassLoader but " + CLASS_PATH_PROPERTY + " is not set");
    }
    return urls(entries(file, "the arm's"));
  }

  /**
   * The entries of a class path file, one per line, blank lines aside; {@code whose} for errors.
   */
  static List<Path> entries(String file, String whose) {
    try {
      return Files.readAllLines(Path.of(file), StandardCharsets.UTF_8).stream()
          .filter(line -> !line.isBlank())
          .map(Path::of)
          .toList();
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + whose + " class path " + file, e);
    }
  }

  /** {@code entries} as URLs for a class loader. */
  static URL[] urls(List<Path> entries) {
    URL[] urls = new URL[entries.size()];
    for (int i = 0; i < urls.length; i++) {
      try {
        urls[i] = entries.get(i).toUri().toURL();
      } catch (MalformedURLException e) {
        throw new IllegalStateException("a class path entry is not a URL: " + entries.get(i), e);
      }
    }
    return urls;
  }

  @Override
  protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
    try {
      return super.loadClass(name, resolve);
    } catch (ClassNotFoundException notOnTheArm) {
      // Only a JDK module the launch loader defines; never a class of the launch class path.
      Class<?> type = launch.loadClass(name);
      if (!type.getModule().isNamed()) {
        throw notOnTheArm;
      }
      return type;
    }
  }
}
