// inflight-reordering (docs/sources.md#batching: a node takes up to max.in.flight requests; with 1 the
// partition is muted while its batch is in flight. A3: when idempotence is really on). With more
// than one request in flight, retries and no idempotence, a batch that fails and is retried can be
// written after a later batch of the same partition that succeeded: records reorder. The
// idempotent producer (sequence numbers, at most 5 in flight) or max.in.flight=1 keeps order.
// Idempotence switched off by a written conflict is idempotence-conflict's to report.
import type { Fix } from '../model';
import { idempotenceView, predatesIdempotence } from './idempotenceConflict';
import { Severity, type Rule } from './types';
import { streamsEosProducer } from './streamsClientKeys';

const INFLIGHT = 'max.in.flight.requests.per.connection';

export const inflightReordering: Rule = {
  id: 'inflight-reordering',
  severity: Severity.Warning,
  // A test's producer or consumer runs against the test's own broker: durability and throughput are its own business.
  runtimeOnly: true,
  roles: ['producer'],
  clients: ['java'],
  source: 'RecordAccumulator / Sender (in-flight requests, partitions muted with max.in.flight=1); ProducerConfig idempotence checks',
  summary: 'More than one request in flight, retries on and idempotence off: a retried batch can overtake a later one.',
  check(ctx) {
    // Streams' exactly-once producer: idempotence is Streams' own (see streamsEosProducer).
    if (streamsEosProducer(ctx)) return [];
    // Only where the author touched delivery settings: a bare file is not worth a warning.
    if (![INFLIGHT, 'retries', 'acks', 'enable.idempotence'].some((k) => ctx.isSet(k))) return [];
    const v = idempotenceView(ctx);
    if (v.unknown || v.on !== false || (v.requested && v.conflicts.length > 0)) return [];
    const inflight = ctx.number(INFLIGHT);
    const retries = ctx.number('retries');
    const acks = ctx.effective('acks')?.trim();
    if (inflight === undefined || retries === undefined || inflight <= 1 || retries <= 0 || acks === '0') return [];
    const shown = (k: string, n: number) => `${k}=${n}${ctx.isSet(k) ? '' : ' (default)'}`;
    // Enabling idempotence is a correct edit only when acks allows it (unwritten acks is forced to all).
    // Before 0.11 there is no idempotence to enable: max.in.flight=1 is the only way to keep order.
    const old = predatesIdempotence(ctx.site.client.version);
    const canEnable = !old && !v.conflicts.some((c) => c.key === 'acks');
    const fixes: Fix[] = [];
    if (canEnable) {
      const intents: Fix['intents'] = [{ kind: 'set', key: 'enable.idempotence', value: 'true' }];
      if (inflight > 5) intents.push({ kind: 'set', key: INFLIGHT, value: '5' });
      fixes.push({ title: `Set enable.idempotence=true${inflight > 5 ? ` and ${INFLIGHT}=5` : ''} (keeps order)`, intents, preferred: true });
    }
    fixes.push({ title: `Set ${INFLIGHT}=1 (one batch at a time per connection)`, intents: [{ kind: 'set', key: INFLIGHT, value: '1' }], preferred: !canEnable });
    return [{
      range: ctx.isSet(INFLIGHT) ? ctx.entry(INFLIGHT)!.valueRange : ctx.anchor(ctx.isSet('enable.idempotence') ? 'enable.idempotence' : ctx.isSet('retries') ? 'retries' : 'acks'),
      message: `${shown(INFLIGHT, inflight)} with ${shown('retries', retries)} and idempotence off (${v.offReason}): if a batch fails and is retried while a later batch of the same partition succeeds, the later one is written first and records reorder. ${old ? `${INFLIGHT}=1 keeps order.` : `Idempotence keeps order with up to 5 in flight; ${INFLIGHT}=1 keeps it without.`}`,
      fixes,
    }];
  },
  docs: {
    why: 'With more than one request in flight per connection, retries on and idempotence off, a batch that fails and is retried can be written after a later batch of the same partition that succeeded. The idempotent producer prevents it with sequence numbers (up to 5 in flight); max.in.flight.requests.per.connection=1 prevents it by sending one request at a time.',
    consequence: 'Records of one partition can land out of order after a transient error (a leader change, a timeout), which breaks consumers that rely on per-key order.',
    bad: { file: 'producer.properties', text: '# kafka-tuning: client=java@4.1\nbootstrap.servers=localhost:9092\nenable.idempotence=false\n' },
    good: { file: 'producer.properties', text: '# kafka-tuning: client=java@4.1\nbootstrap.servers=localhost:9092\nenable.idempotence=false\nmax.in.flight.requests.per.connection=1\n' },
    falsePositives: 'Topics where order does not matter. Silence the line, or keep idempotence on (the default from 3.0.1/3.2).',
    versions: 'Java producer; with the defaults it applies to versions before 3.0.1/3.2 (idempotence off by default, and in 3.0.0/3.1.0 not effective, KAFKA-13598) and to any version with enable.idempotence=false.',
  },
};
