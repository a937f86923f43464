/**
 * Names and paths the kit writes or publishes: {@link io.kvperf.internal.files.SafeFileName}, the
 * one mapping from a contract's, engine's or version's name to a file name, and {@link
 * io.kvperf.internal.files.ShownPath}, a path as the reports and messages show it, without the
 * build machine's directories. This package depends on nothing of the kit.
 */
package io.kvperf.internal.files;
