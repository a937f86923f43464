package io.kvperf.internal.files;

import java.nio.file.Path;

/**
 * A path as reports and messages show it, without the build machine's own directories: relative to
 * the project's directory (the working directory, where Maven runs the tests) when it lies in it or
 * beside it in the parent's tree ({@code target/kvperf/runs/…}, {@code ../baselines/…}); under the
 * user's home, with {@code ~} for the home ({@code ~/.m2/…}); otherwise as it is (a system
 * directory, which tells nothing of the user).
 */
public final class ShownPath {
  private ShownPath() {}

  /** {@code path} as shown from the working directory, with the user's home. */
  public static String of(Path path) {
    return of(path, Path.of("").toAbsolutePath(), Path.of(System.getProperty("user.home", "/")));
  }

  /** {@code path} as shown from {@code base}, with {@code home} the user's home. */
  public static String of(Path path, Path base, Path home) {
    Path absolute = path.toAbsolutePath().normalize();
    Path project = base.toAbsolutePath().normalize();
    Path parent = project.getParent();
    if (absolute.startsWith(project)) {
      return slashes(project.relativize(absolute));
    }
    if (parent != null && parent.getParent() != null && absolute.startsWith(parent)) {
      return slashes(project.relativize(absolute));
    }
    Path user = home.toAbsolutePath().normalize();
    if (user.getParent() != null && absolute.startsWith(user)) {
      return "~/" + slashes(user.relativize(absolute));
    }
    return absolute.toString();
  }

  private static String slashes(Path relative) {
    String text = relative.toString().replace('\\', '/');
    return text.isEmpty() ? "." : text;
  }
}
