// The engine's public surface: no `vscode` import, so the CLI, tests and scripts use it directly.
export { runProducerBench } from './producerBench';
export { runConsumerBench } from './consumerBench';
export { runOfficialProducer, runOfficialConsumer, parseProducerSummary, parseConsumerSummary } from './officialTools';
export { BenchCancelled, BenchError, isLoopbackHost, leftoverTopics, makeKafka } from './connection';
export type { RunHooks } from './run';
