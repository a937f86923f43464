package io.kvperf.internal.build;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * This project's modules as built at a git ref ({@code kvperf.compare=git:<ref>}): which commit the
 * ref named, the checkout it is compared with, how long the build took, and the class path entries
 * it puts in place of this build's.
 *
 * @param ref the ref as given after {@code git:}
 * @param commit the commit it resolved to, 40 hex digits
 * @param checkout the commit of this checkout ({@code HEAD}), 40 hex digits
 * @param workingTree whether this checkout has uncommitted changes
 * @param buildTime how long the build took; zero when it was built before and taken from the cache
 * @param entries the modules' compiled output in the build
 * @param replaces this build's entries of the same modules
 */
record BuiltRef(
    String ref,
    String commit,
    String checkout,
    WorkingTree workingTree,
    Duration buildTime,
    List<Path> entries,
    List<Path> replaces) {

  /** Whether this checkout holds changes that are not committed. */
  enum WorkingTree {
    CLEAN,
    UNCOMMITTED_CHANGES
  }

  /** The prefix of {@code kvperf.compare} that names a git ref. */
  static final String PREFIX = "git:";

  /** The digits of a commit that name it in a description. */
  private static final int SHOWN_DIGITS = 12;

  /** Checks every field is present. */
  BuiltRef {
    Objects.requireNonNull(ref, "ref");
    Objects.requireNonNull(commit, "commit");
    Objects.requireNonNull(checkout, "checkout");
    Objects.requireNonNull(workingTree, "workingTree");
    Objects.requireNonNull(buildTime, "buildTime");
    entries = List.copyOf(entries);
    replaces = List.copyOf(replaces);
  }

  /** Whether the build was taken from the cache, built by an earlier run. */
  boolean cached() {
    return buildTime.isZero();
  }

  /**
   * The arm's name: {@code git:} and the ref, or for a ref given as a commit (7 hex digits or
   * more), the commit's first 12 digits, so that a commit is named once.
   */
  String name() {
    return PREFIX + (byCommit() ? commit.substring(0, SHOWN_DIGITS) : ref);
  }

  /**
   * How reports name the build: {@code git:HEAD~1 (0123456789ab; this checkout 456789abcdef; built
   * in 12 s)}; the commit is left out where the name is the commit already, the checkout says
   * {@code with uncommitted changes} where it has them, and a build taken from the cache is {@code
   * built before, cached}.
   */
  String description() {
    return String.format(
        Locale.ROOT,
        "%s (%sthis checkout %s%s; %s)",
        name(),
        byCommit() ? "" : commit.substring(0, SHOWN_DIGITS) + "; ",
        checkout.substring(0, SHOWN_DIGITS),
        workingTree == WorkingTree.UNCOMMITTED_CHANGES ? " with uncommitted changes" : "",
        cached() ? "built before, cached" : "built in " + buildTime.toSeconds() + " s");
  }

  /** The build to compare with, its forks given {@code jvmArgs}. */
  ComparedBuild compared(List<String> jvmArgs) {
    return new ComparedBuild(description(), entries, replaces, jvmArgs);
  }

  private boolean byCommit() {
    return commit.startsWith(ref.toLowerCase(Locale.ROOT)) && ref.length() >= 7;
  }
}
