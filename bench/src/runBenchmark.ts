// One call for every kind of run: the kafkajs engine (Java batching emulated, or kafkajs' own send
// pattern) or Apache Kafka's perf tools, for a producer or a consumer. The VS Code client and the
// CLI both come through here, so a run means the same thing wherever it was started.
import type { BenchResult, BenchSettingsInput } from '../../common/src/bench';
import { makeKafka } from './connection';
import { produceBacklog, runConsumerBench } from './consumerBench';
import { runOfficialConsumer, runOfficialProducer, type ToolLocation } from './officialTools';
import { runProducerBench } from './producerBench';
import { runTrogdor } from './trogdor/run';
import { runE2eBench } from './e2eBench';
import type { RunHooks } from './run';

/** How long the official consumer's backlog may take to write before the run gives up. */
const BACKLOG_TIMEOUT_MS = 60_000;

export function runBenchmark(settings: BenchSettingsInput, tools: ToolLocation, hooks: RunHooks = {}): Promise<BenchResult> {
  // Produce → consume in one process, whatever the engine asked (runE2eBench refuses the others).
  if (settings.kind === 'e2e') return runE2eBench(settings, hooks);
  if (settings.engine === 'trogdor') return runTrogdor(settings, hooks);
  if (settings.engine !== 'official') return settings.kind === 'producer' ? runProducerBench(settings, hooks) : runConsumerBench(settings, hooks);
  if (settings.kind === 'producer') return runOfficialProducer(settings, tools, hooks);
  // ConsumerPerformance reads a backlog; the kafkajs backlog producer writes it into the run's topic.
  const fill = (topic: string) => produceBacklog(
    makeKafka({ bootstrap: settings.bootstrap, allowNonLoopback: settings.allowNonLoopback, ...hooks.connection }),
    topic, settings.partitions ?? 1, settings.records, settings.recordSize, hooks, BACKLOG_TIMEOUT_MS,
  );
  return runOfficialConsumer(settings, tools, fill, hooks);
}
