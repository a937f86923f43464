package io.kvperf.internal.fork;

import io.kvperf.engine.KvEngine;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;

/**
 * The class loader of the other build when both arms of a comparison run in one fork: it defines
 * every class of its entries itself (the engine's adapter, the engine and their libraries), so that
 * the other build's engine runs its own code beside this build's, and takes the kit's classes
 * (those from the jar or directory {@link KvEngine} came from) and the JDK's from its parent, so
 * that both engines are driven through the same {@link KvEngine} and workload code.
 */
public final class OtherBuildLoader extends URLClassLoader {
  static {
    ClassLoader.registerAsParallelCapable();
  }

  private final URL kit;

  private OtherBuildLoader(URL[] entries, ClassLoader parent) {
    super("kvperf-other-build", entries, parent);
    this.kit = KvEngine.class.getProtectionDomain().getCodeSource().getLocation();
  }

  /** The other build whose class path {@code classPathFile} lists, one entry a line. */
  static OtherBuildLoader of(Path classPathFile) {
    return of(
        ArmClassLoader.entries(classPathFile.toString(), "the other build's"),
        OtherBuildLoader.class.getClassLoader());
  }

  /**
   * A build of {@code entries} beside {@code parent}'s, which provides the kit; the conformance
   * kit's second build ({@code io.kvperf.internal.run.SecondBuildOfThisJvm}), with which it checks
   * {@link io.kvperf.engine.Capability#SIDE_BY_SIDE}.
   */
  public static OtherBuildLoader of(List<Path> entries, ClassLoader parent) {
    return new OtherBuildLoader(ArmClassLoader.urls(entries), parent);
  }

  @Override
  protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
    synchronized (getClassLoadingLock(name)) {
      Class<?> type = findLoadedClass(name);
      if (type == null) {
        type = fromKit(name) ? getParent().loadClass(name) : ownFirst(name);
      }
      if (resolve) {
        resolveClass(type);
      }
      return type;
    }
  }

  private Class<?> ownFirst(String name) throws ClassNotFoundException {
    try {
      return findClass(name);
    } catch (ClassNotFoundException notOwn) {
      return getParent().loadClass(name);
    }
  }

  /** A resource of the other build's own entries first, as its classes are. */
  @Override
  public URL getResource(String name) {
    URL own = findResource(name);
    return own != null ? own : super.getResource(name);
  }

  /** Whether the parent has {@code name} from the kit's own jar or directory, or from the JDK. */
  private boolean fromKit(String name) {
    if (name.startsWith("java.")) {
      return true;
    }
    URL resource = getParent().getResource(name.replace('.', '/') + ".class");
    if (resource == null) {
      return false;
    }
    String where = resource.toString();
    return where.startsWith("jrt:") || where.contains(kit.getPath());
  }

  /**
   * The other build's engine {@code id}: one its own entries provide, else the kit's. An adapter
   * that fails to load in this loader (its class cannot be initialised twice in one JVM, say) is
   * passed over; when {@code id} is not found, its failure is attached to the error.
   */
  public KvEngine engine(String id) {
    KvEngine fallback = null;
    List<Throwable> unloadable = new ArrayList<>();
    for (ServiceLoader.Provider<KvEngine> provider :
        ServiceLoader.load(KvEngine.class, this).stream().toList()) {
      KvEngine engine;
      try {
        engine = provider.get();
      } catch (ServiceConfigurationError | LinkageError | RuntimeException e) {
        unloadable.add(e);
        continue;
      }
      if (!engine.id().equals(id)) {
        continue;
      }
      if (engine.getClass().getClassLoader() == this) {
        return engine;
      }
      fallback = engine;
    }
    if (fallback == null) {
      IllegalStateException missing =
          new IllegalStateException(
              "the other build has no engine '"
                  + id
                  + "'"
                  + (unloadable.isEmpty()
                      ? ""
                      : "; "
                          + unloadable.size()
                          + " of its adapters failed to load: "
                          + unloadable.stream().map(OtherBuildLoader::rootCause).toList()));
      unloadable.forEach(missing::addSuppressed);
      throw missing;
    }
    return fallback;
  }

  private static String rootCause(Throwable failure) {
    Throwable root = failure;
    while (root.getCause() != null && root.getCause() != root) {
      root = root.getCause();
    }
    return root.toString();
  }
}
