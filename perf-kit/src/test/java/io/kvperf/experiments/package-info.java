/**
 * Experiments on the kit itself that run only when a script asks for them: the gate's detection
 * rate on an engine slowed on purpose.
 */
package io.kvperf.experiments;
