// Generated source files for the latency benchmarks (code-latency.ts, lsp-latency.ts): a Java and a
// TypeScript file of 5,000 lines with ~40 Kafka config sites between ordinary code, the same files
// with no Kafka import, and a 2,000-line producer .properties file of 50 sections. `__RUN__` in the
// code files marks a comment a benchmark rewrites to make each text new.

export const LINES = 5000;
export const SITES = 40;

// ---- Java -------------------------------------------------------------------------------------
function javaConfig(i: number): string[] {
  switch (i % 4) {
    case 0:
      return [
        `  KafkaProducer<String, String> producer${i}() {`,
        `    Properties props = new Properties();`,
        `    props.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, "localhost:9092");`,
        `    props.put(ProducerConfig.LINGER_MS_CONFIG, ${i % 20});`,
        `    props.put(ProducerConfig.BATCH_SIZE_CONFIG, ${i % 8 === 0 ? 1024 : 65536});`,
        `    props.put(ProducerConfig.ACKS_CONFIG, "${i % 3 === 0 ? '1' : 'all'}");`,
        `    props.put(ProducerConfig.COMPRESSION_TYPE_CONFIG, "lz4");`,
        `    return new KafkaProducer<>(props);`,
        `  }`,
      ];
    case 1:
      return [
        `  Map<String, Object> consumerConfigs${i}() {`,
        `    Map<String, Object> cfg = new HashMap<>();`,
        `    cfg.put(ConsumerConfig.GROUP_ID_CONFIG, "group-${i}");`,
        `    cfg.put(ConsumerConfig.FETCH_MIN_BYTES_CONFIG, 1_048_576);`,
        `    cfg.put("max.poll.records", 500);`,
        `    return cfg;`,
        `  }`,
        `  KafkaConsumer<String, String> consumer${i}() {`,
        `    return new KafkaConsumer<>(consumerConfigs${i}());`,
        `  }`,
      ];
    case 2:
      return [
        `  KafkaProducer<String, String> inline${i}() {`,
        `    return new KafkaProducer<>(Map.of("linger.ms", 10, "acks", "all", "batch.size", 16384));`,
        `  }`,
      ];
    default:
      return [
        `  void admin${i}() {`,
        `    Properties p = new Properties();`,
        `    p.setProperty("bootstrap.servers", "b:9092");`,
        `    p.setProperty("request.timeout.ms", String.valueOf(30000));`,
        `    try (Admin admin = Admin.create(p)) { admin.listTopics(); }`,
        `  }`,
      ];
  }
}

const javaFiller = (i: number) => [
  `  int compute${i}(List<Integer> xs, Map<String, Integer> counts) {`,
  `    int total = 0;`,
  `    for (int x : xs) {`,
  `      if (x % 3 == 0) { total += x * 2; } else { total -= x; }`,
  `      counts.merge("k" + x, 1, Integer::sum);`,
  `    }`,
  `    String label = total > 100 ? "big" : "small";`,
  `    return label.length() + total; // run __RUN__`,
  `  }`,
];

export function javaFile(kafka: boolean): string {
  const head = kafka
    ? ['package bench;', 'import java.util.*;', 'import org.apache.kafka.clients.admin.Admin;', 'import org.apache.kafka.clients.consumer.*;', 'import org.apache.kafka.clients.producer.*;', '', '// kafka-tuning: record-bytes=512 rate=2000 partitions=4 p99-ms=50', 'public class Generated {']
    : ['package bench;', 'import java.util.*;', '', 'public class Generated {'];
  const body: string[] = [];
  let f = 0;
  for (let s = 0; s < SITES; s++) {
    if (kafka) body.push(...javaConfig(s));
    const target = Math.round(((s + 1) * (LINES - head.length - 1)) / SITES);
    while (head.length + body.length + 9 <= target) body.push(...javaFiller(f++));
  }
  while (head.length + body.length + 1 < LINES) body.push('  // padding');
  return [...head, ...body, '}', ''].join('\n');
}

// ---- TypeScript (kafkajs) ---------------------------------------------------------------------
function tsConfig(i: number): string[] {
  switch (i % 4) {
    case 0:
      return [
        `// kafka-tuning: record-bytes=512 rate=2000`,
        `const producer${i} = kafka.producer({ idempotent: ${i % 8 === 0}, maxInFlightRequests: ${1 + (i % 5)} });`,
      ];
    case 1:
      return [
        `export async function send${i}(xs: string[]): Promise<void> {`,
        `  await producer${i - 1}.send({ topic: 't${i}', acks: -1, compression: CompressionTypes.GZIP, messages: xs.map((value) => ({ value })) });`,
        `}`,
      ];
    case 2:
      return [
        `const consumerConfig${i} = { groupId: 'g${i}', minBytes: 1, maxWaitTimeInMs: 500, sessionTimeout: 30000, heartbeatInterval: 3000 };`,
        `const consumer${i} = kafka.consumer({ ...consumerConfig${i}, maxBytesPerPartition: 1048576 });`,
      ];
    default:
      return [
        `export async function run${i}(): Promise<void> {`,
        `  await consumer${i - 1}.run({ eachMessage: async ({ message }) => { handle(String(message.value)); } });`,
        `}`,
      ];
  }
}

const tsFiller = (i: number) => [
  `export function helper${i}(xs: number[], labels: Map<string, number>): string {`,
  `  let total = 0;`,
  `  for (const x of xs) total += x % 3 === 0 ? x * 2 : -x;`,
  `  labels.set(\`k\${total}\`, (labels.get(\`k\${total}\`) ?? 0) + 1);`,
  `  return total > 100 ? 'big' : 'small'; // run __RUN__`,
  `}`,
];

export function tsFile(kafka: boolean): string {
  const head = kafka
    ? ["import { CompressionTypes, Kafka } from 'kafkajs';", '', "const kafka = new Kafka({ clientId: 'bench', brokers: ['b:9092'] });", 'declare function handle(v: string): void;']
    : ["import { readFileSync } from 'node:fs';", '', 'declare function handle(v: string): void;'];
  const body: string[] = [];
  let f = 0;
  for (let s = 0; s < SITES; s++) {
    if (kafka) body.push(...tsConfig(s));
    const target = Math.round(((s + 1) * (LINES - head.length)) / SITES);
    while (head.length + body.length + 6 <= target) body.push(...tsFiller(f++));
  }
  while (head.length + body.length < LINES) body.push('// padding');
  return [...head, ...body, ''].join('\n');
}

export const PROPERTIES_LINES = 2000;

// ---- the file ---------------------------------------------------------------------------------
// 50 sections of 40 lines, each one producer config with its own workload directive (a directive
// applies up to the next one), comments, blank lines, and a few of the mistakes the rules look for.
const KEYS: Array<[string, (s: number) => string]> = [
  ['bootstrap.servers', (s) => `broker-${s % 3}.internal:9092,broker-${(s + 1) % 3}.internal:9092`],
  ['client.id', (s) => `service-${s}`],
  ['acks', (s) => (s % 5 === 0 ? '1' : 'all')],
  ['batch.size', (s) => (s % 7 === 0 ? '1024' : String(16384 * (1 + (s % 4))))],
  ['linger.ms', (s) => String(s % 20)],
  ['compression.type', (s) => ['none', 'lz4', 'zstd', 'snappy', 'gzip'][s % 5]],
  ['buffer.memory', () => '33554432'],
  ['max.block.ms', (s) => (s % 2 ? '5000' : '60000')],
  ['request.timeout.ms', (s) => (s % 11 === 0 ? '30s' : '30000')],
  ['delivery.timeout.ms', () => '120000'],
  ['retries', () => '2147483647'],
  ['max.in.flight.requests.per.connection', (s) => String(1 + (s % 5))],
  ['enable.idempotence', (s) => (s % 3 ? 'true' : 'false')],
  ['key.serializer', () => 'org.apache.kafka.common.serialization.StringSerializer'],
  ['value.serializer', () => 'org.apache.kafka.common.serialization.ByteArraySerializer'],
  ['max.request.size', () => '1048576'],
  ['send.buffer.bytes', () => '131072'],
  ['receive.buffer.bytes', () => '32768'],
  ['metadata.max.age.ms', () => '300000'],
  ['reconnect.backoff.ms', () => '50'],
  ['retry.backoff.ms', () => '100'],
  ['security.protocol', (s) => (s % 2 ? 'SASL_SSL' : 'PLAINTEXT')],
  ['partitioner.ignore.keys', () => 'false'],
  ['connections.max.idle.ms', () => '540000'],
  ['max.block.msec', (s) => (s % 13 === 0 ? '5000' : '')], // a typo in some sections
];

export function propertiesFile(lines = PROPERTIES_LINES): string {
  const out: string[] = [];
  for (let s = 0; out.length < lines; s++) {
    out.push(`# ---- producer ${s}: order events, region ${s % 4} ----`);
    out.push(`# kafka-tuning: record-bytes=${256 << (s % 3)} rate=${500 * (1 + (s % 8))} partitions=${2 + (s % 6)} p99-ms=${50 + 10 * (s % 5)} role=producer`);
    out.push('');
    for (const [k, v] of KEYS) {
      const value = v(s);
      if (!value) continue;
      if (k === 'linger.ms') out.push('# Batching window; see docs/evidence/linger-cost.md for the latency trade-off.');
      out.push(`${k}=${value}`);
    }
    while (out.length % 40 !== 0) out.push(out.length % 40 === 39 ? '' : `# note ${out.length}: tuned in load test ${s}, keep in sync with the dashboard`);
  }
  return out.slice(0, lines).join('\n') + '\n';
}

