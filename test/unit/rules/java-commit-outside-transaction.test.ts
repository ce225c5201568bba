import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findings } from '../../support/service';
import { assertDocsExamples } from '../../support/ruleDocs';

const ID = 'java-commit-outside-transaction';

/** A consume-transform-produce class: `loop` is the body of the poll loop, `extra` more members. */
const processor = (loop: string, extra = '') => `import java.time.Duration;
import java.util.*;
import org.apache.kafka.clients.consumer.*;
import org.apache.kafka.clients.producer.*;
import org.apache.kafka.common.TopicPartition;

class Enricher {
  private final KafkaConsumer<String, String> consumer;
  private final KafkaProducer<String, String> producer;

  Enricher(String brokers) {
    Properties c = new Properties();
    c.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, brokers);
    c.put(ConsumerConfig.GROUP_ID_CONFIG, "enricher");
    c.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, "false");
    this.consumer = new KafkaConsumer<>(c);
    Properties p = new Properties();
    p.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, brokers);
    p.put(ProducerConfig.TRANSACTIONAL_ID_CONFIG, "enricher-1");
    this.producer = new KafkaProducer<>(p);
  }

  void run() {
    producer.initTransactions();
    while (true) {
      ConsumerRecords<String, String> records = consumer.poll(Duration.ofMillis(500));
      producer.beginTransaction();
      for (ConsumerRecord<String, String> r : records) producer.send(new ProducerRecord<>("out", r.key(), r.value()));
${loop}
    }
  }
${extra}
}
`;
const at = (loop: string, extra = '') => findings(ID, processor(loop, extra), { fileName: 'Enricher.java' });

describe('java-commit-outside-transaction (input offsets committed beside the transaction)', () => {
  it('documents a bad and a good example that hold', () => assertDocsExamples(ID));

  it('fires on commitSync() or commitAsync() after commitTransaction() in the same method', () => {
    const [d, ...rest] = at('      producer.commitTransaction();\n      consumer.commitSync();');
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.equal(d.range.start.line, 29);
    assert.match(d.message, /^The consumer commits its offsets apart from the transaction committed at line 29: /);
    assert.match(d.message, /sendOffsetsToTransaction\(offsets, consumer\.groupMetadata\(\)\)/);
    assert.equal(at('      producer.commitTransaction();\n      consumer.commitAsync();').length, 1);
    // Before the transaction's commit is no better: still a separate write.
    assert.equal(at('      consumer.commitSync();\n      producer.commitTransaction();').length, 1);
  });

  it('stays silent when the offsets go into the transaction', () => {
    assert.deepEqual(at('      producer.sendOffsetsToTransaction(Map.of(), consumer.groupMetadata());\n      producer.commitTransaction();'), []);
    // A commitSync elsewhere in the file (a shutdown path) beside a loop that does it right.
    assert.deepEqual(at('      producer.sendOffsetsToTransaction(Map.of(), consumer.groupMetadata());\n      producer.commitTransaction();',
      '  void close() { consumer.commitSync(); consumer.close(); }'), []);
  });

  it('stays silent on a consumer that commits in a method with no transaction of its own (near-miss)', () => {
    // The transaction is committed in run(), the consumer commits in another method (a rebalance
    // listener, a shutdown hook): not the one straight consume-transform-produce step.
    assert.deepEqual(at('      producer.commitTransaction();', '  void onRevoked() { consumer.commitSync(); }'), []);
    // Not a producer: a database transaction object with the same method name.
    const db = processor('      producer.commitTransaction();').replace('      producer.commitTransaction();', '      tx.commitTransaction();\n      consumer.commitSync();');
    assert.deepEqual(findings(ID, db, { fileName: 'Enricher.java' }), []);
  });
});
