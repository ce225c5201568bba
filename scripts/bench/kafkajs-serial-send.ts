// What `for (…) await producer.send({ messages: [one] })` costs in kafkajs, the pattern the
// kafkajs-serial-send rule reports. kafkajs has no linger or batch.size: each send() is its own
// produce request, so awaiting one message at a time pays a full round trip per message. Compared
// with the same messages handed to send() in chunks of 500 (the rule's good example), on the
// embedded broker, with kafkajs itself (no engine emulation in between).
// Evidence page: docs/evidence/kafkajs-serial-send.md.
// Usage: npm run bench:kafkajs-serial [-- --bootstrap host:port --messages 2000 --rounds 3]
import { Kafka, logLevel, type Producer } from 'kafkajs';
import { startCluster, type Cluster } from '../kafka/embedded-broker';

const arg = (k: string): string | undefined => { const i = process.argv.indexOf(`--${k}`); return i > 0 ? process.argv[i + 1] : undefined; };
const MESSAGES = Number(arg('messages') ?? 2000);
const ROUNDS = Math.max(3, Number(arg('rounds') ?? 3));
const CHUNK = 500;
const VALUE = 'x'.repeat(200);

interface Round { ms: number; perSec: number }

async function serial(producer: Producer, topic: string): Promise<Round> {
  const t = performance.now();
  for (let i = 0; i < MESSAGES; i++) await producer.send({ topic, messages: [{ value: VALUE }] });
  const ms = performance.now() - t;
  return { ms, perSec: (MESSAGES / ms) * 1000 };
}

async function chunked(producer: Producer, topic: string): Promise<Round> {
  const t = performance.now();
  for (let i = 0; i < MESSAGES; i += CHUNK) {
    const n = Math.min(CHUNK, MESSAGES - i);
    await producer.send({ topic, messages: Array.from({ length: n }, () => ({ value: VALUE })) });
  }
  const ms = performance.now() - t;
  return { ms, perSec: (MESSAGES / ms) * 1000 };
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main(): Promise<number> {
  let cluster: Cluster | undefined;
  const bootstrap = arg('bootstrap') ?? (cluster = await startCluster({ nodes: 1 })).bootstrap;
  const kafka = new Kafka({ clientId: 'kafkajs-serial-send', brokers: bootstrap.split(','), logLevel: logLevel.NOTHING });
  const admin = kafka.admin();
  const producer = kafka.producer();
  const topic = `kafka-tuning-bench-serial-${Date.now()}`;
  try {
    await admin.connect();
    await admin.createTopics({ topics: [{ topic, numPartitions: 1, replicationFactor: 1 }], waitForLeaders: true });
    await producer.connect();
    console.log(`kafkajs on ${bootstrap}: ${MESSAGES} messages of ${VALUE.length} B, 1 partition, acks=-1 (kafkajs default), ${ROUNDS} rounds each`);
    // Unmeasured warm-up: connections, metadata and the broker's JIT are not charged to either way.
    await chunked(producer, topic);
    await serial(producer, topic);
    const s: Round[] = [];
    const c: Round[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      s.push(await serial(producer, topic));
      c.push(await chunked(producer, topic));
    }
    const show = (name: string, rs: Round[]) => {
      const per = rs.map((r) => r.perSec);
      console.log(`${name.padEnd(34)} ${median(per).toFixed(0).padStart(7)} msg/s [${Math.min(...per).toFixed(0)}–${Math.max(...per).toFixed(0)}]  ${median(rs.map((r) => r.ms)).toFixed(0).padStart(6)} ms for ${MESSAGES}  (${(median(rs.map((r) => r.ms)) / MESSAGES).toFixed(2)} ms per message)`);
    };
    show('await send() of 1 message, in loop', s);
    show(`send() of ${CHUNK} messages per call`, c);
    const ratio = median(c.map((r) => r.perSec)) / median(s.map((r) => r.perSec));
    console.log(`chunked / serial: ${ratio.toFixed(1)}×`);
    // The finding holds when every chunked round beats every serial round.
    const holds = Math.min(...c.map((r) => r.perSec)) > Math.max(...s.map((r) => r.perSec));
    console.log(holds ? 'HOLDS: every chunked round was faster than every serial round' : 'DOES NOT HOLD on this run');
    return holds ? 0 : 1;
  } finally {
    await producer.disconnect().catch(() => undefined);
    await admin.deleteTopics({ topics: [topic] }).catch(() => undefined);
    await admin.disconnect().catch(() => undefined);
    await cluster?.stop();
  }
}

main().then((code) => process.exit(code), (e: unknown) => { console.error(e instanceof Error ? e.message : e); process.exit(1); });
