/**
 * Why two builds' figures differ: the regression dossier. Extra pairs of profiled forks ({@link
 * io.kvperf.internal.dossier.DossierForks}), their CPU profiles read as collapsed stacks ({@link
 * io.kvperf.internal.dossier.CollapsedStacks}, {@link io.kvperf.internal.dossier.ProfileFiles}),
 * compared as a differential profile by library and by frame, each move judged against the spread
 * between the pairs ({@link io.kvperf.internal.dossier.RegressionDossier}), and written as {@code
 * dossier.md} ({@link io.kvperf.internal.dossier.DossierMarkdown}). Drawing the flame graph and the
 * console's lines stays in the reports.
 */
package io.kvperf.internal.dossier;
