// The benchmark engine's one entry point: no `vscode` import, so the CLI, the VS Code client,
// tests and scripts use it alike. Callers outside bench/ import this file only
// (test/unit/architecture.test.ts holds that line).
export { runBenchmark } from './runBenchmark';
export { runProducerBench } from './producerBench';
export { runConsumerBench } from './consumerBench';
export { runE2eBench } from './e2eBench';
export { runOfficialProducer, runOfficialConsumer, parseProducerSummary, parseConsumerSummary, type ToolLocation } from './officialTools';
export {
  BenchCancelled, BenchError, connectClient, deleteLeftovers, isLoopbackHost, leftoverTopics, makeKafka, nonLoopback, parseBootstrap,
  type ConnectionOptions, type TopicLedger,
} from './connection';
export { annotation, formatResultText, ranAnywayWarning, refusalText } from './format';
export type { RunHooks } from './run';
export { useTerms, type Terms } from './terms';
export { checkPayloadFile, MAX_POOL_BYTES, poolSize } from './payload';
export { median, summarise } from './stats';
export { isEntryFor, ledgerEntries, newEntry, topicsOn, type TopicLedgerEntry } from './topicLedgerEntries';
export { coordinatorUrl } from './trogdor/coordinator';
export { exportOmb, type OmbExport, type OmbExportInput } from './omb/export';
export { sweepOnEngine, type EngineSweep } from './sweepRun';
