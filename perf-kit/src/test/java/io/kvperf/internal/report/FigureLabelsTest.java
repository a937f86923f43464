package io.kvperf.internal.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.kvperf.api.Operation;
import io.kvperf.result.Figure;
import io.kvperf.result.MeasuredFigures;
import io.kvperf.result.Reason;
import io.kvperf.result.Statistic;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** A judgement's figure read back from the label the results file holds of it. */
class FigureLabelsTest {
  @Test
  void everyFigureNamedWithoutAFreeNameIsReadBackFromItsLabel() {
    List<Figure> named = FigureLabels.named();
    assertThat(named)
        .contains(
            Figure.Run.CREEP,
            Figure.Whole.BUDGETS_BETWEEN_BUILDS,
            new Figure.EveryOperation(Statistic.INTENDED_P99_LATENCY),
            MeasuredFigures.of(Operation.CURSOR_READ, Statistic.P99_LATENCY),
            MeasuredFigures.of(Statistic.SAFEPOINT_TIME_PER_SECOND),
            new Figure.OperationRatio(Operation.GET, Operation.UPDATE));
    Figure shared = MeasuredFigures.of(Statistic.ALLOCATION_PER_OP);
    for (Figure figure : named) {
      assertThat(FigureLabels.parse(figure.label(), Reason.WITHIN_BUDGET))
          .as(figure.label())
          .contains(figure.equals(shared) ? Figure.BetweenBuilds.ALLOCATION : figure);
    }
  }

  @Test
  void oneLabelIsSharedByTwoFiguresAndNoOther() {
    Map<String, List<Figure>> shared =
        FigureLabels.named().stream().collect(Collectors.groupingBy(Figure::label));
    shared.values().removeIf(figures -> figures.size() == 1);

    assertThat(shared)
        .containsOnly(
            Map.entry(
                "allocation per operation",
                List.of(
                    Figure.BetweenBuilds.ALLOCATION,
                    MeasuredFigures.of(Statistic.ALLOCATION_PER_OP))));
  }

  @Test
  void aBuildThatCouldNotRunAndAnotherEngineAreReadByTheirNames() {
    assertThat(FigureLabels.parse("org.rocksdb:rocksdbjni:10.10.1", Reason.COULD_NOT_RUN))
        .contains(new Figure.Build("org.rocksdb:rocksdbjni:10.10.1"));
    assertThat(FigureLabels.parse("throughput", Reason.COULD_NOT_RUN))
        .as("whatever the build is called")
        .contains(new Figure.Build("throughput"));
    assertThat(FigureLabels.parse("throughput relative to bdb-je", Reason.BEYOND_BUDGET))
        .contains(new Figure.EngineRatio("bdb-je"));
  }

  @Test
  void aLabelNoFigureHasIsNotRead() {
    assertThat(FigureLabels.parse("p99 of get", Reason.WITHIN_BUDGET)).isEmpty();
    assertThat(FigureLabels.parse("org.example:probe:2.0", Reason.BEYOND_BUDGET)).isEmpty();
  }
}
