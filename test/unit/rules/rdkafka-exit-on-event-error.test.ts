import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings } from '../../support/service';

const ID = 'rdkafka-exit-on-event-error';
const file = { fileName: 'client.ts' };
const client = (listener: string, lib = 'node-rdkafka', target = 'consumer') => `import Kafka from '${lib}';
const consumer = new Kafka.KafkaConsumer({ 'group.id': 'billing', 'metadata.broker.list': 'kafka:9092' }, {});
${target}.on('event.error', ${listener});
consumer.connect();
`;

describe("rdkafka-exit-on-event-error (process.exit or throw on every 'event.error')", () => {
  it('warns on process.exit() after a log line', () => {
    const [d, ...rest] = findings(ID, client("(err) => {\n  console.error('kafka error', err);\n  process.exit(1);\n}"), file);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.deepEqual(d.range, { start: { line: 4, character: 2 }, end: { line: 4, character: 17 } });
    assert.equal(d.message, `process.exit() ends the process on every 'event.error', and librdkafka reports errors there that it recovers from by itself — a broker restarting or briefly unreachable ("Local: Broker transport failure", "Local: All broker connections are down"); its error callback's errors "should generally be considered informational and non-permanent" (librdkafka rdkafka.h). A rolling broker restart or a network blip then stops the application. Log the error and let the client reconnect; if the application must give up, do it when errors persist longer than it can wait, not on the first one.`);
  });

  it('warns on a throw, an expression-bodied exit, and on a client the file cannot follow (this.client) with @confluentinc/kafka-javascript', () => {
    const [t] = findings(ID, client('function (err) { throw err; }'), file);
    assert.match(t.message, /^This throw \(an uncaught exception out of the event emitter\) ends the process/);
    assert.equal(findings(ID, client('() => process.exit(2)'), file).length, 1);
    const ckjs = `const { KafkaConsumer } = require('@confluentinc/kafka-javascript');
class Billing {
  start() {
    this.client = new KafkaConsumer({ 'group.id': 'billing', 'metadata.broker.list': 'kafka:9092' });
    this.client.on('event.error', (e) => { this.log(e); process.exit(1); });
  }
  log(e) { console.error(e); }
}
module.exports = { Billing };
`;
    assert.equal(findings(ID, ckjs, { fileName: 'billing.js' }).length, 1);
  });

  it('stays silent on a conditional exit, an exit after a possible return, a helper, a log-only listener and another emitter', () => {
    assert.equal(findings(ID, client("(err) => { if (err.message === 'fatal error') process.exit(1); }"), file).length, 0);
    assert.equal(findings(ID, client('(err) => {\n  if (++errors < 30) return;\n  process.exit(1);\n}').replace('const consumer', 'let errors = 0;\nconst consumer'), file).length, 0);
    assert.equal(findings(ID, client('(err) => { shutdown(err); }').replace('const consumer', 'function shutdown(e: unknown) { void e; }\nconst consumer'), file).length, 0);
    assert.equal(findings(ID, client('(err) => console.error(err)'), file).length, 0);
    assert.equal(findings(ID, client('() => process.exit(1)', 'node-rdkafka', 'bus').replace('const consumer', "import { EventEmitter } from 'events';\nconst bus = new EventEmitter();\nconst consumer"), file).length, 0);
  });

  it('its documented examples', () => assertDocsExamples(ID));
});
