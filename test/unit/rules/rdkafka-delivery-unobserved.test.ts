import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings } from '../../support/service';

const ID = 'rdkafka-delivery-unobserved';
const rdk = (conf: string, body: string, ctor = 'Producer') => `const Kafka = require('node-rdkafka');\nconst producer = new Kafka.${ctor}({\n  'metadata.broker.list': 'k:9092',\n${conf}});\n${body}producer.on('ready', () => producer.produce('t', null, Buffer.from('x')));\nproducer.connect();\n`;
const opts = { fileName: 'p.js' };

describe('rdkafka-delivery-unobserved (acknowledged delivery asked for, delivery reports not read)', () => {
  it('warns on the acks entry when delivery reports are off', () => {
    const [d, ...rest] = findings(ID, rdk("  'acks': 'all',\n", ''), opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.deepEqual(d.range, { start: { line: 3, character: 10 }, end: { line: 3, character: 15 } });
    assert.equal(d.message, "acks=all asks the broker to confirm every write, but delivery reports are off (no dr_cb or dr_msg_cb), so produce() only queues the message and nothing tells this code whether the broker took it: a message librdkafka gives up on (after message.timeout.ms, 300000 ms by default) is dropped without a trace. Set 'dr_cb': true, listen to 'delivery-report' and poll (producer.setPollInterval(100)).");
  });

  it('warns when reports are on but nobody listens, or nobody polls', () => {
    const unheard = findings(ID, rdk("  'request.required.acks': -1,\n  'dr_cb': true,\n", 'producer.setPollInterval(100);\n'), opts);
    assert.match(unheard[0].message, /^request\.required\.acks=-1 asks .* nothing in this file listens to 'delivery-report'/);
    const unpolled = findings(ID, rdk("  'enable.idempotence': true,\n  'dr_msg_cb': true,\n", "producer.on('delivery-report', (err) => err && console.error(err));\n"), opts);
    assert.match(unpolled[0].message, /^'dr_msg_cb' turns delivery reports on, but the producer is never polled/);
  });

  it('warns on dr_cb never polled whatever acks says: the reports pile up until Queue full', () => {
    const readme = rdk("  'dr_cb': true\n", "producer.on('delivery-report', (err, report) => console.log(report));\n");
    const [d, ...rest] = findings(ID, readme, opts);
    assert.equal(rest.length, 0);
    assert.deepEqual(d.range, { start: { line: 3, character: 2 }, end: { line: 3, character: 15 } });
    assert.equal(d.message, "'dr_cb' turns delivery reports on, but the producer is never polled (no setPollInterval(), poll() or flush() in this file): node-rdkafka emits no 'delivery-report' events then, so no delivery, and no failed one, is ever reported, and the unserved reports keep their messages counted against queue.buffering.max.messages (100000 by default) until produce() throws Queue full. Call producer.setPollInterval(100) after connecting.");
    // Near misses: polled; reports off; a dr_cb written false.
    assert.equal(findings(ID, readme.replace("producer.on('delivery", "producer.setPollInterval(100);\nproducer.on('delivery"), opts).length, 0);
    assert.equal(findings(ID, rdk("  'dr_cb': false\n", ''), opts).length, 0);
  });

  it('a poll() only in the ready listener serves no report of what is produced later: said so', () => {
    // Seen in an independent check: poll() once on 'ready', no setPollInterval.
    const atReady = `const Kafka = require('node-rdkafka');\nconst producer = new Kafka.Producer({ 'metadata.broker.list': 'k:9092', 'dr_cb': true });\nproducer.on('delivery-report', (err, report) => console.log(report));\nproducer.on('ready', () => { producer.poll(); });\nproducer.connect();\nmodule.exports = (v) => producer.produce('t', null, Buffer.from(v));\n`;
    const [d] = findings(ID, atReady, opts);
    assert.match(d.message, /^'dr_cb' turns delivery reports on, but the producer is polled only once, by the poll\(\) in its 'ready' listener, before anything is produced \(no setPollInterval\(\) or flush\(\) in this file\)/);
    // near miss: a poll() after each produce serves the reports
    assert.deepEqual(findings(ID, atReady.replace("producer.produce('t', null, Buffer.from(v));", "{ producer.produce('t', null, Buffer.from(v)); producer.poll(); };"), opts), []);
  });

  it('a delivery-report listener on a producer with neither dr_cb nor dr_msg_cb never runs: said whatever acks is (check 80)', () => {
    const listening = "producer.setPollInterval(100);\nproducer.on('delivery-report', (err, report) => console.log(report));\n";
    const [d, ...rest] = findings(ID, rdk('', listening), opts);
    assert.equal(rest.length, 0);
    assert.match(d?.message ?? '', /^This file listens to 'delivery-report', but this producer's config sets neither dr_cb nor dr_msg_cb/);
    // Near misses: dr_msg_cb set, or reports turned on elsewhere in the file (a shared config object).
    assert.deepEqual(findings(ID, rdk("  'dr_msg_cb': true,\n", listening), opts), []);
    assert.deepEqual(findings(ID, `const extra = { dr_cb: true };\n${rdk('', listening)}`, opts), []);
  });

  it('stays silent with reports read and polled, a dr_cb function, acks 0, the HighLevelProducer and no produce()', () => {
    const ok = rdk("  'acks': 'all',\n  'dr_cb': true,\n", "producer.on('delivery-report', (err) => err && console.error(err));\nproducer.setPollInterval(100);\n");
    assert.equal(findings(ID, ok, opts).length, 0);
    const fn = rdk("  'acks': 'all',\n  'dr_cb': (err) => err && console.error(err),\n", 'producer.setPollInterval(250);\n');
    assert.equal(findings(ID, fn, opts).length, 0);
    assert.equal(findings(ID, rdk("  'acks': 0,\n", ''), opts).length, 0, 'acks 0 asks for no confirmation');
    assert.equal(findings(ID, rdk('', ''), opts).length, 0, 'nothing asked: fire-and-forget by default');
    assert.equal(findings(ID, rdk("  'acks': 'all',\n", '', 'HighLevelProducer'), opts).length, 0);
    const noProduce = "const Kafka = require('node-rdkafka');\nconst producer = new Kafka.Producer({ 'metadata.broker.list': 'k:9092', 'acks': 'all' });\nmodule.exports = producer;\n";
    assert.equal(findings(ID, noProduce, opts).length, 0);
  });

  it('options the file does not show (a required JSON file, a let assigned again from spreads): nothing said of dr_cb (check 89)', () => {
    const body = "producer.on('delivery-report', (err, report) => console.log(report));\nproducer.setPollInterval(100);\nproducer.on('ready', () => producer.produce('t', null, Buffer.from('x')));\nproducer.connect();\n";
    const required = `const Kafka = require('node-rdkafka');\nconst conf = require('./producer.json');\nconst producer = new Kafka.Producer(conf);\n${body}`;
    assert.deepEqual(findings(ID, required, opts), []);
    const reassigned = `const Kafka = require('node-rdkafka');\nconst config = require('./config');\nlet producerConfig = {};\nproducerConfig = { ...config.base, ...config.producer };\nconst producer = new Kafka.Producer(producerConfig);\n${body}`;
    assert.deepEqual(findings(ID, reassigned, opts), []);
    // Near miss: the same file with the object literal written where it is declared, and no dr_cb, is reported.
    const literal = `const Kafka = require('node-rdkafka');\nconst producerConfig = { 'metadata.broker.list': 'k:9092' };\nconst producer = new Kafka.Producer(producerConfig);\n${body}`;
    assert.equal(findings(ID, literal, opts).length, 1);
  });

  it('documents a bad example it fires on and a good one it is silent on', () => assertDocsExamples(ID));
});
