package io.kvperf.internal.dossier;

import io.kvperf.internal.run.Arm;
import io.kvperf.internal.run.ClassEntries;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Whose code a profiled frame is: a Java frame's class path entry (a jar's file name without its
 * version, a module's {@code target/classes}), the JDK, a native library (async-profiler's {@code
 * lib} option prefixes a native frame with it, {@code libjvm.so`JavaThread::run}), the kernel, or
 * the JVM's own code.
 */
final class FrameLibraries implements Function<String, String> {
  /** The JDK's classes. */
  static final String JDK = "JDK";

  /** The kernel's frames ({@code _[k]}). */
  static final String KERNEL = "kernel";

  /** Frames with no class and no library: the JVM's stubs, the interpreter, unknown frames. */
  static final String JVM = "JVM";

  /** Java frames of a class on no class path entry: generated or hidden classes. */
  static final String OTHER_CLASSES = "other classes";

  private static final Pattern ANNOTATION = Pattern.compile("_\\[[a-z0-9]\\]$");
  private static final Pattern LONG_NUMBER = Pattern.compile("[0-9]{6,}");
  private static final Pattern JAR_VERSION = Pattern.compile("-[0-9][^/]*\\.jar$");
  private static final List<String> JDK_PACKAGES =
      List.of("java/", "javax/", "jdk/", "sun/", "com/sun/");

  private final Map<String, String> entryOfClass;

  private FrameLibraries(Map<String, String> entryOfClass) {
    this.entryOfClass = entryOfClass;
  }

  /** The libraries of the frames of forks that ran on {@code classPath}. */
  static FrameLibraries of(List<Path> classPath) {
    return of(classPath, List.of());
  }

  /**
   * The libraries of the frames of two arms' forks: a class is named by the first entry of {@code
   * classPathA} that holds it, else of {@code classPathB}.
   */
  static FrameLibraries of(List<Path> classPathA, List<Path> classPathB) {
    List<Path> classPath = new java.util.ArrayList<>(classPathA);
    classPath.addAll(classPathB);
    Map<String, String> entryOfClass = new HashMap<>();
    for (Path entry : classPath) {
      // One name for an artifact in both arms, whatever its version: the arms' jars are listed
      // apart.
      String name = JAR_VERSION.matcher(Arm.name(entry)).replaceFirst("");
      for (String resource : ClassEntries.of(entry)) {
        entryOfClass.putIfAbsent(
            resource.substring(0, resource.length() - ".class".length()), name);
      }
    }
    return new FrameLibraries(entryOfClass);
  }

  /** The frame's library. */
  @Override
  public String apply(String frame) {
    if (frame.endsWith("_[k]")) {
      return KERNEL;
    }
    if (frame.startsWith("/")) {
      // A native library's code with no symbol to name: the frame is the library's path.
      return frame.substring(frame.lastIndexOf('/') + 1);
    }
    int tick = frame.indexOf('`');
    if (tick > 0) {
      // An extracted native library's file name carries a random number: one name for all.
      Matcher number = LONG_NUMBER.matcher(frame.substring(0, tick));
      return number.replaceAll("");
    }
    String method = ANNOTATION.matcher(frame).replaceAll("");
    int dot = method.lastIndexOf('.');
    if (dot < 0 || method.indexOf('/') < 0) {
      return JVM;
    }
    String className = method.substring(0, dot);
    int hidden = className.indexOf("$$");
    if (hidden > 0) {
      className = className.substring(0, hidden);
    }
    for (String jdk : JDK_PACKAGES) {
      if (className.startsWith(jdk)) {
        return JDK;
      }
    }
    String entry = entryOfClass.get(className);
    return entry != null ? entry : OTHER_CLASSES;
  }
}
