package io.kvperf.docs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Every Java snippet in the repository's docs is a compiled source, shown verbatim. */
class DocSnippetsTest {
  private static final Path REPOSITORY = Path.of("..").toAbsolutePath().normalize();

  @Test
  void everyJavaSnippetInTheDocsShowsItsCompiledSourceVerbatim() throws IOException {
    DocSnippets docs = new DocSnippets(REPOSITORY);
    List<String> differing = new ArrayList<>();
    int checked = 0;
    for (Path doc : docs.markdownFiles()) {
      for (DocSnippets.Snippet snippet : docs.snippets(doc)) {
        checked++;
        String expected = docs.expected(snippet);
        if (!expected.equals(snippet.shown())) {
          differing.add(
              snippet.where()
                  + " differs from "
                  + snippet.named()
                  + "; it should read:\n"
                  + expected);
        }
      }
    }
    assertThat(differing).isEmpty();
    assertThat(checked).as("snippets found (README, docs, examples)").isGreaterThanOrEqualTo(5);
  }

  @Test
  void aRegionIsShownWithoutItsIndentation(@TempDir Path root) throws IOException {
    Path source = root.resolve("m/src/test/java/A.java");
    Files.createDirectories(source.getParent());
    Files.writeString(
        source,
        "class A {\n  void a() {\n    // snippet:call\n    call(1);\n\n      more();\n"
            + "    // end-snippet:call\n  }\n}\n");
    Path doc = root.resolve("doc.md");
    Files.writeString(
        doc, "Text\n<!-- snippet: m/src/test/java/A.java#call -->\n```java\nold\n```\n");
    DocSnippets docs = new DocSnippets(root);

    DocSnippets.Snippet snippet = docs.snippets(doc).get(0);

    assertThat(snippet.line()).isEqualTo(3);
    assertThat(snippet.shown()).isEqualTo("old\n");
    assertThat(docs.expected(snippet)).isEqualTo("call(1);\n\n  more();\n");
  }

  @Test
  void aJavaBlockWithoutAMarkerNamesItsLine(@TempDir Path root) throws IOException {
    Path doc = root.resolve("doc.md");
    Files.writeString(doc, "Text\n\n```java\nint x;\n```\n");

    assertThatThrownBy(() -> new DocSnippets(root).snippets(doc))
        .hasMessageStartingWith("doc.md:3: a ```java block needs <!-- snippet: PATH[#REGION] -->");
  }

  @Test
  void aSnippetOutsideTheCompiledSourcesOrAMissingRegionIsAnError(@TempDir Path root)
      throws IOException {
    Files.createDirectories(root.resolve("m/src/main/java"));
    Files.writeString(root.resolve("m/src/main/java/B.java"), "class B {}\n");
    Path doc = root.resolve("doc.md");
    Files.writeString(
        doc,
        "<!-- snippet: scripts/B.java -->\n```java\n```\n"
            + "<!-- snippet: m/src/main/java/B.java#none -->\n```java\n```\n");
    DocSnippets docs = new DocSnippets(root);
    List<DocSnippets.Snippet> snippets = docs.snippets(doc);

    assertThatThrownBy(() -> docs.expected(snippets.get(0)))
        .hasMessage(
            "doc.md:2: scripts/B.java is neither in a Maven source directory the build compiles"
                + " nor a pom it builds");
    assertThatThrownBy(() -> docs.expected(snippets.get(1)))
        .hasMessage(
            "doc.md:5: m/src/main/java/B.java has no region between '// snippet:none' and"
                + " '// end-snippet:none'");
  }

  @Test
  void aMarkedXmlBlockShowsARegionOfAPomAndAnUnmarkedOneIsLeftAlone(@TempDir Path root)
      throws IOException {
    Files.createDirectories(root.resolve("m"));
    Files.writeString(
        root.resolve("m/pom.xml"),
        "<project>\n  <!-- snippet:deps -->\n  <dependencies>\n    <dependency/>\n"
            + "  </dependencies>\n  <!-- end-snippet:deps -->\n</project>\n");
    Path doc = root.resolve("doc.md");
    Files.writeString(
        doc,
        "```xml\n<anything/>\n```\n"
            + "<!-- snippet: m/pom.xml#deps -->\n```xml\n<dependencies/>\n```\n"
            + "<!-- snippet: m/pom.xml -->\n```xml\n```\n");
    DocSnippets docs = new DocSnippets(root);

    List<DocSnippets.Snippet> snippets = docs.snippets(doc);

    assertThat(snippets).hasSize(2);
    assertThat(docs.expected(snippets.get(0)))
        .isEqualTo("<dependencies>\n  <dependency/>\n</dependencies>\n");
    assertThatThrownBy(() -> docs.expected(snippets.get(1)))
        .hasMessage("doc.md:9: a pom snippet names a region of m/pom.xml (PATH#REGION)");
  }
}
