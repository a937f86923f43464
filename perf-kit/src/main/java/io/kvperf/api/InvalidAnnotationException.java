package io.kvperf.api;

import java.lang.annotation.Annotation;

/**
 * An annotation attribute of a contract has a value the kit cannot run: the message names the
 * annotation, the attribute as written and the reason, always in one shape,
 * {@code @Workload(preload = -5) is invalid: must not be negative}. The extension reports it before
 * any JVM is forked.
 */
public final class InvalidAnnotationException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  private InvalidAnnotationException(String message) {
    super(message);
  }

  /**
   * {@code @annotation(attribute = value) is invalid: reason}; a string value is quoted, as it is
   * written in the annotation.
   */
  public static InvalidAnnotationException of(
      Class<? extends Annotation> annotation, String attribute, Object value, String reason) {
    String written = value instanceof String text ? "\"" + text + "\"" : String.valueOf(value);
    return written(annotation, attribute + " = " + written, reason);
  }

  /**
   * {@code @annotation(attributes) is invalid: reason}, for a rule over several attributes, which
   * {@code attributes} lists as written, e.g. {@code keySize = 9, keySizeMax = 8}.
   */
  public static InvalidAnnotationException written(
      Class<? extends Annotation> annotation, String attributes, String reason) {
    return new InvalidAnnotationException(
        "@" + annotation.getSimpleName() + "(" + attributes + ") is invalid: " + reason);
  }
}
