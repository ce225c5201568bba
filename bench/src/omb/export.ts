// A producer or consumer config handed to OpenMessaging Benchmark for runs bigger than one
// machine: a workload file and a Kafka driver file. OMB's Kafka driver runs kafka-clients 3.6.1,
// whose defaults are not the ones the user's client has (linger.ms was 0 before 4.0, 5 after), so
// every effective value is written out: the run measures the config the application runs with,
// not 3.6.1's defaults. Keys 3.6.1 does not know are still written (the client only logs them) and
// listed in a comment, so nobody reads the result as if they had an effect.
import { stringify } from 'yaml';
import { OMB_KAFKA_CLIENTS, OMB_KAFKA_DRIVER_CLASS, ombKafkaDriverSchema, ombWorkloadSchema, type OmbKafkaDriver, type OmbWorkload } from './schema';

export interface OmbExportInput {
  role: 'producer' | 'consumer';
  /** A name for both files' `name` fields ("orders-producer"). */
  name: string;
  /** The site's effective config: written keys and the client's defaults for its version. */
  config: Record<string, string>;
  bootstrap: string;
  partitions: number;
  recordSize: number;
  /** Records per second; -1 lets OMB search for the highest rate it can sustain (producerRate 0). */
  throughput: number;
  replicationFactor: number;
  testDurationMinutes: number;
  /** Keys the caller knows kafka-clients 3.6.1 does not define (from the generated catalogs). */
  unknownToOmbClient: readonly string[];
  /** For keys of unknownToOmbClient, the release line that added each ("3.7"), when known. */
  unknownAddedIn?: Readonly<Record<string, string>>;
  /** Keys the caller cannot tell for 3.6.1 (added within the 3.6 line, by 3.6.2 but not in 3.5.2). */
  maybeUnknownToOmbClient: readonly string[];
}

export interface OmbExport {
  workload: OmbWorkload;
  driver: OmbKafkaDriver;
  /** The two files' text, each with a header comment. */
  workloadYaml: string;
  driverYaml: string;
  /** Keys not copied (set by OMB itself, or secrets that must not travel into another file). */
  left: Array<{ key: string; why: string }>;
}

/** Set by OMB's Kafka driver itself (KafkaBenchmarkDriver.initialize / createConsumer). */
const DRIVER_OWNED = /^(key\.(de)?serializer|value\.(de)?serializer|group\.id)$/;
/** Secrets stay in the user's file; the driver file says where to put them. */
const SECRET = /(^sasl\.jaas\.config$|password$)/;
/** Read by AdminClient, producer and consumer alike: commonConfig. */
const COMMON = /^(bootstrap\.servers|client\.dns\.lookup|security\.protocol|sasl\.|ssl\.|connections\.max\.idle\.ms|request\.timeout\.ms|metadata\.max\.age\.ms|reconnect\.backoff|retry\.backoff)/;

export function exportOmb(i: OmbExportInput): OmbExport {
  const left: OmbExport['left'] = [];
  const common: Record<string, string> = { 'bootstrap.servers': i.bootstrap };
  const own: Record<string, string> = {};
  for (const [k, v] of Object.entries(i.config).sort(([a], [b]) => a.localeCompare(b))) {
    if (k === 'bootstrap.servers') continue;
    if (DRIVER_OWNED.test(k)) { left.push({ key: k, why: 'set by OMB\'s Kafka driver' }); continue; }
    if (SECRET.test(k)) { left.push({ key: k, why: 'a secret: add it to commonConfig yourself' }); continue; }
    (COMMON.test(k) ? common : own)[k] = v;
  }
  const props = (m: Record<string, string>) => Object.entries(m).map(([k, v]) => `${k}=${escapeProperty(v)}`).join('\n') + (Object.keys(m).length ? '\n' : '');
  const driver = ombKafkaDriverSchema.parse({
    name: i.name,
    driverClass: OMB_KAFKA_DRIVER_CLASS,
    replicationFactor: i.replicationFactor,
    topicConfig: i.replicationFactor >= 3 ? 'min.insync.replicas=2\n' : '',
    commonConfig: props(common),
    producerConfig: i.role === 'producer' ? props(own) : '',
    // OMB's consumers start before the producers: without this they would skip what is written
    // before their first fetch (kafka-clients' default is latest).
    consumerConfig: i.role === 'consumer' ? props(own) : 'auto.offset.reset=earliest\n',
  });
  const workload = ombWorkloadSchema.parse({
    name: i.name,
    topics: 1,
    partitionsPerTopic: i.partitions,
    keyDistributor: 'NO_KEY',
    messageSize: i.recordSize,
    // Random bytes like the built-in engine and kafka-producer-perf-test: nothing to compress.
    useRandomizedPayloads: true,
    randomBytesRatio: 1,
    randomizedPayloadPoolSize: 1000,
    subscriptionsPerTopic: 1,
    producersPerTopic: 1,
    consumerPerSubscription: 1,
    producerRate: i.throughput > 0 ? Math.max(1, Math.round(i.throughput)) : 0,
    consumerBacklogSizeGB: 0,
    testDurationMinutes: i.testDurationMinutes,
    warmupDurationMinutes: 1,
  });
  const header = (lines: string[]) => lines.map((l) => `# ${l}`.trimEnd()).join('\n') + '\n';
  const unknown = i.unknownToOmbClient.filter((k) => k in i.config);
  const maybe = i.maybeUnknownToOmbClient.filter((k) => k in i.config);
  const driverYaml = header([
    `OpenMessaging Benchmark Kafka driver for ${i.name}, written by Kafka Client Tuning.`,
    `OMB's Kafka driver runs kafka-clients ${OMB_KAFKA_CLIENTS}: every effective value of the ${i.role} config is written out,`,
    `so the run uses this config's values, not ${OMB_KAFKA_CLIENTS}'s defaults.`,
    ...(unknown.length ? [`Not in kafka-clients ${OMB_KAFKA_CLIENTS} (logged and ignored there, so they have no effect in this run): ${sinceText(unknown, i.unknownAddedIn ?? {})}.`] : []),
    ...(maybe.length ? [`Added within the 3.6 line (in 3.6.2, not in 3.5.2), so kafka-clients ${OMB_KAFKA_CLIENTS} may lack them: ${maybe.join(', ')}.`] : []),
    ...(left.length ? [`Not copied: ${left.map((l) => `${l.key} (${l.why})`).join('; ')}.`] : []),
    `The ${i.role === 'producer' ? 'consumer' : 'producer'} that OMB also runs keeps kafka-clients' defaults.`,
    ...(i.replicationFactor >= 3 ? [`replicationFactor ${i.replicationFactor} with min.insync.replicas=2 is the usual durable set-up, not taken from your file: lower both for a cluster of fewer than 3 brokers.`] : []),
  ]) + stringify(driver, { lineWidth: 0 });
  const workloadYaml = header([
    `OpenMessaging Benchmark workload for ${i.name}, written by Kafka Client Tuning.`,
    i.throughput > 0 ? `${i.throughput} messages/s of ${i.recordSize} random bytes into ${i.partitions} partition(s).` : `producerRate 0: OMB searches for the highest rate the cluster sustains.`,
    `Run: bin/benchmark --drivers driver.yaml workload.yaml (see OMB's README for the workers).`,
  ]) + stringify(workload, { lineWidth: 0 });
  return { workload, driver, workloadYaml, driverYaml, left };
}

/** "added in 3.7: a, b; c" — keys grouped by the release line that added them, the rest plainly. */
function sinceText(keys: readonly string[], addedIn: Readonly<Record<string, string>>): string {
  const lines = [...new Set(keys.map((k) => addedIn[k]).filter((v): v is string => !!v))].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  const parts = lines.map((v) => `added in ${v}: ${keys.filter((k) => addedIn[k] === v).join(', ')}`);
  const rest = keys.filter((k) => !addedIn[k]);
  return [...parts, ...(rest.length ? [rest.join(', ')] : [])].join('; ');
}

/** java.util.Properties.load reads a backslash as an escape: write values so it reads them back unchanged. */
function escapeProperty(v: string): string {
  return v.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/^\s/, (c) => `\\${c}`);
}
