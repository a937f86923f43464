/**
 * Obtaining the other build of a comparison ({@code kvperf.compare}): from jars or directories,
 * Maven coordinates resolved by a {@link io.kvperf.internal.build.CoordinateResolver}, or a git ref
 * built in a worktree of the project ({@link io.kvperf.internal.build.GitRefBuild}), cached by what
 * it was built from; and the range a bisect searches, released versions or first-parent commits,
 * each step built when the search reaches it ({@link io.kvperf.internal.build.BisectRange}). {@link
 * io.kvperf.internal.build.ComparedBuild} is what the rest of the kit sees of a build. Nothing here
 * measures.
 */
package io.kvperf.internal.build;
