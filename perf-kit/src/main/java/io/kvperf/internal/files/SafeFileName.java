package io.kvperf.internal.files;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.regex.Pattern;

/**
 * The file or directory name the kit makes of a name from outside (a contract's id, an engine's, a
 * version's): the name itself where it holds only {@code [A-Za-z0-9._-]}, is not {@code .} or
 * {@code ..} and is at most {@value #MAX_CHARS} characters; otherwise every other character
 * replaced by {@code _}, cut to length, and {@code -} with the first {@value #HASH_CHARS} hex
 * digits of the name's SHA-256 appended, so that two names that map alike still differ. Such a name
 * is one path element on every file system, needs no quoting in a shell, and holds nothing
 * async-profiler reads in its arguments ({@code ,} separates them; {@code %p}, {@code %t} expand).
 */
public final class SafeFileName {
  /** The longest name kept as it is, well below the 255 bytes file systems allow. */
  static final int MAX_CHARS = 120;

  /** Hex digits of the hash appended to a name that had to change. */
  static final int HASH_CHARS = 8;

  private static final Pattern UNSAFE = Pattern.compile("[^A-Za-z0-9._-]");

  private SafeFileName() {}

  /** {@code name} as a safe file name, e.g. {@code a.B.get_threads_2_valueSize_64_-3f9c0a12}. */
  public static String of(String name) {
    String safe = UNSAFE.matcher(name).replaceAll("_");
    if (safe.equals(name)
        && !name.isEmpty()
        && !name.equals(".")
        && !name.equals("..")
        && name.length() <= MAX_CHARS) {
      return name;
    }
    String kept = safe.length() > MAX_CHARS ? safe.substring(0, MAX_CHARS) : safe;
    return kept + "-" + hash(name);
  }

  private static String hash(String name) {
    try {
      byte[] digest =
          MessageDigest.getInstance("SHA-256").digest(name.getBytes(StandardCharsets.UTF_8));
      return HexFormat.of().formatHex(digest).substring(0, HASH_CHARS);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every JVM has SHA-256", e);
    }
  }
}
