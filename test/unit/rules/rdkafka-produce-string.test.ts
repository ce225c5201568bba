import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings, fix } from '../../support/service';

const ID = 'rdkafka-produce-string';
const file = (body: string, ctor = 'Producer') => `const Kafka = require('node-rdkafka');\nconst producer = new Kafka.${ctor}({ 'metadata.broker.list': 'kafka-1:9092', dr_cb: true });\nproducer.setPollInterval(100);\nproducer.on('delivery-report', () => {});\nproducer.connect();\nfunction publish(event) {\n${body}\n}\nmodule.exports = { publish };\n`;
const js = { fileName: 'publish.js' };

describe('rdkafka-produce-string (produce() takes a Buffer or null)', () => {
  it('documents a bad and a good example that hold', () => assertDocsExamples(ID));

  it('a string literal, a template, JSON.stringify, String(), .toString() and a const holding one: an error on the message', () => {
    for (const message of ["'hello'", '`order ${event.id}`', 'JSON.stringify(event)', 'String(event.id)', 'event.body.toString()']) {
      const [d, ...rest] = findings(ID, file(`  producer.produce('events', null, ${message}, event.id);`), js);
      assert.equal(rest.length, 0, message);
      assert.equal(d.severity, 1, message);
      assert.equal(d.range.start.line, 6, message);
      assert.match(d.message, /^This message is a string, and produce\(\) takes a Buffer or null: the native binding throws TypeError "Message must be a buffer or null"/);
    }
    assert.equal(findings(ID, file("  const payload = JSON.stringify(event);\n  producer.produce('events', null, payload);"), js).length, 1);
  });

  it('the fix wraps the message in Buffer.from(…), and the call is then clean', () => {
    const fixed = fix(ID, file("  producer.produce('events', null, JSON.stringify(event), event.id);"), js);
    assert.match(fixed, /producer\.produce\('events', null, Buffer\.from\(JSON\.stringify\(event\)\), event\.id\);/);
    assert.deepEqual(findings(ID, fixed, js), []);
  });

  it('near misses: a Buffer, null, a parameter of unknown type, and HighLevelProducer', () => {
    for (const body of ["  producer.produce('events', null, Buffer.from('x'));", "  producer.produce('events', null, null, event.id);", "  producer.produce('events', null, event.bytes);"]) {
      assert.deepEqual(findings(ID, file(body), js), [], body);
    }
    assert.deepEqual(findings(ID, file("  producer.produce('events', null, JSON.stringify(event), event.id, Date.now(), () => {});", 'HighLevelProducer'), js), []);
  });
});
