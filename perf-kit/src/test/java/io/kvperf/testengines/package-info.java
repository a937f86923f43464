/**
 * Engines designed to misbehave, to prove the gate works: one that does the reference engine's work
 * plus a configurable extra cost, one that returns wrong values fast.
 */
package io.kvperf.testengines;
