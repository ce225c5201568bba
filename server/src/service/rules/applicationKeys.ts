// application-keys: real files mix the application's own keys (topic, pool.maxTotal, app.*) into the
// config they hand to Kafka, or load one file for both. Such a key is not a mistake, and Kafka's
// only reaction is a log line; calling each one "unknown, ignored" buries the findings that matter.
// One hint per config lists them, so a misspelt Kafka key is still visible there.
import { catalogVersions } from '../catalog/catalog';
import { keyKinds } from './keyKinds';
import { misplacedClusterAddresses } from './mirrormakerClusterBootstrapMissing';
import type { Role } from '../model';
import { checkedVersion } from './checkedVersion';
import { Severity, type Rule } from './types';

const SHOWN = 6;

// The generated catalogs start at one release line (2.8): keys removed before it (block.on.buffer.full,
// metadata.fetch.timeout.ms) were Kafka settings once, so "no Kafka version" would be untrue.
const OLDEST = catalogVersions().map((v) => v.split('.').slice(0, 2).join('.')).sort((a, b) => Number(a.split('.')[0]) - Number(b.split('.')[0]) || Number(a.split('.')[1]) - Number(b.split('.')[1]))[0];

/**
 * Who else may read a file of this role. A client's map is often the application's too; a broker,
 * Connect or MirrorMaker 2 file is read by Kafka and the plugins it loads, not by an application.
 */
function whoElseReads(role: Role | undefined): { reader: string; nobody: string } {
  if (role === 'broker' || role === 'topic') return { reader: 'a plugin the broker loads (an authorizer, a metrics reporter, a config provider)', nobody: 'the broker itself does not' };
  if (role === 'connect' || role === 'connector') return { reader: 'a plugin of the worker (a connector, a converter, a config provider)', nobody: 'the Connect worker itself does not' };
  if (role === 'mirrormaker') return { reader: 'a plugin MirrorMaker 2 loads (a replication policy, a config provider)', nobody: 'MirrorMaker 2 itself does not' };
  if (role === 'streams') return { reader: 'your application', nobody: 'Kafka Streams does not' };
  return { reader: 'your application', nobody: 'a Kafka client does not' };
}

export const applicationKeys: Rule = {
  id: 'application-keys',
  severity: Severity.Hint,
  clients: ['java'],
  source: 'AbstractConfig: keys no ConfigDef defines are passed on to plugins and otherwise only reported as unused in the client log',
  summary: `Keys no Kafka version from ${OLDEST} on and no known plugin defines, listed once per config: fine when the application (in a broker, Connect or MirrorMaker 2 file, a plugin) reads them.`,
  check(ctx) {
    // A MirrorMaker 2 cluster's address under a prefix the driver does not read is an error of its own.
    const misplaced = misplacedClusterAddresses(ctx);
    const keys = [...keyKinds(ctx)].filter(([e, k]) => k.kind === 'application' && !misplaced.has(e.rawKey)).map(([e]) => e);
    if (keys.length === 0) return [];
    // As written: 'producer.override.acks' in a worker file, not the 'override.acks' left after its prefix.
    const names = [...new Set(keys.map((e) => (e.prefix ? e.rawKey : e.key)))];
    const list = names.slice(0, SHOWN).map((n) => `'${n}'`).join(', ') + (names.length > SHOWN ? ` and ${names.length - SHOWN} more` : '');
    const one = names.length === 1;
    const { reader, nobody } = whoElseReads(ctx.site.role);
    // A client older than every catalog may read keys 2.8 no longer has (metadata.fetch.timeout.ms,
    // removed in 2.0): say so instead of suggesting nobody reads them (check 27, an untrue hint).
    const v = checkedVersion(ctx);
    const older = v.predatesCatalogs ? ` This module's client is Kafka ${v.version}, older than ${OLDEST}: ${one ? 'it may be one of its settings' : 'some may be its settings'}, which later releases removed.` : '';
    return [{
      range: keys[0].keyRange,
      message: one
        ? `${list} is not a setting of any Kafka version from ${OLDEST} on. Fine if ${reader} reads it; ${nobody}.${older}`
        : `${names.length} keys here are not settings of any Kafka version from ${OLDEST} on: ${list}. Fine if ${reader} reads them; ${nobody}.${older}`,
    }];
  },
  docs: {
    why: 'Real configuration files often mix the application\'s own keys (a topic name, a pool size, app.*) into the map handed to Kafka. Kafka only logs such keys as unused. Calling each of them an ignored Kafka key would bury real findings, so they are listed once per config at hint level, and a key close to a real Kafka key is still reported as unknown-key.',
    consequence: 'No effect on Kafka; the hint makes sure a key you expected Kafka to read is not among them.',
    bad: { file: 'producer.properties', text: 'bootstrap.servers=localhost:9092\nacks=all\ntopic=orders\napp.retry.count=3\n' },
    good: { file: 'producer.properties', text: 'bootstrap.servers=localhost:9092\nacks=all\n' },
    falsePositives: 'It is a hint for keys that are usually intended. List them in the `kafkaTuning.applicationKeys` setting (or `applicationKeys` in `.kafka-tuning.json`, e.g. `["topic", "app.**"]`) and they are no longer reported.',
    versions: 'All Java client, broker and topic configs.',
  },
};
