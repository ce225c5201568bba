package kafkatuning.catalog;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Which keys a version declares deprecated, from two things the jars carry:
 *  - "doc": ConfigKey.documentation says so about the key itself ("[DEPRECATED] …", "DEPRECATED: …",
 *    "Deprecated. …", "(Deprecated) …", "This config is deprecated …"). A doc that only mentions a
 *    deprecated value or interface ("Deprecated options are exactly_once", "the deprecated
 *    PrincipalBuilder interface", "(now deprecated)") does not count.
 *  - "annotation": every public String constant of the role's own config classes that names the key
 *    carries @Deprecated. A renamed or misspelled constant (TOPOLOGY_OPTIMIZATION next to
 *    TOPOLOGY_OPTIMIZATION_CONFIG) leaves a live one, so the key is not counted.
 * From the doc it also records the replacement key it names ("Use <code>listeners</code> instead",
 * kept only when the role defines that key) and the release it says removes the key.
 */
final class Deprecations {
    private Deprecations() {}

    private static final List<Pattern> KEY_DEPRECATED = List.of(
        Pattern.compile("^\\s*(?:<p>)?\\s*(?:\\[DEPRECATED\\]|DEPRECATED:|Deprecated[.;:]|\\(Deprecated\\))", Pattern.CASE_INSENSITIVE),
        Pattern.compile("(?:^|[.>]\\s*)Deprecated[.;]"),
        Pattern.compile("\\bthis (?:config|configuration|property|setting) (?:is|has been)\\b[^.]*\\bdeprecated\\b", Pattern.CASE_INSENSITIVE));
    private static final List<Pattern> REPLACEMENT = List.of(
        Pattern.compile("\\buse (?:<code>)?([a-z0-9][a-z0-9._-]*[a-z0-9])(?:</code>)? instead", Pattern.CASE_INSENSITIVE),
        Pattern.compile("\\balias for (?:<code>)?([a-z0-9][a-z0-9._-]*[a-z0-9])(?:</code>)?, which should be used instead", Pattern.CASE_INSENSITIVE));
    private static final Pattern REMOVAL = Pattern.compile("\\bremov(?:ed|al) in (?:Apache )?(?:Kafka )?(\\d+\\.\\d+)", Pattern.CASE_INSENSITIVE);

    /** Config classes whose constants speak for a role (shared classes such as CommonClientConfigs do not). */
    private static final Map<String, List<String>> ROLE_CLASSES = Map.of(
        "producer", List.of("org.apache.kafka.clients.producer.ProducerConfig"),
        "consumer", List.of("org.apache.kafka.clients.consumer.ConsumerConfig"),
        "admin", List.of("org.apache.kafka.clients.admin.AdminClientConfig"),
        "topic", List.of("org.apache.kafka.common.config.TopicConfig"),
        "streams", List.of("org.apache.kafka.streams.StreamsConfig"),
        "connect", List.of("org.apache.kafka.connect.runtime.WorkerConfig",
            "org.apache.kafka.connect.runtime.distributed.DistributedConfig",
            "org.apache.kafka.connect.runtime.standalone.StandaloneConfig"),
        "connector", List.of("org.apache.kafka.connect.runtime.ConnectorConfig",
            "org.apache.kafka.connect.runtime.SinkConnectorConfig",
            "org.apache.kafka.connect.runtime.SourceConnectorConfig"));

    /** Adds "deprecated" (evidence), "replacement" and "removal" to the described keys of one ConfigDef. */
    @SuppressWarnings("unchecked")
    static void mark(String role, Map<String, Object> byName, Object configDef) throws Exception {
        Map<String, Object> keys = (Map<String, Object>) configDef.getClass().getMethod("configKeys").invoke(configDef);
        Map<String, Boolean> annotated = annotated(role);
        for (Map.Entry<String, Object> e : keys.entrySet()) {
            Map<String, Object> info = (Map<String, Object>) byName.get(e.getKey());
            if (info == null || info.containsKey("deprecated")) continue;
            Object key = e.getValue();
            String doc = (String) key.getClass().getField("documentation").get(key);
            List<String> evidence = new ArrayList<>();
            boolean byDoc = doc != null && KEY_DEPRECATED.stream().anyMatch(p -> p.matcher(doc).find());
            if (byDoc) evidence.add("doc");
            if (Boolean.TRUE.equals(annotated.get(e.getKey()))) evidence.add("annotation");
            if (evidence.isEmpty()) continue;
            info.put("deprecated", evidence);
            if (!byDoc) continue;
            for (Pattern p : REPLACEMENT) {
                Matcher m = p.matcher(doc);
                if (m.find() && !m.group(1).equals(e.getKey()) && keys.containsKey(m.group(1))) {
                    info.put("replacement", m.group(1));
                    break;
                }
            }
            Matcher r = REMOVAL.matcher(doc);
            if (r.find()) info.put("removal", r.group(1));
        }
    }

    /** key → true when every constant of the role's classes naming it is @Deprecated. */
    private static Map<String, Boolean> annotated(String role) {
        Map<String, Boolean> out = new HashMap<>();
        for (String cls : ROLE_CLASSES.getOrDefault(role, List.of())) {
            Class<?> c;
            try {
                c = Class.forName(cls);
            } catch (Throwable t) {
                continue; // the class is not in this version's jars; the doc still speaks
            }
            for (Field f : c.getDeclaredFields()) {
                int mod = f.getModifiers();
                if (!Modifier.isPublic(mod) || !Modifier.isStatic(mod) || f.getType() != String.class) continue;
                String value;
                try {
                    value = (String) f.get(null);
                } catch (IllegalAccessException ex) {
                    continue;
                }
                if (value == null) continue;
                out.merge(value, f.isAnnotationPresent(Deprecated.class), Boolean::logicalAnd);
            }
        }
        return out;
    }
}
