package io.kvperf.internal.junit;

import io.kvperf.api.EngineSetting;
import io.kvperf.api.InvalidAnnotationException;
import java.lang.reflect.Method;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.platform.commons.support.AnnotationSupport;

/** A contract's {@link EngineSetting}s, read from its method or else its class. */
final class DeclaredEngineSettings {
  private DeclaredEngineSettings() {}

  /**
   * The settings of the method's {@link EngineSetting}s, or else the class's: per engine, name to
   * value, in declaration order; a name set twice for one engine is invalid.
   */
  static Map<String, Map<String, String>> of(Class<?> testClass, Method method) {
    List<EngineSetting> declared =
        AnnotationSupport.findRepeatableAnnotations(method, EngineSetting.class);
    if (declared.isEmpty()) {
      declared = AnnotationSupport.findRepeatableAnnotations(testClass, EngineSetting.class);
    }
    Map<String, Map<String, String>> settings = new LinkedHashMap<>();
    for (EngineSetting setting : declared) {
      Map<String, String> engine =
          settings.computeIfAbsent(setting.engine(), id -> new LinkedHashMap<>());
      if (engine.putIfAbsent(setting.name(), setting.value()) != null) {
        throw InvalidAnnotationException.of(
            EngineSetting.class,
            "name",
            setting.name(),
            "is set twice for engine '" + setting.engine() + "'");
      }
    }
    Map<String, Map<String, String>> copy = new LinkedHashMap<>();
    settings.forEach((engine, values) -> copy.put(engine, Collections.unmodifiableMap(values)));
    return Collections.unmodifiableMap(copy);
  }
}
