package io.kvperf.internal.settings;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;

/**
 * {@code kvperf.fork.cpu}: whether a fork's operation threads are pinned to CPUs. On a machine
 * whose cores run at different speeds from one minute to the next (a virtual machine's cores share
 * the host's with other machines), a thread that moves between cores measures the core it happens
 * to be on; pinned, both forks of a pair measure the same core.
 */
public enum ForkCpu {
  /** Pinned in comparisons in pairs of forks, where Linux and {@code taskset} allow; free else. */
  AUTO,
  /** Pinned in every fork; an error where Linux or {@code taskset} does not allow it. */
  PINNED,
  /** Never pinned: the operating system places the threads. */
  FREE;

  /** The program that pins a thread, from util-linux. */
  public static final String TASKSET = "taskset";

  static ForkCpu parse(String key, String text) {
    ForkCpu cpu =
        EnumSetting.parse(
            ForkCpu.class,
            key,
            text,
            "auto (pinned in pairs of forks where the machine allows), pinned or free");
    if (cpu == PINNED && !machineAllows()) {
      throw new ExtensionConfigurationException(
          key
              + " = '"
              + text
              + "' is invalid here: pinning needs Linux and "
              + TASKSET
              + " on the PATH; use auto or free");
    }
    return cpu;
  }

  /** Whether this machine can pin a thread: Linux, with {@value #TASKSET} on the PATH. */
  public static boolean machineAllows() {
    if (!Files.isReadable(Path.of("/proc/self/status"))) {
      return false;
    }
    String path = System.getenv("PATH");
    if (path == null) {
      return false;
    }
    return Arrays.stream(path.split(File.pathSeparator))
        .filter(entry -> !entry.isEmpty())
        .anyMatch(entry -> Files.isExecutable(Path.of(entry, TASKSET)));
  }
}
