import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings } from '../../support/service';

const ID = 'client-per-request';
const kafkajs = (body: string) => `import express from 'express';\nimport { Kafka } from 'kafkajs';\nconst kafka = new Kafka({ clientId: 'api', brokers: ['kafka:9092'] });\nconst app = express();\n${body}`;
const opts = { fileName: 'api.ts' };

describe('client-per-request (a client created or connected in a request handler)', () => {
  it('warns on a kafkajs producer created in an Express route, reached through a helper', () => {
    const text = kafkajs([
      'async function publish(value: string) {',
      '  const producer = kafka.producer();',
      '  await producer.connect();',
      "  await producer.send({ topic: 'orders', messages: [{ value }] });",
      '  await producer.disconnect();',
      '}',
      "app.post('/orders', async (req, res) => {",
      '  await publish(JSON.stringify(req.body));',
      '  res.sendStatus(202);',
      '});',
      '',
    ].join('\n'));
    const [d, ...rest] = findings(ID, text, opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.deepEqual(d.range, { start: { line: 5, character: 19 }, end: { line: 5, character: 35 } });
    assert.equal(d.message, 'A new producer is created in the POST /orders handler (through publish()): every request opens new broker connections (with TLS/SASL handshakes when configured) and fetches metadata, and the message waits for all of that before its own produce request. Create the producer once at start-up, connect it once, and reuse it in the handler; disconnect it on shutdown.');
  });

  it('warns on connect/disconnect of a shared client in every request, on the connect call', () => {
    const text = kafkajs([
      'const producer = kafka.producer();',
      "app.put('/items/:id', async (req, res) => {",
      '  await producer.connect();',
      "  await producer.send({ topic: 'items', messages: [{ key: req.params.id, value: 'x' }] });",
      '  await producer.disconnect();',
      '  res.end();',
      '});',
      '',
    ].join('\n'));
    const [d] = findings(ID, text, opts);
    assert.deepEqual(d.range.start, { line: 6, character: 8 });
    assert.match(d.message, /^This producer is connected and disconnected again in the PUT \/items\/:id handler/);
  });

  it('finds Fastify route objects, http.createServer, Next.js route exports, NestJS controllers and node-rdkafka consumers', () => {
    const fastify = "import Fastify from 'fastify';\nimport { Kafka } from 'kafkajs';\nconst kafka = new Kafka({ brokers: ['k:9092'] });\nconst app = Fastify();\napp.route({ method: 'POST', url: '/x', handler: async () => { const p = kafka.producer(); await p.connect(); } });\n";
    assert.match(findings(ID, fastify, opts)[0].message, /in a route handler/);
    const http = "const http = require('node:http');\nconst Kafka = require('node-rdkafka');\nhttp.createServer((req, res) => {\n  const consumer = new Kafka.KafkaConsumer({ 'group.id': 'peek', 'metadata.broker.list': 'k:9092' }, {});\n  consumer.connect();\n}).listen(8080);\n";
    const [h] = findings(ID, http, { fileName: 'peek.js' });
    assert.match(h.message, /^A new consumer is created in an HTTP server handler: .*a consumer also joins its group, so every request makes the whole group rebalance/);
    const next = "import { Kafka } from 'kafkajs';\nconst kafka = new Kafka({ brokers: ['k:9092'] });\nexport async function POST(request: Request) {\n  const producer = kafka.producer();\n  await producer.connect();\n  return new Response(null, { status: 202 });\n}\n";
    assert.match(findings(ID, next, { fileName: 'route.ts' })[0].message, /in the exported POST route handler/);
    const nest = "import { Controller, Post } from '@nestjs/common';\nimport { Kafka } from 'kafkajs';\nconst kafka = new Kafka({ brokers: ['k:9092'] });\n@Controller('orders')\nexport class OrdersController {\n  @Post()\n  async create() {\n    const producer = kafka.producer();\n    await producer.connect();\n  }\n}\n";
    assert.match(findings(ID, nest, { fileName: 'orders.controller.ts' })[0].message, /in the @Post\(\) handler/);
  });

  it('stays silent for a client created once, a lazily cached one, a CLI command and a settings getter', () => {
    const once = kafkajs("const producer = kafka.producer();\nawait producer.connect();\napp.post('/orders', async (req, res) => {\n  await producer.send({ topic: 'orders', messages: [{ value: 'x' }] });\n  res.end();\n});\n");
    assert.equal(findings(ID, once, opts).length, 0);
    const lazy = kafkajs("let producer: ReturnType<typeof kafka.producer> | undefined;\nasync function getProducer() {\n  if (!producer) {\n    producer = kafka.producer();\n    await producer.connect();\n  }\n  return producer;\n}\napp.post('/orders', async (req, res) => {\n  const p = await getProducer();\n  await p.send({ topic: 'orders', messages: [{ value: 'x' }] });\n  res.end();\n});\n");
    assert.equal(findings(ID, lazy, opts).length, 0);
    const nullish = kafkajs("let p;\napp.post('/a', async () => { p ??= kafka.producer(); });\n");
    assert.equal(findings(ID, nullish, opts).length, 0);
    // A CLI that creates its producer once per invocation is the intended lifetime.
    const cli = "import { Command } from 'commander';\nimport { Kafka } from 'kafkajs';\nconst kafka = new Kafka({ brokers: ['k:9092'] });\nnew Command().command('publish <file>').action(async (file) => {\n  const producer = kafka.producer();\n  await producer.connect();\n  await producer.send({ topic: 'imports', messages: [{ value: file }] });\n  await producer.disconnect();\n}).parse();\n";
    assert.equal(findings(ID, cli, { fileName: 'cli.ts' }).length, 0);
    const getter = kafkajs("if (app.get('env') === 'test') { const producer = kafka.producer(); }\n");
    assert.equal(findings(ID, getter, opts).length, 0);
  });

  it('documents a bad example it fires on and a good one it is silent on', () => assertDocsExamples(ID));
});
