package io.kvperf.engine;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.TreeMap;
import java.util.regex.Pattern;

/**
 * The engines found on a class path with {@link ServiceLoader}, by id. Ids must be well formed and
 * unique: two adapters claiming one id would make baselines ambiguous, so that is an error.
 */
public final class EngineRegistry {
  private static final Pattern ID = Pattern.compile("[a-z0-9][a-z0-9-]*");

  private final Map<String, KvEngine> enginesById;

  private EngineRegistry(Map<String, KvEngine> enginesById) {
    this.enginesById = Collections.unmodifiableMap(enginesById);
  }

  /** Discovers the engines visible to {@code loader}. */
  public static EngineRegistry discover(ClassLoader loader) {
    return of(
        ServiceLoader.load(KvEngine.class, loader).stream()
            .map(ServiceLoader.Provider::get)
            .toList());
  }

  /** A registry of the given engines, checked for malformed and duplicate ids. */
  public static EngineRegistry of(List<KvEngine> engines) {
    Map<String, KvEngine> byId = new TreeMap<>();
    for (KvEngine engine : engines) {
      String id = engine.id();
      if (id == null || !ID.matcher(id).matches()) {
        throw new IllegalStateException(
            "engine "
                + engine.getClass().getName()
                + " has an invalid id '"
                + id
                + "': use lower case letters, digits and '-'");
      }
      KvEngine previous = byId.putIfAbsent(id, engine);
      if (previous != null) {
        throw new IllegalStateException(
            "two engines claim the id '"
                + id
                + "': "
                + previous.getClass().getName()
                + " and "
                + engine.getClass().getName());
      }
    }
    return new EngineRegistry(byId);
  }

  /** All engines, ordered by id. */
  public List<KvEngine> engines() {
    return List.copyOf(enginesById.values());
  }

  /** The engine with {@code id}; an unknown id is an error that lists the known ones. */
  public KvEngine require(String id) {
    KvEngine engine = enginesById.get(id);
    if (engine == null) {
      throw new IllegalArgumentException(
          "no engine with id '" + id + "' on the class path; found " + enginesById.keySet());
    }
    return engine;
  }

  /** Whether an engine with {@code id} is on the class path. */
  public boolean contains(String id) {
    return enginesById.containsKey(id);
  }
}
