package io.kvperf.internal.store;

import static io.kvperf.internal.store.BaselineFixtures.CONTRACT;
import static io.kvperf.internal.store.BaselineFixtures.MACHINE;
import static io.kvperf.internal.store.BaselineFixtures.ONE_FIGURE;
import static io.kvperf.internal.store.BaselineFixtures.PLAN;
import static io.kvperf.internal.store.BaselineFixtures.result;

import io.kvperf.internal.decision.Budgets;
import io.kvperf.internal.gate.BaselineUpdate;
import io.kvperf.result.PerfResult;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Arrays;
import java.util.Optional;

/**
 * Another run's update for {@link ConcurrentUpdateTest}, in another JVM, holding the lock of {@link
 * BaselineFixtures#CONTRACT}'s file under the directory given. It prints {@code held} once it holds
 * the lock, then:
 *
 * <ul>
 *   <li>{@code update <engine>}: has read the file; when its input ends, records a run of {@code
 *       engine} from what it read, and exits;
 *   <li>{@code half-written}: has written half of the file to a temporary file, as a run killed
 *       while writing leaves it, and waits to be killed (or for its input to end).
 * </ul>
 */
final class BaselineUpdateHolder {
  /** The temporary file a {@code half-written} update leaves, named as the store names them. */
  static final String HALF_WRITTEN = "uniformGet.json.1234567890.tmp";

  private BaselineUpdateHolder() {}

  public static void main(String[] args) throws IOException {
    BaselineStore store = new BaselineStore(Path.of(args[0]));
    try (LockedBaselineFile file = store.lock(CONTRACT)) {
      if (args[1].equals("update")) {
        PerfResult result = result(args[2], MACHINE, 300.0, 301.0);
        Optional<BaselineEntry> before = file.find(result);
        held();
        System.in.readAllBytes();
        Instant time = Instant.parse("2026-11-22T12:00:00Z");
        file.write(BaselineUpdate.of(before, result, PLAN, time, Budgets.NONE, ONE_FIGURE).entry());
      } else {
        Path path = store.fileOf(CONTRACT);
        byte[] whole = Files.readAllBytes(path);
        Files.write(path.resolveSibling(HALF_WRITTEN), Arrays.copyOf(whole, whole.length / 2));
        held();
        System.in.readAllBytes();
      }
    }
  }

  private static void held() {
    System.out.print("held\n");
    System.out.flush();
  }
}
