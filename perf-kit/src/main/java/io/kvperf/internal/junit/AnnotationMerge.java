package io.kvperf.internal.junit;

import java.lang.annotation.Annotation;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.platform.commons.support.AnnotationSupport;

/**
 * A contract's annotations of one type merged attribute by attribute: the method's own over its
 * preset's over the class's (its own, or its preset's). A layer sets an attribute when the value
 * differs from the attribute's default, so {@code @YcsbA @Workload(mix = @Mix(updates = 10))} keeps
 * YCSB A's sizes and distribution and changes its mix, and a method's {@code @Measure(forks = 3)}
 * keeps the class's warm-ups and times. The kit's annotations give their attributes defaults that
 * mean "not set" wherever a documented default could be written on purpose ({@link
 * io.kvperf.api.Measure}, {@link io.kvperf.api.Budget}).
 */
final class AnnotationMerge {
  private AnnotationMerge() {}

  /**
   * The merged annotation of {@code type} on {@code method} of {@code testClass}, empty when no
   * layer has one.
   *
   * @throws IllegalArgumentException when two presets on the method both carry {@code type}: which
   *     one's attributes should win is not written anywhere
   */
  static <A extends Annotation> Optional<A> of(Class<?> testClass, Method method, Class<A> type) {
    List<A> layers = new ArrayList<>();
    A own = method.getDeclaredAnnotation(type);
    if (own != null) {
      layers.add(own);
    }
    List<String> presets = new ArrayList<>();
    for (Annotation annotation : method.getDeclaredAnnotations()) {
      if (annotation.annotationType() != type) {
        Optional<A> carried = AnnotationSupport.findAnnotation(annotation.annotationType(), type);
        if (carried.isPresent()) {
          layers.add(carried.get());
          presets.add("@" + annotation.annotationType().getSimpleName());
        }
      }
    }
    if (presets.size() > 1) {
      throw new IllegalArgumentException(
          String.join(" and ", presets)
              + " both declare @"
              + type.getSimpleName()
              + ", and which one's attributes win is ambiguous: keep one and adjust it with @"
              + type.getSimpleName()
              + " on the method");
    }
    AnnotationSupport.findAnnotation(testClass, type).ifPresent(layers::add);
    if (layers.size() <= 1) {
      return layers.stream().findFirst();
    }
    return Optional.of(merged(type, layers));
  }

  private static <A extends Annotation> A merged(Class<A> type, List<A> layers) {
    Map<String, Object> values = new LinkedHashMap<>();
    for (Method attribute : type.getDeclaredMethods()) {
      Object value = attribute.getDefaultValue();
      for (A layer : layers) {
        Object declared = valueOf(attribute, layer);
        if (!same(declared, attribute.getDefaultValue())) {
          value = declared;
          break;
        }
      }
      values.put(attribute.getName(), value);
    }
    Object merged =
        Proxy.newProxyInstance(
            type.getClassLoader(),
            new Class<?>[] {type},
            (proxy, invoked, arguments) ->
                switch (invoked.getName()) {
                  case "annotationType" -> type;
                  case "toString" -> "@" + type.getSimpleName() + values;
                  case "hashCode" -> System.identityHashCode(proxy);
                  case "equals" -> proxy == arguments[0];
                  default -> copyOf(values.get(invoked.getName()));
                });
    return type.cast(merged);
  }

  private static Object valueOf(Method attribute, Annotation layer) {
    try {
      return attribute.invoke(layer);
    } catch (IllegalAccessException | InvocationTargetException e) {
      throw new IllegalStateException("cannot read " + attribute + " of " + layer, e);
    }
  }

  private static boolean same(Object value, Object defaultValue) {
    if (defaultValue == null) {
      return false;
    }
    return Arrays.deepEquals(new Object[] {value}, new Object[] {defaultValue});
  }

  /** Arrays are handed out as copies, as the JDK's own annotations do. */
  private static Object copyOf(Object value) {
    if (value instanceof Object[] array) {
      return array.clone();
    }
    if (value instanceof int[] array) {
      return array.clone();
    }
    return value;
  }
}
