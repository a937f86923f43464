package io.kvperf.internal.store;

import static io.kvperf.internal.store.BaselineFixtures.CONTRACT;
import static io.kvperf.internal.store.BaselineFixtures.MACHINE;
import static org.assertj.core.api.Assertions.assertThat;

import io.kvperf.internal.stats.BetaSource;
import io.kvperf.internal.stats.Calibration;
import io.kvperf.internal.stats.LoadSlope;
import io.kvperf.internal.stats.Normalisation;
import io.kvperf.internal.stats.PlainSpreads;
import io.kvperf.internal.stats.ScoreSpread;
import io.kvperf.internal.store.BaselineDocument.StoredEntry;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A calibration as a baseline file keeps it: one flat object of ten fields, sorted by name, with
 * the load's slope nested, exactly as every file the kit has written holds it, though the record
 * groups them (its normalisation, its spread, its plain spreads); read back, it is the calibration
 * written, and one of a file written before β's source, the drift and the load were kept reads with
 * them absent.
 */
class CalibrationFormatTest {
  private static final Path FILE = Path.of("uniformGet.json");

  private static final Calibration LOADED =
      new Calibration(
          new Normalisation(0.75, BetaSource.LOAD, 0.015, new LoadSlope(3, -0.4, 0.8, 0.05)),
          new ScoreSpread(0.01, 0.02),
          new PlainSpreads(0.3, 0.04),
          3,
          9);

  /** Without a reference: raw figures, no plain ratio. */
  private static final Calibration RAW =
      new Calibration(
          new Normalisation(0, BetaSource.NONE, 0.0, null),
          new ScoreSpread(0.01, 0.03),
          new PlainSpreads(0.01, Double.NaN),
          2,
          6);

  private static final String LOADED_TEXT =
      """
      "calibration" : {
        "throughput" : {
          "beta" : 0.75,
          "betaSource" : "LOAD",
          "forks" : 9,
          "load" : {
            "runs" : 3,
            "shiftLn" : -0.4,
            "slope" : 0.8,
            "standardError" : 0.05
          },
          "referenceDriftLn" : 0.015,
          "runs" : 3,
          "sigmaFork" : 0.01,
          "sigmaPlainRatio" : 0.04,
          "sigmaRaw" : 0.3,
          "sigmaRun" : 0.02
        }
      },
      """
          .indent(6);

  private static final String RAW_TEXT =
      """
      "calibration" : {
        "throughput" : {
          "beta" : 0.0,
          "betaSource" : "NONE",
          "forks" : 6,
          "load" : null,
          "referenceDriftLn" : 0.0,
          "runs" : 2,
          "sigmaFork" : 0.01,
          "sigmaPlainRatio" : "NaN",
          "sigmaRaw" : 0.01,
          "sigmaRun" : 0.03
        }
      },
      """
          .indent(6);

  /** A calibration as files written before β's source, the drift and the load were kept hold it. */
  private static final String OLDER_TEXT =
      """
      "calibration" : {
        "throughput" : {
          "beta" : 0.75,
          "forks" : 9,
          "runs" : 3,
          "sigmaFork" : 0.01,
          "sigmaPlainRatio" : 0.04,
          "sigmaRaw" : 0.3,
          "sigmaRun" : 0.02
        }
      },
      """
          .indent(6);

  @Test
  void aCalibrationIsWrittenAsOneFlatObjectOfItsTenFields() {
    assertThat(written(LOADED)).contains(LOADED_TEXT);
    assertThat(written(RAW)).contains(RAW_TEXT);
  }

  @Test
  void aWrittenCalibrationReadsBackAsItWas() {
    for (Calibration calibration : List.of(LOADED, RAW)) {
      byte[] bytes = BaselineJson.write(document(calibration));
      assertThat(BaselineJson.read(FILE, CONTRACT, bytes).entries())
          .singleElement()
          .satisfies(
              entry ->
                  assertThat(entry.calibration())
                      .isEqualTo(Map.of(BaselineEntry.THROUGHPUT, calibration)));
    }
  }

  @Test
  void aCalibrationOfAFileWrittenBeforeBetasSourceWasKeptReadsWithoutIt() {
    String older = written(LOADED).replace(LOADED_TEXT, OLDER_TEXT);
    assertThat(older).doesNotContain("betaSource").doesNotContain("referenceDriftLn");

    Calibration read =
        BaselineJson.read(FILE, CONTRACT, older.getBytes(StandardCharsets.UTF_8))
            .entries()
            .get(0)
            .calibration()
            .get(BaselineEntry.THROUGHPUT);

    assertThat(read)
        .isEqualTo(
            new Calibration(
                new Normalisation(0.75, null, null, null),
                new ScoreSpread(0.01, 0.02),
                new PlainSpreads(0.3, 0.04),
                3,
                9));
  }

  private static String written(Calibration calibration) {
    return new String(BaselineJson.write(document(calibration)), StandardCharsets.UTF_8);
  }

  private static BaselineDocument document(Calibration calibration) {
    BaselineEntry entry =
        new BaselineEntry(
            new EntryKey("skiplist", "ci", MACHINE),
            new EntryPlan("0123abcd", "workload A; measurement M"),
            100.0,
            List.of(),
            Map.of(BaselineEntry.THROUGHPUT, calibration),
            Map.of(),
            Map.of());
    return new BaselineDocument(CONTRACT, List.of(new StoredEntry(entry, null)), Map.of());
  }
}
