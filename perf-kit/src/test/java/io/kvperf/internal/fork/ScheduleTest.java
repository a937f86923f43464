package io.kvperf.internal.fork;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The open-loop schedule: fixed intervals from the first operation, never early, restartable. */
class ScheduleTest {
  private static final double OPS_PER_SECOND = 200_000;
  private static final long INTERVAL_NANOS = 5_000;

  @Test
  void operationsAreDueAtFixedIntervalsAndNoneRunsBeforeItIsDue() {
    Schedule schedule = new Schedule(OPS_PER_SECOND);
    long first = schedule.awaitNext();
    for (int n = 1; n <= 200; n++) {
      long due = schedule.awaitNext();
      assertThat(System.nanoTime())
          .as("returned at or after it was due")
          .isGreaterThanOrEqualTo(due);
      assertThat(due - first)
          .as("operation %d is due n intervals after the first", n)
          .isEqualTo(n * INTERVAL_NANOS);
    }
  }

  @Test
  void aRestartMakesTheNextOperationTheFirstOfANewSchedule() {
    Schedule schedule = new Schedule(OPS_PER_SECOND);
    schedule.awaitNext();
    schedule.awaitNext();
    // A gap of many intervals: without the restart, the next operation would be long overdue.
    long gapEnd = System.nanoTime() + 200 * INTERVAL_NANOS;
    while (System.nanoTime() < gapEnd) {
      Thread.onSpinWait();
    }
    schedule.restart();
    long before = System.nanoTime();
    long first = schedule.awaitNext();
    assertThat(first)
        .as("the gap before the restart is no one's delay")
        .isGreaterThanOrEqualTo(before);
    assertThat(schedule.awaitNext() - first).isEqualTo(INTERVAL_NANOS);
  }
}
