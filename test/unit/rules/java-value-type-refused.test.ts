import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { applyEdits, findings, lint, quickFixes } from '../../support/service';

const ID = 'java-value-type-refused';

/** A producer built from a Properties map with the given puts (and a field of unknown type). */
const producer = (puts: string, method = '') => `import java.time.Duration;
import java.util.*;
import org.apache.kafka.clients.producer.*;
import org.apache.kafka.common.serialization.StringSerializer;

class Orders {
  private final Config config = Config.load();

  KafkaProducer<String, String> build(String acks, Object tuned) {
    Properties props = new Properties();
    props.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, "kafka1:9092");
${puts}
    return new KafkaProducer<>(props, new StringSerializer(), new StringSerializer());
  }
${method}
}
`;
const at = (puts: string) => findings(ID, producer(puts), { fileName: 'Orders.java' });

describe('java-value-type-refused (a value of a Java type ConfigDef.parseType refuses)', () => {
  it('fires on acks given an Integer from Integer.parseInt, quoting the exception', () => {
    const [d, ...rest] = at('    props.put(ProducerConfig.ACKS_CONFIG, Integer.parseInt(acks));');
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 1);
    assert.equal(d.range.start.line, 11);
    assert.match(d.message, /^acks is a STRING config, which takes a String only, but this value is an Integer: the client constructor throws ConfigException "Invalid value … for configuration acks: Expected value to be a string, but it was a java\.lang\.Integer"/);
  });

  it('fires on acks given an int literal, and the fix writes the String', () => {
    const text = producer('    props.put(ProducerConfig.ACKS_CONFIG, 1);');
    const [d] = findings(ID, text, { fileName: 'Orders.java' });
    assert.match(d.message, /"Invalid value 1 for configuration acks: Expected value to be a string, but it was a java\.lang\.Integer"/);
    const [fix] = quickFixes(ID, text, { fileName: 'Orders.java' });
    assert.equal(fix.title, 'Write "1" (a String, which every config type parses)');
    const fixed = applyEdits(text, fix.edit!.changes![Object.keys(fix.edit!.changes!)[0]]);
    assert.match(fixed, /props\.put\(ProducerConfig\.ACKS_CONFIG, "1"\);/);
    assert.equal(findings(ID, fixed, { fileName: 'Orders.java' }).length, 0);
  });

  it('fires on batch.size given 16384L (an INT config refuses a Long); the fix drops the L', () => {
    const text = producer('    props.put("batch.size", 16384L);');
    const [d, ...rest] = findings(ID, text, { fileName: 'Orders.java' });
    assert.equal(rest.length, 0);
    assert.match(d.message, /"Invalid value 16384 for configuration batch\.size: Expected value to be a 32-bit integer, but it was a java\.lang\.Long"/);
    const [fix] = quickFixes(ID, text, { fileName: 'Orders.java' });
    const fixed = applyEdits(text, fix.edit!.changes![Object.keys(fix.edit!.changes!)[0]]);
    assert.match(fixed, /props\.put\("batch\.size", 16384\);/);
    // invalid-value does not judge the same value again: parseType stops at its type.
    assert.equal(lint(text, { fileName: 'Orders.java' }).filter((x) => x.code === 'invalid-value').length, 0);
  });

  it('fires on other certain types: Long.parseLong for an INT key, a Duration in millis for request.timeout.ms, a Boolean for a STRING key, a Map.of pair', () => {
    assert.equal(at('    props.put(ProducerConfig.MAX_REQUEST_SIZE_CONFIG, Long.parseLong("1048576"));').length, 1);
    assert.equal(at('    props.put(ProducerConfig.REQUEST_TIMEOUT_MS_CONFIG, Duration.ofSeconds(30).toMillis());').length, 1);
    assert.equal(at('    props.put(ProducerConfig.COMPRESSION_TYPE_CONFIG, true);').length, 1);
    assert.equal(at('    props.put(ProducerConfig.ACKS_CONFIG, -1);').length, 1);
    const mapOf = producer('', '  KafkaProducer<String, String> other() {\n    return new KafkaProducer<>(Map.<String, Object>of("bootstrap.servers", "kafka1:9092", "acks", 1), new StringSerializer(), new StringSerializer());\n  }');
    assert.equal(findings(ID, mapOf, { fileName: 'Orders.java' }).length, 1);
  });

  it('stays silent on types parseType takes: "1" for acks, 5L for linger.ms (LONG takes a Long), 16384 for batch.size, Integer for a LONG key, String.valueOf, a class literal', () => {
    for (const put of [
      '    props.put(ProducerConfig.ACKS_CONFIG, "1");',
      '    props.put(ProducerConfig.ACKS_CONFIG, String.valueOf(1));',
      '    props.put(ProducerConfig.ACKS_CONFIG, "" + 1);',
      '    props.put(ProducerConfig.LINGER_MS_CONFIG, 5L);',
      '    props.put(ProducerConfig.LINGER_MS_CONFIG, 5);',
      '    props.put(ProducerConfig.BATCH_SIZE_CONFIG, 16384);',
      '    props.put(ProducerConfig.BATCH_SIZE_CONFIG, Integer.valueOf("16384"));',
      '    props.put(ProducerConfig.ENABLE_IDEMPOTENCE_CONFIG, true);',
      '    props.put(ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, StringSerializer.class);',
      '    props.put(ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, StringSerializer.class.getName());',
    ]) assert.equal(at(put).length, 0, put);
  });

  it('stays silent on a value of unknown type (a parameter, a field, a method of its own) and on setProperty', () => {
    for (const put of [
      '    props.put(ProducerConfig.ACKS_CONFIG, tuned);',
      '    props.put(ProducerConfig.ACKS_CONFIG, config.acks());',
      '    props.put(ProducerConfig.BATCH_SIZE_CONFIG, config.batchSize);',
      '    props.setProperty(ProducerConfig.ACKS_CONFIG, acks);',
      '    props.setProperty(ProducerConfig.BATCH_SIZE_CONFIG, "16384");',
    ]) assert.equal(at(put).length, 0, put);
  });

  it('judges only the put that reaches Kafka: a later put of the key in the same run replaces an earlier one', () => {
    assert.equal(at('    props.put(ProducerConfig.ACKS_CONFIG, 1);\n    props.put(ProducerConfig.ACKS_CONFIG, "all");').length, 0);
    assert.equal(at('    props.put(ProducerConfig.ACKS_CONFIG, "all");\n    props.put(ProducerConfig.ACKS_CONFIG, 1);').length, 1);
  });

  it('stays silent on Spring properties files, which hand Kafka Strings', () => {
    assert.equal(findings(ID, 'spring.kafka.producer.acks=1\nspring.kafka.producer.batch-size=16384\n', { fileName: 'application.properties' }).length, 0);
  });
});
