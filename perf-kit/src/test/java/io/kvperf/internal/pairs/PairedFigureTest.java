package io.kvperf.internal.pairs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.kvperf.internal.account.PairedChange;
import io.kvperf.result.Figure;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A paired figure's estimate, with and without a lead fitted, on fixed pairs. */
class PairedFigureTest {
  private static final List<Double> LED_PAIRS = List.of(0.12, -0.11, -0.09, 0.08);
  private static final List<Boolean> A_LED = List.of(true, false, false, true);

  @Test
  void withoutLeadsTheFigureIsThePairsMeanAndSpread() {
    PairedFigure figure = PairedFigure.of(Figure.Run.THROUGHPUT, LED_PAIRS);

    assertThat(figure.meanLn()).isCloseTo(0.0, within(1e-12));
    assertThat(figure.sigmaLn()).isCloseTo(Math.sqrt(0.041 / 3), within(1e-12));
    assertThat(figure.standardErrorLn()).isCloseTo(figure.sigmaLn() / 2, within(1e-12));
    assertThat(figure.degrees()).isEqualTo(3);
    assertThat(figure.leadLn()).isNaN();
  }

  @Test
  void aBalancedLeadIsFittedAndLeavesOnlyTheSpreadAboutEachGroup() {
    PairedFigure figure = PairedFigure.of(Figure.Run.THROUGHPUT, LED_PAIRS, A_LED);

    // Groups: A led 0.12 and 0.08 (mean 0.10), B led -0.11 and -0.09 (mean -0.10).
    assertThat(figure.meanLn()).isCloseTo(0.0, within(1e-12));
    assertThat(figure.leadLn()).isCloseTo(0.10, within(1e-12));
    assertThat(figure.sigmaLn()).isCloseTo(Math.sqrt(0.001 / 2), within(1e-12));
    assertThat(figure.standardErrorLn()).isCloseTo(figure.sigmaLn() / 2, within(1e-12));
    assertThat(figure.degrees()).isEqualTo(2);
    assertThat(figure.change(0.025))
        .as("the account's change carries the lead it balanced out")
        .isEqualTo(
            new PairedChange(
                "throughput", figure.meanLn(), figure.halfWidth(0.025), figure.leadLn()));
  }

  @Test
  void anUnequalCountOfLeadsDoesNotTiltTheMean() {
    PairedFigure figure =
        PairedFigure.of(
            Figure.Run.THROUGHPUT,
            List.of(0.10, 0.10, 0.10, -0.10),
            List.of(true, true, true, false));

    assertThat(figure.meanLn())
        .as("the average of the groups' means")
        .isCloseTo(0.0, within(1e-12));
    assertThat(figure.leadLn()).isCloseTo(0.10, within(1e-12));
  }

  @Test
  void oneArmLeadingEveryPairFitsNoLead() {
    PairedFigure figure =
        PairedFigure.of(Figure.Run.THROUGHPUT, LED_PAIRS, List.of(true, true, true, true));

    assertThat(figure.leadLn()).isNaN();
    assertThat(figure.degrees()).isEqualTo(3);
  }

  @Test
  void leadsMustMatchThePairs() {
    assertThatThrownBy(
            () -> PairedFigure.of(Figure.Run.THROUGHPUT, LED_PAIRS, List.of(true, false)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("4 pairs but 2 leads");
  }
}
