import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertDocsExamples } from '../../support/ruleDocs';
import { kafkajsRunThenDisconnect } from '../../../server/src/service/rules/kafkajsRunThenDisconnect';
import { findings } from '../../support/service';

const ID = 'kafkajs-run-then-disconnect';
const file = { fileName: 'consumer.js' };
const reader = (between: string, receiver = 'consumer') => `const { Kafka } = require('kafkajs');
const kafka = new Kafka({ clientId: 'inventory', brokers: ['kafka:9092'] });
const consumer = kafka.consumer({ groupId: 'inventory-reader' });
let messages = [];

async function runConsumer() {
  await consumer.connect();
  try {
    await consumer.subscribe({ topic: 'inventory', fromBeginning: true });
    await consumer.run({
      eachMessage: async ({ message }) => {
        messages.push(message.value.toString());
      },
    });
${between}    await ${receiver}.disconnect();
    return messages;
  } catch (e) {
    throw new Error(e.message);
  }
}

exports.runConsumer = runConsumer;
`;

describe('kafkajs-run-then-disconnect (runner.start does not await the fetch loop)', () => {
  it('a disconnect right after run(): a warning on the disconnect naming the run() line', () => {
    // Seen in an independent check: a function that runs, disconnects and returns what eachMessage collected.
    const [d, ...rest] = findings(ID, reader(''), file);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.equal(d.range.start.line, 14);
    assert.match(d.message, /^disconnect\(\) right after the run\(\) of line 10: kafkajs's run\(\) resolves once the consumer has joined its group and started fetching, without waiting for messages/);
  });

  it('logging between the two is passed over', () => {
    assert.equal(findings(ID, reader("    console.log('Consumer Disconnected');\n"), file).length, 1);
  });

  it('near misses: a wait between them, and a disconnect of another client, stay silent', () => {
    assert.deepEqual(findings(ID, reader('    await new Promise((resolve) => setTimeout(resolve, 10000));\n'), file), []);
    assert.deepEqual(findings(ID, reader("    await once(process, 'SIGTERM');\n"), file), []);
    assert.deepEqual(findings(ID, reader('', 'producer'), file), []);
  });

  it('the rule page\'s examples fire and stay silent as they say', () => assertDocsExamples(kafkajsRunThenDisconnect));
});
