// duplicate-key in Java: a later put replaces an earlier one only within one straight-line run (the
// same statement list, nothing else done with the map in between). A put in another method, in a
// branch, or after the map was handed to a client is no replacement of the earlier line.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findings } from '../../support/service';

const java = (body: string) => `import java.util.Properties;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.KafkaConsumer;

class Readers {
${body}
}
`;
const dup = (body: string) => findings('duplicate-key', java(body), { fileName: 'Readers.java' });

describe('duplicate-key across Java runs', () => {
  it('fires on two puts of one key in one method body', () => {
    const [d, ...rest] = dup(`  KafkaConsumer<String, String> open() {
    Properties cfg = new Properties();
    cfg.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, "broker-a:9092");
    cfg.put(ConsumerConfig.MAX_POLL_RECORDS_CONFIG, 50);
    cfg.put(ConsumerConfig.GROUP_ID_CONFIG, "billing");
    cfg.put(ConsumerConfig.MAX_POLL_RECORDS_CONFIG, 200);
    return new KafkaConsumer<>(cfg);
  }`);
    assert.equal(rest.length, 0);
    assert.equal(d.range.start.line, 8);
    assert.match(d.message, /set again on line 11 \(value '200'\), which wins; this line has no effect/);
  });

  it('fires in a static initializer whose puts follow each other', () => {
    const found = dup(`  static final Properties CFG = new Properties();
  static {
    CFG.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, "broker-a:9092");
    CFG.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, true);
    CFG.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, false);
  }
  KafkaConsumer<String, String> open() { return new KafkaConsumer<>(CFG); }`);
    assert.equal(found.length, 1);
    assert.equal(found[0].range.start.line, 8);
  });

  it('stays silent when the second put is in another method that may never run', () => {
    assert.deepEqual(dup(`  static final Properties CFG = new Properties();
  static {
    CFG.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, "broker-a:9092");
    CFG.put(ConsumerConfig.GROUP_ID_CONFIG, "audit");
    CFG.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, true);
  }
  static KafkaConsumer<String, String> autoCommitting() { return new KafkaConsumer<>(CFG); }
  static KafkaConsumer<String, String> manualCommitting() {
    CFG.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, false);
    return new KafkaConsumer<>(CFG);
  }`), []);
  });

  it('stays silent when the later put is inside a branch', () => {
    assert.deepEqual(dup(`  KafkaConsumer<String, String> open(boolean replay) {
    Properties cfg = new Properties();
    cfg.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, "broker-a:9092");
    cfg.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "latest");
    if (replay) {
      cfg.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest");
    }
    return new KafkaConsumer<>(cfg);
  }`), []);
  });

  it('stays silent when a client is built from the map between the two puts', () => {
    assert.deepEqual(dup(`  void openTwo() {
    Properties cfg = new Properties();
    cfg.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, "broker-a:9092");
    cfg.put(ConsumerConfig.GROUP_ID_CONFIG, "first");
    KafkaConsumer<String, String> first = new KafkaConsumer<>(cfg);
    cfg.put(ConsumerConfig.GROUP_ID_CONFIG, "second");
    KafkaConsumer<String, String> second = new KafkaConsumer<>(cfg);
  }`), []);
  });
});
