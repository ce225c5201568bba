// acks-durability (docs/evidence/acks-three-replicas.md: what acks=all costs on 3 replicas;
// docs/sources.md#broker-and-topic-configs: min.insync.replicas). acks=0 does not wait for the broker at
// all and acks=1 only for the leader, so a write acknowledged before followers copy it is lost if
// the leader fails. acks=all waits for the in-sync replicas — which can shrink to the leader alone
// unless min.insync.replicas ≥ 2. That setting lives in the broker/topic config: reported only when
// the workspace shows it; with none visible the rule says nothing.
// One decision, one finding: in the Java client from 3.0.1/3.2 a written acks=0/1 also switches the
// default idempotence off (ProducerConfig, only an INFO line). That consequence is said here, not
// in a second finding from idempotence-conflict; where the same acks makes the producer refuse
// to start, idempotence-conflict's error is the finding and this rule is silent.
import type { Fix } from '../model';
import { idempotenceView } from './idempotenceConflict';
import { predatesJavaClient } from '../util/javaClientEra';
import { refusedTypes } from './javaValueTypeRefused';
import { Severity, type Rule, type RuleContext } from './types';
import { streamsEosProducer } from './streamsClientKeys';

const INFLIGHT = 'max.in.flight.requests.per.connection';

export const acksDurability: Rule = {
  id: 'acks-durability',
  severity: Severity.Information,
  // A test's producer or consumer runs against the test's own broker: durability and throughput are its own business.
  runtimeOnly: true,
  roles: ['producer'],
  clients: ['java', 'librdkafka'],
  source: 'ProducerConfig acks (and postProcessAndValidateIdempotenceConfigs); broker min.insync.replicas (ServerLogConfigs / TopicConfig); measured in docs/evidence/acks-three-replicas.md',
  summary: 'acks=0/1 can lose acknowledged writes (and in the Java client turns the default idempotence off); acks=all with min.insync.replicas < 2 in the workspace protects no better.',
  check(ctx) {
    // Streams' exactly-once producer: idempotence is Streams' own (see streamsEosProducer).
    if (streamsEosProducer(ctx)) return [];
    const entry = ctx.entry('acks');
    const acks = entry?.value?.trim();
    if (!entry) return defaultAcksOne(ctx);
    if (acks === undefined) return [];
    // `put(ACKS_CONFIG, 1)`: an Integer for a STRING key, refused before the producer exists
    // (java-value-type-refused's error); what acks=1 would mean is beside the point.
    if (refusedTypes(ctx).some((r) => r.entry === entry)) return [];
    if (acks === '0' || acks === '1') {
      // librdkafka refuses acks≠all with idempotence asked for: librdkafka-idempotence-conflict's error.
      if (ctx.site.client.client === 'librdkafka' && (ctx.bool('enable.idempotence') === true || (ctx.isSet('transactional.id') && !ctx.isSet('enable.idempotence')))) return [];
      const idem = ctx.site.client.client === 'java' ? idempotenceView(ctx) : undefined;
      // The constructor throws on this acks: idempotence-conflict reports the error.
      if (idem?.throws) return [];
      // retries=0 beside acks=1 is the same decision for less durability (retries-zero leaves acks=1
      // to this rule): say that a retriable error then fails the batch too. Java only: the name and
      // the Sender's behaviour are the Java client's.
      const noRetries = acks === '1' && ctx.site.client.client === 'java' && ctx.isSet('retries') && ctx.number('retries') === 0;
      const what = acks === '0'
        ? 'acks=0: the producer does not wait for the broker at all, so a write can be lost without the application ever hearing of it.'
        : `acks=1: the leader answers before its followers have the write; if it fails right then, an acknowledged write is lost.${noRetries ? ' With retries=0 beside it, a batch also fails on its first retriable error (a leader change, a request timeout) instead of being sent again, so those records are not written unless the application resends them.' : ''}`;
      // Over a config read from elsewhere (Java Properties.load) enable.idempotence may be set there: no claim about it.
      // Nor on a MirrorMaker 2 cluster's producer.* lines: they reach its Connect workers' producers,
      // whose idempotence is already off, and the offset-syncs producer, whose default stands
      // (clients/connectWorker.ts).
      const off = !ctx.site.overrides && ctx.site.embeddedIn !== 'mirrormaker' && idem && !idem.unknown && idem.requested && idem.explicit === undefined && idem.conflicts.some((c) => c.key === 'acks')
        ? ` ${idempotenceOff(ctx, acks, idem.versionLabel, idem.versionKnown)}`
        : '';
      const fixes: Fix[] = [{ title: 'Set acks=all', intents: [{ kind: 'set', key: 'acks', value: 'all' }], preferred: true }];
      if (off && !idem!.transactional) fixes.push({ title: 'Set enable.idempotence=false (give up idempotence explicitly)', intents: [{ kind: 'set', key: 'enable.idempotence', value: 'false' }] });
      // The code names this producer at-most-once (its bean's condition, its factory method, its
      // class): the loss is the stated design, said as a hint rather than a finding to act on.
      const design = atMostOnceByName(ctx);
      if (design) {
        return [{
          range: entry.valueRange,
          severity: Severity.Hint,
          message: `${what}${off} The code names this producer at-most-once (${design}), so losing a write is the stated design; use acks=all where a write must survive a leader failure.`,
          fixes,
        }];
      }
      return [{
        range: entry.valueRange,
        message: `${what}${off} acks=all with min.insync.replicas ≥ 2 trades latency for durability (measured on a local 3-node cluster at 500 records/s: p99 22.4 ms with acks=all vs 13.4 ms with acks=1, docs/evidence/acks-three-replicas.md).`,
        fixes,
      }];
    }
    const isr = ctx.workspace.minInsyncReplicas;
    if ((acks !== 'all' && acks !== '-1') || !isr) return [];
    const n = Number.parseInt(isr.value.trim(), 10);
    if (!Number.isFinite(n) || n >= 2) return [];
    return [{
      range: entry.valueRange,
      severity: Severity.Warning,
      message: `acks=${acks} waits for the in-sync replicas, but min.insync.replicas=${n} in ${isr.file} lets them shrink to the leader alone: an acknowledged write can still live on one broker and be lost with it. Set min.insync.replicas=2 with replication factor 3: every acknowledged write is then on two brokers, and one broker can be down.`,
    }];
  },
  docs: {
    why: 'acks=0 does not wait for the broker and acks=1 only for the leader, so a write acknowledged before the followers copy it is lost if the leader fails. acks=all waits for the in-sync replicas, which protects only when min.insync.replicas is at least 2. In the Java client (3.0.1/3.2 and newer) a written acks=0 or 1 also turns the default idempotence off.',
    consequence: 'Measured on a 3-node embedded cluster at 500 records/s (docs/evidence/acks-three-replicas.md, `npm run bench:acks`): acks=all costs p99 22.4 ms against 13.4 ms for acks=1 (+2.0 ms at p50). That is the price of not losing an acknowledged write when a leader fails.',
    bad: { file: 'producer.properties', text: 'bootstrap.servers=localhost:9092\nacks=1\n' },
    good: { file: 'producer.properties', text: 'bootstrap.servers=localhost:9092\nacks=all\n' },
    falsePositives: 'Data you can afford to lose (metrics, logs) where the lower latency is the point. Where the Java code names the producer at-most-once (the enclosing method or its annotations, such as `@ConditionalOnBean(AtMostOnceProducerStrategy.class)` or `atMostOnceProducerFactory()`, or the class), the loss is the stated design and the finding is a hint. Otherwise silence the line with a suppression comment. The min.insync.replicas part fires only when a broker or topic file in the workspace sets it below 2.',
    versions: 'Java producer and librdkafka, all versions; the idempotence side effect from Java 3.0.1/3.2. An unwritten acks is reported only on a Java producer whose version the build gives as older than 3.0 (default acks=1 there, acks=all from 3.0, KIP-679) and that does not ask for idempotence (which made the default all).',
  },
};

const AT_MOST_ONCE = /at[-_ ]?most[-_ ]?once/i;

/** Where a Java site's surroundings name it at-most-once: the enclosing method's header or class. */
function atMostOnceByName(ctx: RuleContext): string | undefined {
  const around = ctx.site.syntax === 'java' ? ctx.site.java.enclosing : undefined;
  if (!around) return undefined;
  if (around.header && AT_MOST_ONCE.test(around.header)) {
    const named = around.header.match(/@\w+\([^)]*at[-_ ]?most[-_ ]?once[^)]*\)|\w*at[-_ ]?most[-_ ]?once\w*/i)![0];
    return named.startsWith('@') ? named : `${named}()`;
  }
  if (around.className && AT_MOST_ONCE.test(around.className)) return `class ${around.className}`;
  return undefined;
}

/**
 * acks left unwritten on a Java producer older than 3.0, where its default is 1 (KIP-679 made it
 * all in 3.0; the 2.8.2 and 3.0.2 catalogs): the same loss as a written acks=1 (check 89: a bank's
 * producers on kafka-clients 2.2.0 defaults). Only with the version known from the build, on a
 * config written in full here: a map loaded from elsewhere, or a code-only site, may set acks.
 */
function defaultAcksOne(ctx: RuleContext) {
  const version = ctx.site.client.version;
  if (ctx.site.client.client !== 'java' || !version || ctx.site.overrides || ctx.site.embeddedIn || ctx.info('acks')?.default !== '1') return [];
  // Before KafkaProducer (0.8.2) the Scala producer ran: its request.required.acks defaulted to 0.
  if (predatesJavaClient('producer', version)) return [];
  // Idempotence asked for (or a transactional.id, which asks for it): the client then runs with
  // acks=all when acks is not written (KafkaProducer.configureAcks, 0.11 to 2.8).
  if (ctx.bool('enable.idempotence') === true || ctx.isSet('transactional.id')) return [];
  return [{
    range: ctx.anchor(),
    message: `acks is not set, and Kafka ${version}'s default is acks=1 (acks=all only from Kafka 3.0, KIP-679): the leader answers before its followers have the write; if it fails right then, an acknowledged write is lost. Set acks=all (with min.insync.replicas ≥ 2 on the topics) where a write must survive a leader failure.`,
    fixes: [{ title: 'Set acks=all', intents: [{ kind: 'set' as const, key: 'acks', value: 'all' }], preferred: true }],
  }];
}

/** What losing the default idempotence means for this config: duplicates and reordering only where they can happen. */
function idempotenceOff(ctx: RuleContext, acks: string, versionLabel: string, versionKnown: boolean): string {
  const head = `It also turns off the default idempotence of ${versionLabel}${versionKnown ? '' : ' (assumed: the client version is unknown)'}, with only an INFO log line`;
  // acks=0: no answer comes back (the Sender completes the batch once it is sent), so a write the
  // broker fails is never seen and never retried.
  if (acks === '0') return `${head}; with no acknowledgement a write that fails on the broker is never seen or retried, so the risk is loss, not duplicates.`;
  const retries = ctx.number('retries');
  if (retries === 0) return `${head}.`;
  const inflight = ctx.number(INFLIGHT);
  const shown = (k: string, n: number) => `${k}=${n}${ctx.isSet(k) ? '' : ' (default)'}`;
  const reorder = inflight !== undefined && inflight > 1 ? `, and with ${shown(INFLIGHT, inflight)} land after a later batch` : '';
  return `${head}: a batch retried after a lost answer can be written twice${reorder}.`;
}
