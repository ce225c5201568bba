// Spring Boot's spring.kafka.streams.* (KafkaProperties.Streams.buildProperties on top of the
// common properties) is one Kafka Streams site: its dedicated keys, its properties map and the
// shared spring.kafka.* keys are checked against StreamsConfig.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lint } from '../support/service';

const codes = (text: string, fileName = 'application.yml') => lint(text, { fileName }).map((d) => `${d.range.start.line + 1}:${d.code}`);

describe('Spring Boot spring.kafka.streams.*', () => {
  it('dedicated keys and the properties map reach the Streams rules (YAML)', () => {
    const text = 'spring:\n  kafka:\n    bootstrap-servers: kafka:9092\n    streams:\n      application-id: orders-app\n      state-dir: /tmp/kafka-streams\n      properties:\n        processing.guarantee: exactly_once\n';
    assert.deepEqual(codes(text).sort(), ['6:streams-state-dir-temp', '8:invalid-value']);
  });

  it('the same in application.properties, with relaxed names', () => {
    const text = 'spring.kafka.bootstrap-servers=kafka:9092\nspring.kafka.streams.applicationId=orders-app\nspring.kafka.streams.replication-factor=1\nspring.kafka.streams.properties.num.standby.replicas=1\n';
    assert.deepEqual(codes(text, 'application.properties'), ['3:streams-replication-factor-one']);
  });

  it('near miss: a service with a listener, a producer and a Streams topology sharing spring.kafka.properties says nothing', () => {
    const text = 'spring:\n  application:\n    name: orders\n  kafka:\n    bootstrap-servers: kafka-1:9092,kafka-2:9092,kafka-3:9092\n    properties:\n      enable.auto.commit: false\n      max.poll.records: 50\n    consumer:\n      group-id: orders-listener\n    producer:\n      acks: all\n    streams:\n      application-id: orders-enricher\n      replication-factor: 3\n      state-dir: /var/lib/kafka-streams\n      auto-startup: true\n      cleanup:\n        on-startup: false\n      properties:\n        processing.guarantee: exactly_once_v2\n';
    assert.deepEqual(codes(text), []);
  });

  it('a key left with no value over its commented-out handler line says nothing; a misspelt one with a value still does', () => {
    // Seen in an independent check: the handler lines commented out, their parents left in place.
    const text = 'spring:\n  kafka:\n    streams:\n      application-id: greetings\n    properties:\n      default:\n        production:\n          exception:\n#            handler: com.example.GreetingsProductionExceptionHandler\n';
    assert.deepEqual(codes(text), []);
    const typo = text.replace('#            handler:', '            handlr:');
    assert.deepEqual(codes(typo), ['9:unknown-key']);
  });

  it('a Boot property name under the properties map is said with the Kafka key it stands for', () => {
    // Seen in an independent check: fetch-max-wait written under spring.kafka.consumer.properties.
    const text = 'spring:\n  kafka:\n    consumer:\n      group-id: inventory\n      properties:\n        fetch-max-wait: 500\n';
    const [d] = lint(text, { fileName: 'application.yml' }).filter((x) => x.code === 'unknown-key');
    assert.match(d.message, /^Unknown key 'spring\.kafka\.consumer\.properties\.fetch-max-wait' for a consumer: .*Did you mean 'spring\.kafka\.consumer\.properties\.fetch\.max\.wait\.ms'\?$/);
    // near miss: a dashed key Boot does not define either stays the application's own (a hint)
    assert.deepEqual(codes(text.replace('fetch-max-wait', 'retry-budget')), ['6:application-keys']);
  });
});
