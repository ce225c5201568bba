// streams-eos-deprecated (StreamsConfig processing.guarantee; KIP-447, KIP-732): Kafka 3.0
// deprecated the first two exactly-once modes — `exactly_once` (one producer per task) and
// `exactly_once_beta` (one producer per thread, KIP-447) — in favour of `exactly_once_v2`, which is
// the beta protocol under its final name. Kafka 4.0 removed them: the ConfigDef's ValidString for
// processing.guarantee in the 4.0.2 catalog holds only at_least_once and exactly_once_v2, so a 4.x
// application refuses to start (ConfigException). On 3.x the old names still run, with a
// deprecation warning in the log; this rule says so before the upgrade breaks it. From 4.0 (and
// when the version is unknown, where the newest is checked) invalid-value already reports the
// value as an error, so this rule steps aside there: one finding per key. A Java conditional
// (`eos ? "exactly_once" : "at_least_once"`, check 80) is beyond invalid-value, so this rule says it
// for every version.
import { catalogFor } from '../catalog';
import { Severity, type Rule } from './types';

const OLD = new Set(['exactly_once', 'exactly_once_beta']);

export const streamsEosDeprecated: Rule = {
  id: 'streams-eos-deprecated',
  severity: Severity.Warning,
  roles: ['streams'],
  clients: ['java'],
  source: 'StreamsConfig processing.guarantee (ValidString: exactly_once and exactly_once_beta deprecated in 3.0 by KIP-732, gone from 4.0)',
  summary: 'processing.guarantee=exactly_once or exactly_once_beta on Kafka Streams 3.x: deprecated, and refused from 4.0; exactly_once_v2 is the replacement.',
  docs: {
    why: 'Kafka Streams 3.0 replaced its two exactly-once modes with exactly_once_v2 (KIP-732): the same thread-level transactional producer as exactly_once_beta, without the per-task producers of exactly_once. The old names keep working on 3.x with a deprecation warning, and Kafka 4.0 removed them from the ValidString of processing.guarantee.',
    consequence: 'After an upgrade to Kafka Streams 4.0 the application does not start: StreamsConfig throws ConfigException "Invalid value exactly_once for configuration processing.guarantee" (the 4.0 ConfigDef accepts only at_least_once and exactly_once_v2). exactly_once_v2 needs brokers 2.5 or newer.',
    bad: { file: 'streams.properties', text: '# kafka-tuning: client=java@3.7\napplication.id=payments\nbootstrap.servers=kafka:9092\nprocessing.guarantee=exactly_once\n' },
    good: { file: 'streams.properties', text: '# kafka-tuning: client=java@3.7\napplication.id=payments\nbootstrap.servers=kafka:9092\nprocessing.guarantee=exactly_once_v2\n' },
    falsePositives: 'Brokers older than 2.5 cannot run exactly_once_v2; such a cluster must keep exactly_once until the brokers are upgraded — silence the line with `# kafka-tuning-disable-next-line streams-eos-deprecated` meanwhile.',
    versions: 'Kafka Streams 3.0 to 3.9 (from 4.0 invalid-value reports the refused value; before 3.0 exactly_once_v2 does not exist). A Java conditional that picks an old name in one branch is reported from 3.0 on and when the version is unknown, since invalid-value cannot judge it.',
  },
  check(ctx) {
    const e = ctx.entry('processing.guarantee');
    const value = e?.value?.trim();
    const version = ctx.site.client.version;
    if (!e) return [];
    const accepts = (v: string | undefined) => (catalogFor(v).key('streams', 'processing.guarantee')?.validator as { values?: string[] } | undefined)?.values;
    // A conditional (`eos ? "exactly_once" : "at_least_once"`) that invalid-value cannot judge: one
    // of its branches names an old mode. Which branch runs is the caller's choice, so a warning
    // that says when it stops the application, on any version that has exactly_once_v2 (or none known).
    const olds = value === undefined ? [...new Set((e.choices ?? []).map((c) => c.trim()).filter((c) => OLD.has(c)))] : [];
    // Before 3.0 the old names are the only exactly-once modes (no exactly_once_v2 yet): nothing to say.
    if (olds.length > 0 && !(version && !accepts(version)?.includes('exactly_once_v2') && accepts(version)?.includes(olds[0]))) {
      const old = olds.join(' or ');
      const it = olds.length > 1 ? 'them' : 'it';
      const refusedHere = !accepts(version)?.includes(olds[0]);
      const era = !version ? `Kafka Streams 4.0 and newer refuse ${it} (3.x runs ${it} with a deprecation warning)` : refusedHere ? `Kafka Streams ${version} refuses ${it}` : `Kafka Streams ${version} runs ${it} with a deprecation warning, and 4.0 refuses ${it}`;
      return [{
        range: e.valueRange,
        message: `${olds.length > 1 ? 'This conditional sets' : 'One branch of this conditional sets'} processing.guarantee=${old}, deprecated since Kafka Streams 3.0 (KIP-732) and removed in 4.0: ${era}, and when StreamsConfig refuses a value the application does not start (ConfigException). exactly_once_v2 is the same guarantee with one transactional producer per thread (brokers 2.5 or newer).`,
      }];
    }
    if (!value || !OLD.has(value) || !version) return [];
    // Only where the old name is still accepted and exactly_once_v2 already exists.
    if (!accepts(version)?.includes(value) || !accepts(version)?.includes('exactly_once_v2')) return [];
    return [{
      range: e.valueRange,
      message: `processing.guarantee=${value} is deprecated since Kafka Streams 3.0 (KIP-732) and removed in 4.0, where StreamsConfig refuses it and the application does not start. Kafka Streams ${version} already has exactly_once_v2, the same guarantee with one transactional producer per thread (brokers 2.5 or newer).`,
      fixes: [{ title: 'Set processing.guarantee=exactly_once_v2', intents: [{ kind: 'set', key: 'processing.guarantee', value: 'exactly_once_v2' }], preferred: true }],
    }];
  },
};
