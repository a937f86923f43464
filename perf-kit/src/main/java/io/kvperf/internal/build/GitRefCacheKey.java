package io.kvperf.internal.build;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Objects;

/**
 * What a {@code git:<ref>} build's output depends on, and so what its cache is keyed by: the
 * commit, the build command and its arguments, and the JDK that builds it. Two runs that differ in
 * any of them never share a build.
 *
 * @param commit the commit built, its full name: 40 hex digits (64 in a SHA-256 repository)
 * @param command the build command as set, split on white space; empty for the project's wrapper,
 *     else {@code mvn} (which of the two the commit itself decides)
 * @param arguments the arguments added to the build, split on white space
 * @param javaHome {@code java.home} of this JVM
 * @param javaVersion {@code java.version} of this JVM
 * @param buildJavaHome the {@code JAVA_HOME} the build's Maven sees, which it runs on when set;
 *     empty when unset
 */
record GitRefCacheKey(
    String commit,
    List<String> command,
    List<String> arguments,
    String javaHome,
    String javaVersion,
    String buildJavaHome) {
  /** How many hex digits of the commit, and of the hash of the rest, name the build's directory. */
  private static final int COMMIT_DIGITS = 12;

  private static final int HASH_DIGITS = 16;

  GitRefCacheKey {
    Objects.requireNonNull(commit, "commit");
    if (!commit.matches("[0-9a-f]{40}|[0-9a-f]{64}")) {
      throw new IllegalArgumentException(
          "a commit's full name, 40 or 64 hex digits, not '" + commit + "'");
    }
    command = List.copyOf(command);
    arguments = List.copyOf(arguments);
    Objects.requireNonNull(javaHome, "javaHome");
    Objects.requireNonNull(javaVersion, "javaVersion");
    Objects.requireNonNull(buildJavaHome, "buildJavaHome");
  }

  /** The key of building {@code commit} with {@code maven} on this JVM's JDK. */
  static GitRefCacheKey of(String commit, MavenCommand maven) {
    String command = maven.command().trim();
    String buildJavaHome = System.getenv("JAVA_HOME");
    return new GitRefCacheKey(
        commit,
        command.isEmpty() ? List.of() : List.of(command.split("\\s+")),
        maven.extraArguments(),
        System.getProperty("java.home", ""),
        System.getProperty("java.version", ""),
        buildJavaHome == null ? "" : buildJavaHome);
  }

  /**
   * The name of the build's directory: the commit's first 12 hex digits, then the first 16 of the
   * SHA-256 of every field, so that a person can tell the commit and the kit tell the builds apart.
   */
  String directoryName() {
    List<String> fields = new ArrayList<>();
    fields.add(commit);
    fields.add("command " + command.size());
    fields.addAll(command);
    fields.add("arguments " + arguments.size());
    fields.addAll(arguments);
    fields.add(javaHome);
    fields.add(javaVersion);
    fields.add(buildJavaHome);
    MessageDigest sha256;
    try {
      sha256 = MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every JDK has SHA-256", e);
    }
    for (String field : fields) {
      // Each field with its length first, so that no two lists of fields hash the same text.
      sha256.update((field.length() + ":" + field + "\n").getBytes(StandardCharsets.UTF_8));
    }
    String hash = HexFormat.of().formatHex(sha256.digest());
    return commit.substring(0, COMMIT_DIGITS) + "-" + hash.substring(0, HASH_DIGITS);
  }
}
