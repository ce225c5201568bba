import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings } from '../../support/service';

const ID = 'ckjs-role-key-in-common-block';
const file = { fileName: 'kafka.js' };
const app = (common: string, rest: string) => `const { KafkaJS } = require('@confluentinc/kafka-javascript');\nconst kafka = new KafkaJS.Kafka({ kafkaJS: { brokers: ['kafka:9092'], ${common} } });\n${rest}`;

describe('ckjs-role-key-in-common-block (the common kafkaJS block is merged into every client)', () => {
  it('errors on producer-only keys in the common block when the same Kafka object makes a consumer', () => {
    const text = app("acks: -1, compression: 'gzip'", "const producer = kafka.producer();\nconst consumer = kafka.consumer({ kafkaJS: { groupId: 'g' } });\n");
    const got = findings(ID, text, file);
    assert.equal(got.length, 2);
    assert.equal(got[0].severity, 1);
    assert.equal(got[0].message, "'acks' is a producer-only option, but this common kafkaJS block is copied into every client made from 'kafka', including its consumer: the consumer's connect() throws \"The 'acks' property is not supported.\" (@confluentinc/kafka-javascript lib/kafkajs/_kafka.js mergeConfiguration, checkAllowedKeys). Move it to kafka.producer({ kafkaJS: { acks: … } }).");
    assert.match(got[1].message, /^'compression' is a producer-only option/);
  });

  it('errors on a consumer-only key in the common block when a producer is made', () => {
    const [d] = findings(ID, app("groupId: 'g'", 'const producer = kafka.producer();\n'), file);
    assert.match(d.message, /^'groupId' is a consumer-only option, .* the producer's connect\(\) throws/);
  });

  it('stays silent when only a producer is made, when the key is in the producer block, and for keys both clients accept', () => {
    assert.equal(findings(ID, app('acks: -1, idempotent: true', 'const producer = kafka.producer();\n'), file).length, 0);
    assert.equal(findings(ID, app('', "const producer = kafka.producer({ kafkaJS: { acks: -1 } });\nconst consumer = kafka.consumer({ kafkaJS: { groupId: 'g' } });\n"), file).length, 0);
    assert.equal(findings(ID, app('maxInFlightRequests: 1', "const consumer = kafka.consumer({ kafkaJS: { groupId: 'g' } });\n"), file).length, 0);
    // a consumer made from another Kafka object is not this object's consumer
    assert.equal(findings(ID, app('acks: -1', "const other = new KafkaJS.Kafka({ kafkaJS: { brokers: ['k:9092'] } });\nconst consumer = other.consumer({ kafkaJS: { groupId: 'g' } });\n"), file).length, 0);
  });

  it('a key the file deletes from the shared object before making the consumer is not said (an independent check found this false)', () => {
    const text = app("acks: 1, compression: 'gzip'", "const producer = kafka.producer();\nfunction makeConsumer(shared) {\n  delete shared.acks;\n  delete shared['compression'];\n  return kafka.consumer({ kafkaJS: { groupId: 'g' } });\n}\n");
    assert.deepEqual(findings(ID, text, file), []);
    // near miss: deleting another key leaves this one reported
    assert.equal(findings(ID, app('acks: 1', "const consumer = kafka.consumer({ kafkaJS: { groupId: 'g' } });\ndelete options.acksTimeout;\n"), file).length, 1);
  });

  it('its documented examples', () => assertDocsExamples(ID));
});

describe('ckjs-role-key-in-common-block in a class that keeps the Kafka object in a private field', () => {
  it('follows this.#client and a kafkaJS block built in a variable', () => {
    const text = [
      "const { Kafka } = require('@confluentinc/kafka-javascript').KafkaJS;",
      'module.exports = class Client {',
      '  #client;',
      '  configure() {',
      "    const kafkaJS = { brokers: ['k:9092'], clientId: 'c', acks: 1 };",
      '    this.#client = new Kafka({ kafkaJS });',
      '  }',
      "  consumer() { return this.#client.consumer({ kafkaJS: { groupId: 'g' } }); }",
      '};',
      '',
    ].join('\n');
    const [d] = findings(ID, text, { fileName: 'client.js' });
    assert.match(d.message, /every client made from 'this\.#client', including its consumer/);
  });
});
