// How long records really wait in the Java producer's accumulator, measured with Apache Kafka's
// own client (the jars of the embedded broker), for the linger-wait model in
// server/src/service/batchWait.ts. Arrivals are random (exponential gaps, as independent users
// produce them), not evenly spaced: evenly spaced records slower than one per window would each
// wait the whole window, which is not what a real workload sees.
//
// Per phase: a fresh topic with P partitions, a fresh producer (acks=1, idempotence off, no
// compression), records of the given size either keyed (an 8-byte key, spread evenly over the
// partitions the way hashed keys are) or without a key (the built-in sticky partitioner decides).
// Prints one JSON line per phase:
//   meanLatencyMs     send() → acknowledgement, averaged over records
//   requestLatencyMs  the producer's request-latency-avg (the request round trip alone)
//   batchQueueMs      the producer's record-queue-time-avg: how long a batch sat in the
//                     accumulator, from its first record to being drained (Sender)
//   batchBytesAvg     the producer's batch-size-avg (uncompressed: header + records)
// The record's own wait is meanLatencyMs − requestLatencyMs.
//
// Usage (scripts/bench/linger-wait.ts runs it):
//   java -cp '<kafka libs>/*' scripts/bench/LingerWait.java <bootstrap> <partitions>:<rate>:<lingerMs>:<batchSize>:<recordBytes>:<keyed|keyless>:<seconds> ...
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;

import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.Metric;
import org.apache.kafka.common.MetricName;
import org.apache.kafka.common.serialization.ByteArraySerializer;

public class LingerWait {
    public static void main(String[] args) throws Exception {
        String bootstrap = args[0];
        Properties adminProps = new Properties();
        adminProps.put("bootstrap.servers", bootstrap);
        try (Admin admin = Admin.create(adminProps)) {
            // The JVM's first producer pays class loading and JIT: run one unmeasured second first.
            runPhase(admin, bootstrap, "warm-up", new String[] {"4", "2000", "5", "16384", "512", "keyed", "1"}, false);
            for (int i = 1; i < args.length; i++) runPhase(admin, bootstrap, args[i], args[i].split(":"), true);
        }
    }

    static void runPhase(Admin admin, String bootstrap, String label, String[] p, boolean print) throws Exception {
        int partitions = Integer.parseInt(p[0]);
        double rate = Double.parseDouble(p[1]);
        int linger = Integer.parseInt(p[2]);
        int batchSize = Integer.parseInt(p[3]);
        int recordBytes = Integer.parseInt(p[4]);
        boolean keyed = p[5].equals("keyed");
        double seconds = Double.parseDouble(p[6]);
        String topic = "kafka-tuning-bench-linger-" + System.nanoTime();
        admin.createTopics(List.of(new NewTopic(topic, partitions, (short) 1))).all().get(30, TimeUnit.SECONDS);

        // The broker's first write to each partition (segment and index files) is slow on a busy
        // machine; a separate producer makes it, so the measured one sees partitions in steady state.
        Properties warm = new Properties();
        warm.put("bootstrap.servers", bootstrap);
        warm.put("key.serializer", ByteArraySerializer.class.getName());
        warm.put("value.serializer", ByteArraySerializer.class.getName());
        try (KafkaProducer<byte[], byte[]> w = new KafkaProducer<>(warm)) {
            for (int i = 0; i < partitions; i++) w.send(new ProducerRecord<>(topic, i, null, new byte[1]));
            w.flush();
        }

        Properties props = new Properties();
        props.put("bootstrap.servers", bootstrap);
        props.put("acks", "1");
        props.put("enable.idempotence", "false");
        props.put("compression.type", "none");
        props.put("linger.ms", String.valueOf(linger));
        props.put("batch.size", String.valueOf(batchSize));
        props.put("key.serializer", ByteArraySerializer.class.getName());
        props.put("value.serializer", ByteArraySerializer.class.getName());
        Random random = new Random(42);
        byte[] value = new byte[recordBytes];
        random.nextBytes(value);
        AtomicLong latencySumNs = new AtomicLong();
        AtomicLong acked = new AtomicLong();
        AtomicLong failed = new AtomicLong();
        long sent = 0;
        Map<MetricName, ? extends Metric> metrics;
        try (KafkaProducer<byte[], byte[]> producer = new KafkaProducer<>(props)) {
            // Metadata first, so no record's latency includes the first metadata fetch.
            producer.partitionsFor(topic);
            long start = System.nanoTime();
            long end = start + (long) (seconds * 1e9);
            double next = start;
            while (true) {
                // Exponential gaps: a Poisson stream of the given rate.
                next += -Math.log(1 - random.nextDouble()) / rate * 1e9;
                if (next >= end) break;
                long wait;
                while ((wait = (long) next - System.nanoTime()) > 0) LockSupport.parkNanos(wait);
                ProducerRecord<byte[], byte[]> record;
                if (keyed) {
                    int partition = random.nextInt(partitions);
                    byte[] key = new byte[8];
                    random.nextBytes(key);
                    record = new ProducerRecord<>(topic, partition, key, value);
                } else {
                    record = new ProducerRecord<>(topic, value);
                }
                long t0 = System.nanoTime();
                producer.send(record, (md, e) -> {
                    if (e != null) { failed.incrementAndGet(); return; }
                    latencySumNs.addAndGet(System.nanoTime() - t0);
                    acked.incrementAndGet();
                });
                sent++;
            }
            producer.flush();
            metrics = producer.metrics();
            double requestLatency = metric(metrics, "request-latency-avg");
            double batchQueue = metric(metrics, "record-queue-time-avg");
            double batchBytes = metric(metrics, "batch-size-avg");
            double recordsPerRequest = metric(metrics, "records-per-request-avg");
            if (print) {
                System.out.printf(java.util.Locale.ROOT,
                    "{\"phase\":\"%s\",\"partitions\":%d,\"rate\":%s,\"lingerMs\":%d,\"batchSize\":%d,\"recordBytes\":%d,\"keyed\":%b,\"seconds\":%s,"
                        + "\"sent\":%d,\"acked\":%d,\"failed\":%d,\"meanLatencyMs\":%.3f,\"requestLatencyMs\":%.3f,\"batchQueueMs\":%.3f,\"batchBytesAvg\":%.1f,\"recordsPerRequest\":%.3f}%n",
                    label, partitions, p[1], linger, batchSize, recordBytes, keyed, p[6], sent, acked.get(), failed.get(),
                    acked.get() == 0 ? Double.NaN : latencySumNs.get() / 1e6 / acked.get(), requestLatency, batchQueue, batchBytes, recordsPerRequest);
                System.out.flush();
            }
        } finally {
            admin.deleteTopics(List.of(topic)).all().get(30, TimeUnit.SECONDS);
        }
    }

    static double metric(Map<MetricName, ? extends Metric> metrics, String name) {
        for (Map.Entry<MetricName, ? extends Metric> e : metrics.entrySet()) {
            if (e.getKey().group().equals("producer-metrics") && e.getKey().name().equals(name)) {
                Object v = e.getValue().metricValue();
                return v instanceof Number ? ((Number) v).doubleValue() : Double.NaN;
            }
        }
        return Double.NaN;
    }
}
