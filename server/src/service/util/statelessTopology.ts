// Whether the Java file that writes a Kafka Streams config also builds a topology that keeps no
// state: a StreamsBuilder used without tables, aggregations, joins, windows, suppression, the
// Processor API, custom stores or repartitioning. Such a topology has no state store (nothing in
// state.dir) and no internal topic (no changelog, no repartition topic, so replication.factor
// replicates nothing). A topology built in another file is not seen: callers keep their finding.
import type { RuleContext } from '../rules/types';

/**
 * A topology built with the DSL in this file: StreamsBuilder from 1.0, KStreamBuilder before (0.10 and
 * 0.11, where `new KafkaStreams(builder, props)` takes the builder itself; KIP-120). The old
 * TopologyBuilder is the Processor API and is not counted.
 */
const BUILDS_TOPOLOGY = /\bnew\s+(?:StreamsBuilder|KStreamBuilder)\s*\(/;
/**
 * What gives a topology a state store or an internal topic: tables, aggregations, joins, windows,
 * suppression, explicit repartitioning, the Processor API and custom stores (Materialized,
 * Stores.*). `.process(` and the transform family are counted because they may connect stores.
 */
const STATEFUL = /\.(?:table|globalTable|toTable|count|reduce|aggregate|cogroup|join|leftJoin|outerJoin|windowedBy|groupByKey|groupBy|suppress|repartition|through|process|processValues|transform|transformValues|flatTransform|flatTransformValues|addStateStore|addGlobalStore|addProcessor|addSource|connectProcessorAndStateStores)\s*\(|\bMaterialized\b|\bStores\s*\.|\bStoreBuilder\b|\b\w*Store\s*</;

export function buildsStatelessTopology(ctx: RuleContext): boolean {
  return ctx.site.syntax === 'java' && ctx.mentions(BUILDS_TOPOLOGY) && !ctx.mentions(STATEFUL);
}

/**
 * Operations that certainly keep a state store: global tables, counts, reductions, aggregations,
 * joins, windows and explicit stores. Not `table(` or `toTable(` alone: a source table is
 * materialized only when given a Materialized or when an operation downstream needs its values
 * (TableSourceNode adds a store only `if (tableSource.materialized())`, Kafka 2.x–4.x), so one only
 * turned into a stream keeps none (check 65).
 */
const KEEPS_STATE = /\.(?:globalTable|count|reduce|aggregate|cogroup|join|leftJoin|outerJoin|windowedBy)\s*\(|\bMaterialized\b|\bStores\s*\./;

/** The Java file that writes the Streams config also builds a topology that keeps state stores (in state.dir). */
export function buildsStatefulTopology(ctx: RuleContext): boolean {
  return ctx.site.syntax === 'java' && ctx.mentions(BUILDS_TOPOLOGY) && ctx.mentions(KEEPS_STATE);
}
