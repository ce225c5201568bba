import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { javaOffsetsNeverCommitted } from '../../../server/src/service/rules/javaOffsetsNeverCommitted';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings } from '../../support/service';

const ID = 'java-offsets-never-committed';
const file = { fileName: 'Subscriber.java' };
const IMPORTS = `import java.time.Duration;
import java.util.*;
import org.apache.kafka.clients.consumer.*;
import org.apache.kafka.common.TopicPartition;
`;
/** main() makes, polls and drops the consumer; `after` runs after each poll. */
const local = (conf: string, after = '', extra = '') => `${IMPORTS}
public class Subscriber {
  public static void main(String[] args) {
    Properties props = new Properties();
    props.setProperty("bootstrap.servers", "localhost:9092");
    props.setProperty("group.id", "test");
    props.setProperty("key.deserializer", "org.apache.kafka.common.serialization.StringDeserializer");
    props.setProperty("value.deserializer", "org.apache.kafka.common.serialization.StringDeserializer");
${conf}
    final Consumer<String, String> consumer = new KafkaConsumer<>(props);
    consumer.subscribe(Arrays.asList("orders"));
    while (true) {
      ConsumerRecords<String, String> records = consumer.poll(Duration.ofMillis(100));
      records.forEach(record -> System.out.println(record.value()));
${after}
    }
  }
${extra}
}
`;
const OFF = '    props.setProperty("enable.auto.commit", "false");';

describe('java-offsets-never-committed (enable.auto.commit=false and no commit in the file)', () => {
  it('warns when one method makes and polls the consumer and never hands it on, at the value, with the default start (latest)', () => {
    const [d, ...rest] = findings(ID, local(OFF), file);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.deepEqual(d.range, { start: { line: 12, character: 44 }, end: { line: 12, character: 51 } });
    assert.equal(d.message, "enable.auto.commit=false: the consumer never commits on its own, not even on close(). The consumer 'consumer' made in main() (line 14) is polled there and never handed on, and nothing in this file commits for it (no commitSync, commitAsync or sendOffsetsToTransaction) or places it (seek, assign). The group records no progress, so after a restart or a rebalance each partition starts again from the latest offset (auto.offset.reset defaults to latest): records that arrive while no member reads the partition are skipped. Commit after processing (commitSync() after the records of a poll are handled, or commitAsync() with a commitSync() on shutdown), or set enable.auto.commit=true. Fine if the positions are kept outside Kafka.");
  });

  it('a map a helper filled first (check 79): the put after it wins, the reset policy is not claimed; a load(…) after the put is not judged', () => {
    const helper = local(OFF).replace('Properties props = new Properties();', 'Properties props = KafkaProps.consumerDefaults();');
    const [d] = findings(ID, helper, file);
    assert.equal(d?.severity, 2);
    assert.match(d.message, /starts again from wherever auto\.offset\.reset sends it \(the latest offset by default\)/);
    const loaded = local(`${OFF}\n    props.load(Subscriber.class.getResourceAsStream("/consumer.properties"));`);
    assert.deepEqual(findings(ID, loaded, file), []);
  });

  it('names the reset policy the file sets', () => {
    const [d] = findings(ID, local(`${OFF}\n    props.setProperty("auto.offset.reset", "earliest");`), file);
    assert.match(d.message, /starts again from the earliest retained offset \(auto\.offset\.reset=earliest\): everything still in the topic is processed again/);
    const [n] = findings(ID, local(`${OFF}\n    props.setProperty("auto.offset.reset", "none");`), file);
    assert.match(n.message, /auto\.offset\.reset=none makes the consumer fail for a partition without a committed offset/);
  });

  it('information for a consumer field polled in another method', () => {
    const text = `${IMPORTS}
public class OrderListener implements Runnable {
  private final KafkaConsumer<String, String> consumer;

  public OrderListener() {
    Properties props = new Properties();
    props.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, "kafka:9092");
    props.put(ConsumerConfig.GROUP_ID_CONFIG, "orders");
    props.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, false);
    props.put(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, "org.apache.kafka.common.serialization.StringDeserializer");
    props.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, "org.apache.kafka.common.serialization.StringDeserializer");
    this.consumer = new KafkaConsumer<>(props);
  }

  public void run() {
    consumer.subscribe(List.of("orders"));
    while (!Thread.currentThread().isInterrupted()) {
      for (ConsumerRecord<String, String> r : consumer.poll(Duration.ofSeconds(1))) System.out.println(r.value());
    }
    consumer.close();
  }
}
`;
    const [d, ...rest] = findings(ID, text, { fileName: 'OrderListener.java' });
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 3);
    assert.match(d.message, /The consumer field 'consumer' \(made at line 16\) is not handed to anything else, and nothing in this file commits for it/);
  });

  it('stays silent when the file commits, or keeps offsets outside Kafka', () => {
    assert.equal(findings(ID, local(OFF, '      consumer.commitSync();'), file).length, 0);
    assert.equal(findings(ID, local(OFF, '      consumer.commitAsync();'), file).length, 0);
    const listener = '  static class Restore implements ConsumerRebalanceListener {\n    public void onPartitionsRevoked(Collection<TopicPartition> p) {}\n    public void onPartitionsAssigned(Collection<TopicPartition> p) {}\n  }';
    assert.equal(findings(ID, local(OFF, '', listener), file).length, 0);
    const withListener = local(OFF).replace('consumer.subscribe(Arrays.asList("orders"));', 'consumer.subscribe(Arrays.asList("orders"), new OffsetRestorer());');
    assert.equal(findings(ID, withListener, file).length, 0);
    const seeking = local(OFF).replace('consumer.subscribe(Arrays.asList("orders"));', 'consumer.assign(List.of(new TopicPartition("orders", 0)));\n    consumer.seek(new TopicPartition("orders", 0), 42L);');
    assert.equal(findings(ID, seeking, file).length, 0);
  });

  it('stays silent when auto-commit is on or unset', () => {
    assert.equal(findings(ID, local('    props.setProperty("enable.auto.commit", "true");'), file).length, 0);
    assert.equal(findings(ID, local(''), file).length, 0);
  });

  it('stays silent for a consumer handed to another object or returned', () => {
    const handed = local(OFF).replace('consumer.subscribe(Arrays.asList("orders"));', 'new OffsetKeeper(consumer);\n    consumer.subscribe(Arrays.asList("orders"));');
    assert.equal(findings(ID, handed, file).length, 0);
    const returned = `${IMPORTS}
public class ConsumerFactory {
  public static Consumer<String, String> create() {
    Properties props = new Properties();
    props.put("bootstrap.servers", "kafka:9092");
    props.put("group.id", "g");
    props.put("enable.auto.commit", "false");
    Consumer<String, String> consumer = new KafkaConsumer<>(props);
    consumer.poll(Duration.ZERO);
    return consumer;
  }
}
`;
    assert.equal(findings(ID, returned, { fileName: 'ConsumerFactory.java' }).length, 0);
  });

  it('stays silent for a Spring consumer factory (the listener container commits)', () => {
    const text = `import java.util.*;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.springframework.context.annotation.Bean;
import org.springframework.kafka.core.*;

public class KafkaConfig {
  @Bean
  public ConsumerFactory<String, String> consumerFactory() {
    Map<String, Object> props = new HashMap<>();
    props.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, "kafka:9092");
    props.put(ConsumerConfig.GROUP_ID_CONFIG, "orders");
    props.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, false);
    return new DefaultKafkaConsumerFactory<>(props);
  }
}
`;
    assert.equal(findings(ID, text, { fileName: 'KafkaConfig.java' }).length, 0);
  });

  it('its documented examples', () => assertDocsExamples(javaOffsetsNeverCommitted.id));
});
