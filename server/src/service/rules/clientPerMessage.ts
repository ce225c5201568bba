// client-per-message: a producer or consumer created (or connected and disconnected again) once
// per consumed or produced record — inside kafkajs eachMessage / eachBatch, a node-rdkafka 'data'
// listener, or a loop over records. The same start-up cost as client-per-request (kafkajs
// src/cluster/brokerPool.js connect and the first send's Metadata request; librdkafka rd_kafka_new), but paid per record, which caps a
// pipeline at a few records per second; a forwarding consumer should use one producer created
// next to it. Loops over topics or tenants at start-up (one client each, on purpose) do not count:
// only loops over something named like records (messages, records, events, batch). Facts:
// sites/ts/clientUse.ts.
import { where } from './codeContext';
import { tsExtras } from './lang';
import { Severity, type Finding, type Rule } from './types';

export const clientPerMessage: Rule = {
  id: 'client-per-message',
  severity: Severity.Warning,
  runtimeOnly: true,
  roles: ['producer', 'consumer'],
  clients: ['kafkajs', 'librdkafka'],
  source: 'kafkajs src/cluster/brokerPool.js (connect: bootstrap broker connection, ApiVersions, SASL; Metadata and leader connections on the first send); librdkafka rd_kafka_new (a new client with its own broker connections)',
  summary: 'A producer or consumer is created (or connected and disconnected) once per record: in eachMessage, a data listener or a loop over messages.',
  docs: {
    why: 'Starting a client opens broker connections (with TLS and SASL handshakes when configured) and fetches metadata before anything is sent; a consumer also joins its group. Doing that once per record multiplies that set-up by the number of records, and the records wait for it.',
    consequence: 'At least two extra round trips (connect, Metadata) before every record, plus the disconnect: a forwarding consumer that creates its producer per message runs at a few records per second where one long-lived producer sends thousands (kafkajs src/cluster/brokerPool.js; librdkafka starts broker threads per client, rd_kafka_new).',
    bad: { file: 'forward.ts', text: "import { Kafka } from 'kafkajs';\n\nconst kafka = new Kafka({ clientId: 'forwarder', brokers: ['kafka:9092'] });\nconst consumer = kafka.consumer({ groupId: 'forwarder' });\n\nawait consumer.connect();\nawait consumer.subscribe({ topics: ['raw'] });\nawait consumer.run({\n  eachMessage: async ({ message }) => {\n    const producer = kafka.producer();\n    await producer.connect();\n    await producer.send({ topic: 'clean', messages: [{ key: message.key, value: message.value }] });\n    await producer.disconnect();\n  },\n});\n" },
    good: { file: 'forward.ts', text: "import { Kafka } from 'kafkajs';\n\nconst kafka = new Kafka({ clientId: 'forwarder', brokers: ['kafka:9092'] });\nconst consumer = kafka.consumer({ groupId: 'forwarder' });\nconst producer = kafka.producer();\n\nawait Promise.all([consumer.connect(), producer.connect()]);\nawait consumer.subscribe({ topics: ['raw'] });\nawait consumer.run({\n  eachMessage: async ({ message }) => {\n    await producer.send({ topic: 'clean', messages: [{ key: message.key, value: message.value }] });\n  },\n});\nprocess.once('SIGTERM', () => Promise.all([consumer.disconnect(), producer.disconnect()]));\n" },
    falsePositives: 'A loop whose items are not records but, say, clusters to probe once each can still be named like records (`for (const events of clusters)`): silence it with `// kafka-tuning-disable-next-line client-per-message -- one client per cluster`. Loops that leave with break/return (retries) and `while` reconnect loops are not reported.',
    versions: 'kafkajs 2.x, @confluentinc/kafka-javascript, node-rdkafka (all versions)',
  },
  check(ctx) {
    const use = tsExtras(ctx.site)?.use;
    if (!use) return [];
    const out: Finding[] = [];
    const kind = ctx.site.role === 'consumer' ? 'consumer' : 'producer';
    const perRecord = (k: string) => k === 'message' || k === 'loop';
    if (use.createdIn && perRecord(use.createdIn.kind)) {
      out.push({
        range: tsExtras(ctx.site)!.callRange,
        message: `A new ${kind} is created ${where(use.createdIn)}, once per record: each one opens broker connections and fetches metadata${kind === 'consumer' ? ' and joins its group (a rebalance)' : ''} before it can work, so every record waits for a client start-up. Create the ${kind} once, next to the consumer that drives it, and reuse it.`,
      });
    }
    for (const c of use.reconnects ?? []) {
      if (!perRecord(c.context.kind)) continue;
      out.push({
        range: c.range,
        message: `This ${kind} is connected and disconnected again ${where(c.context)}, once per record: every record waits for new broker connections and a metadata request. Connect once before consuming and disconnect on shutdown.`,
      });
    }
    return out;
  },
};
