package io.kvperf.api;

import java.lang.annotation.Annotation;
import java.util.Objects;
import java.util.Optional;

/**
 * An annotation attribute of a contract has a value the kit cannot run: the message names the
 * annotation, the attribute as written and the reason, always in one shape,
 * {@code @Workload(preload = -5) is invalid: must not be negative}. The extension reports it before
 * any JVM is forked.
 *
 * <p>What the message says is also there as values, for code that handles the error: {@link
 * #annotation()}, the {@link #attributes()} as written, and the {@link #reason()}; for one
 * attribute, its {@link #attribute() name} and its {@link #value() value} as written. The message
 * is made of them and nothing else.
 */
public final class InvalidAnnotationException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  private final Class<? extends Annotation> annotation;
  private final String attributes;
  private final String attribute;
  private final String value;
  private final String reason;

  private InvalidAnnotationException(
      Class<? extends Annotation> annotation,
      String attributes,
      String attribute,
      String value,
      String reason) {
    super("@" + annotation.getSimpleName() + "(" + attributes + ") is invalid: " + reason);
    this.annotation = annotation;
    this.attributes = attributes;
    this.attribute = attribute;
    this.value = value;
    this.reason = Objects.requireNonNull(reason, "reason");
  }

  /**
   * {@code @annotation(attribute = value) is invalid: reason}; a string value is quoted, as it is
   * written in the annotation.
   */
  public static InvalidAnnotationException of(
      Class<? extends Annotation> annotation, String attribute, Object value, String reason) {
    String written = value instanceof String text ? "\"" + text + "\"" : String.valueOf(value);
    return new InvalidAnnotationException(
        annotation, attribute + " = " + written, attribute, written, reason);
  }

  /**
   * {@code @annotation(attributes) is invalid: reason}, for a rule over several attributes, which
   * {@code attributes} lists as written, e.g. {@code keySize = 9, keySizeMax = 8}.
   */
  public static InvalidAnnotationException written(
      Class<? extends Annotation> annotation, String attributes, String reason) {
    return new InvalidAnnotationException(annotation, attributes, null, null, reason);
  }

  /** The annotation whose attribute is invalid, e.g. {@code Workload.class}. */
  public Class<? extends Annotation> annotation() {
    return annotation;
  }

  /**
   * The attribute or attributes as the message writes them between the parentheses: {@code preload
   * = -5}, or for a rule over several, {@code keySize = 9, keySizeMax = 8}.
   */
  public String attributes() {
    return attributes;
  }

  /**
   * The name of the invalid attribute, {@code preload}; empty when a rule over several attributes
   * is broken ({@link #written}).
   */
  public Optional<String> attribute() {
    return Optional.ofNullable(attribute);
  }

  /**
   * The value of the invalid attribute as written in the annotation, {@code -5}, a string quoted
   * ({@code "1 s"}); empty when a rule over several attributes is broken ({@link #written}).
   */
  public Optional<String> value() {
    return Optional.ofNullable(value);
  }

  /** Why the value is invalid, e.g. {@code must not be negative}. */
  public String reason() {
    return reason;
  }
}
