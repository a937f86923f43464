package io.kvperf.internal.fork;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.kvperf.internal.protocol.Turns;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Two forks of a pair take turns through one file: strictly by turns, the first going first. */
class TurnTakingTest {
  @TempDir Path directory;

  @Test
  void twoForksTakeTurnsStrictlyAndTheFirstWaitsForTheOthersLast() throws Exception {
    Path file = directory.resolve("turns-1");
    List<String> taken = Collections.synchronizedList(new ArrayList<>());
    List<Throwable> failed = Collections.synchronizedList(new ArrayList<>());
    List<Thread> forks = new ArrayList<>();
    for (int role = 1; role >= 0; role--) {
      TurnTaking turns = new TurnTaking(new Turns(file.toString(), role, 10_000));
      String name = role == 0 ? "first" : "second";
      forks.add(
          new Thread(
              () -> {
                try {
                  for (int iteration = 0; iteration < 5; iteration++) {
                    turns.await();
                    taken.add(name + " " + iteration);
                    turns.pass();
                  }
                  turns.finish();
                  taken.add(name + " done");
                } catch (Throwable e) {
                  failed.add(e);
                }
              }));
    }
    forks.forEach(Thread::start);
    for (Thread fork : forks) {
      fork.join();
    }

    assertThat(failed).isEmpty();
    assertThat(taken.subList(0, 10))
        .containsExactly(
            "first 0",
            "second 0",
            "first 1",
            "second 1",
            "first 2",
            "second 2",
            "first 3",
            "second 3",
            "first 4",
            "second 4");
    assertThat(taken.subList(10, 12)).containsExactlyInAnyOrder("first done", "second done");
    assertThat(Files.readString(file)).isEqualTo("10");
  }

  @Test
  void aForkStopsWaitingWhenTheOtherFailed() throws Exception {
    Path file = directory.resolve("turns-2");
    Files.writeString(file, Turns.STOPPED);

    assertThatThrownBy(() -> new TurnTaking(new Turns(file.toString(), 1, 10_000)).await())
        .isInstanceOf(IllegalStateException.class)
        .hasMessage("the other fork of this pair failed; this one stops");
  }

  @Test
  void aForkWhoseTurnNeverComesFailsAfterItsWait() {
    Path file = directory.resolve("turns-3");

    assertThatThrownBy(() -> new TurnTaking(new Turns(file.toString(), 1, 50)).await())
        .isInstanceOf(IllegalStateException.class)
        .hasMessage(
            "the other fork of this pair took no turn in 50 ms (turn 0 in "
                + file
                + "): it stopped or failed");
  }

  @Test
  void aForkAloneTakesNoTurns() {
    TurnTaking alone = new TurnTaking(Turns.NONE);
    alone.await();
    alone.pass();
    alone.finish();
    assertThat(directory).isEmptyDirectory();
  }
}
