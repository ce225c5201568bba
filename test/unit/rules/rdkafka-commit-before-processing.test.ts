import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings } from '../../support/service';

const ID = 'rdkafka-commit-before-processing';
const file = { fileName: 'ledger.js' };
const consumer = (autoCommit: string, handler: string) => `const Kafka = require('node-rdkafka');
var consumer = new Kafka.KafkaConsumer({
  'metadata.broker.list': 'kafka:9092',
  'group.id': 'ledger',${autoCommit}
});
consumer.on('ready', function () { consumer.subscribe(['payments']); consumer.consume(); });
consumer.on('data', ${handler});
consumer.connect();
`;
const off = "\n  'enable.auto.commit': false,";

describe('rdkafka-commit-before-processing (commitMessage as the first statement of the data handler)', () => {
  it('warns on commitMessage(m) before the processing, with auto commit off', () => {
    const [d, ...rest] = findings(ID, consumer(off, 'function (m) {\n  consumer.commitMessage(m);\n  book(m.value.toString());\n}'), file);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.deepEqual(d.range, { start: { line: 8, character: 2 }, end: { line: 8, character: 27 } });
    assert.equal(d.message, "commitMessage() is the first thing this 'data' handler does, before the message is processed, and enable.auto.commit is false: the position after the message is committed (offset + 1, node-rdkafka lib/kafka-consumer.js commitMessage) before any work on it, so a crash or an error in the rest of the handler loses the message. Commit at the end of the handler, after the work succeeded.");
  });

  it('warns on an arrow handler and on commit() with no argument', () => {
    assert.equal(findings(ID, consumer(off, '(msg) => {\n  consumer.commit();\n  try { book(msg); } catch (e) { console.error(e); }\n}'), file).length, 1);
  });

  it('stays silent for a commit after the processing, with auto commit on, a commit alone, and another message committed', () => {
    assert.equal(findings(ID, consumer(off, '(m) => {\n  book(m.value.toString());\n  consumer.commitMessage(m);\n}'), file).length, 0);
    assert.equal(findings(ID, consumer('', '(m) => {\n  consumer.commitMessage(m);\n  book(m);\n}'), file).length, 0);
    assert.equal(findings(ID, consumer(off, '(m) => {\n  consumer.commitMessage(m);\n}'), file).length, 0);
    assert.equal(findings(ID, consumer(off, '(m) => {\n  consumer.commitMessage(previous);\n  previous = m;\n}'), file).length, 0);
  });

  it('its documented examples', () => assertDocsExamples(ID));
});
