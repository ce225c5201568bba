// java-commit-outside-transaction: a consume-transform-produce loop that commits its transaction
// and then commits the input offsets with the consumer (`producer.commitTransaction();
// consumer.commitSync();`). KafkaProducer.sendOffsetsToTransaction javadoc: the offsets "will be
// considered committed only if the transaction is committed successfully … the consumer should have
// enable.auto.commit=false and should also not commit offsets manually (via commitSync or
// commitAsync)". Committed by the consumer, the position is a second write beside the transaction:
// a crash or rebalance between the two re-delivers a batch whose output is already committed, and a
// fenced or aborted transaction can still be followed by a commit of its input. Reported only where
// the same method or lambda commits the producer's transaction and nothing in the file calls
// sendOffsetsToTransaction. Facts: sites/java/codeUse.ts.
import { javaUses } from './lang';
import { Severity, type Rule } from './types';

const PROCESSOR = (commit: string) => `import java.time.Duration;
import java.util.*;
import org.apache.kafka.clients.consumer.*;
import org.apache.kafka.clients.producer.*;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.serialization.StringSerializer;

class OrderEnricher {
  void run(Properties consumerProps, String instance) {
    Properties props = new Properties();
    props.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, "kafka1:9092");
    props.put(ProducerConfig.TRANSACTIONAL_ID_CONFIG, "order-enricher-" + instance);
    KafkaProducer<String, String> producer = new KafkaProducer<>(props, new StringSerializer(), new StringSerializer());
    KafkaConsumer<String, String> consumer = new KafkaConsumer<>(consumerProps);
    producer.initTransactions();
    consumer.subscribe(List.of("orders"));
    while (true) {
      ConsumerRecords<String, String> records = consumer.poll(Duration.ofMillis(500));
      if (records.isEmpty()) continue;
      producer.beginTransaction();
      Map<TopicPartition, OffsetAndMetadata> next = new HashMap<>();
      for (ConsumerRecord<String, String> r : records) {
        producer.send(new ProducerRecord<>("orders-enriched", r.key(), r.value().toUpperCase()));
        next.put(new TopicPartition(r.topic(), r.partition()), new OffsetAndMetadata(r.offset() + 1));
      }
${commit}
    }
  }
}
`;

export const javaCommitOutsideTransaction: Rule = {
  id: 'java-commit-outside-transaction',
  severity: Severity.Warning,
  runtimeOnly: true,
  clients: ['java'],
  source: 'KafkaProducer.sendOffsetsToTransaction javadoc ("considered committed only if the transaction is committed successfully … the consumer should have enable.auto.commit=false and should also not commit offsets manually"); KIP-98, KIP-447',
  summary: 'A consume-transform-produce loop commits its transaction, then the input offsets with the consumer: two separate writes, not exactly once.',
  docs: {
    why: 'A transactional producer makes the output records and the consumer\'s new position one atomic write only when the offsets go into the transaction: `producer.sendOffsetsToTransaction(offsets, consumer.groupMetadata())` before `commitTransaction()`. A `consumer.commitSync()` or `commitAsync()` after it is a second, separate write to the group coordinator.',
    consequence: 'A crash, a rebalance or a failed commit between the two leaves the output committed and the input position behind it: the batch is consumed and written again, so read_committed readers see its output twice. A transaction that is aborted or fenced can still be followed by a commit of its input, which skips those records. The KafkaProducer.sendOffsetsToTransaction javadoc asks for enable.auto.commit=false and no manual commits in this pattern.',
    bad: { file: 'OrderEnricher.java', text: PROCESSOR('      producer.commitTransaction();\n      consumer.commitSync(next);') },
    good: { file: 'OrderEnricher.java', text: PROCESSOR('      producer.sendOffsetsToTransaction(next, consumer.groupMetadata());\n      producer.commitTransaction();') },
    falsePositives: 'Only reported where one method or lambda both commits the producer\'s transaction and commits with the consumer, and the file never calls sendOffsetsToTransaction. A loop whose output is idempotent downstream (an upsert keyed by the record) may accept the duplicates: `// kafka-tuning-disable-next-line java-commit-outside-transaction -- output is an idempotent upsert`.',
    versions: 'Java client 0.11 and newer (transactions, KIP-98); sendOffsetsToTransaction(offsets, groupMetadata) from 2.5 (KIP-447)',
  },
  check(ctx) {
    return javaUses(ctx.site, 'commit-outside-transaction').map((u) => ({
      range: u.range,
      message: `The consumer commits its offsets apart from the transaction committed at ${u.where}: a crash or rebalance between the two re-delivers input whose output is already committed (duplicates for read_committed readers), and an aborted transaction can still have its input committed. Put the offsets into the transaction with producer.sendOffsetsToTransaction(offsets, consumer.groupMetadata()) before commitTransaction(), and drop the consumer's commit (KafkaProducer.sendOffsetsToTransaction javadoc).`,
    }));
  },
};
