import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findings, fix } from '../../support/service';

const ID = 'auto-commit-without-group';

const consumerClass = (puts: string[], sink = 'new KafkaConsumer<>(props)') => [
  'import java.util.Properties;',
  'import org.apache.kafka.clients.consumer.*;',
  'class Reader {',
  '  Object make() {',
  '    Properties props = new Properties();',
  '    props.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, "broker:9092");',
  ...puts.map((p) => `    ${p}`),
  `    return ${sink};`,
  '  }',
  '}',
  '',
].join('\n');

describe('auto-commit-without-group (ConsumerConfig.maybeOverrideEnableAutoCommit, KIP-289)', () => {
  it('is an error where the map reaches new KafkaConsumer(...)', () => {
    const text = consumerClass(['props.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, "true");']);
    const [d, ...rest] = findings(ID, text, { fileName: 'Reader.java' });
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 1);
    assert.deepEqual(d.range, { start: { line: 6, character: 56 }, end: { line: 6, character: 62 } });
    assert.equal(d.message, 'enable.auto.commit=true with no group.id: since Kafka 2.2 (KIP-289) a consumer has no default group, and KafkaConsumer throws InvalidConfigurationException ("enable.auto.commit cannot be set to true when default group id (null) is used"). Set group.id, or drop enable.auto.commit if this consumer assign()s its partitions without a group.');
  });

  it('is a warning in a consumer .properties file (a tool may add --group)', () => {
    const [d] = findings(ID, 'bootstrap.servers=broker:9092\nenable.auto.commit=true\n', { fileName: 'consumer.properties' });
    assert.equal(d.severity, 2);
    assert.deepEqual(d.range, { start: { line: 1, character: 19 }, end: { line: 1, character: 23 } });
    assert.match(d.message, /Unless the program that reads this file supplies the group \(kafka-console-consumer --group\), set group\.id here/);
  });

  it('fix removes enable.auto.commit', () => {
    const text = 'bootstrap.servers=broker:9092\nenable.auto.commit=true\n';
    const fixed = fix(ID, text, { fileName: 'consumer.properties' });
    assert.equal(fixed, 'bootstrap.servers=broker:9092\n');
    assert.equal(findings(ID, fixed, { fileName: 'consumer.properties' }).length, 0);
  });

  it('stays silent with a group, with auto-commit off or unwritten (assign() consumers), for Spring factories and before 2.2', () => {
    assert.equal(findings(ID, consumerClass(['props.put(ConsumerConfig.GROUP_ID_CONFIG, "billing");', 'props.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, true);']), { fileName: 'Reader.java' }).length, 0);
    assert.equal(findings(ID, consumerClass(['props.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, "false");']), { fileName: 'Reader.java' }).length, 0);
    assert.equal(findings(ID, consumerClass(['props.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest");']), { fileName: 'Reader.java' }).length, 0);
    // @KafkaListener(groupId = ...) gives the group to the container, not to this map.
    const factory = consumerClass(['props.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, true);'], 'new DefaultKafkaConsumerFactory<>(props)');
    assert.equal(findings(ID, factory, { fileName: 'Reader.java' }).length, 0);
    assert.equal(findings(ID, '# kafka-tuning: client=java@2.1\nenable.auto.commit=true\n', { fileName: 'consumer.properties' }).length, 0);
    assert.equal(findings(ID, 'group.id=billing\nenable.auto.commit=true\n', { fileName: 'consumer.properties' }).length, 0);
  });
});
