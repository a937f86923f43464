package io.kvperf.api;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Repeatable;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * {@code @EngineSetting} sets one of an engine's own settings for a contract, for example the cache
 * a seed gave Berkeley DB JE: {@code @EngineSetting(engine = "bdb-je", name = "cachePercent", value
 * = "50")}. Each adapter lists the settings it takes in its README; an unknown engine, an unknown
 * name or an invalid value fails the contract before anything is forked. The settings are part of
 * the measured plan (a baseline recorded without them is stale) and show in the engine's options in
 * every report. Repeatable; put it on the method, a preset or the class.
 */
@Target({ElementType.METHOD, ElementType.TYPE, ElementType.ANNOTATION_TYPE})
@Retention(RetentionPolicy.RUNTIME)
@Documented
@Repeatable(EngineSettings.class)
public @interface EngineSetting {
  /** The engine's id. */
  String engine();

  /** The setting's name, as the adapter's README lists it. */
  String name();

  /** Its value, in the form the adapter's README gives. */
  String value();
}
