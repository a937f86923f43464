/**
 * Why two builds' figures differ: the regression dossier. Extra pairs of profiled forks ({@link
 * io.kvperf.internal.dossier.DossierForks}), their CPU profiles read as collapsed stacks ({@link
 * io.kvperf.internal.dossier.CollapsedStacks}), compared as a differential profile by library and
 * by frame, each move judged against the spread between the pairs ({@link
 * io.kvperf.internal.dossier.RegressionDossier}). Drawing the flame graph stays in the reports.
 */
package io.kvperf.internal.dossier;
