/**
 * Why two builds' figures differ: a regression dossier read from the CPU profiles of extra pairs of
 * forks (collapsed stacks, {@link io.kvperf.internal.explain.CollapsedStacks}), compared as a
 * differential profile by library and by frame, each move judged against the spread between the
 * pairs ({@link io.kvperf.internal.explain.RegressionDossier}). It reads profiles and runs nothing:
 * the forks are run by the comparison that asks for the dossier.
 */
package io.kvperf.internal.explain;
