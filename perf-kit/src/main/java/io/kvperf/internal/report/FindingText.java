package io.kvperf.internal.report;

import io.kvperf.internal.account.Finding;
import io.kvperf.internal.account.Finding.FirstMovedCommit;
import io.kvperf.internal.account.Finding.FirstMovedVersion;
import io.kvperf.internal.account.Finding.TopCause;
import io.kvperf.internal.account.Finding.WorstVersion;
import io.kvperf.result.Judgement;
import java.util.List;

/**
 * What a run found, in plain words, as the console line, {@code index.html}'s verdicts and {@code
 * summary.md} lead with it: {@code 9.1.0 is the first version that moved (9.0.1 did not):
 * throughput -24.7 % [-27.0, -22.3] against org.rocksdb:rocksdbjni:9.0.1; a 10 % budget}, {@code
 * 3f2a9c1d0b4e is the first commit that moved (0a1b2c3d4e5f did not): …}, {@code
 * org.rocksdb:rocksdbjni:10.2.1 is the worst version: …}, {@code the dossier's top cause: CPU in
 * librocksdbjni.so +12.3 points (A 40.1 %, B 27.8 %)}. A change is told as its judgement's headline
 * ({@link JudgementText#headline}), a move as the dossier tells it ({@link
 * io.kvperf.result.ProfileMove#describe}).
 */
final class FindingText {
  private FindingText() {}

  /** Each of {@code findings} in words, in their order. */
  static List<String> of(List<Finding> findings) {
    return findings.stream().map(FindingText::of).toList();
  }

  /** One finding in words. */
  static String of(Finding finding) {
    if (finding instanceof FirstMovedVersion moved) {
      return firstMoved(moved.version(), "version", moved.lastUnmoved(), moved.change());
    }
    if (finding instanceof FirstMovedCommit moved) {
      return firstMoved(moved.commit(), "commit", moved.lastUnmoved(), moved.change());
    }
    if (finding instanceof WorstVersion worst) {
      return worst.version() + " is the worst version: " + JudgementText.headline(worst.change());
    }
    // A finding is sealed: the one kind left is a dossier's top cause.
    return "the dossier's top cause: " + ((TopCause) finding).move().describe();
  }

  /** {@code 9.1.0 is the first version that moved (9.0.1 did not): …}. */
  private static String firstMoved(String step, String kind, String lastUnmoved, Judgement change) {
    return step
        + " is the first "
        + kind
        + " that moved ("
        + lastUnmoved
        + " did not): "
        + JudgementText.headline(change);
  }
}
