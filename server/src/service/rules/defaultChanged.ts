// default-changed (docs/sources.md#producer-configs and #consumer-configs): a key
// the file leaves unset runs with its version's default, and for a few tuning keys that default
// flipped between versions — the same file behaves differently after an upgrade. Reported once
// per module and key (the module's first file in path order that leaves the key unset carries it,
// decided by the workspace scan: node/defaultChangeCarriers.ts) and once per document for the same
// words (a file of many maps gets one), as a hint, when the client version is known. The allow-list carries the version each
// change landed in (the generated catalogs only bracket it); a unit test checks it against
// defaultHistory.
import { uriKey } from '../../../../common/src/uri';
import { compareVersions } from '../catalog';
import { predatesJavaClient } from '../util/javaClientEra';
import type { ConfigSite, Role } from '../model';
import { idempotenceEra, idempotenceView, type IdempotenceView } from './idempotenceConflict';
import { codeReading } from '../workspace';
import { isSpringProfileFile } from '../util/springProfileFile';
import { Severity, type Rule, type RuleContext } from './types';

export interface DefaultChange {
  role: Role;
  key: string;
  since: string;
  before: string;
  after: string;
  why: string;
  /** The version that brought the key: an older client has neither default (enable.idempotence: 0.11, KIP-98). */
  introduced?: string;
  /** Said only to clients older than the change: one from before every catalog (2.1) is news to nobody on a newer client. */
  olderOnly?: boolean;
}

export const DEFAULT_CHANGES: readonly DefaultChange[] = [
  { role: 'producer', key: 'linger.ms', since: '4.0.0', before: '0', after: '5', why: 'KIP-1030' },
  { role: 'producer', key: 'acks', since: '3.0.0', before: '1', after: 'all', why: 'KIP-679' },
  { role: 'producer', key: 'enable.idempotence', since: '3.0.0', before: 'false', after: 'true', why: 'KIP-679', introduced: '0.11.0' },
  // Before 2.1 a failed send was not retried unless retries was written (KIP-91 made it 2147483647, bounded by delivery.timeout.ms).
  { role: 'producer', key: 'retries', since: '2.1.0', before: '0', after: '2147483647', why: 'KIP-91', olderOnly: true },
  { role: 'consumer', key: 'session.timeout.ms', since: '3.0.0', before: '10000', after: '45000', why: 'KIP-735' },
];

export const defaultChanged: Rule = {
  id: 'default-changed',
  severity: Severity.Hint,
  roles: ['producer', 'consumer'],
  clients: ['java'],
  source: 'ProducerConfig / ConsumerConfig default history: KIP-91, KIP-679, KIP-735, KIP-1030; KAFKA-13598',
  summary: 'Unset tuning keys whose default changed across Kafka versions, with the value this version runs with.',
  // The same version and the same unset keys give the same note for every map of a file.
  oncePerDocument: true,
  check(ctx) {
    const version = ctx.site.client.version;
    // application-local.yml overlays application.yml: its unset keys are usually set there (check 71, untrue hint).
    if (!version || frameworkClient(ctx.site) || isSpringProfileFile(ctx.doc.fileName)) return [];
    // A release before the Java client: the old Scala client runs, with defaults of its own.
    if (predatesJavaClient(ctx.site.role, version)) return [];
    const parts: string[] = [];
    const pins: Array<{ key: string; value: string }> = [];
    const doc = uriKey(ctx.doc.uri);
    // Said by another file of the same module (the first in path order that leaves it unset).
    const elsewhere = ctx.workspace.defaultChangedElsewhere?.[doc] ?? {};
    const idem = ctx.site.role === 'producer' ? idempotenceView(ctx) : undefined;
    for (const c of DEFAULT_CHANGES) {
      if (c.role !== ctx.site.role || ctx.isSet(c.key) || elsewhere[`${c.role}:${c.key}`] || readByCode(ctx, c.key)) continue;
      if (c.introduced && compareVersions(version, c.introduced) < 0) continue;
      const newer = compareVersions(version, c.since) >= 0;
      if (newer && c.olderOnly) continue;
      if (idem && !followsDefault(c, newer, idem)) continue;
      const value = newer ? c.after : c.before;
      const other = newer ? `${c.before} before ${short(c.since)}` : `${c.after} from ${short(c.since)}`;
      let note = '';
      if (c.key === 'enable.idempotence' && idempotenceEra(version) === 'KAFKA-13598') note = ', yet off in practice unless written (KAFKA-13598)';
      parts.push(`${c.key}=${value} (${other}, ${c.why}${note})`);
      pins.push({ key: c.key, value });
    }
    if (parts.length === 0) return [];
    const carrier = ctx.workspace.defaultChangedCarriers?.[doc];
    const once = carrier && carrier.others > 0
      ? ` Said here once for ${carrier.module ? `the module ${carrier.module}` : 'this workspace folder'}: ${carrier.others} other file${carrier.others === 1 ? '' : 's'} there leave${carrier.others === 1 ? 's' : ''} some of these unset too.`
      : '';
    return [{
      range: ctx.anchor(),
      message: `Unset keys whose default changed across versions; ${ctx.site.client.client} client ${version}${ctx.site.client.origin ? ` (${ctx.site.client.origin})` : ''} runs with ${parts.join('; ')}.${once}`,
      fixes: [{
        title: `Write ${pins.map((p) => `${p.key}=${p.value}`).join(', ')} explicitly`,
        intents: pins.map((p) => ({ kind: 'set' as const, key: p.key, value: p.value })),
        preferred: true,
      }],
    }];
  },
  docs: {
    why: 'A key the file leaves unset runs with its version\'s default, and for a few tuning keys that default changed between releases: linger.ms 0 → 5 in 4.0 (KIP-1030), acks 1 → all and enable.idempotence false → true in 3.0 (KIP-679; idempotence in effect from 3.0.1/3.2, KAFKA-13598), the consumer\'s session.timeout.ms 10 s → 45 s in 3.0 (KIP-735), and retries 0 → 2147483647 in 2.1 (KIP-91; an idempotent producer before 2.1 already retried without end). The same file then behaves differently after an upgrade, which the hint makes visible once per module and key: the first file of the module in path order that leaves the key unset carries it, the other files of the module stay silent about it.',
    consequence: 'After an upgrade, latency, batching or delivery guarantees change with no edit to the file (for example linger.ms 0 → 5 in 4.0: at 200 records/s into one partition the median record went from 3.2 ms to 8.0 ms, 5.2 ms of it waiting in the producer, measured on the embedded broker in docs/evidence/linger-cost.md, `npm run bench:linger`).',
    bad: { file: 'producer.properties', text: '# kafka-tuning: client=java@4.1\nbootstrap.servers=localhost:9092\nbatch.size=65536\n' },
    good: { file: 'producer.properties', text: '# kafka-tuning: client=java@4.1\nbootstrap.servers=localhost:9092\nbatch.size=65536\nlinger.ms=5\nacks=all\nenable.idempotence=true\n' },
    falsePositives: 'Teams happy with whatever the default is. It is a hint; turn it off with `"kafkaTuning.rules": { "default-changed": "off" }`. Without a known client version it says nothing; nor in a Spring profile file (application-local.yml), whose unset keys usually come from application.yml, nor about a key of a Spring block that the application\'s own code reads (getProperty, @Value) into its client, nor about a key another file of the module writes (a Java client that loads this file and then sets the key itself).',
    versions: 'Java producer and consumer; needs the client version (build file or `client=java@x.y` in the directive).',
  },
};

/**
 * Whether an unset acks / enable.idempotence really runs with its version's default, given what the
 * rest of the producer config writes. Before 3.0 an idempotent producer (enable.idempotence=true, or
 * a transactional.id) turns an unset acks into all (KafkaProducer.configureAcks, 0.11 to 2.8: "Overriding
 * the default acks to all since idempotence is enabled"), and a transactional.id turns idempotence on.
 * From 3.0 a written acks=0/1, retries=0 or more than 5 requests in flight switches the default
 * idempotence off, or makes the constructor throw (ProducerConfig.postProcessAndValidateIdempotenceConfigs).
 * Saying "runs with acks=1" or "enable.idempotence=true" there would be untrue.
 */
function followsDefault(c: DefaultChange, newer: boolean, idem: IdempotenceView): boolean {
  if (c.key === 'acks') return newer || !idem.requested;
  // An idempotent producer before 2.1 runs with retries=Integer.MAX_VALUE (KafkaProducer.configureRetries).
  if (c.key === 'retries') return newer || !idem.requested;
  if (c.key === 'enable.idempotence') {
    if (!newer) return !idem.transactional;
    // 3.0.0/3.1.0 keep the default off in practice; the note below says so (KAFKA-13598).
    return idem.era === 'KAFKA-13598' || idem.on === true;
  }
  return true;
}

/**
 * A Spring block's key that Boot does not bind but the application's code reads itself
 * (environment.getProperty("spring.kafka.producer.linger-ms") into its own producer map): the
 * clients that send run with that value, so "runs with the default" would be untrue (check 69, U).
 */
function readByCode(ctx: RuleContext, key: string): boolean {
  if (ctx.site.syntax !== 'spring-yaml' && ctx.site.syntax !== 'spring-properties') return false;
  const block = `spring.kafka.${ctx.site.role}.`;
  return [`${block}${key}`, `${block}${key.replace(/\./g, '-')}`, `${block}properties.${key}`].some((k) => codeReading(ctx.workspace, ctx.doc.uri, k) !== undefined);
}

/** The changed-default keys a site writes, as 'role:key': a module whose client sets the key somewhere does not run with its default (check 73). */
export function setChangedDefaults(site: ConfigSite): string[] {
  if (site.client.client !== 'java' || frameworkClient(site)) return [];
  return DEFAULT_CHANGES.filter((c) => c.role === site.role && site.entries.some((e) => e.key === c.key)).map((c) => `${c.role}:${c.key}`);
}

/** The changed defaults a site leaves unset, as 'role:key' (what the workspace scan groups by module). */
export function unsetChangedDefaults(site: ConfigSite): string[] {
  if (site.client.client !== 'java' || frameworkClient(site)) return [];
  const version = site.client.version;
  return DEFAULT_CHANGES.filter((c) => c.role === site.role && !site.entries.some((e) => e.key === c.key)
    && !(c.olderOnly && (version === undefined || compareVersions(version, c.since) >= 0))).map((c) => `${c.role}:${c.key}`);
}

/**
 * The producer/consumer a Streams, Connect or MirrorMaker file configures through its client
 * prefix (producer.linger.ms in a Streams file): the framework sets its own client defaults
 * (Streams' producer runs with linger.ms=100, StreamsConfig.getProducerConfigs in 4.1.2; a Connect
 * source task's producer with acks=all), so the plain client's default history does not apply.
 */
function frameworkClient(site: ConfigSite): boolean {
  return site.syntax === 'properties' && site.entries.length > 0
    && site.entries.every((e) => e.prefix !== undefined && /(^|\.)((main|restore|global)\.)?(producer|consumer|admin)\.(override\.)?$/.test(e.prefix));
}

function short(v: string): string {
  return v.replace(/\.0$/, '');
}
