package kafkatuning.catalog;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Base64;
import java.util.HashMap;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

/**
 * Whole-config oracle ("construct" mode): builds the real client or config class from one config per
 * stdin line and says whether Kafka refuses it. The constructors run Kafka's own cross-key checks
 * (ProducerConfig/ConsumerConfig post-processing, KafkaProducer/KafkaConsumer/KafkaAdminClient set-up,
 * StreamsConfig, DistributedConfig, StandaloneConfig) and throw before any network I/O; the caller
 * gives a bootstrap address nothing listens on, and every client is closed at once.
 *   stdin:  "class\tb64(key):b64(value)\t..." with class producer|consumer|admin|streams|distributed|standalone
 *           (a Connect worker: its config class, then the Admin client it creates at start)
 *   stdout: "ok", or "refused\t<json string: exception class + message of the deepest Kafka exception>"
 * Reflection only, like the rest of the generator, so one build serves every Kafka version.
 */
final class Construct {
    private Construct() {}

    private static final Map<String, Constructor<?>> CTORS = new HashMap<>();

    static void run(PrintStream out) throws Exception {
        // A closing 4.x producer can wait ~100 ms for its sender thread; the verdict is known by then,
        // so clients are closed on other threads while the next config is built.
        ExecutorService closer = Executors.newFixedThreadPool(16, r -> {
            Thread t = new Thread(r, "construct-closer");
            t.setDaemon(true);
            return t;
        });
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        for (String line; (line = in.readLine()) != null; ) {
            if (line.isEmpty()) continue;
            String[] parts = line.split("\t", -1);
            Properties props = new Properties();
            for (int i = 1; i < parts.length; i++) {
                int c = parts[i].indexOf(':');
                props.setProperty(decode(parts[i].substring(0, c)), decode(parts[i].substring(c + 1)));
            }
            String verdict;
            try {
                Object made = make(parts[0], props);
                closer.submit(() -> close(made));
                verdict = "ok";
            } catch (InvocationTargetException e) {
                StringBuilder b = new StringBuilder();
                Json.string(b, chain(e.getCause()));
                verdict = "refused\t" + b;
            }
            out.println(verdict);
        }
        closer.shutdown();
        if (!closer.awaitTermination(60, TimeUnit.SECONDS)) throw new IllegalStateException("clients did not close within 60 s");
        out.flush();
    }

    private static String decode(String b64) {
        return new String(Base64.getDecoder().decode(b64), StandardCharsets.UTF_8);
    }

    private static Object make(String kind, Properties props) throws Exception {
        switch (kind) {
            case "producer": return ctor("org.apache.kafka.clients.producer.KafkaProducer", Properties.class).newInstance(props);
            case "consumer": return ctor("org.apache.kafka.clients.consumer.KafkaConsumer", Properties.class).newInstance(props);
            case "admin": {
                Method create = Class.forName("org.apache.kafka.clients.admin.AdminClient").getMethod("create", Properties.class);
                return create.invoke(null, props);
            }
            case "streams": return ctor("org.apache.kafka.streams.StreamsConfig", Map.class).newInstance(asMap(props));
            case "distributed": return worker("org.apache.kafka.connect.runtime.distributed.DistributedConfig", props);
            case "standalone": return worker("org.apache.kafka.connect.runtime.standalone.StandaloneConfig", props);
            default: throw new IllegalArgumentException("unknown class " + kind);
        }
    }

    /**
     * A Connect worker's start: its config class, then the Admin client both modes create from the
     * file as written to look up the cluster id (ConnectUtils.lookupKafkaClusterId:
     * Admin.create(config.originals())), which checks the client keys the worker config does not.
     */
    private static Object worker(String configClass, Properties props) throws Exception {
        ctor(configClass, Map.class).newInstance(asMap(props));
        return make("admin", props);
    }

    private static Constructor<?> ctor(String name, Class<?> arg) throws Exception {
        Constructor<?> c = CTORS.get(name);
        if (c == null) {
            c = Class.forName(name).getConstructor(arg);
            CTORS.put(name, c);
        }
        return c;
    }

    private static Map<String, String> asMap(Properties props) {
        Map<String, String> m = new HashMap<>();
        for (String k : props.stringPropertyNames()) m.put(k, props.getProperty(k));
        return m;
    }

    private static Void close(Object made) throws Exception {
        if (made instanceof AutoCloseable) made.getClass().getMethod("close", Duration.class).invoke(made, Duration.ZERO);
        return null;
    }

    /**
     * KafkaProducer/KafkaConsumer wrap what their set-up threw in KafkaException("Failed to construct
     * kafka producer"), and a login failure is a JDK exception under a Kafka one: the whole chain, outermost first.
     */
    private static String chain(Throwable t) {
        StringBuilder b = new StringBuilder();
        for (Throwable c = t; c != null; c = c.getCause() == c ? null : c.getCause()) {
            if (b.length() > 0) b.append(" <- ");
            b.append(c.getClass().getName()).append(": ").append(c.getMessage());
        }
        return b.toString();
    }
}
