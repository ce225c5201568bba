// offset-commit-not-next (KafkaConsumer.commitSync(Map) and KafkaProducer.sendOffsetsToTransaction
// javadoc: "The committed offset should be the next message your application will consume, i.e.
// lastProcessedMessageOffset + 1"): a committed offset is where the group resumes. Committing the
// consumed record's own offset (`new OffsetAndMetadata(record.offset())`, kafkajs
// `commitOffsets([{ ..., offset: message.offset }])` or `transaction.sendOffsets(...)` with it)
// makes every restart and rebalance deliver that record again — in a transaction, a duplicate in
// the output. kafkajs and CKJS pass the number to the same OffsetCommit/TxnOffsetCommit request
// (their own auto-commit adds the 1 in resolveOffset). Only a record's offset passed as is is
// reported, and in kafkajs a literal added to it with `+`: its offsets are strings
// (types/index.d.ts KafkaMessage `offset: string`), so `message.offset + 1` joins text ('411').
// Any other arithmetic around it is left alone. node-rdkafka's commit(message) / commitSync(message)
// commit the message's own offset too (commit() takes a topic partition as given; commitMessage()
// adds 1, lib/kafka-consumer.js).
import { tsExtras } from './lang';
import { Severity, type Finding, type Rule } from './types';

const WHY = 'the committed offset is where the group resumes, so it must be the next record to read (the javadoc of commitSync: lastProcessedMessageOffset + 1); committing the record\'s own offset delivers it again after every restart or rebalance';

export const offsetCommitNotNext: Rule = {
  id: 'offset-commit-not-next',
  severity: Severity.Warning,
  clients: ['java', 'kafkajs', 'librdkafka'],
  source: 'KafkaConsumer.commitSync(Map) / KafkaProducer.sendOffsetsToTransaction javadoc ("lastProcessedMessageOffset + 1"); kafkajs docs/Transactions.md sendOffsets',
  summary: 'An offset commit passes the consumed record\'s own offset instead of offset + 1: that record is delivered again after a restart.',
  check(ctx) {
    const site = ctx.site;
    const out: Finding[] = [];
    if (site.syntax === 'java') {
      for (const c of site.java.consumedOffsetCommits ?? []) {
        out.push({
          range: c.range,
          message: `new OffsetAndMetadata(${c.text}) commits the consumed record's own offset: ${WHY}. Commit ${c.text} + 1.`,
          fixes: [{ title: `Commit ${c.text} + 1`, intents: [{ kind: 'edits', edits: [{ range: c.range, newText: `${c.text} + 1` }] }], preferred: true }],
        });
      }
      return out;
    }
    for (const c of tsExtras(site)?.offsetCommits ?? []) {
      if (c.rdkafkaMessage) {
        const next = c.method === 'commitSync' ? 'commitMessageSync' : 'commitMessage';
        out.push({
          range: c.valueRange,
          message: `${c.method}(${c.valueText}) hands node-rdkafka the consumed message as the topic partition to commit, so it commits that message's own offset (commit() commits the offset it is given; commitMessage() is the one that adds 1, lib/kafka-consumer.js): ${WHY}. Call ${next}(${c.valueText}).`,
          fixes: [{ title: `Call ${next}(${c.valueText})`, intents: [{ kind: 'edits', edits: [{ range: c.rdkafkaMessage.methodRange, newText: next }] }], preferred: true }],
        });
        continue;
      }
      if (c.concatenated) {
        const { offset, added } = c.concatenated;
        const next = `(BigInt(${offset}) + 1n).toString()`;
        out.push({
          range: c.valueRange,
          message: `${c.method}() is given offset: ${c.valueText}, but kafkajs gives a message's offset as a string (KafkaMessage.offset: string), so + ${added} appends text instead of adding: after offset '41' this commits '41${added}', and the group resumes there — the records in between are skipped, or, past the end of the partition, the position is reset (to the latest offset unless the consumer subscribed fromBeginning). Pass ${next}.`,
          fixes: [{ title: `Commit ${next}`, intents: [{ kind: 'edits', edits: [{ range: c.valueRange, newText: next }] }], preferred: true }],
        });
        continue;
      }
      const next = `(BigInt(${c.valueText}) + 1n).toString()`;
      out.push({
        range: c.valueRange,
        message: `${c.method}() is given offset: ${c.valueText}, the consumed message's own offset: ${WHY}. Pass ${next}.`,
        fixes: [{ title: `Commit ${next}`, intents: [{ kind: 'edits', edits: [{ range: c.valueRange, newText: next }] }], preferred: true }],
      });
    }
    return out;
  },
  docs: {
    why: 'A committed offset is where the group resumes, so it must be the next record to read: the javadoc of commitSync(Map) and sendOffsetsToTransaction says lastProcessedMessageOffset + 1. Committing the consumed record\'s own offset points the group back at that record.',
    consequence: 'Every restart or rebalance delivers the last processed record of each partition again; inside a transaction it becomes a duplicate in the output.',
    bad: { file: 'Ledger.java', text: 'import java.time.Duration;\nimport java.util.Map;\nimport java.util.Properties;\nimport org.apache.kafka.clients.consumer.*;\nimport org.apache.kafka.common.serialization.StringDeserializer;\nimport org.apache.kafka.common.TopicPartition;\n\nclass Ledger {\n  void run() {\n    Properties props = new Properties();\n    props.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, "kafka1:9092");\n    props.put(ConsumerConfig.GROUP_ID_CONFIG, "ledger");\n    props.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, "false");\n    KafkaConsumer<String, String> consumer = new KafkaConsumer<>(props, new StringDeserializer(), new StringDeserializer());\n    consumer.subscribe(java.util.List.of("ledger"));\n    for (ConsumerRecord<String, String> record : consumer.poll(Duration.ofSeconds(1))) {\n      consumer.commitSync(Map.of(new TopicPartition(record.topic(), record.partition()), new OffsetAndMetadata(record.offset())));\n    }\n  }\n}\n' },
    good: { file: 'Ledger.java', text: 'import java.time.Duration;\nimport java.util.HashMap;\nimport java.util.Map;\nimport java.util.Properties;\nimport org.apache.kafka.clients.consumer.*;\nimport org.apache.kafka.common.serialization.StringDeserializer;\nimport org.apache.kafka.common.TopicPartition;\n\nclass Ledger {\n  void run() {\n    Properties props = new Properties();\n    props.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, "kafka1:9092");\n    props.put(ConsumerConfig.GROUP_ID_CONFIG, "ledger");\n    props.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, "false");\n    KafkaConsumer<String, String> consumer = new KafkaConsumer<>(props, new StringDeserializer(), new StringDeserializer());\n    consumer.subscribe(java.util.List.of("ledger"));\n    Map<TopicPartition, OffsetAndMetadata> done = new HashMap<>();\n    for (ConsumerRecord<String, String> record : consumer.poll(Duration.ofSeconds(1))) {\n      done.put(new TopicPartition(record.topic(), record.partition()), new OffsetAndMetadata(record.offset() + 1));\n    }\n    consumer.commitSync(done);\n  }\n}\n' },
    falsePositives: 'Only a record\'s offset passed as is is reported, and in kafkajs code that offset with a literal added by `+` (kafkajs offsets are strings, so `+ 1` joins text); any other arithmetic around it (`Number(message.offset) + 1`) is left alone. Silence the line if re-reading the record is intended.',
    versions: 'Java consumer and producer (transactions), kafkajs, @confluentinc/kafka-javascript; all versions.',
  },
};
