// client-per-request: a producer or consumer created (or connected and disconnected again) inside
// an HTTP request handler. Every kafkajs / Confluent / node-rdkafka client opens its own TCP
// connections (plus TLS and SASL handshakes) and fetches metadata on connect before it can send
// (kafkajs src/cluster/brokerPool.js connect: bootstrap broker connection with ApiVersions and SASL,
// then a Metadata request and a connection to each leader on the first send; librdkafka
// rd_kafka_new starts its own broker threads and connections per client); a consumer also joins its group, which
// rebalances every other member. Per request that is several round trips of set-up before each
// message, and a connection storm under load; one long-lived client per process avoids all of it. A lazily created singleton
// (`if (!producer) …`, `??=`) is recognised and left alone. Facts: sites/ts/clientUse.ts.
import { where } from './codeContext';
import { tsExtras } from './lang';
import { Severity, type Finding, type Rule } from './types';

export const clientPerRequest: Rule = {
  id: 'client-per-request',
  severity: Severity.Warning,
  runtimeOnly: true,
  roles: ['producer', 'consumer'],
  clients: ['kafkajs', 'librdkafka'],
  source: 'kafkajs src/cluster/brokerPool.js (connect: bootstrap broker connection, ApiVersions, SASL; Metadata and leader connections on the first send); librdkafka rd_kafka_new (a new client with its own broker connections); consumer group JoinGroup on every consumer connect',
  summary: 'A producer or consumer is created (or connected and disconnected) inside an HTTP request handler: new connections, handshakes and metadata on every request.',
  docs: {
    why: 'A Kafka client is expensive to start: it opens TCP connections to the brokers (with TLS and SASL handshakes when configured) and fetches cluster metadata before the first message can go out, and a consumer also joins its group, which makes every other member rebalance. Created inside a request handler, all of that happens on every request, and is thrown away at its end.',
    consequence: 'Each request pays at least the connect and metadata round trips before its own produce request (kafkajs: the bootstrap broker connection with ApiVersions and SASL in src/cluster/brokerPool.js, then Metadata and a connection to the leader on the first send), and a burst of 1,000 requests opens 1,000 sets of broker connections. A consumer per request triggers a group rebalance per request.',
    bad: { file: 'orders.ts', text: "import express from 'express';\nimport { Kafka } from 'kafkajs';\n\nconst kafka = new Kafka({ clientId: 'orders', brokers: ['kafka:9092'] });\nconst app = express();\n\napp.post('/orders', async (req, res) => {\n  const producer = kafka.producer();\n  await producer.connect();\n  await producer.send({ topic: 'orders', messages: [{ value: JSON.stringify(req.body) }] });\n  await producer.disconnect();\n  res.sendStatus(202);\n});\n" },
    good: { file: 'orders.ts', text: "import express from 'express';\nimport { Kafka } from 'kafkajs';\n\nconst kafka = new Kafka({ clientId: 'orders', brokers: ['kafka:9092'] });\nconst producer = kafka.producer();\nconst app = express();\n\napp.post('/orders', async (req, res) => {\n  await producer.send({ topic: 'orders', messages: [{ value: JSON.stringify(req.body) }] });\n  res.sendStatus(202);\n});\n\nawait producer.connect();\napp.listen(8080);\n" },
    falsePositives: 'A handler that is really called once (an admin endpoint that runs a one-off export, a serverless function whose container serves one request) pays the set-up once anyway: silence the line with `// kafka-tuning-disable-next-line client-per-request -- one-off endpoint`. A client cached behind `if (!producer)` or `??=` is recognised and not reported.',
    versions: 'kafkajs 2.x, @confluentinc/kafka-javascript, node-rdkafka (all versions)',
  },
  check(ctx) {
    const use = tsExtras(ctx.site)?.use;
    if (!use) return [];
    const out: Finding[] = [];
    const kind = ctx.site.role === 'consumer' ? 'consumer' : 'producer';
    const cost = kind === 'consumer'
      ? 'a consumer also joins its group, so every request makes the whole group rebalance'
      : 'the message waits for all of that before its own produce request';
    if (use.createdIn?.kind === 'request') {
      out.push({
        range: tsExtras(ctx.site)!.callRange,
        message: `A new ${kind} is created ${where(use.createdIn)}: every request opens new broker connections (with TLS/SASL handshakes when configured) and fetches metadata, and ${cost}. Create the ${kind} once at start-up, connect it once, and reuse it in the handler; disconnect it on shutdown.`,
      });
    }
    for (const c of use.reconnects ?? []) {
      if (c.context.kind !== 'request') continue;
      out.push({
        range: c.range,
        message: `This ${kind} is connected and disconnected again ${where(c.context)}: every request opens new broker connections and fetches metadata, and ${cost}. Connect once at start-up and disconnect on shutdown.`,
      });
    }
    return out;
  },
};
