// Reads .properties files with java.util.Properties and prints each as one JSON line of
// {key: value}, so tests can compare our reader with the JDK's on the same bytes.
import java.io.FileInputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.Properties;
import java.util.TreeMap;

public class PropsDump {
  public static void main(String[] args) throws Exception {
    for (String file : args) {
      Properties p = new Properties();
      StringBuilder out = new StringBuilder("{");
      try (InputStreamReader r = new InputStreamReader(new FileInputStream(file), StandardCharsets.UTF_8)) {
        p.load(r);
        boolean first = true;
        for (var e : new TreeMap<Object, Object>(p).entrySet()) {
          if (!first) out.append(',');
          first = false;
          out.append(quote((String) e.getKey())).append(':').append(quote((String) e.getValue()));
        }
        out.append('}');
      } catch (IllegalArgumentException ex) {
        out = new StringBuilder("{\"__error__\":" + quote(String.valueOf(ex.getMessage())) + "}");
      }
      System.out.println(out);
    }
  }

  static String quote(String s) {
    StringBuilder b = new StringBuilder("\"");
    for (char c : s.toCharArray()) {
      if (c == '"' || c == '\\') b.append('\\').append(c);
      else if (c < 0x20 || c > 0x7e) b.append(String.format("\\u%04x", (int) c));
      else b.append(c);
    }
    return b.append('"').toString();
  }
}
