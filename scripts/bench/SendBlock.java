// How long Apache Kafka's own producer blocks the thread that calls send(), and what it then
// reports, in the two cases max.block.ms bounds (KafkaProducer.waitOnMetadata, BufferPool.allocate):
//   metadata <bootstrap> <maxBlockMs>   no broker answers at <bootstrap>: the first send() waits for
//                                       metadata that never comes.
//   buffer <bootstrap> <maxBlockMs> <bufferMemory>
//                                       a topic on a live broker; after one acknowledged send the
//                                       program prints READY and waits for a line on stdin (the
//                                       driver stops the broker meanwhile), then sends 1 KiB records
//                                       without waiting until one send() call blocks: buffer.memory
//                                       is full of batches nobody can deliver.
// Prints one JSON line: {"case","maxBlockMs","sendsBeforeBlock","blockedMs","error"}.
// Driven by scripts/bench/send-block.ts (npm run bench:send-block).
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.clients.producer.RecordMetadata;
import org.apache.kafka.common.serialization.ByteArraySerializer;

public class SendBlock {
  public static void main(String[] args) throws Exception {
    String mode = args[0];
    String bootstrap = args[1];
    int maxBlockMs = Integer.parseInt(args[2]);
    Properties p = new Properties();
    p.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
    p.put(ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, ByteArraySerializer.class.getName());
    p.put(ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, ByteArraySerializer.class.getName());
    p.put(ProducerConfig.MAX_BLOCK_MS_CONFIG, maxBlockMs);
    p.put(ProducerConfig.ACKS_CONFIG, "1");
    p.put(ProducerConfig.ENABLE_IDEMPOTENCE_CONFIG, "false");
    p.put(ProducerConfig.LINGER_MS_CONFIG, 0);
    String topic = "kafka-tuning-bench-block-" + System.currentTimeMillis();
    byte[] value = new byte[1024];
    if (mode.equals("metadata")) {
      try (KafkaProducer<byte[], byte[]> producer = new KafkaProducer<>(p)) {
        long t = System.nanoTime();
        String error = outcome(producer.send(new ProducerRecord<>(topic, value)));
        print("metadata", maxBlockMs, 0, (System.nanoTime() - t) / 1e6, error);
      }
      return;
    }
    p.put(ProducerConfig.BUFFER_MEMORY_CONFIG, Long.parseLong(args[3]));
    p.put(ProducerConfig.BATCH_SIZE_CONFIG, 16384);
    // The driver stops the broker: the client's own reconnect noise is not what this measures.
    p.put(ProducerConfig.RECONNECT_BACKOFF_MAX_MS_CONFIG, 1000);
    try (Admin admin = Admin.create(adminProps(bootstrap))) {
      admin.createTopics(List.of(new NewTopic(topic, 1, (short) 1))).all().get(30, TimeUnit.SECONDS);
    }
    KafkaProducer<byte[], byte[]> producer = new KafkaProducer<>(p);
    producer.send(new ProducerRecord<>(topic, value)).get(30, TimeUnit.SECONDS);
    System.out.println("READY");
    System.out.flush();
    new BufferedReader(new InputStreamReader(System.in)).readLine();
    int sends = 0;
    while (true) {
      long t = System.nanoTime();
      Future<RecordMetadata> f = producer.send(new ProducerRecord<>(topic, value));
      double ms = (System.nanoTime() - t) / 1e6;
      if (ms > maxBlockMs / 2.0 || f.isDone()) {
        print("buffer", maxBlockMs, sends, ms, f.isDone() ? outcome(f) : "none");
        break;
      }
      sends++;
      if (sends > 1_000_000) { print("buffer", maxBlockMs, sends, ms, "never blocked"); break; }
    }
    // The undeliverable batches would otherwise hold close() for delivery.timeout.ms.
    producer.close(java.time.Duration.ZERO);
  }

  private static Properties adminProps(String bootstrap) {
    Properties a = new Properties();
    a.put("bootstrap.servers", bootstrap);
    return a;
  }

  private static String outcome(Future<RecordMetadata> f) throws InterruptedException {
    try {
      f.get();
      return "none";
    } catch (ExecutionException e) {
      Throwable c = e.getCause();
      return c.getClass().getSimpleName() + ": " + c.getMessage();
    }
  }

  private static void print(String kind, int maxBlockMs, int sends, double blockedMs, String error) {
    System.out.printf("{\"case\":\"%s\",\"maxBlockMs\":%d,\"sendsBeforeBlock\":%d,\"blockedMs\":%.1f,\"error\":\"%s\"}%n",
        kind, maxBlockMs, sends, blockedMs, error.replace("\\", "\\\\").replace("\"", "'"));
    System.out.flush();
  }
}
