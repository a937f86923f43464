package io.kvperf.internal.build;

/** The pom of a test's small Maven module, pinning the plugins this build itself uses. */
final class MavenModule {
  private MavenModule() {}

  /** A jar module {@code group:artifact:1.0} for Java 17, with nothing but its own sources. */
  static String pom(String group, String artifact) {
    return """
        <?xml version="1.0" encoding="UTF-8"?>
        <project xmlns="http://maven.apache.org/POM/4.0.0">
          <modelVersion>4.0.0</modelVersion>
          <groupId>%s</groupId>
          <artifactId>%s</artifactId>
          <version>1.0</version>
          <properties>
            <maven.compiler.release>17</maven.compiler.release>
            <project.build.sourceEncoding>UTF-8</project.build.sourceEncoding>
          </properties>
          <build>
            <plugins>
              <plugin>
                <groupId>org.apache.maven.plugins</groupId>
                <artifactId>maven-resources-plugin</artifactId>
                <version>%s</version>
              </plugin>
              <plugin>
                <groupId>org.apache.maven.plugins</groupId>
                <artifactId>maven-compiler-plugin</artifactId>
                <version>%s</version>
              </plugin>
            </plugins>
          </build>
        </project>
        """
        .formatted(
            group,
            artifact,
            System.getProperty("kvperf.test.resourcesPlugin", "3.5.0"),
            System.getProperty("kvperf.test.compilerPlugin", "3.14.1"));
  }

  /** The root project of {@code group}, aggregating {@code modules}. */
  static String aggregator(String group, java.util.Collection<String> modules) {
    StringBuilder listed = new StringBuilder();
    modules.forEach(module -> listed.append("    <module>").append(module).append("</module>\n"));
    return """
        <?xml version="1.0" encoding="UTF-8"?>
        <project xmlns="http://maven.apache.org/POM/4.0.0">
          <modelVersion>4.0.0</modelVersion>
          <groupId>%s</groupId>
          <artifactId>root</artifactId>
          <version>1.0</version>
          <packaging>pom</packaging>
          <modules>
        %s  </modules>
        </project>
        """
        .formatted(group, listed);
  }
}
