package io.kvperf.internal.protocol;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.OutputStream;
import java.io.Serializable;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.OptionalInt;

/**
 * The files that travel between the test JVM and its forks: records in the JDK's own serial form,
 * behind a header with the format version that the reader checks before anything else, so that a
 * parent and a fork of different kvperf versions fail with a clear error rather than a garbled plan
 * or result.
 *
 * <p>Not JSON: a fork that read its plan with Jackson spent most of a second of its fixed cost
 * loading and introspecting it (measured: docs/records/2026-11-25-fork-overhead.md), while the
 * JDK's serialization is in the JVM's shared class archive already. The test JVM keeps a JSON copy
 * of each file for people ({@link ReadableCopy}).
 */
final class ForkProtocol {
  /** The version of the plan and metrics formats; raise it with any change to either. */
  static final int VERSION = 18;

  /** "kvpf": the first four bytes of every file. */
  private static final int MAGIC = 0x6b767066;

  private ForkProtocol() {}

  /** A file's document: a record that says its format version. */
  interface Versioned extends Serializable {
    /** The format version the document was written in. */
    int formatVersion();
  }

  static void write(Path file, Versioned document) throws IOException {
    try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(file))) {
      DataOutputStream header = new DataOutputStream(out);
      header.writeInt(MAGIC);
      header.writeInt(document.formatVersion());
      // The object stream writes a header of its own when made: after the version.
      ObjectOutputStream objects = new ObjectOutputStream(out);
      objects.writeObject(document);
      objects.flush();
    }
  }

  /**
   * Reads {@code file} as {@code type} once its format version is checked, admitting only what
   * {@link ForkFileFilter} admits.
   *
   * @throws IOException naming {@code file}, {@code what} it is and why, when it cannot be read, is
   *     of another format version, or is truncated, corrupt or past the filter's limits
   */
  static <T> T read(Path file, Class<T> type, String what) throws IOException {
    long size = Files.size(file);
    if (size > ForkFileFilter.MOST_BYTES + 8) {
      throw ForkFileException.tooLarge(file, what, size, ForkFileFilter.MOST_BYTES);
    }
    try (InputStream in = new BufferedInputStream(Files.newInputStream(file))) {
      byte[] start = in.readNBytes(8);
      DataInputStream header = new DataInputStream(new ByteArrayInputStream(start));
      boolean kvperf = start.length == 8 && header.readInt() == MAGIC;
      int version = kvperf ? header.readInt() : -1;
      if (version != VERSION) {
        throw ForkFileException.otherVersion(
            file, what, kvperf ? OptionalInt.of(version) : OptionalInt.empty(), VERSION);
      }
      ForkFileFilter filter = new ForkFileFilter();
      try {
        ObjectInputStream objects = new ObjectInputStream(in);
        objects.setObjectInputFilter(filter);
        return type.cast(objects.readObject());
      } catch (IOException | ClassNotFoundException | RuntimeException e) {
        // A truncated file ends early, a corrupt one breaks the stream's grammar or a record's
        // invariants, a hostile one passes the filter's limits.
        throw ForkFileException.corrupt(
            file, what, filter.rejection().map(why -> "it holds " + why).orElse(e.toString()), e);
      }
    }
  }
}
