// idempotence-conflict (docs/sources.md#idempotence, ProducerConfig.postProcessAndValidateIdempotenceConfigs):
// the idempotent producer needs retries > 0, acks=all and at most 5 requests in flight. What the
// client does with a conflict depends on how idempotence was asked for and on the version:
//   < 3.0          on only if enable.idempotence=true or transactional.id is set; conflicts throw.
//   3.0.0, 3.1.0   default true but effectively off unless set explicitly (KAFKA-13598).
//   3.0.1+ / 3.2+  on by default; an implicit conflict silently turns it off (INFO for acks and
//                  retries, WARN for in-flight > 5), an explicit one throws. transactional.id then
//                  fails with "Cannot set a transactional.id without also enabling idempotence."
//   4.0+           in-flight > 5 with idempotence on (default included) throws; acks and retries
//                  keep the 3.x behaviour.
// The analysis is exported: inflight-reordering needs "is idempotence really on?".
import { compareVersions } from '../catalog';
import { workerName, workerProducerDefault } from '../clients/connectWorker';
import type { ConfigEntry, Fix } from '../model';
import { streamsEosProducer } from './streamsClientKeys';
import { Severity, type Finding, type Rule, type RuleContext } from './types';

export type IdempotenceEra = 'pre-3.0' | 'KAFKA-13598' | '3.x' | '4.x';

export interface IdempotenceConflict {
  key: 'retries' | 'acks' | 'max.in.flight.requests.per.connection';
  entry: ConfigEntry;
  /** The value as written ("1", "0", "6"). */
  value: string;
}

export interface IdempotenceView {
  era: IdempotenceEra;
  /** "Kafka 3.5", or the assumption made when the version is unknown. */
  versionLabel: string;
  versionKnown: boolean;
  /** enable.idempotence as written (undefined when not written or not parseable). */
  explicit: boolean | undefined;
  /** enable.idempotence is written but its value is not known statically or not valid: no verdict. */
  unknown: boolean;
  transactional: boolean;
  /** What makes it transactional, in words: "transactional.id is set", or Spring's transaction-id prefix. */
  transactionalBy: string;
  /** Idempotence is asked for, explicitly or by the version's default / transactional.id. */
  requested: boolean;
  conflicts: IdempotenceConflict[];
  /** True when the written config makes the constructor throw. */
  throws: boolean;
  /** Idempotence is in force once the client has processed the config (undefined when it throws). */
  on: boolean | undefined;
  /** Why it is off, in words, when on === false. */
  offReason?: string;
}

const INFLIGHT = 'max.in.flight.requests.per.connection';

export function idempotenceEra(version: string | undefined): IdempotenceEra {
  if (version === undefined) return '4.x';
  if (compareVersions(version, '3.0.0') < 0) return 'pre-3.0';
  if (compareVersions(version, '3.0.0') === 0 || compareVersions(version, '3.1.0') === 0) return 'KAFKA-13598';
  if (compareVersions(version, '4.0.0') < 0) return '3.x';
  return '4.x';
}

/** The idempotent producer came with Kafka 0.11 (KIP-98): an older client has no enable.idempotence to set. */
export function predatesIdempotence(version: string | undefined): boolean {
  return version !== undefined && compareVersions(version, '0.11.0') < 0;
}

export function idempotenceView(ctx: RuleContext): IdempotenceView {
  const version = ctx.site.client.version;
  const era = idempotenceEra(version);
  const versionKnown = version !== undefined;
  const versionLabel = versionKnown ? `Kafka ${version}` : 'the newest Kafka';
  const explicit = ctx.isSet('enable.idempotence') ? ctx.bool('enable.idempotence') : undefined;
  // Spring's ProducerFactory with a transaction-id prefix (spring.kafka.producer.transaction-id-prefix,
  // or setTransactionIdPrefix in the same Java file) gives every producer it creates a
  // transactional.id of prefix + a number (DefaultKafkaProducerFactory), which turns idempotence on.
  const springPrefix = ctx.site.syntax === 'spring-yaml' || ctx.site.syntax === 'spring-properties' ? ctx.site.spring.transactionIdPrefix?.value : undefined;
  const javaPrefix = ctx.site.syntax === 'java' && (ctx.site.java.transactionIdPrefixes ?? []).some((p) => p.value !== '');
  const writtenId = ctx.isSet('transactional.id') && ctx.entry('transactional.id')!.value !== '';
  const transactional = writtenId || !!springPrefix || javaPrefix;
  const transactionalBy = writtenId ? 'transactional.id is set'
    : springPrefix ? `spring.kafka.producer.transaction-id-prefix=${springPrefix} gives each producer a transactional.id`
    : 'the factory\'s transaction-id prefix (setTransactionIdPrefix) gives each producer a transactional.id';

  const conflicts: IdempotenceConflict[] = [];
  const retries = ctx.entry('retries');
  if (retries?.value !== undefined && ctx.number('retries') === 0) conflicts.push({ key: 'retries', entry: retries, value: retries.value.trim() });
  const acks = ctx.entry('acks');
  if (acks?.value !== undefined && ['0', '1'].includes(acks.value.trim())) conflicts.push({ key: 'acks', entry: acks, value: acks.value.trim() });
  const inflight = ctx.entry(INFLIGHT);
  const n = ctx.number(INFLIGHT);
  if (inflight?.value !== undefined && n !== undefined && n > 5) conflicts.push({ key: INFLIGHT, entry: inflight, value: String(n) });

  // A Connect worker gives its producers enable.idempotence=false from 3.0 (Worker.baseProducerConfigs).
  const workerOff = explicit === undefined && !ctx.isSet('enable.idempotence') && workerProducerDefault(ctx.site, 'enable.idempotence') === 'false';
  const byDefault = (era === '3.x' || era === '4.x') && !workerOff;
  const requested = explicit ?? (transactional || byDefault);
  const unknown = ctx.isSet('enable.idempotence') && explicit === undefined;
  const view: IdempotenceView = { era, versionLabel, versionKnown, explicit, unknown, transactional, transactionalBy, requested, conflicts, throws: false, on: requested };
  if (!requested) {
    view.on = false;
    view.offReason = predatesIdempotence(version) ? `${versionLabel} has no idempotent producer: it came with Kafka 0.11 (KIP-98)`
      : explicit === false ? 'enable.idempotence=false'
      : workerOff ? `${workerName(ctx.site)} gives its producers enable.idempotence=false`
      : era === 'pre-3.0' ? `before Kafka 3.0 it is off unless enable.idempotence=true or transactional.id is set (${versionLabel})`
      : `${versionLabel} leaves it off unless enable.idempotence is set explicitly, despite the default true (KAFKA-13598)`;
    return view;
  }
  if (conflicts.length === 0) return view;
  const verdicts = conflicts.map((c) => verdict(view, c));
  if (verdicts.some((v) => v.kind === 'throws')) {
    view.throws = true;
    view.on = undefined;
  } else {
    view.on = false;
    view.offReason = `${conflicts.map((c) => `${c.key}=${c.value}`).join(', ')} silently disable${conflicts.length === 1 ? 's' : ''} the default idempotence`;
  }
  return view;
}

type Verdict = { kind: 'throws'; exception: string } | { kind: 'disables'; log: string };

/** What the client does about one conflict, given how idempotence was asked for and the version. */
function verdict(v: IdempotenceView, c: IdempotenceConflict): Verdict {
  const strict = v.explicit === true || v.era === 'pre-3.0' || v.era === 'KAFKA-13598';
  if (c.key === INFLIGHT && v.era === '4.x') {
    return { kind: 'throws', exception: `To use the idempotent producer, max.in.flight.requests.per.connection must be set to at most 5. Current value is ${c.value}.` };
  }
  if (strict) {
    const exception = c.key === 'retries' ? 'Must set retries to non-zero when using the idempotent producer.'
      : c.key === 'acks' ? 'Must set acks to all in order to use the idempotent producer. Otherwise we cannot guarantee idempotence.'
      : 'Must set max.in.flight.requests.per.connection to at most 5 to use the idempotent producer.';
    return { kind: 'throws', exception };
  }
  // Implicit (3.0.1+): idempotence is switched off; with a transactional.id that is fatal.
  if (v.transactional) return { kind: 'throws', exception: 'Cannot set a transactional.id without also enabling idempotence.' };
  return { kind: 'disables', log: c.key === INFLIGHT ? 'a WARN log line (an error from 4.0)' : 'an INFO log line' };
}

const REPAIR: Record<IdempotenceConflict['key'], (c: IdempotenceConflict) => Fix> = {
  retries: (c) => ({ title: 'Remove retries=0 (the default retries forever within delivery.timeout.ms)', intents: [{ kind: 'remove', entry: c.entry }], preferred: true }),
  acks: () => ({ title: 'Set acks=all', intents: [{ kind: 'set', key: 'acks', value: 'all' }], preferred: true }),
  'max.in.flight.requests.per.connection': () => ({ title: `Set ${INFLIGHT}=5`, intents: [{ kind: 'set', key: INFLIGHT, value: '5' }], preferred: true }),
};

/**
 * acks=0/1 put first and replaced by acks=all only in another block (a branch, another method):
 * the value Kafka gets depends on the path, so the last entry alone says nothing about the others.
 * With idempotence asked for explicitly (or a transactional.id), the paths that skip the later put
 * make the constructor throw. A warning, since the file does not show which paths run.
 */
function acksConflictOnSomePaths(ctx: RuleContext, v: IdempotenceView): Finding | undefined {
  if (v.conflicts.some((c) => c.key === 'acks') || !(v.explicit === true || v.transactional)) return undefined;
  const all = ctx.site.entries.filter((e) => e.key === 'acks');
  const last = all.at(-1);
  for (const [i, e] of all.entries()) {
    const value = e.value?.trim();
    if (!last || e === last || value === undefined || !['0', '1'].includes(value) || e.run === undefined) continue;
    const later = all.slice(i + 1);
    if (later.some((x) => x.run === e.run)) continue;
    const c: IdempotenceConflict = { key: 'acks', entry: e, value };
    const d = verdict(v, c);
    if (d.kind !== 'throws') return undefined;
    const how = v.explicit === true ? 'enable.idempotence=true' : v.transactionalBy;
    return {
      range: e.valueRange,
      severity: Severity.Warning,
      message: `acks=${value} is put here, and the later acks on line ${last.range.start.line + 1} is in another block, so it replaces this one only on the paths that reach it. On the others acks=${value} conflicts with idempotence (${how}) and the producer refuses to start with ConfigException "${d.exception}". Put acks=all here, or give up idempotence (enable.idempotence=false) on the paths that want acks=${value}.`,
    };
  }
  return undefined;
}

export const idempotenceConflict: Rule = {
  id: 'idempotence-conflict',
  severity: Severity.Error,
  roles: ['producer'],
  clients: ['java'],
  source: 'ProducerConfig.postProcessAndValidateIdempotenceConfigs (KAFKA-13598, KAFKA-13673; the 4.0 in-flight check)',
  summary: 'retries=0, acks≠all or more than 5 requests in flight conflict with idempotence: the producer refuses to start, or silently drops idempotence (per version).',
  check(ctx) {
    const v = idempotenceView(ctx);
    if (v.unknown || !v.requested) return [];
    const how = v.explicit === true ? 'enable.idempotence=true'
      : v.transactional ? v.transactionalBy
      : `it is on by default in ${v.versionLabel}`;
    const assumed = v.versionKnown ? '' : ' (client version unknown, so checked as the newest Kafka; declare client=java@X to be exact)';
    const out: Finding[] = [];
    // A written acks=0/1 that silently drops the default idempotence is one decision: acks-durability
    // reports it with that consequence (one finding, not two), and the other silent conflicts
    // (retries=0, in-flight > 5) then only repeat that idempotence is off.
    const acksDecides = v.conflicts.some((c) => c.key === 'acks' && verdict(v, c).kind === 'disables');
    // The producer.* lines of an exactly-once Streams file: streams-eos-producer-conflict reports acks
    // and in-flight there, in Streams' terms (its own ConfigException for in-flight comes first), so
    // only retries=0 is left to this rule.
    const streamsSpeaks = streamsEosProducer(ctx);
    const onSomePaths = acksConflictOnSomePaths(ctx, v);
    if (onSomePaths) out.push(onSomePaths);
    for (const c of v.conflicts) {
      if (streamsSpeaks && c.key !== 'retries') continue;
      const d = verdict(v, c);
      // When one conflict makes the constructor throw, the silent ones do not matter yet.
      if (v.throws && d.kind !== 'throws') continue;
      if (d.kind === 'disables' && acksDecides) continue;
      const fixes: Fix[] = [REPAIR[c.key](c)];
      if (!v.transactional && v.explicit !== false) {
        fixes.push({ title: 'Set enable.idempotence=false (give up idempotence explicitly)', intents: [{ kind: 'set', key: 'enable.idempotence', value: 'false' }] });
      }
      if (d.kind === 'throws') {
        out.push({
          range: c.entry.valueRange,
          severity: Severity.Error,
          message: `${c.key}=${c.value} conflicts with idempotence (${how}): the producer refuses to start with ConfigException "${d.exception}"${assumed}.`,
          fixes,
        });
      } else {
        out.push({
          range: c.entry.valueRange,
          severity: Severity.Warning,
          message: `Idempotence is off: ${how}, but ${c.key}=${c.value} silently disables it (only ${d.log})${assumed}. ${c.key === 'retries' ? 'A failed batch then goes to the callback as an error instead of being retried.' : 'A retried batch can then be written twice or land after a later one.'} Keep ${c.key === 'retries' ? 'retries > 0' : `${INFLIGHT} ≤ 5`}, or write enable.idempotence=false to make the choice visible.`,
          fixes,
        });
      }
    }
    return out;
  },
  docs: {
    why: 'The idempotent producer needs acks=all, retries above 0 and at most 5 requests in flight per connection (ProducerConfig.postProcessAndValidateIdempotenceConfigs). When enable.idempotence=true is written next to a conflicting value the constructor throws. When idempotence is only on by default (3.0.1/3.2 and newer) a conflicting acks or retries silently turns it off with an INFO log line, and from 4.0 more than 5 in flight throws even with the default.',
    consequence: 'Either the producer refuses to start (`ConfigException: Must set acks to all in order to use the idempotent producer`), or it runs without idempotence and a retried batch can be written twice or out of order, with only an INFO line in the log.',
    bad: { file: 'producer.properties', text: '# kafka-tuning: client=java@3.9\nbootstrap.servers=localhost:9092\nenable.idempotence=true\nacks=1\n' },
    good: { file: 'producer.properties', text: '# kafka-tuning: client=java@3.9\nbootstrap.servers=localhost:9092\nenable.idempotence=true\nacks=all\n' },
    falsePositives: 'None known for an explicit enable.idempotence=true. In Java code, acks=0/1 put first and replaced by acks=all only inside another block (an if, another method) is a warning: the file does not show whether a path that skips the later put runs. When the client version is unknown the rule assumes the newest; declare it (`# kafka-tuning: client=java@2.8`) to get the behaviour of your version.',
    versions: 'Java producer, every version; the outcome differs by version (before 3.0: only explicit idempotence; 3.0.0/3.1.0: default on but ineffective, KAFKA-13598; 3.0.1/3.2+: default on; 4.0+: more than 5 in flight always throws).',
  },
};
