import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings } from '../../support/service';

const ID = 'client-per-call';
const file = { fileName: 'kafka.service.ts' };
const service = (members: string) => `import { Injectable } from '@nestjs/common';
import { Kafka } from 'kafkajs';
@Injectable()
export class KafkaService {
  private kafka = new Kafka({ clientId: 'svc', brokers: ['kafka:9092'] });
${members}
}
`;

describe('client-per-call (a producer created, connected and disconnected per call of a service method)', () => {
  it('warns on a class method that creates, connects and disconnects its own producer', () => {
    const text = service([
      '  async sendMessage(topic: string, message: string): Promise<void> {',
      '    const producer = this.kafka.producer();',
      '    await producer.connect();',
      '    await producer.send({ topic, messages: [{ value: message }] });',
      '    await producer.disconnect();',
      '  }',
    ].join('\n'));
    const [d, ...rest] = findings(ID, text, file);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.deepEqual(d.range, { start: { line: 6, character: 21 }, end: { line: 6, character: 42 } });
    assert.equal(d.message, 'A new producer is created, connected and disconnected in sendMessage(): every call opens new broker connections (with TLS/SASL handshakes when configured) and fetches metadata before its message goes out, then closes them again. Create the producer once (in the constructor, a module-level variable or a start-up hook), connect it once, and reuse it in sendMessage(); disconnect it on shutdown.');
  });

  it('warns on an exported function', () => {
    const text = "import { Kafka } from 'kafkajs';\nconst kafka = new Kafka({ brokers: ['k:9092'] });\nexport async function notify(value: string) {\n  const p = kafka.producer();\n  await p.connect();\n  await p.send({ topic: 't', messages: [{ value }] });\n  await p.disconnect();\n}\n";
    assert.match(findings(ID, text, { fileName: 'notify.ts' })[0].message, /in notify\(\):/);
  });

  it('warns on a producer kept in a field that a send method connects and disconnects on every call', () => {
    const text = service([
      '  private readonly producer;',
      '  constructor() { this.producer = this.kafka.producer(); }',
      '  async sendEvent(topic: string, event: Message) {',
      '    try {',
      '      await this.producer.connect();',
      '      await this.producer.send({ topic, messages: [event] });',
      '    } finally {',
      '      await this.producer.disconnect();',
      '    }',
      '  }',
    ].join('\n'));
    const [d, ...rest] = findings(ID, text, file);
    assert.equal(rest.length, 0);
    assert.deepEqual(d.range, { start: { line: 9, character: 12 }, end: { line: 9, character: 33 } });
    assert.equal(d.message, "sendEvent() connects and disconnects this.producer around its send on every call: each call opens new broker connections (with TLS/SASL handshakes when configured) and fetches metadata before its message goes out, then closes them again, and calls that overlap share this one producer, so one call's disconnect() closes the connections another call is still sending on. Connect it once at start-up, reuse it in sendEvent(), and disconnect it on shutdown.");
    // Near misses: connected in a start-up method and disconnected in a shutdown method; a method that connects and disconnects without sending.
    const lifecycle = service('  private readonly producer;\n  constructor() { this.producer = this.kafka.producer(); }\n  async start() { await this.producer.connect(); }\n  async sendEvent(value: string) { await this.producer.send({ topic: \'t\', messages: [{ value }] }); }\n  async stop() { await this.producer.disconnect(); }');
    assert.equal(findings(ID, lifecycle, file).length, 0);
    const probe = service('  private readonly producer;\n  constructor() { this.producer = this.kafka.producer(); }\n  async healthCheck() { await this.producer.connect(); await this.producer.disconnect(); }');
    assert.equal(findings(ID, probe, file).length, 0);
  });

  it('warns on a module-level producer that an exported function connects and disconnects around its send', () => {
    // Seen in an independent check: `const producer = kafka.producer()` at the top, connect/send/disconnect in publishUserCreated().
    const text = "import { Kafka } from 'kafkajs';\nconst kafka = new Kafka({ brokers: ['k:9092'] });\nconst producer = kafka.producer();\n\nexport async function publishUserCreated(user: { id: string }) {\n  try {\n    await producer.connect();\n    await producer.send({ topic: 'user-created', messages: [{ key: user.id, value: JSON.stringify(user) }] });\n  } finally {\n    await producer.disconnect();\n  }\n}\n";
    const [d, ...rest] = findings(ID, text, { fileName: 'userProducer.ts' });
    assert.equal(rest.length, 0);
    assert.equal(d.range.start.line, 6);
    assert.match(d.message, /^publishUserCreated\(\) connects and disconnects producer around its send on every call/);
    // near miss: connected once at start-up and reused
    const once = text.replace('    await producer.connect();\n', '').replace("  } finally {\n    await producer.disconnect();\n  }", '  } catch (e) { console.error(e); }') + 'export async function start() { await producer.connect(); }\n';
    assert.deepEqual(findings(ID, once, { fileName: 'userProducer.ts' }), []);
    // near miss: a session that sends in a loop between its connect and disconnect (a feed, a load run)
    const session = "import { Kafka } from 'kafkajs';\nconst kafka = new Kafka({ brokers: ['k:9092'] });\nconst producer = kafka.producer();\nexport async function feed(symbols: string[]) {\n  await producer.connect();\n  for (const s of symbols) {\n    await producer.send({ topic: 'quotes', messages: [{ key: s, value: '1' }] });\n  }\n  await producer.disconnect();\n}\n";
    assert.deepEqual(findings(ID, session, { fileName: 'feed.ts' }), []);
  });

  it('stays silent for a producer made once in the constructor or a field, a start-up method, a plain script function, and a method that keeps it connected', () => {
    const ctor = service('  private producer;\n  constructor() { this.producer = this.kafka.producer(); }\n  async send(value: string) { await this.producer.send({ topic: \'t\', messages: [{ value }] }); }');
    assert.equal(findings(ID, ctor, file).length, 0);
    const init = service('  async onModuleInit() {\n    const producer = this.kafka.producer();\n    await producer.connect();\n    await producer.disconnect();\n  }');
    assert.equal(findings(ID, init, file).length, 0);
    const script = "import { Kafka } from 'kafkajs';\nconst kafka = new Kafka({ brokers: ['k:9092'] });\nasync function produce() {\n  const p = kafka.producer();\n  await p.connect();\n  await p.send({ topic: 't', messages: [{ value: 'x' }] });\n  await p.disconnect();\n}\nproduce().catch(console.error);\n";
    assert.equal(findings(ID, script, { fileName: 'produce.ts' }).length, 0);
    const kept = service('  async producerFor() {\n    const producer = this.kafka.producer();\n    await producer.connect();\n    return producer;\n  }');
    assert.equal(findings(ID, kept, file).length, 0);
  });

  it('a CommonJS send helper that creates and connects a producer and never disconnects it: each call leaves one connected (check 26)', () => {
    const helper = (tail: string) => "const { Kafka } = require('kafkajs');\nasync function sendMessage(value, topic) {\n  const kafka = new Kafka({ clientId: 'collector', brokers: ['kafka:9092'] });\n  const producer = kafka.producer();\n  await producer.connect();\n  await producer.send({ topic, messages: [{ value }] });\n}\n" + tail;
    const [d] = findings(ID, helper('module.exports = { sendMessage };\n'), { fileName: 'producer.js' });
    assert.match(d.message, /^A new producer is created and connected in sendMessage\(\) and never disconnected: every call opens broker connections/);
    // Near misses: not exported (a script's own function), and a helper that hands the producer back.
    assert.deepEqual(findings(ID, helper('sendMessage(process.argv[2], "t");\n'), { fileName: 'producer.js' }), []);
    const handsBack = helper('module.exports = { sendMessage };\n').replace('  await producer.send({ topic, messages: [{ value }] });\n', '  await producer.send({ topic, messages: [{ value }] });\n  return producer;\n');
    assert.deepEqual(findings(ID, handsBack, { fileName: 'producer.js' }), []);
  });

  it('does not repeat client-per-request in an HTTP handler', () => {
    const text = "import express from 'express';\nimport { Kafka } from 'kafkajs';\nconst kafka = new Kafka({ brokers: ['k:9092'] });\nconst app = express();\nexport async function publish(value: string) {\n  const producer = kafka.producer();\n  await producer.connect();\n  await producer.send({ topic: 't', messages: [{ value }] });\n  await producer.disconnect();\n}\napp.post('/x', async (req, res) => { await publish(String(req.body)); res.end(); });\n";
    assert.equal(findings(ID, text, { fileName: 'api.ts' }).length, 0);
    assert.equal(findings('client-per-request', text, { fileName: 'api.ts' }).length, 1);
  });

  it('its documented examples', () => assertDocsExamples(ID));
});
