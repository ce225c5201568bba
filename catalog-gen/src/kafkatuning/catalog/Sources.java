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
    /**
     * Roles read from several ConfigDefs: role → part name → candidates. The role's keys are the
     * union; a key not every part defines records the parts that do ("parts" in the JSON), so a
     * distributed-only worker key or a sink-only connector key stays told apart.
     */
    static final Map<String, Map<String, List<String>>> PARTS = new LinkedHashMap<>();
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
        // kafka-streams: StreamsConfig.configDef() returns a copy of its private CONFIG.
        CANDIDATES.put("streams", List.of("org.apache.kafka.streams.StreamsConfig#configDef", "org.apache.kafka.streams.StreamsConfig#CONFIG"));

        // connect-runtime worker: DistributedConfig (CONFIG ≤ 3.x, config(Crypto) later) and StandaloneConfig,
        // both WorkerConfig.baseConfigDef() plus their own keys.
        Map<String, List<String>> worker = new LinkedHashMap<>();
        worker.put("distributed", List.of(
            "org.apache.kafka.connect.runtime.distributed.DistributedConfig#CONFIG",
            "org.apache.kafka.connect.runtime.distributed.DistributedConfig#config",
            "org.apache.kafka.connect.runtime.distributed.DistributedConfig#configDef"));
        worker.put("standalone", List.of(
            "org.apache.kafka.connect.runtime.standalone.StandaloneConfig#CONFIG",
            "org.apache.kafka.connect.runtime.standalone.StandaloneConfig#configDef"));
        PARTS.put("connect", worker);
        // A connector's own config as the worker reads it: ConnectorConfig (name, connector.class,
        // tasks.max, converters, transforms, errors.*) and the sink/source additions.
        Map<String, List<String>> connector = new LinkedHashMap<>();
        connector.put("sink", List.of("org.apache.kafka.connect.runtime.SinkConnectorConfig#configDef"));
        connector.put("source", List.of("org.apache.kafka.connect.runtime.SourceConnectorConfig#configDef"));
        PARTS.put("connector", connector);
        // connect-mirror: the MirrorMaker 2 driver (clusters, …) and its connectors' configs, which the
        // driver builds from the same file (MirrorConnectorConfig ≤ 3.4, split per connector from 3.5).
        Map<String, List<String>> mm2 = new LinkedHashMap<>();
        mm2.put("driver", List.of(
            "org.apache.kafka.connect.mirror.MirrorMakerConfig#CONFIG_DEF",
            "org.apache.kafka.connect.mirror.MirrorMakerConfig#config"));
        mm2.put("source", List.of(
            "org.apache.kafka.connect.mirror.MirrorSourceConfig#CONNECTOR_CONFIG_DEF",
            "org.apache.kafka.connect.mirror.MirrorConnectorConfig#CONNECTOR_CONFIG_DEF"));
        mm2.put("checkpoint", List.of(
            "org.apache.kafka.connect.mirror.MirrorCheckpointConfig#CONNECTOR_CONFIG_DEF",
            "org.apache.kafka.connect.mirror.MirrorConnectorConfig#CONNECTOR_CONFIG_DEF"));
        mm2.put("heartbeat", List.of(
            "org.apache.kafka.connect.mirror.MirrorHeartbeatConfig#CONNECTOR_CONFIG_DEF",
            "org.apache.kafka.connect.mirror.MirrorConnectorConfig#CONNECTOR_CONFIG_DEF"));
        PARTS.put("mirrormaker", mm2);
    }

    /** Every role, single-source first, in the order the JSON lists them (sorted there anyway). */
    static List<String> roles() {
        List<String> out = new ArrayList<>(CANDIDATES.keySet());
        out.addAll(PARTS.keySet());
        return out;
    }

    static final List<String> CONSTANT_CLASSES = List.of(
        "org.apache.kafka.clients.producer.ProducerConfig",
        "org.apache.kafka.clients.consumer.ConsumerConfig",
        "org.apache.kafka.clients.CommonClientConfigs",
        "org.apache.kafka.clients.admin.AdminClientConfig",
        "org.apache.kafka.common.config.TopicConfig",
        "org.apache.kafka.common.config.SaslConfigs",
        "org.apache.kafka.common.config.SslConfigs",
        "org.apache.kafka.streams.StreamsConfig",
        "org.apache.kafka.connect.runtime.WorkerConfig",
        "org.apache.kafka.connect.runtime.distributed.DistributedConfig",
        "org.apache.kafka.connect.runtime.standalone.StandaloneConfig",
        "org.apache.kafka.connect.runtime.ConnectorConfig",
        "org.apache.kafka.connect.runtime.SinkConnectorConfig",
        "org.apache.kafka.connect.runtime.SourceConnectorConfig");

    static final class Found {
        final String source;
        final Object configDef;
        Found(String source, Object configDef) { this.source = source; this.configDef = configDef; }
    }

    /** Resolves the ConfigDef of a role; errors collects why each candidate failed. */
    static Found find(String role, List<String> errors) {
        return first(CANDIDATES.get(role), errors);
    }

    static Found first(List<String> candidates, List<String> errors) {
        for (String spec : candidates) {
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
        Method withCrypto = null;
        for (Method m : c.getDeclaredMethods()) {
            if (!m.getName().equals(name) || !Modifier.isStatic(m.getModifiers())) continue;
            if (m.getParameterCount() == 0) {
                m.setAccessible(true);
                return m.invoke(null);
            }
            if (m.getParameterCount() == 1 && hasSystem(m.getParameterTypes()[0])) withCrypto = m;
        }
        // DistributedConfig.config(Crypto) (3.5+): the ConfigDef depends only on which key
        // generation algorithms the JVM offers; Crypto.SYSTEM is what a worker uses.
        if (withCrypto != null) {
            Field system = withCrypto.getParameterTypes()[0].getDeclaredField("SYSTEM");
            system.setAccessible(true);
            withCrypto.setAccessible(true);
            return withCrypto.invoke(null, system.get(null));
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

    private static boolean hasSystem(Class<?> c) {
        try {
            c.getDeclaredField("SYSTEM");
            return true;
        } catch (NoSuchFieldException e) {
            return false;
        }
    }

    /**
     * Every public static field each config class offers that "constants" does not already list,
     * by simple class name: with the constants, the complete set of `Class.FIELD` names that compile
     * against this version (Class.getFields: inherited ones too, SinkConnectorConfig.NAME_CONFIG
     * comes from ConnectorConfig; any type, since ConsumerConfig.DEFAULT_FETCH_MAX_BYTES compiles
     * as well). A class absent from this version's jars is absent from the map, so nobody can
     * say its fields are missing.
     */
    static Map<String, List<String>> otherFields(Map<String, String> constants, List<String> errors) {
        Map<String, List<String>> out = new java.util.TreeMap<>();
        for (String cls : CONSTANT_CLASSES) {
            try {
                Class<?> c = Class.forName(cls);
                java.util.Set<String> names = new java.util.TreeSet<>();
                for (Field f : c.getFields()) {
                    if (!Modifier.isStatic(f.getModifiers())) continue;
                    if (constants.containsKey(c.getSimpleName() + "." + f.getName())) continue;
                    names.add(f.getName());
                }
                out.put(c.getSimpleName(), new ArrayList<>(names));
            } catch (Throwable e) {
                errors.add("fields " + cls + ": " + e);
            }
        }
        return out;
    }

    /**
     * The value of every public static final number, boolean and DEFAULT_* String field of the
     * config classes that is not a key name → "Class.FIELD" → value as Java prints it
     * (ConsumerConfig.DEFAULT_FETCH_MAX_BYTES → "52428800"), so code that writes such a constant as
     * a config value is read with the number Kafka receives; so are String constants that name a
     * value (StreamsConfig.EXACTLY_ONCE_V2). *_DOC strings and any text with a blank are left out.
     */
    static Map<String, String> values(Map<String, String> constants, List<String> errors) {
        Map<String, String> out = new java.util.TreeMap<>();
        for (String cls : CONSTANT_CLASSES) {
            try {
                Class<?> c = Class.forName(cls);
                for (Field f : c.getFields()) {
                    int mod = f.getModifiers();
                    if (!Modifier.isStatic(mod) || !Modifier.isFinal(mod)) continue;
                    String name = c.getSimpleName() + "." + f.getName();
                    if (constants.containsKey(name)) continue;
                    Class<?> t = f.getType();
                    boolean number = t == int.class || t == long.class || t == short.class || t == boolean.class;
                    // A String constant code writes as a value: a default, or one of a setting's
                    // values (StreamsConfig.EXACTLY_ONCE_V2, TopicConfig.CLEANUP_POLICY_COMPACT).
                    // Documentation (*_DOC, or any text with a blank) is no value.
                    boolean text = t == String.class && !f.getName().endsWith("_DOC");
                    if (!number && !text) continue;
                    Object v = f.get(null);
                    // An empty string is a value only as a default (DEFAULT_CLIENT_RACK).
                    if (v == null || (text && ((String.valueOf(v).isEmpty() && !f.getName().startsWith("DEFAULT_")) || String.valueOf(v).matches(".*\\s.*")))) continue;
                    out.put(name, String.valueOf(v));
                }
            } catch (Throwable e) {
                errors.add("values " + cls + ": " + e);
            }
        }
        return out;
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
