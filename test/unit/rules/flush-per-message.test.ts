import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings } from '../../support/service';

const ID = 'flush-per-message';
const rdk = (body: string) => `const Kafka = require('node-rdkafka');\nconst producer = new Kafka.Producer({ 'metadata.broker.list': 'k:9092', 'dr_cb': true });\nproducer.on('delivery-report', (err) => { if (err) console.error(err); });\nproducer.setPollInterval(100);\n${body}`;
const ckjs = (body: string) => `import { KafkaJS } from '@confluentinc/kafka-javascript';\nconst kafka = new KafkaJS.Kafka({ kafkaJS: { brokers: ['k:9092'] } });\nconst producer = kafka.producer();\n${body}`;

describe('flush-per-message (flush() once per record)', () => {
  it('warns on a node-rdkafka flush after each produce in a loop', () => {
    const text = rdk("function send(rows) {\n  for (const row of rows) {\n    producer.produce('rows', null, Buffer.from(row));\n    producer.flush(1000);\n  }\n}\n");
    const [d, ...rest] = findings(ID, text, { fileName: 'rows.js' });
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.deepEqual(d.range, { start: { line: 7, character: 4 }, end: { line: 7, character: 24 } });
    assert.equal(d.message, "flush() in a for…of loop runs once per record: while any flush runs librdkafka sends what is queued at once (linger.ms is treated as 0), so records go out nearly one per request instead of in batches of up to batch.num.messages (10,000), and each call is a job on libuv's thread pool (4 threads by default) that holds a thread until the queue is delivered or its timeout passes — the jobs pile up ahead of the process's file system, DNS and crypto work. Produce all the records, then flush once (or on shutdown); read delivery reports to learn of failures.");
  });

  it('warns on a CKJS flush in eachMessage (through a helper) and in a delivery-report listener', () => {
    const text = ckjs("const consumer = kafka.consumer({ kafkaJS: { groupId: 'g' } });\nasync function forward(value) {\n  producer.send({ topic: 'o', messages: [{ value }] }).catch(console.error);\n  await producer.flush({ timeout: 1000 });\n}\nawait consumer.run({ eachMessage: async ({ message }) => forward(message.value) });\n");
    assert.equal(findings(ID, text, { fileName: 'fwd.ts' })[0].message, 'flush() in eachMessage (through forward()) runs once per record: librdkafka sends the queued record at once, alone (linger.ms is treated as 0 during a flush), and the code waits for its acknowledgement before the next — one request and one round trip per record instead of batches of up to batch.num.messages (10,000). Produce all the records, then flush once (or on shutdown); read delivery reports to learn of failures.');
    const dr = rdk("producer.on('delivery-report', () => { producer.flush(100); });\n");
    assert.match(findings(ID, dr, { fileName: 'dr.js' })[0].message, /^flush\(\) in the 'delivery-report' listener runs once per delivered message/);
  });

  it('stays silent for a flush after the loop, every N records, on shutdown, and in a loop that does not produce', () => {
    assert.equal(findings(ID, rdk("function send(rows, done) {\n  for (const row of rows) producer.produce('rows', null, Buffer.from(row));\n  producer.flush(30000, done);\n}\n"), { fileName: 'a.js' }).length, 0);
    assert.equal(findings(ID, rdk("function send(rows) {\n  let n = 0;\n  for (const row of rows) {\n    producer.produce('rows', null, Buffer.from(row));\n    if (++n % 1000 === 0) producer.flush(5000);\n  }\n}\n"), { fileName: 'b.js' }).length, 0);
    assert.equal(findings(ID, rdk("process.on('SIGTERM', () => producer.flush(5000, () => process.exit(0)));\n"), { fileName: 'c.js' }).length, 0);
    assert.equal(findings(ID, rdk("function drain(parts) {\n  for (const part of parts) {\n    for (const row of part) producer.produce('rows', null, Buffer.from(row));\n    producer.flush(10000);\n  }\n}\n"), { fileName: 'd.js' }).length, 0, 'one flush per chunk of records is batching');
  });

  it('warns on a flush in an HTTP route handler that produces: once per request (check 86)', () => {
    const handler = (body: string) => rdk(`const express = require('express');\nconst app = express();\napp.post('/events', (req, res) => {\n${body}\n});\napp.listen(3000);\n`);
    const [d, ...rest] = findings(ID, handler("  producer.produce('events', null, Buffer.from(JSON.stringify(req.body)));\n  producer.flush(60000, () => res.sendStatus(202));"), { fileName: 'api.js' });
    assert.equal(rest.length, 0);
    assert.equal(d.range.start.line, 8);
    assert.match(d.message, /^flush\(\) in the POST \/events handler runs once per request, after the request's own records are produced: .*waits for every queued record, other requests' too, each call a job holding one of libuv's 4 pool threads until then\. For this request's own outcome, read its delivery report/);
    // Near miss: a route that only flushes (a drain endpoint) produces nothing itself.
    assert.deepEqual(findings(ID, handler('  producer.flush(10000, () => res.sendStatus(204));'), { fileName: 'api.js' }), []);
  });

  it('documents a bad example it fires on and a good one it is silent on', () => assertDocsExamples(ID));
});
