package io.kvperf.internal.build;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Properties;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.xml.sax.SAXException;

/** A Maven artifact's {@code groupId:artifactId}, as a pom declares it or a jar records it. */
final class PomArtifact {
  private PomArtifact() {}

  /**
   * The artifact {@code pom} builds: its {@code artifactId}, and its {@code groupId} or its
   * parent's; empty when the file is not a pom that names both.
   */
  static Optional<String> of(Path pom) {
    try {
      DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
      factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
      factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
      Document document = factory.newDocumentBuilder().parse(pom.toFile());
      Element project = document.getDocumentElement();
      String artifact = child(project, "artifactId");
      String group = child(project, "groupId");
      if (group == null) {
        Node parent = first(project, "parent");
        group = parent instanceof Element element ? child(element, "groupId") : null;
      }
      return artifact == null || group == null
          ? Optional.empty()
          : Optional.of(group + ":" + artifact);
    } catch (ParserConfigurationException | SAXException | IOException e) {
      return Optional.empty();
    }
  }

  /** The artifacts whose {@code META-INF/maven/.../pom.properties} {@code jar} holds. */
  static List<String> inJar(Path jar) {
    List<String> artifacts = new ArrayList<>();
    try (ZipFile file = new ZipFile(jar.toFile())) {
      for (ZipEntry entry : file.stream().toList()) {
        String name = entry.getName();
        if (name.startsWith("META-INF/maven/") && name.endsWith("/pom.properties")) {
          Properties properties = new Properties();
          try (InputStream in = file.getInputStream(entry)) {
            properties.load(in);
          }
          String group = properties.getProperty("groupId");
          String artifact = properties.getProperty("artifactId");
          if (group != null && artifact != null) {
            artifacts.add(group.trim() + ":" + artifact.trim());
          }
        }
      }
    } catch (IOException e) {
      return List.of();
    }
    return artifacts;
  }

  private static String child(Element parent, String name) {
    Node node = first(parent, name);
    return node == null ? null : node.getTextContent().trim();
  }

  private static Node first(Element parent, String name) {
    for (Node node = parent.getFirstChild(); node != null; node = node.getNextSibling()) {
      if (node instanceof Element && node.getNodeName().equals(name)) {
        return node;
      }
    }
    return null;
  }
}
