package kafkatuning.catalog;

import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Where each role's ConfigDef lives in each Kafka version. Everything is looked up by name so one
 * compiled generator serves 2.8 … 4.x jars, whose classes moved (Scala objects in core → Java in
 * server/storage modules).
 */
final class Sources {
    private Sources() {}

    /** role → candidate "class#member" spellings, first that works wins. */
    static final Map<String, List<String>> CANDIDATES = new LinkedHashMap<>();
    static {
        CANDIDATES.put("producer", List.of("org.apache.kafka.clients.producer.ProducerConfig#configDef", "org.apache.kafka.clients.producer.ProducerConfig#CONFIG"));
        CANDIDATES.put("consumer", List.of("org.apache.kafka.clients.consumer.ConsumerConfig#configDef", "org.apache.kafka.clients.consumer.ConsumerConfig#CONFIG"));
        CANDIDATES.put("admin", List.of("org.apache.kafka.clients.admin.AdminClientConfig#configDef", "org.apache.kafka.clients.admin.AdminClientConfig#CONFIG"));
        // 2.8–3.x: Scala object kafka.server.KafkaConfig (kafka_2.13); 4.x keeps a KafkaConfig.configDef()
        // forwarder and also exposes the Java AbstractKafkaConfig.CONFIG_DEF.
        CANDIDATES.put("broker", List.of("kafka.server.KafkaConfig#configDef", "org.apache.kafka.server.config.AbstractKafkaConfig#CONFIG_DEF"));
        // Topic-level configs: kafka.log.LogConfig (Scala, ≤ 3.4) → storage module's LogConfig (3.5+).
        CANDIDATES.put("topic", List.of(
            "org.apache.kafka.storage.internals.log.LogConfig#configDefCopy",
            "org.apache.kafka.storage.internals.log.LogConfig#CONFIG",
            "kafka.log.LogConfig#configDefCopy"));
    }

    static final List<String> CONSTANT_CLASSES = List.of(
        "org.apache.kafka.clients.producer.ProducerConfig",
        "org.apache.kafka.clients.consumer.ConsumerConfig",
        "org.apache.kafka.clients.CommonClientConfigs",
        "org.apache.kafka.clients.admin.AdminClientConfig",
        "org.apache.kafka.common.config.TopicConfig",
        "org.apache.kafka.common.config.SaslConfigs",
        "org.apache.kafka.common.config.SslConfigs");

    static final class Found {
        final String source;
        final Object configDef;
        Found(String source, Object configDef) { this.source = source; this.configDef = configDef; }
    }

    /** Resolves the ConfigDef of a role; errors collects why each candidate failed. */
    static Found find(String role, List<String> errors) {
        for (String spec : CANDIDATES.get(role)) {
            String cls = spec.substring(0, spec.indexOf('#'));
            String member = spec.substring(spec.indexOf('#') + 1);
            try {
                return new Found(spec, member(cls, member));
            } catch (Throwable e) {
                Throwable root = e;
                while (root.getCause() != null) root = root.getCause();
                errors.add(spec + ": " + root);
            }
        }
        return null;
    }

    /** Static method/field of a Java class, or the same member of a Scala object (Class$.MODULE$). */
    private static Object member(String cls, String name) throws Exception {
        Class<?> c = Class.forName(cls);
        for (Method m : c.getDeclaredMethods()) {
            if (m.getName().equals(name) && m.getParameterCount() == 0 && Modifier.isStatic(m.getModifiers())) {
                m.setAccessible(true);
                return m.invoke(null);
            }
        }
        try {
            Field f = c.getDeclaredField(name);
            if (Modifier.isStatic(f.getModifiers())) {
                f.setAccessible(true);
                return f.get(null);
            }
        } catch (NoSuchFieldException e) {
            // fall through to the Scala module
        }
        Class<?> module = Class.forName(cls + "$");
        Object instance = module.getField("MODULE$").get(null);
        Method m = module.getMethod(name);
        return m.invoke(instance);
    }

    /**
     * Every public static final String field that names a config key → "Class.FIELD" → key: the
     * *_CONFIG ones, and those without the suffix that code uses just the same
     * (ProducerConfig.MAX_IN_FLIGHT_REQUESTS_PER_CONNECTION).
     */
    static Map<String, String> constants(Set<String> keys, List<String> errors) {
        Map<String, String> out = new LinkedHashMap<>();
        for (String cls : CONSTANT_CLASSES) {
            try {
                Class<?> c = Class.forName(cls);
                List<Field> fields = new ArrayList<>(List.of(c.getDeclaredFields()));
                for (Field f : fields) {
                    int mod = f.getModifiers();
                    if (!Modifier.isPublic(mod) || !Modifier.isStatic(mod) || !Modifier.isFinal(mod)) continue;
                    if (f.getType() != String.class) continue;
                    String value = (String) f.get(null);
                    if (value == null || (!f.getName().endsWith("_CONFIG") && !keys.contains(value))) continue;
                    out.put(c.getSimpleName() + "." + f.getName(), value);
                }
            } catch (Throwable e) {
                errors.add("constants " + cls + ": " + e);
            }
        }
        return out;
    }
}
