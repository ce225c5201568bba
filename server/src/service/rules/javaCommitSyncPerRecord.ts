// java-commit-sync-per-record: `consumer.commitSync(...)` inside the loop over the records a poll
// returned (`for (ConsumerRecord r : records)`, `records.forEach(r -> …)`). KafkaConsumer.commitSync
// javadoc: "This is a synchronous commit and will block until either the commit succeeds, an
// unrecoverable error is encountered … or the timeout specified by default.api.timeout.ms expires".
// Each call is an OffsetCommit request to the group coordinator, which appends the offsets to
// __consumer_offsets (replicated like any other write) before it answers; per record, the consumer
// processes one record per round trip. A commit after the loop, per partition
// (`for (TopicPartition p : records.partitions())`) or every N records (inside an `if`) is left
// alone. Facts: sites/java/codeUse.ts.
import { javaUses } from './lang';
import { Severity, type Rule } from './types';

const CONSUMER = (body: string) => `import java.time.Duration;
import java.util.*;
import org.apache.kafka.clients.consumer.*;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.serialization.StringDeserializer;

class PaymentReader {
  void run(PaymentStore store) {
    Properties props = new Properties();
    props.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, "kafka1:9092");
    props.put(ConsumerConfig.GROUP_ID_CONFIG, "payments");
    props.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, "false");
    try (KafkaConsumer<String, String> consumer = new KafkaConsumer<>(props, new StringDeserializer(), new StringDeserializer())) {
      consumer.subscribe(List.of("payments"));
      while (!Thread.currentThread().isInterrupted()) {
        ConsumerRecords<String, String> records = consumer.poll(Duration.ofMillis(500));
${body}
      }
    }
  }
}
`;

export const javaCommitSyncPerRecord: Rule = {
  id: 'java-commit-sync-per-record',
  severity: Severity.Warning,
  runtimeOnly: true,
  clients: ['java'],
  source: 'KafkaConsumer.commitSync javadoc ("a synchronous commit and will block until either the commit succeeds, an unrecoverable error is encountered … or the timeout … expires"); the group coordinator writes each commit to __consumer_offsets before answering',
  summary: 'consumer.commitSync() inside the loop over polled records: one blocking OffsetCommit round trip per record.',
  docs: {
    why: 'commitSync() sends an OffsetCommit request to the group coordinator and blocks until it answers; the coordinator first appends the offsets to the __consumer_offsets topic, replicated like any other write. Inside the loop over the records of one poll, every record waits for that round trip before the next is processed, although the commit after the loop covers them all.',
    consequence: 'At most one record per commit round trip — with 2–5 ms per replicated commit, a few hundred records/s per consumer whatever the processing costs — and one __consumer_offsets record per processed record for the coordinator to write and compact (KafkaConsumer.commitSync javadoc).',
    bad: { file: 'PaymentReader.java', text: CONSUMER('        for (ConsumerRecord<String, String> record : records) {\n          store.save(record.key(), record.value());\n          consumer.commitSync();\n        }') },
    good: { file: 'PaymentReader.java', text: CONSUMER('        for (ConsumerRecord<String, String> record : records) {\n          store.save(record.key(), record.value());\n        }\n        if (!records.isEmpty()) consumer.commitSync();') },
    falsePositives: 'A consumer that must never re-process a single record after a crash (each record has an external effect that cannot be repeated) may commit each one on purpose; say so with `// kafka-tuning-disable-next-line java-commit-sync-per-record -- each record committed before the next`. Commits inside an `if` (every N records) are not reported.',
    versions: 'Java client, all versions',
  },
  check(ctx) {
    return javaUses(ctx.site, 'commit-sync-per-record').map((u) => ({
      range: u.range,
      message: `commitSync() ${u.where} blocks on an OffsetCommit round trip to the group coordinator for every record: the consumer handles at most one record per commit. Commit once after the loop (commitSync() commits the position of every partition the poll returned), or every N records, or use commitAsync() with a commitSync() on shutdown.`,
    }));
  },
};
