// connect-worker-required-missing: a whole Connect worker file without a key its ConfigDef gives no
// default. DistributedConfig (2.8.2–4.4.0) has no default for group.id, config.storage.topic,
// offset.storage.topic, status.storage.topic, key.converter and value.converter; StandaloneConfig
// none for key.converter, value.converter and offset.storage.file.filename; from 4.2.0 both have
// none for bootstrap.servers either (listed per version with a harness over the ConfigDef keys whose
// hasDefault() is false). AbstractConfig's constructor parses the ConfigDef, which throws
// ConfigException "Missing required configuration "…" which has no default value." for the first
// one missing: connect-distributed / connect-standalone exits before the worker starts.
//
// The generated catalog carries which keys have no default, per version, for the worker role; it
// merges both ConfigDefs, so which of them applies is told here: the storage topics and group.id
// are DistributedConfig's only, offset.storage.file.filename StandaloneConfig's.
//
// Only a file that is plainly the whole worker config is judged: Kafka's own file name, or most of
// the kind's required keys written, and no template lines, directive sections or blanks to fill —
// a fragment (a few worker keys an image or script adds to) is silent.
import { plainlyWholeConfig } from '../util/wholeFile';
import { baseName } from '../../../../common/src/model';
import { Severity, type Rule, type RuleContext } from './types';

const DISTRIBUTED_ONLY = ['group.id', 'config.storage.topic', 'offset.storage.topic', 'status.storage.topic'];
const STANDALONE_ONLY = ['offset.storage.file.filename'];

type Kind = 'distributed' | 'standalone';

/** A whole worker file's kind, by its name or the keys only one kind reads; undefined when it says neither or both. */
export function connectWorkerKind(ctx: RuleContext): Kind | undefined {
  const base = baseName(ctx.doc.fileName).toLowerCase();
  const distributed = /^connect-distributed/.test(base) || DISTRIBUTED_ONLY.some((k) => ctx.isSet(k));
  const standalone = /^connect-standalone/.test(base) || STANDALONE_ONLY.some((k) => ctx.isSet(k));
  return distributed === standalone ? undefined : distributed ? 'distributed' : 'standalone';
}

/** The kind's keys without a default in the checked version's ConfigDef. */
function required(ctx: RuleContext, kind: Kind): string[] {
  const other = kind === 'distributed' ? STANDALONE_ONLY : DISTRIBUTED_ONLY;
  return ctx.catalog.keys('connect')
    .filter((k) => !k.hasDefault && !other.includes(k.name))
    // Before 4.2 a worker without bootstrap.servers dials localhost:9092: refused only from 4.2,
    // so it is named only when the version is known rather than assumed to be the newest.
    .filter((k) => k.name !== 'bootstrap.servers' || ctx.site.client.version !== undefined)
    .map((k) => k.name);
}

function list(names: string[]): string {
  return names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}

export const connectWorkerRequiredMissing: Rule = {
  id: 'connect-worker-required-missing',
  severity: Severity.Error,
  roles: ['connect'],
  clients: ['java'],
  source: 'DistributedConfig and StandaloneConfig ConfigDefs (keys without a default, 2.8.2–4.4.0); ConfigDef.parse (ConfigException "Missing required configuration … which has no default value.")',
  summary: 'A Connect worker file without a key that has no default (status.storage.topic, key.converter…): the worker refuses to start.',
  check(ctx) {
    // Prefixed groups (producer.*) are other sites; a site with a directive section may be a part.
    if (!plainlyWholeConfig(ctx)) return [];
    const kind = connectWorkerKind(ctx);
    if (!kind) return [];
    const needed = required(ctx, kind);
    const missing = needed.filter((k) => !ctx.isSet(k));
    if (missing.length === 0) return [];
    const ownName = new RegExp(`^connect-${kind}`).test(baseName(ctx.doc.fileName).toLowerCase());
    const present = needed.length - missing.length;
    // A fragment writes a few of them; a whole worker file most. Under Kafka's own name half will do.
    if (!(ownName ? present * 2 >= needed.length : present * 2 > needed.length)) return [];
    const cls = kind === 'distributed' ? 'DistributedConfig' : 'StandaloneConfig';
    const version = ctx.site.client.version ? `Kafka ${ctx.catalog.version}` : `Kafka ${ctx.catalog.version}, the newest, as no version was found in the workspace; the same in every version from 2.8 on`;
    return [{
      range: ctx.anchor(),
      message: `This ${kind} Connect worker config has no ${list(missing)}: ${cls} gives ${missing.length === 1 ? 'it' : 'them'} no default (${version}), so the worker stops at start-up with ConfigException "Missing required configuration "${missing.length === 1 ? missing[0] : '…'}" which has no default value.".`,
    }];
  },
  docs: {
    why: 'A Connect worker builds its DistributedConfig (connect-distributed) or StandaloneConfig (connect-standalone) from the one worker file it is given, and parsing a ConfigDef refuses any key that has no default and is not set. For a distributed worker these are group.id, the three storage topics and both converters; for a standalone worker the converters and offset.storage.file.filename; from Kafka 4.2 also bootstrap.servers.',
    consequence: 'The worker exits at start-up with ConfigException "Missing required configuration "status.storage.topic" which has no default value." and runs no connector.',
    bad: { file: 'connect-distributed.properties', text: 'bootstrap.servers=kafka-1.internal:9092\ngroup.id=billing-connect\nconfig.storage.topic=billing-connect-configs\noffset.storage.topic=billing-connect-offsets\nkey.converter=org.apache.kafka.connect.storage.StringConverter\nvalue.converter=org.apache.kafka.connect.storage.StringConverter\n' },
    good: { file: 'connect-distributed.properties', text: 'bootstrap.servers=kafka-1.internal:9092\ngroup.id=billing-connect\nconfig.storage.topic=billing-connect-configs\noffset.storage.topic=billing-connect-offsets\nstatus.storage.topic=billing-connect-status\nkey.converter=org.apache.kafka.connect.storage.StringConverter\nvalue.converter=org.apache.kafka.connect.storage.StringConverter\n' },
    falsePositives: 'A file that is not the whole worker config but one part of it that a script or image merges with others: it is judged only under Kafka\'s own name (connect-distributed*.properties, connect-standalone*.properties) or when it writes most of the required keys. Silence it with a `#` suppression comment on its first line.',
    versions: 'Kafka Connect, all versions (2.8.2 to 4.4.0 checked); bootstrap.servers is named from 4.2, and only when the version is known.',
  },
};
