// Spring Cloud Stream's Kafka binder maps (sites/spring/cloudStream.ts): the keys written under the
// binder's consumer-properties / producer-properties and a binding's consumer/producer
// configuration are that client's, and only the rules that judge a written entry run on them (the
// binder adds Spring Boot's settings and its own, so an unwritten key says nothing).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lint } from '../support/service';

const yml = { fileName: 'src/main/resources/application.yml' };
const codes = (text: string, opts = yml) => lint(text, opts).filter((d) => d.severity !== undefined && d.severity <= 4).map((d) => `${d.range.start.line + 1}:${d.code}`).sort();
const BINDER = 'spring:\n  cloud:\n    stream:\n      kafka:\n        binder:\n          brokers: localhost:9092\n';

describe('Spring Cloud Stream Kafka binder maps', () => {
  it('the binder\'s consumer-properties: a trust-all package list, a misspelt key and a producer key are found there', () => {
    const text = `${BINDER}          consumer-properties:\n            spring.json.trusted.packages: '*'\n            max.poll.record: 500\n            linger.ms: 5\n            spring.json.value.default.type: com.example.Order\n`;
    assert.deepEqual(codes(text), ['10:wrong-role-key', '8:spring-json-trust-all', '9:unknown-key']);
    const unknown = lint(text, yml).find((d) => d.code === 'unknown-key')!;
    assert.match(unknown.message, /Did you mean 'spring\.cloud\.stream\.kafka\.binder\.consumer-properties\.max\.poll\.records'\?/);
  });

  it('a binding\'s producer configuration, in relaxed and bracket spellings, and in a .properties file', () => {
    const text = `${BINDER}        bindings:\n          process-out-0:\n            producer:\n              configuration:\n                max.poll.records: 10\n`;
    assert.deepEqual(codes(text), ['11:wrong-role-key']);
    const props = 'spring.cloud.stream.kafka.binder.producerProperties[max.poll.records]=10\nspring.cloud.stream.kafka.bindings.in-0.consumer.configuration.max.poll.record=5\n';
    assert.deepEqual(codes(props, { fileName: 'application.properties' }), ['1:wrong-role-key', '2:unknown-key']);
  });

  it('near misses: keys the binder does not pass as client settings, a config that reasons from unwritten keys, the Streams binder', () => {
    // Binding properties of the binder itself, not Kafka client keys.
    assert.deepEqual(codes(`${BINDER}        bindings:\n          orders-in-0:\n            consumer:\n              ack-each-record: true\n              start-offset: earliest\n`), []);
    // acks=1 is judged only where the whole producer config is known: the binder adds its own.
    assert.deepEqual(codes(`${BINDER}          producer-properties:\n            acks: 1\n            linger.ms: 0\n`), []);
    assert.deepEqual(codes(`spring:\n  cloud:\n    stream:\n      kafka:\n        streams:\n          binder:\n            configuration:\n              max.poll.record: 5\n`), []);
    // The core binding settings (spring.cloud.stream.bindings.*) are no Kafka keys.
    assert.deepEqual(codes(`spring:\n  cloud:\n    stream:\n      bindings:\n        orders-in-0:\n          destination: orders\n          group: order-service\n`), []);
  });

  it('a profile document\'s map is a site of its own', () => {
    const text = `${BINDER}          producer-properties:\n            compression.type: zstd\n---\nspring:\n  config:\n    activate:\n      on-profile: prod\n  cloud:\n    stream:\n      kafka:\n        binder:\n          producer-properties:\n            compresion.type: lz4\n`;
    const [d, ...rest] = lint(text, yml).filter((x) => x.code === 'unknown-key');
    assert.equal(rest.length, 0);
    assert.equal(d.range.start.line, 18);
    assert.match(d.message, /Unknown key 'spring\.cloud\.stream\.kafka\.binder\.producer-properties\.compresion\.type'/);
  });
});
