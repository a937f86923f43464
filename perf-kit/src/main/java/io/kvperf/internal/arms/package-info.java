/**
 * Running two builds of an engine in one run: pairs of forks or both arms in one JVM, a version
 * sweep, and a bisect over versions or commits; {@link io.kvperf.internal.arms.ArmsExecution} ties
 * them together for one invocation. The builds come from {@code internal.build}, the decision over
 * pairs from {@code internal.pairs}, and a failed comparison's profile from {@code
 * internal.dossier}.
 */
package io.kvperf.internal.arms;
