// An empty value in a Spring Boot file means what Spring's binder makes of it: a String key keeps
// "" (Boot hands Kafka the empty text), every other type (Integer, Boolean, Class, an enum,
// DataSize, Duration) converts "" to null, and Boot's PropertyMapper passes nothing for null.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lint } from '../support/service';

const opts = { fileName: 'application.properties' };
const codes = (text: string) => lint(text, opts).map((d) => `${d.range.start.line + 1}:${d.code}`);
const FILLED = 'spring.kafka.bootstrap-servers=kafka:9092\nspring.kafka.consumer.group-id=billing\n';

describe('Spring empty values', () => {
  it('an empty Boolean, Integer, DataSize, Duration or Class value binds to null: no finding, the client keeps its default', () => {
    const text = `${FILLED}spring.kafka.consumer.enable-auto-commit=\nspring.kafka.consumer.max-poll-records=\nspring.kafka.consumer.fetch-min-size=\nspring.kafka.consumer.heartbeat-interval=\nspring.kafka.consumer.key-deserializer=\n`;
    assert.deepEqual(codes(text).filter((c) => /invalid-value|spring-unknown-property/.test(c)), []);
  });

  it('near miss: an empty String value reaches Kafka as "" and is refused there', () => {
    const found = lint(`${FILLED}spring.kafka.consumer.auto-offset-reset=\n`, opts).filter((d) => d.code === 'invalid-value');
    assert.equal(found.length, 1);
    assert.match(found[0].message, /auto\.offset\.reset/);
  });

  it('a Spring file left to fill in gets one note, not an error per empty value', () => {
    const text = 'spring.kafka.bootstrap-servers=\nspring.kafka.security.protocol=\nspring.kafka.properties.sasl.mechanism=\nspring.kafka.producer.acks=\nspring.kafka.producer.compression-type=\n';
    const c = codes(text);
    assert.ok(c.some((x) => x.endsWith(':fill-in-template')), c.join(' '));
    assert.deepEqual(c.filter((x) => x.endsWith(':invalid-value')), []);
  });
});

describe('spring.config.import: the imported settings are not seen, so unwritten keys are not judged', () => {
  const o = (fileName: string) => ({ fileName, settings: { javaClientVersion: '3.1.1' } });
  const YAML = 'spring:\n  config:\n    import:\n      - classpath:shared.yml\n  kafka:\n    bootstrap-servers: kafka:9092\n    producer:\n      key-serializer: org.apache.kafka.common.serialization.StringSerializer\n';

  it('a YAML list or a .properties value of spring.config.import: no default-changed hint about keys the import may set', () => {
    assert.deepEqual(lint(YAML, o('application.yml')).map((d) => d.code), []);
    const props = 'spring.config.import=optional:classpath:shared.properties\nspring.kafka.bootstrap-servers=kafka:9092\nspring.kafka.producer.key-serializer=org.apache.kafka.common.serialization.StringSerializer\n';
    assert.deepEqual(lint(props, o('application.properties')).map((d) => d.code), []);
  });

  it('near miss: the same file without the import gets the hint; a written value is still judged with the import', () => {
    assert.deepEqual(lint(YAML.replace(/ {2}config:\n {4}import:\n {6}- classpath:shared\.yml\n/, ''), o('application.yml')).map((d) => d.code), ['default-changed']);
    const bad = 'spring.config.import=classpath:shared.properties\nspring.kafka.bootstrap-servers=kafka:9092\nspring.kafka.producer.acks=everything\n';
    assert.deepEqual(lint(bad, o('application.properties')).map((d) => d.code), ['invalid-value']);
  });
});
