package io.kvperf.workload;

import io.kvperf.api.Group;
import io.kvperf.api.InvalidAnnotationException;
import java.io.Serializable;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A validated {@link Group}: threads that share one operation mix beside other groups.
 *
 * @param name the group's name in results
 * @param threads its threads
 * @param mix the mix of each of its threads
 */
public record GroupSpec(String name, int threads, OperationMix mix) implements Serializable {
  private static final Pattern NAME = Pattern.compile("[a-z0-9][a-z0-9-]*");

  /** Checks the name and the thread count. */
  public GroupSpec {
    Objects.requireNonNull(mix, "mix");
    if (name == null || !NAME.matcher(name).matches()) {
      throw InvalidAnnotationException.of(
          Group.class, "name", name, "must be lower-case letters, digits and '-'");
    }
    if (threads < 1 || threads > WorkloadSpec.MAX_THREADS) {
      throw InvalidAnnotationException.of(
          Group.class, "threads", threads, "must be 1-" + WorkloadSpec.MAX_THREADS);
    }
  }

  /** The threads of {@code groups} together; two groups of one name are invalid. */
  static int totalThreads(List<GroupSpec> groups) {
    Set<String> names = new HashSet<>();
    int total = 0;
    for (GroupSpec group : groups) {
      if (!names.add(group.name())) {
        throw InvalidAnnotationException.of(
            Group.class, "name", group.name(), "names another group too");
      }
      total += group.threads();
    }
    return total;
  }

  /** The group an annotation declares. */
  public static GroupSpec of(Group group) {
    OperationMix mix;
    try {
      mix = OperationMix.of(group.mix());
    } catch (InvalidAnnotationException e) {
      throw InvalidAnnotationException.written(
          Group.class, "name = \"" + group.name() + "\"", e.getMessage());
    }
    return new GroupSpec(group.name(), group.threads(), mix);
  }
}
