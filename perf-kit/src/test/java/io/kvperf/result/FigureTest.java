package io.kvperf.result;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

import io.kvperf.api.Operation;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A judged figure's key: the label reports show of it, and which way it is better. */
class FigureTest {
  @Test
  void everyKindOfFigureHasTheLabelReportsShowAndItsDirection() {
    List<Figure> figures =
        List.of(
            Figure.Run.THROUGHPUT,
            Figure.Run.CREEP,
            Figure.Run.GC_MAX_PAUSE,
            Figure.Run.GC_SHARE,
            MeasuredFigures.of(Operation.GET, Statistic.P99_LATENCY),
            MeasuredFigures.of(Operation.SCAN, Statistic.INTENDED_P99_LATENCY),
            MeasuredFigures.of(Statistic.OPERATION_ALLOCATION_PER_OP),
            new Figure.EveryOperation(Statistic.P99_LATENCY),
            Figure.BetweenBuilds.ALLOCATION,
            Figure.BetweenBuilds.CPU_TIME,
            new Figure.OperationRatio(Operation.REVERSE_SCAN, Operation.SCAN),
            new Figure.EngineRatio("bdb-je"),
            new Figure.Build("org.rocksdb:rocksdbjni:10.10.1"),
            Figure.Whole.BASELINE,
            Figure.Whole.BUDGETS_AGAINST_BASELINE,
            Figure.Whole.BUDGETS_BETWEEN_BUILDS);

    assertThat(figures)
        .extracting(Figure::label, Figure::higherIsBetter)
        .containsExactly(
            tuple("throughput", true),
            tuple("creep", true),
            tuple("GC max pause", false),
            tuple("GC share of wall time", false),
            tuple("get p99 latency", false),
            tuple("scan p99 latency from when due", false),
            tuple("allocation per operation in the operation threads", false),
            tuple("p99 latency", false),
            tuple("allocation per operation", false),
            tuple("CPU time per operation", false),
            tuple("latency of reverseScan relative to scan", true),
            tuple("throughput relative to bdb-je", true),
            tuple("org.rocksdb:rocksdbjni:10.10.1", true),
            tuple("baseline", true),
            tuple("budgets against a baseline", true),
            tuple("budgets a comparison of builds reads", true));
  }

  @Test
  void keysOfTheSameFigureAreEqualAndOfOthersNot() {
    assertThat(MeasuredFigures.of(Operation.GET, Statistic.P99_LATENCY))
        .isEqualTo(new Figure.Measured(MetricKey.of(Operation.GET, Statistic.P99_LATENCY)))
        .isNotEqualTo(MeasuredFigures.of(Operation.UPDATE, Statistic.P99_LATENCY))
        .isNotEqualTo(new Figure.EveryOperation(Statistic.P99_LATENCY));
    assertThat(new Figure.OperationRatio(Operation.GET, Operation.SCAN))
        .isNotEqualTo(new Figure.OperationRatio(Operation.SCAN, Operation.GET));
  }

  @Test
  void aStatisticOfEveryOperationTypeIsOneMeasuredPerType() {
    assertThatThrownBy(() -> new Figure.EveryOperation(Statistic.OCCUPIED_SPACE))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("OCCUPIED_SPACE is not measured per operation type");
  }

  @Test
  void aJudgementCarriesItsFigureAndABuildThatCouldNotRunIsItsFigure() {
    Judgement failed =
        Judgement.couldNotRun(
            "org.example:probe:2.0", "org.example:probe:1.0", new IllegalStateException("no"));

    assertThat(failed.figure()).isEqualTo(new Figure.Build("org.example:probe:2.0"));
    assertThat(failed.cause()).isEqualTo("no");
    assertThat(
            Judgement.notChecked(Figure.Run.THROUGHPUT, "", Reason.NO_BASELINE)
                .withBasis(Judgement.Basis.BASELINE, "b.json")
                .figure())
        .isEqualTo(Figure.Run.THROUGHPUT);
  }
}
