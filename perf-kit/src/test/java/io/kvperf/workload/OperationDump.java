package io.kvperf.workload;

import io.kvperf.api.KeyOrder;
import io.kvperf.api.PreloadOrder;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.function.LongUnaryOperator;

/**
 * Prints, per key order, a digest of the first 10,000 operations (and their keys and values) of a
 * fixed workload, and a digest of its random preload order: run in another JVM, it must print the
 * same.
 */
public final class OperationDump {
  static final int OPERATIONS = 10_000;

  private OperationDump() {}

  /** Prints the digests, one line per key order. */
  public static void main(String[] args) throws NoSuchAlgorithmException {
    digests().forEach(System.out::println);
  }

  static List<String> digests() throws NoSuchAlgorithmException {
    List<String> lines = new ArrayList<>();
    OperationMix mix = Mixes.EVERYTHING;
    for (KeyOrder order : KeyOrder.values()) {
      WorkloadSpec spec =
          new WorkloadSpec(
              new WorkloadSpec.Entries(
                  50_000,
                  SizeRange.uniform(30, 36),
                  SizeRange.withMean(512, 2048, 1024),
                  PreloadOrder.KEY_ORDER),
              324432L,
              KeyChoice.of(order),
              mix,
              new WorkloadSpec.Reads(SizeRange.uniform(1, 100), io.kvperf.api.ReadMode.COPY),
              2);
      MessageDigest digest = MessageDigest.getInstance("SHA-256");
      for (int thread = 0; thread < spec.threads(); thread++) {
        OperationStream stream = new OperationStream(spec, thread);
        for (int i = 0; i < OPERATIONS; i++) {
          stream.next();
          digest.update(OperationStreamTest.describe(stream).getBytes(StandardCharsets.UTF_8));
          digest.update(spec.keySpace().key(stream.keyIndex()));
          digest.update(spec.valueSpace().value(stream.keyIndex(), stream.version()));
        }
      }
      lines.add(order + " " + HexFormat.of().formatHex(digest.digest()));
    }
    WorkloadSpec random =
        WorkloadSpec.simple(50_000, 16, 100, 324432L, KeyOrder.UNIFORM)
            .withPreloadOrder(PreloadOrder.RANDOM);
    MessageDigest digest = MessageDigest.getInstance("SHA-256");
    LongUnaryOperator sequence = random.preloadSequence();
    for (long position = 0; position < random.preloadCount(); position++) {
      digest.update(random.keySpace().key(sequence.applyAsLong(position)));
    }
    lines.add("preload " + PreloadOrder.RANDOM + " " + HexFormat.of().formatHex(digest.digest()));
    return lines;
  }
}
