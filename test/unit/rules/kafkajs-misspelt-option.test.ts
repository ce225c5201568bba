import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings, fix } from '../../support/service';

const ID = 'kafkajs-misspelt-option';
const js = { fileName: 'kafka.js' };
const file = (client: string, producer = 'idempotent: true', run = 'eachMessage: async () => {}', messages = '[]') => `const { Kafka } = require('kafkajs');
const kafka = new Kafka({ clientId: 'shop', brokers: ['kafka:9092'], ${client} });
const producer = kafka.producer({ ${producer} });
const consumer = kafka.consumer({ groupId: 'shop' });
async function start() {
  await consumer.run({ ${run} });
  await producer.send({ topic: 'orders', messages: ${messages} });
}
module.exports = { start };
`;

describe('kafkajs-misspelt-option (an option kafkajs does not read, one slip from one it does)', () => {
  it('documents a bad and a good example that hold', () => assertDocsExamples(ID));

  it('fires on the misspelt name in each kafkajs call, and in the retry block', () => {
    const ds = findings(ID, file('requestTimout: 30000, retry: { intialRetryTime: 300 }', 'idempotnt: true', 'autoComit: false, eachMessage: async () => {}'), js);
    assert.deepEqual(ds.map((d) => d.message.match(/^kafkajs has no option '(\w+)' in ([^:]+):/)!.slice(1)), [
      ['requestTimout', 'new Kafka()'], ['intialRetryTime', 'retry'], ['idempotnt', 'kafka.producer()'], ['autoComit', 'consumer.run()'],
    ]);
    assert.equal(ds[0].severity, 2);
    assert.match(ds[2].message, /'idempotent' keeps its default\. Did you mean 'idempotent'\?$/);
  });

  it('a required option misspelt is missing, not defaulted: an error that says the call fails (check 63)', () => {
    const send = (args: string) => `const { Kafka } = require('kafkajs');
const kafka = new Kafka({ clientId: 'router', brokers: ['kafka:9092'] });
const producer = kafka.producer();
async function route(order) {
  await producer.send(${args});
}
module.exports = { route };
`;
    const [d, ...rest] = findings(ID, send("{ topic: 'orders', message: [{ value: order }] }"), js);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 1);
    assert.equal(d.message, `kafkajs has no option 'message' in producer.send(): it ignores the property, and 'messages' is required there: every call rejects with KafkaJSNonRetriableError "Invalid messages array [undefined]" and nothing is sent. Did you mean 'messages'?`);
    const consumer = findings(ID, file('logLevel: 1').replace("groupId: 'shop'", "groupID: 'shop'"), js);
    assert.equal(consumer.length, 1);
    assert.equal(consumer[0].severity, 1);
    assert.match(consumer[0].message, /'groupId' is required there: kafka\.consumer\(\) throws KafkaJSNonRetriableError "Consumer groupId must be a non-empty string\."/);
    // Near miss: the real option written beside the slip is the one read, so nothing fails.
    const [beside] = findings(ID, send("{ topic: 'orders', messages: [{ value: order }], message: 'audit' }"), js);
    assert.equal(beside.severity, 2);
    assert.match(beside.message, /it ignores the property and reads the 'messages' written beside it\./);
  });

  it('the fix renames the option, and the file is clean', () => {
    const text = file('retry: { intialRetryTime: 300 }');
    const fixed = fix(ID, text, js);
    assert.match(fixed, /retry: \{ initialRetryTime: 300 \}/);
    assert.deepEqual(findings(ID, fixed, js), []);
  });

  it('stays silent on real options, on properties far from any option, and on a retry option beside retry (near misses)', () => {
    assert.deepEqual(findings(ID, file('connectionTimeout: 3000, retry: { retries: 8, initialRetryTime: 300 }'), js), []);
    assert.deepEqual(findings(ID, file('logLevel: 1, myAppTag: "shop"'), js), []);
    assert.deepEqual(findings(ID, file('retries: 8'), js), []);
  });

  it('fires on a misspelt message field, saying what the message goes without; the fix renames it', () => {
    const at = (messages: string) => findings(ID, file('', 'idempotent: true', undefined, messages), js);
    const [partition, ...rest] = at("[{ key: 'o-1', value: 'paid', partititon: 0 }]");
    assert.equal(rest.length, 0);
    assert.equal(partition.message, "A kafkajs message has no field 'partititon' (only key, value, partition, timestamp and headers): it is ignored, and the partitioner chooses the partition (by key, else round-robin). Did you mean 'partition'?");
    assert.equal(partition.range.start.line, 6);
    assert.match(at("orders.map((o) => ({ key: o.id, value: o.body, header: { source: 'shop' } }))")[0].message, /'header'.*the record is sent with no headers\. Did you mean 'headers'\?$/);
    assert.match(at("[{ key: 'o-1', vaule: 'paid' }]")[0].message, /'vaule'.*the message has no value, so send\(\) rejects with KafkaJSNonRetriableError "Invalid message without value"/);
    assert.match(at("[{ ...base, vaule: 'paid' }]")[0].message, /'vaule'.*the value it names is not sent/);
    const fixed = fix(ID, file('', 'idempotent: true', undefined, "[{ key: 'o-1', value: 'paid', partititon: 0 }]"), js);
    assert.match(fixed, /partition: 0 \}/);
    assert.deepEqual(findings(ID, fixed, js), []);
  });

  it('stays silent on message fields as written, on short or far names, and on a name written beside the field it resembles (near misses)', () => {
    const at = (messages: string) => findings(ID, file('', 'idempotent: true', undefined, messages), js);
    assert.deepEqual(at("[{ key: 'o-1', value: 'paid', partition: 0, timestamp: '1700000000000', headers: {} }]"), []);
    assert.deepEqual(at("[{ value: 'paid', id: 7, kind: 'order' }]"), []);
    assert.deepEqual(at("[{ key: 'o-1', keys: ['a'], value: 'paid' }]"), []);
  });
});
