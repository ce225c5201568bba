// java-client-per-message: `new KafkaProducer<>(…)` / `new KafkaConsumer<>(…)` once per consumed
// record — inside the loop over polled records (`for (ConsumerRecord r : records)`,
// `records.forEach`) or in a Spring `@KafkaListener` method, which the container calls per record
// (or per batch). KafkaProducer javadoc: "The producer is thread safe and sharing a single producer
// instance across threads will generally be faster than having multiple instances"; its constructor
// starts the producer's own I/O thread (KafkaProducer: `this.ioThread = new KafkaThread(…)`), and
// the first send to a topic waits for its metadata (KafkaProducer.waitOnMetadata). A consumer also
// joins its group, a rebalance for every member. A creation behind an `if` (lazy initialisation)
// and loops over other things (topics, clusters) are left alone. A method that builds a producer
// to send the one message its parameter holds (`void sendMessage(String msg)`) is reported as
// information: its callers are not in view. Facts: sites/java/codeUse.ts, perMessageFlush.ts.
import { javaUses } from './lang';
import { Severity, type Rule } from './types';

const FORWARDER = (body: string, producer = '') => `import java.time.Duration;
import java.util.List;
import java.util.Properties;
import org.apache.kafka.clients.consumer.*;
import org.apache.kafka.clients.producer.*;
import org.apache.kafka.common.serialization.*;

class Forwarder {
  void run(Properties consumerProps) {
    Properties out = new Properties();
    out.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, "kafka1:9092");
    out.put(ProducerConfig.ACKS_CONFIG, "all");
    try (KafkaConsumer<String, String> consumer = new KafkaConsumer<>(consumerProps, new StringDeserializer(), new StringDeserializer())${producer}) {
      consumer.subscribe(List.of("raw"));
      while (true) {
        for (ConsumerRecord<String, String> r : consumer.poll(Duration.ofMillis(500))) {
${body}
        }
      }
    }
  }
}
`;

export const javaClientPerMessage: Rule = {
  id: 'java-client-per-message',
  severity: Severity.Warning,
  runtimeOnly: true,
  clients: ['java'],
  source: 'KafkaProducer javadoc ("sharing a single producer instance across threads will generally be faster than having multiple instances"); KafkaProducer constructor (starts its I/O thread) and waitOnMetadata (the first send to a topic fetches metadata); KafkaConsumer joins its group',
  summary: 'new KafkaProducer / new KafkaConsumer once per consumed record (in the loop over polled records or a @KafkaListener method): a client start-up per record.',
  docs: {
    why: 'A KafkaProducer starts its own I/O thread, opens connections to the brokers (with TLS and SASL handshakes when configured) and fetches metadata for a topic before the first record to it can go; a KafkaConsumer also joins its group, which makes every member of the group rebalance. Created once per record, all of that is paid per record, then thrown away by close().',
    consequence: 'Every record waits for at least a connection and a Metadata round trip (KafkaProducer.waitOnMetadata), plus a thread started and stopped; the javadoc recommends one shared producer ("sharing a single producer instance across threads will generally be faster than having multiple instances", KafkaProducer). A consumer created per record triggers a group rebalance each time.',
    bad: { file: 'Forwarder.java', text: FORWARDER('          try (KafkaProducer<String, String> producer = new KafkaProducer<>(out, new StringSerializer(), new StringSerializer())) {\n            producer.send(new ProducerRecord<>("clean", r.key(), r.value()));\n          }') },
    good: { file: 'Forwarder.java', text: FORWARDER('          producer.send(new ProducerRecord<>("clean", r.key(), r.value()), (m, e) -> {\n            if (e != null) System.err.println("forward failed: " + e);\n          });', ';\n         KafkaProducer<String, String> producer = new KafkaProducer<>(out, new StringSerializer(), new StringSerializer())') },
    falsePositives: 'A record that names a cluster or a tenant to act on once (a control message) may need its own client; say so with `// kafka-tuning-disable-next-line java-client-per-message -- one client per control record`. A creation inside an `if` (lazy initialisation) is not reported.',
    versions: 'Java client and Spring for Apache Kafka, all versions',
  },
  check(ctx) {
    // Only the parameter says the method runs per message: its callers are not in view (information).
    const perMethod = javaUses(ctx.site, 'client-per-message-method').map((u) => ({
      range: u.range,
      severity: Severity.Information,
      message: `A new KafkaProducer is created ${u.where}: called once per message, every message pays for a producer start-up — its own I/O thread, connections to the brokers and a metadata fetch before the first send. Create the producer once (a field or a bean) and reuse it; KafkaProducer is thread-safe.`,
    }));
    return [...perMethod, ...javaUses(ctx.site, 'client-per-message').map((u) => {
      const consumer = u.client === 'consumer';
      const kind = consumer ? 'KafkaConsumer' : 'KafkaProducer';
      return {
        range: u.range,
        message: `A new ${kind} is created ${u.where}: each one starts its own I/O thread, connects to the brokers and fetches metadata${consumer ? ', and joins its group (a rebalance for every member)' : ''} before it can work, so every record waits for a client start-up. Create the ${consumer ? 'consumer' : 'producer'} once, ${/@KafkaListener/.test(u.where) ? 'as a field or a bean of the listener\'s class' : 'outside the loop'}, and reuse it.`,
      };
    })];
  },
};
