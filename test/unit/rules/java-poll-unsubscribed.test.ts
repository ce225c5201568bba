import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { unsubscribedPoll } from '../../../server/src/service/rules/javaPollUnsubscribed';
import { findings } from '../../support/service';

const ID = 'java-poll-unsubscribed';
const reader = (body: string, extra = '') => `import java.time.Duration;
import java.util.List;
import java.util.Properties;
import org.apache.kafka.clients.consumer.*;

public class Reader {
  public static void main(String[] args) {
    Properties props = new Properties();
    props.put("bootstrap.servers", "kafka:9092");
    props.put("group.id", "readers");
    props.put("key.deserializer", "org.apache.kafka.common.serialization.StringDeserializer");
    props.put("value.deserializer", "org.apache.kafka.common.serialization.StringDeserializer");
    KafkaConsumer<String, String> consumer = new KafkaConsumer<>(props);
${body}
  }
${extra}}
`;

describe('java-poll-unsubscribed (KafkaConsumer.poll: "Consumer is not subscribed to any topics or assigned any partitions")', () => {
  it('an error on the poll of a consumer nothing subscribes or assigns', () => {
    const [d, ...rest] = findings(ID, reader('    ConsumerRecords<String, String> records = consumer.poll(Duration.ofSeconds(1));\n    consumer.commitSync();'), { fileName: 'src/main/java/Reader.java' });
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 1);
    assert.equal(d.range.start.line, 13);
    assert.match(d.message, /^consumer\.poll\(\.\.\.\) on a consumer that nothing in this file subscribes .*IllegalStateException "Consumer is not subscribed to any topics or assigned any partitions"/);
  });

  it('near misses stay silent: subscribe or assign anywhere, the consumer handed on, a subscribe only in a comment still fires, test sources', () => {
    const poll = '    consumer.poll(Duration.ofSeconds(1));';
    assert.deepEqual(findings(ID, reader(`    consumer.subscribe(List.of("orders"));\n${poll}`), { fileName: 'Reader.java' }), []);
    assert.deepEqual(findings(ID, reader(`    consumer.assign(List.of());\n${poll}`), { fileName: 'Reader.java' }), []);
    assert.deepEqual(findings(ID, reader(`    setUp(consumer);\n${poll}`, '  static void setUp(Consumer<String, String> c) { }\n'), { fileName: 'Reader.java' }), []);
    assert.equal(findings(ID, reader(`    // consumer.subscribe(List.of("orders"));\n${poll}`), { fileName: 'Reader.java' }).length, 1);
    assert.deepEqual(findings(ID, reader(poll), { fileName: 'src/test/java/ReaderTest.java' }), []);
  });

  it('reads a field assignment as handing the consumer on', () => {
    assert.equal(unsubscribedPoll('class A { Consumer<String,String> f; void m() { KafkaConsumer<String,String> c = new KafkaConsumer<>(p); f = c; c.poll(x); } }'), undefined);
    assert.equal(unsubscribedPoll('class A { void m() { var c = new KafkaConsumer<String,String>(p); c.poll(x); } }')?.name, 'c');
  });
});
