// removed-in-newer-kafka (the generated catalogs, one per release line from the jars): a key the
// site's Kafka version reads but a newer release no longer defines. Today it works; after the
// upgrade the client, broker or framework only logs it among the unused configurations and runs on
// its default (4.0 dropped auto.include.jmx.reporter, the message-format and ZooKeeper-era broker
// keys, Streams' retries…). unknown-key reports such a key once the site's version no longer has
// it; this rule says it while it still works, phrased by the site's version. Silent without a
// known version (the newest is checked then, and unknown-key speaks), and for a ZooKeeper-mode
// broker's zookeeper.* keys, whose whole migration zookeeper-mode describes.
import { isZooKeeperBroker, ZOOKEEPER_ORIGIN } from '../sites/era';
import { deadKeyNote } from './deadKeys';
import { keyDeprecation, keyRemovedLater } from './lifecycle';
import { Severity, type Finding, type Rule } from './types';

export const removedInNewerKafka: Rule = {
  id: 'removed-in-newer-kafka',
  severity: Severity.Information,
  clients: ['java'],
  source: 'The ConfigDefs of each Kafka release line (server/catalog/java/, generated from the jars): a key defined by the site\'s version and absent from a newer one',
  summary: 'A key this Kafka version reads but a newer release removed: after the upgrade it is ignored and the default applies.',
  docs: {
    why: 'Kafka removes deprecated settings in major releases (4.0 removed auto.include.jmx.reporter, log.message.format.version, Streams\' retries and every ZooKeeper setting). A removed key is not an error: AbstractConfig only logs it among the configurations "supplied but not used", so the setting silently stops having an effect after the upgrade.',
    consequence: 'After an upgrade past the release that removed it, the key is ignored and its behaviour falls back to the new version\'s default, with nothing but an INFO log line to say so. Found by comparing the ConfigDef of the site\'s version with every newer generated catalog (2.8.2 to 4.4.0).',
    bad: { file: 'producer.properties', text: '# kafka-tuning: client=java@3.9\nbootstrap.servers=kafka:9092\nauto.include.jmx.reporter=false\n' },
    good: { file: 'producer.properties', text: '# kafka-tuning: client=java@3.9\nbootstrap.servers=kafka:9092\n' },
    falsePositives: 'A service that will never be upgraded past its version can silence the rule for the file in `.kafka-tuning.json` (`"rules": { "removed-in-newer-kafka": "off" }`).',
    versions: 'Any known version older than the newest generated catalog (Kafka 4.4). Every release line from 2.8 to 4.4 has its own catalog; a version whose line has none (between two that do) is only told what both catalogs around it agree on, and a change between them is said at information, naming the two.',
  },
  check(ctx) {
    const version = ctx.site.client.version;
    const role = ctx.site.role;
    if (!version || !role || ctx.site.client.origin === ZOOKEEPER_ORIGIN) return [];
    // A ZooKeeper-mode broker of a known 3.x version (check 88: a cp-server 6.2 compose, Kafka 2.8):
    // its zookeeper.* keys go with the mode, and leaving the mode is a migration to KRaft that
    // zookeeper-mode states once, not one "plan its removal" per key.
    const zkMode = isZooKeeperBroker(role, ctx.site.entries);
    const out: Finding[] = [];
    for (const e of ctx.site.entries) {
      if (e.shared || !ctx.catalog.key(role, e.key) || (zkMode && e.key.startsWith('zookeeper.'))) continue;
      const gone = keyRemovedLater(role, e.key, version);
      if (!gone) continue;
      // What the site's own version says about it (deprecated since …, use … instead), from its ConfigDef docs.
      const dep = keyDeprecation(role, e.key, version);
      const since = dep ? `, deprecated since ${dep.since},` : '';
      const instead = dep?.replacement ? ` Use '${dep.replacement}' instead.` : ' Plan its replacement or removal now.';
      const dead = deadKeyNote(e.key, (k) => ctx.entry(k)?.value, ctx.site.role);
      if (gone.bracket) {
        // No catalog of this version's own line, and the key is gone from the next one: this
        // version may already have dropped it, so "works on" would be a guess.
        const [below, above] = [gone.bracket.below, gone.bracket.above].map((v) => v.split('.').slice(0, 2).join('.'));
        out.push({
          range: e.keyRange,
          ...(dead ? { severity: Severity.Hint } : {}),
          message: `'${e.key}' is in Kafka ${below} and not in ${above}: whether Kafka ${version} still reads it cannot be told from the catalogs shipped. From ${above} on it is only logged as an unused configuration and the default applies.${dead ?? instead}`,
        });
        continue;
      }
      out.push({
        range: e.keyRange,
        ...(dead ? { severity: Severity.Hint } : {}),
        message: `'${e.key}' works on Kafka ${version}${since} but was removed in ${gone.when}: after that upgrade it is only logged as an unused configuration and the default applies.${dead ?? instead}`,
      });
    }
    return out;
  },
};
