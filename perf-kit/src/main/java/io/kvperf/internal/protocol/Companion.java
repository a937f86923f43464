package io.kvperf.internal.protocol;

import io.kvperf.api.Reference;
import io.kvperf.workload.WorkloadSpec;
import java.io.Serializable;
import java.nio.file.Path;
import java.util.Objects;

/**
 * What a fork measures beside the engine, in alternating turns ({@link Alternation}): nothing, the
 * skip-list reference with its own workload, the in-memory kernel, or the other build of a
 * comparison, whose engine is loaded from the class path listed in a file. The fork's result keeps
 * the companion's figures as its "reference" figures, whichever it was.
 *
 * @param kind which companion
 * @param referenceWorkload the skip-list reference's workload; {@code null} for any other companion
 * @param otherBuildClassPath the file listing the other build's class path, one entry a line;
 *     {@code null} for any other companion
 */
public record Companion(Kind kind, WorkloadSpec referenceWorkload, String otherBuildClassPath)
    implements Serializable {
  private static final long serialVersionUID = 1L;

  /** The companions a fork can have. */
  public enum Kind {
    /** The engine alone. */
    NONE,
    /** The skip-list reference, through the same operation path. */
    SKIPLIST,
    /** A plain in-memory kernel. */
    KERNEL,
    /** The other build of a comparison, both arms in one JVM. */
    OTHER_BUILD
  }

  /** Checks each kind has what it needs, and only that. */
  public Companion {
    Objects.requireNonNull(kind, "kind");
    if ((kind == Kind.SKIPLIST) != (referenceWorkload != null)) {
      throw new IllegalArgumentException(
          "the skip-list reference needs its workload, and only it: " + kind);
    }
    if ((kind == Kind.OTHER_BUILD) != (otherBuildClassPath != null)) {
      throw new IllegalArgumentException(
          "the other build needs its class path, and only it: " + kind);
    }
  }

  /** No companion. */
  public static Companion none() {
    return new Companion(Kind.NONE, null, null);
  }

  /** The companion a contract's declared {@code reference} asks for, on {@code workload}'s keys. */
  public static Companion of(Reference reference, WorkloadSpec referenceWorkload) {
    return switch (reference) {
      case SKIPLIST -> new Companion(Kind.SKIPLIST, referenceWorkload, null);
      case KERNEL -> new Companion(Kind.KERNEL, null, null);
      case NONE -> none();
      case AUTO -> throw new IllegalArgumentException("AUTO is resolved before a fork is planned");
    };
  }

  /** The other build, its class path listed in {@code classPathFile}. */
  public static Companion otherBuild(Path classPathFile) {
    return new Companion(Kind.OTHER_BUILD, null, classPathFile.toAbsolutePath().toString());
  }

  /** Whether the fork measures a companion at all. */
  public boolean present() {
    return kind != Kind.NONE;
  }

  /**
   * Whether the companion can lead a fork (its store opened first, its turn first): the skip list
   * and the other build can; the kernel, opened in an instant, cannot.
   */
  public boolean canLead() {
    return kind == Kind.SKIPLIST || kind == Kind.OTHER_BUILD;
  }
}
