// Trogdor task specs built from a benchmark's settings. Trogdor is Apache Kafka's own distributed
// load tool (module `trogdor`, in every Kafka distribution and on Maven Central): a coordinator hands
// tasks to agents, one per host, and each agent runs the worker in its own JVM with the real Java
// client. The field names below are the @JsonProperty names of the Java classes:
// org.apache.kafka.trogdor.workload.ProduceBenchSpec; the payload generator
// names are PayloadGenerator's @JsonSubTypes ("null", "constant", "uniformRandom").
import type { BenchSettings } from '../../../common/src/bench';

export const PRODUCE_BENCH = 'org.apache.kafka.trogdor.workload.ProduceBenchSpec';

/** Keys a Trogdor worker sets itself (bootstrap from the spec, byte-array serializers, its own group). */
const WORKER_OWNED = /^(bootstrap\.servers|key\.(de)?serializer|value\.(de)?serializer|group\.id|client\.id)$/;

/** The config as the worker's client gets it: every key the site sets, minus the ones Trogdor owns. */
export function clientConf(config: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(config).filter(([k]) => !WORKER_OWNED.test(k)));
}

export interface ProduceTask {
  topic: string;
  partitions: number;
  replicationFactor: number;
  node: string;
  records: number;
  /** Records per second for this agent; Trogdor has no "unthrottled", so capacity runs pass a rate no agent reaches. */
  ratePerSec: number;
  durationMs: number;
}

/** Trogdor's targetMessagesPerSec is a Java int; a capacity run asks for more than any client sends. */
export const UNTHROTTLED_RATE = 2_000_000_000;

export function produceBenchSpec(s: BenchSettings, t: ProduceTask): Record<string, unknown> {
  return {
    class: PRODUCE_BENCH,
    startMs: 0,
    durationMs: t.durationMs,
    producerNode: t.node,
    bootstrapServers: s.bootstrap,
    targetMessagesPerSec: t.ratePerSec,
    maxMessages: t.records,
    // Records without a key, like kafka-producer-perf-test and the built-in engine, so the client's
    // own (sticky) partitioner decides where a batch goes.
    keyGenerator: { type: 'null' },
    valueGenerator: { type: 'uniformRandom', size: s.recordSize, seed: 1, padding: 0 },
    producerConf: clientConf(s.config),
    commonClientConf: {},
    adminClientConf: {},
    // The topic exists already (this product created it); Trogdor's WorkerUtils.createTopics with
    // failOnExisting=false only checks that its partition count matches.
    activeTopics: { [t.topic]: { numPartitions: t.partitions, replicationFactor: t.replicationFactor } },
    inactiveTopics: {},
    // Without it the worker sends each record to the next partition itself (round-robin), which
    // is not what an application's producer does.
    useConfiguredPartitioner: true,
    // ProduceBenchWorker's default throttle (SendRecordsThrottle) calls producer.flush() whenever it
    // waits for the rate, which sends every batch early and hides linger.ms: a throttled run must
    // keep the producer's own batching, so the plain Throttle is asked for.
    skipFlush: true,
  };
}
