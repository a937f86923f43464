package io.kvperf.internal.build;

import io.kvperf.internal.run.StoreDirectory;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

/**
 * The builds of {@code git:<ref>}, kept under the repository's {@code target/kvperf-git/}: one git
 * worktree per {@link GitRefCacheKey}, named by {@link GitRefCacheKey#directoryName()}.
 *
 * <p>A build is made in {@code <name>.partial}; when it has succeeded, {@code <name>.built} lists
 * its modules and the worktree is moved to {@code <name>}. Only a directory {@code <name>} with its
 * list beside it is trusted: a leftover {@code .partial} (an interrupted {@code worktree add} or
 * build) or a directory without its list is removed and built again. Runs that build the same name
 * take turns through {@code <name>.lock}.
 *
 * <p>The {@value #KEPT_BUILDS} builds used last are kept. Each time a build is used, older ones are
 * removed with git's record of their worktree ({@code git worktree prune}), except those another
 * run holds the lock of.
 */
final class GitRefCache {
  /** How many of the builds used last are kept. */
  static final int KEPT_BUILDS = 5;

  private static final String PARTIAL = ".partial";
  private static final String BUILT = ".built";
  private static final String LOCK = ".lock";

  /** Git, run in a directory: its output, or an exception that says what failed. */
  interface Git {
    String run(Path directory, String... arguments);
  }

  /** Builds the ref's modules in a worktree checked out at its commit; throws when it fails. */
  interface Build {
    void run(Path worktree);
  }

  private final Path root;
  private final Path directory;
  private final Git git;

  /** The cache of the repository at {@code root}, whose git commands {@code git} runs. */
  GitRefCache(Path root, Git git) {
    this.root = root;
    this.directory = root.resolve("target").resolve("kvperf-git");
    this.git = git;
  }

  /** Where the whole build of {@code key} is. */
  Path whole(GitRefCacheKey key) {
    return directory.resolve(key.directoryName());
  }

  /**
   * Makes sure a whole build of {@code key} holds {@code modules}: returns zero when one did, else
   * builds them (with those a smaller build of the key held) in a fresh worktree of the commit with
   * {@code build}, and returns how long that took.
   *
   * @throws UncheckedIOException when the cache's files cannot be read or written
   */
  Duration buildOnce(GitRefCacheKey key, Set<String> modules, Build build) {
    String name = key.directoryName();
    Path whole = whole(key);
    Path partial = directory.resolve(name + PARTIAL);
    Path built = directory.resolve(name + BUILT);
    try {
      Files.createDirectories(directory);
      try (FileChannel channel = openLock(name)) {
        // Held until the channel closes: another run building the same name waits for this one.
        channel.lock();
        Set<String> done = wholeModules(whole, built);
        if (done.containsAll(modules)) {
          Files.setLastModifiedTime(built, FileTime.from(Instant.now()));
          prune(name);
          return Duration.ZERO;
        }
        done.addAll(modules);
        StoreDirectory.delete(partial);
        git.run(root, "worktree", "prune");
        git.run(
            root,
            "worktree",
            "add",
            "--force",
            "--detach",
            "--end-of-options",
            partial.toString(),
            key.commit());
        long start = System.nanoTime();
        build.run(partial);
        Duration took = Duration.ofNanos(System.nanoTime() - start);
        // The list is written before the move, so a directory <name> is always a whole build.
        Files.deleteIfExists(built);
        StoreDirectory.delete(whole);
        git.run(root, "worktree", "prune");
        Files.write(built, done, StandardCharsets.UTF_8);
        git.run(root, "worktree", "move", partial.toString(), whole.toString());
        prune(name);
        return took;
      }
    } catch (IOException e) {
      throw new UncheckedIOException(
          "cannot prepare the build of " + key.commit() + " in " + directory, e);
    }
  }

  /** The modules of the whole build at {@code whole}; empty when there is none. */
  private static Set<String> wholeModules(Path whole, Path built) throws IOException {
    Set<String> done = new TreeSet<>();
    if (Files.isDirectory(whole, LinkOption.NOFOLLOW_LINKS) && Files.isRegularFile(built)) {
      done.addAll(Files.readAllLines(built, StandardCharsets.UTF_8));
    }
    return done;
  }

  /**
   * Removes every build but the {@value #KEPT_BUILDS} used last (a build's last use is when its
   * list was last written or touched) and every leftover {@code .partial}, leaving {@code keep} and
   * what another run holds the lock of.
   */
  private void prune(String keep) throws IOException {
    List<Path> builds = new ArrayList<>();
    List<Path> stale = new ArrayList<>();
    try (Stream<Path> entries = Files.list(directory)) {
      for (Path entry : entries.sorted().toList()) {
        String name = entry.getFileName().toString();
        if (!Files.isDirectory(entry, LinkOption.NOFOLLOW_LINKS) || name.equals(keep)) {
          continue;
        }
        (name.endsWith(PARTIAL) ? stale : builds).add(entry);
      }
    }
    builds.sort(Comparator.comparing(this::lastUsed).reversed());
    stale.addAll(builds.subList(Math.min(builds.size(), KEPT_BUILDS - 1), builds.size()));
    boolean removed = false;
    for (Path entry : stale) {
      removed |= removeUnlessLocked(entry);
    }
    if (removed) {
      git.run(root, "worktree", "prune");
    }
  }

  private FileTime lastUsed(Path build) {
    Path built = build.resolveSibling(build.getFileName() + BUILT);
    try {
      return Files.getLastModifiedTime(Files.isRegularFile(built) ? built : build);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read when " + build + " was last used", e);
    }
  }

  /** Removes the build or leftover {@code entry} unless another run holds its lock. */
  private boolean removeUnlessLocked(Path entry) throws IOException {
    String file = entry.getFileName().toString();
    boolean partial = file.endsWith(PARTIAL);
    String name = partial ? file.substring(0, file.length() - PARTIAL.length()) : file;
    try (FileChannel channel = openLock(name)) {
      FileLock lock;
      try {
        lock = channel.tryLock();
      } catch (OverlappingFileLockException e) {
        return false;
      }
      if (lock == null) {
        return false;
      }
      if (!partial) {
        // A whole build's list goes first, so that what an interruption leaves is never trusted.
        Files.deleteIfExists(directory.resolve(name + BUILT));
      }
      StoreDirectory.delete(entry);
      return true;
    }
  }

  private FileChannel openLock(String name) throws IOException {
    return FileChannel.open(
        directory.resolve(name + LOCK), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
  }
}
