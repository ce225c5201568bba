// kafkajs's RoundRobinAssigner deals all the group's topics' partitions over all members; a member
// drops those of topics it did not subscribe to (consumerGroup.js "received unsubscribed topics").
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { codeFactsOf } from '../../../server/src/service/crossFile';
import { kafkajsGroupSharedAcrossTopics } from '../../../server/src/service/rules/kafkajsGroupSharedAcrossTopics';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings } from '../../support/service';

const ID = 'kafkajs-group-shared-across-topics';
const consumer = (group: string, subscribe: string, extra = '') => `const { Kafka } = require('kafkajs');\nconst kafka = new Kafka({ clientId: 'w', brokers: ['kafka:9092'] });\nconst consumer = kafka.consumer({ groupId: ${group}${extra} });\nasync function main() {\n  await consumer.connect();\n  await consumer.subscribe(${subscribe});\n  await consumer.run({ eachMessage: async ({ message }) => console.log(String(message.value)) });\n}\nmain();\n`;
const doc = (name: string, text: string) => ({ uri: `file:///test/${name}`, fileName: `/test/${name}`, languageId: 'javascript', text });
/** The workspace's code facts from these files, read as the workspace scan reads them. */
const workspace = (...files: Array<[string, string]>) => ({ code: codeFactsOf(files.map(([n, t]) => doc(n, t)), (d) => d.fileName.slice(6)) });

describe('kafkajs-group-shared-across-topics (one groupId, two applications, different topics)', () => {
  const orders = consumer("'shop'", "{ topics: ['orders'] }");
  const payments = consumer("'shop'", "{ topic: 'payments', fromBeginning: true }");

  it('the scan reads each file\'s group and literal topics', () => {
    assert.deepEqual(workspace(['payments.js', payments]).code.kafkajsGroups, [{ file: 'file:///test/payments.js', label: 'payments.js', groupId: 'shop', topics: ['payments'], customAssigner: false }]);
  });

  it('a warning on the groupId, naming the other file and both topic lists', () => {
    const [d, ...rest] = findings(ID, orders, { fileName: 'orders.js', workspace: workspace(['orders.js', orders], ['payments.js', payments]) });
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.equal(d.range.start.line, 2);
    assert.match(d.message, /^Consumer group 'shop' is also joined by payments\.js \('payments'\), with other topics than this consumer's \('orders'\): kafkajs's RoundRobinAssigner/);
  });

  it('near misses stay silent: another group, the same topics (instances of one app), a topic variable, partitionAssigners of its own', () => {
    assert.deepEqual(findings(ID, orders, { fileName: 'orders.js', workspace: workspace(['payments.js', consumer("'payments'", "{ topic: 'payments' }")]) }), []);
    assert.deepEqual(findings(ID, orders, { fileName: 'orders.js', workspace: workspace(['orders-copy.js', consumer("'shop'", "{ topics: ['orders'] }")]) }), []);
    assert.deepEqual(findings(ID, orders, { fileName: 'orders.js', workspace: workspace(['payments.js', consumer("'shop'", '{ topics: [process.env.TOPIC] }')]) }), []);
    const custom = consumer("'shop'", "{ topics: ['orders'] }", ', partitionAssigners: [MyAssigner]');
    assert.deepEqual(findings(ID, custom, { fileName: 'orders.js', workspace: workspace(['payments.js', payments]) }), []);
  });

  it('its documented examples', () => assertDocsExamples(kafkajsGroupSharedAcrossTopics));
});
