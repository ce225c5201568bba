import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings, fix, lint } from '../../support/service';

const ID = 'librdkafka-idempotence-conflict';
const rdk = (conf: string) => `const Kafka = require('node-rdkafka');\nconst producer = new Kafka.Producer({\n  'metadata.broker.list': 'k:9092',\n${conf}});\nproducer.connect();\n`;
const opts = { fileName: 'p.js' };

describe('librdkafka-idempotence-conflict (written settings librdkafka refuses with idempotence)', () => {
  it('errors on acks=1 with enable.idempotence=true, once, and acks-durability stays quiet', () => {
    const text = rdk("  'enable.idempotence': true,\n  'acks': 1,\n");
    const [d, ...rest] = findings(ID, text, opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 1);
    assert.deepEqual(d.range, { start: { line: 4, character: 10 }, end: { line: 4, character: 11 } });
    assert.equal(d.message, 'acks=1 contradicts enable.idempotence=true: librdkafka refuses to create this producer, and connect() fails with "`acks` must be set to `all` when `enable.idempotence` is true".');
    assert.equal(lint(text, opts).filter((x) => x.code === 'acks-durability').length, 0);
    assert.equal(fix(ID, text, opts), rdk("  'enable.idempotence': true,\n  'acks': 'all',\n"));
  });

  it('errors on max.in.flight > 5, retries 0 and a lifo queue; transactional.id asks for idempotence too', () => {
    const ds = findings(ID, rdk("  'transactional.id': 'ledger-1',\n  'max.in.flight': 10,\n  'message.send.max.retries': 0,\n  'queuing.strategy': 'lifo',\n"), opts);
    assert.deepEqual(ds.map((d) => d.message.match(/"(.*)"/)![1]), [
      '`max.in.flight` must be set <= 5 when `enable.idempotence` is true',
      '`retries` must be set >= 1 when `enable.idempotence` is true',
      '`queuing.strategy` must be set to `fifo` when `enable.idempotence` is true',
    ]);
    assert.match(ds[0].message, /^max\.in\.flight=10 contradicts transactional\.id \(which turns idempotence on\)/);
    assert.match(ds[1].message, /^message\.send\.max\.retries=0 contradicts/);
  });

  it('errors on transactional.id with enable.idempotence written false', () => {
    const [d] = findings(ID, rdk("  'transactional.id': 'tx-1',\n  'enable.idempotence': false,\n"), opts);
    assert.equal(d.message, 'transactional.id needs idempotence, but enable.idempotence is written false: librdkafka refuses to create the producer ("`transactional.id` requires `enable.idempotence=true`").');
  });

  it('reads the CKJS kafkaJS block the way the library maps it', () => {
    const ckjs = (block: string) => `import { KafkaJS } from '@confluentinc/kafka-javascript';\nconst kafka = new KafkaJS.Kafka({ kafkaJS: { brokers: ['k:9092'] } });\nexport const producer = kafka.producer({ kafkaJS: { ${block} } });\n`;
    assert.match(findings(ID, ckjs('idempotent: true, acks: 1'), { fileName: 'p.ts' })[0].message, /^acks=1 contradicts idempotent=true/);
    assert.match(findings(ID, ckjs('idempotent: true, retry: { retries: 0 }'), { fileName: 'p.ts' })[0].message, /^retry\.retries=0 contradicts/);
    assert.equal(findings(ID, ckjs('idempotent: true, acks: -1, maxInFlightRequests: 5'), { fileName: 'p.ts' }).length, 0);
  });

  it('stays silent where librdkafka adjusts or nothing conflicts', () => {
    for (const conf of [
      "  'enable.idempotence': true,\n", // acks, in-flight and retries unwritten: librdkafka sets them
      "  'enable.idempotence': true,\n  'acks': 'all',\n  'max.in.flight': 5,\n  'retries': 3,\n",
      "  'enable.idempotence': true,\n  'acks': -1,\n",
      "  'acks': 1,\n  'max.in.flight': 100,\n", // no idempotence asked for
      "  'transactional.id': 'tx',\n  'enable.idempotence': true,\n",
    ]) assert.equal(findings(ID, rdk(conf), opts).length, 0, conf);
    const spread = "const Kafka = require('node-rdkafka');\nconst base = { 'acks': 'all' };\nconst producer = new Kafka.Producer({ ...base, 'enable.idempotence': true, 'acks': 1 });\n";
    assert.equal(findings(ID, spread, opts).length, 0);
  });

  it('documents a bad example it fires on and a good one it is silent on', () => assertDocsExamples(ID));
});
