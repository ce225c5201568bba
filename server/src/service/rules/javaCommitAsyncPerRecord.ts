// java-commit-async-per-record: `consumer.commitAsync(...)` inside the loop over the records a poll
// returned. It does not block, but each call is still an OffsetCommit request to the group
// coordinator, which appends the offsets to __consumer_offsets before it answers (the same path as
// commitSync, KafkaConsumer.commitAsync javadoc: "commit offsets returned on the last poll() for
// all the subscribed list of topics and partitions"), and its callback (null: none) is the only
// place a failure shows. Per record that is one request and one __consumer_offsets record per
// record processed, while the commit after the loop covers them all. Information: it costs the
// coordinator, not the loop's own pace. The blocking twin is java-commit-sync-per-record.
// Facts: sites/java/codeUse.ts.
import { javaUses } from './lang';
import { Severity, type Rule } from './types';

const CONSUMER = (body: string) => `import java.time.Duration;
import java.util.*;
import org.apache.kafka.clients.consumer.*;
import org.apache.kafka.common.serialization.StringDeserializer;

class ClickReader {
  void run(ClickStore store) {
    Properties props = new Properties();
    props.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, "kafka1:9092");
    props.put(ConsumerConfig.GROUP_ID_CONFIG, "clicks");
    props.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, "false");
    try (KafkaConsumer<String, String> consumer = new KafkaConsumer<>(props, new StringDeserializer(), new StringDeserializer())) {
      consumer.subscribe(List.of("clicks"));
      while (!Thread.currentThread().isInterrupted()) {
        ConsumerRecords<String, String> records = consumer.poll(Duration.ofMillis(500));
${body}
      }
      consumer.commitSync();
    }
  }
}
`;

export const javaCommitAsyncPerRecord: Rule = {
  id: 'java-commit-async-per-record',
  severity: Severity.Information,
  runtimeOnly: true,
  clients: ['java'],
  source: 'KafkaConsumer.commitAsync javadoc (an OffsetCommit request per call, the callback the only sign of a failure); the group coordinator writes each commit to __consumer_offsets',
  summary: 'consumer.commitAsync() inside the loop over polled records: one OffsetCommit request and one __consumer_offsets record per record.',
  docs: {
    why: 'commitAsync() does not wait, but each call is an OffsetCommit request that the group coordinator appends to the __consumer_offsets topic before it answers. Inside the loop over the records of one poll, every record sends one, although one commit after the loop covers the whole poll.',
    consequence: 'One OffsetCommit request and one __consumer_offsets record per record processed: at a few thousand records/s per consumer, as many commit requests per second on the coordinator and as many records for it to write, replicate and compact. A failed commit shows only in the callback (none when it is null).',
    bad: { file: 'ClickReader.java', text: CONSUMER('        for (ConsumerRecord<String, String> record : records) {\n          store.save(record.key(), record.value());\n          consumer.commitAsync();\n        }') },
    good: { file: 'ClickReader.java', text: CONSUMER('        for (ConsumerRecord<String, String> record : records) {\n          store.save(record.key(), record.value());\n        }\n        if (!records.isEmpty()) consumer.commitAsync();') },
    falsePositives: 'Commits inside an `if` (every N records) are not reported. A consumer that wants each record\'s position recorded as soon as possible may commit each one on purpose: `// kafka-tuning-disable-next-line java-commit-async-per-record -- each record committed at once`.',
    versions: 'Java client, all versions',
  },
  check(ctx) {
    return javaUses(ctx.site, 'commit-async-per-record').map((u) => ({
      range: u.range,
      message: `commitAsync() ${u.where} sends an OffsetCommit request to the group coordinator for every record, and the coordinator writes each to __consumer_offsets, although one commit after the loop covers every record of the poll. Commit once after the loop (or every N records), with a commitSync() on shutdown.`,
    }));
  },
};
