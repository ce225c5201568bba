// value-refused-by-newer-kafka (the generated catalogs' validators per release line): a value the
// site's Kafka version accepts and a newer release refuses with a ConfigException at start-up:
// removed enum values (client.dns.lookup=default after 2.8, Connect's and Streams' retired modes),
// and the stricter list validation of Kafka 4.2 (KIP-1161: duplicate and empty list elements are
// refused where ValidList is used). Judged by Kafka's own parsing rules for each version
// (catalog/parse.ts, checked against the real ConfigDef by the differential tests). Silent without
// a known version — the newest is checked then and invalid-value reports the value — and for
// processing.guarantee, which streams-eos-deprecated explains with its replacement.
import { parseValue } from '../catalog';
import { withConstructorCheck } from '../catalog/constructorChecks';
import { isUnresolved } from '../util/placeholder';
import { valueRefusedLater } from './lifecycle';
import { Severity, type Finding, type Rule } from './types';

const OWN_RULE = new Set(['processing.guarantee']);

export const valueRefusedByNewerKafka: Rule = {
  id: 'value-refused-by-newer-kafka',
  severity: Severity.Warning,
  clients: ['java'],
  source: 'ConfigDef validators of each Kafka release line (server/catalog/java/, generated from the jars), e.g. ValidString value removals and KIP-1161 strict ValidList in 4.2',
  summary: 'A value this Kafka version accepts but a newer release refuses at start-up (ConfigException): the upgrade will fail on it.',
  docs: {
    why: 'Validators change between releases: enum values are retired (client.dns.lookup=default was removed in 3.0) and Kafka 4.2 made list validation strict (KIP-1161: a repeated or empty element in a validated list is refused). A value the running version accepts can stop a newer client, broker or framework from starting.',
    consequence: 'After the upgrade the process fails at start-up with ConfigException "Invalid value … for configuration …" — the message shown here is the one the newer version\'s validator gives for this value. Found by validating the value against every newer generated catalog (2.8.2 to 4.4.0).',
    bad: { file: 'consumer.properties', text: '# kafka-tuning: client=java@2.8\nbootstrap.servers=kafka:9092\ngroup.id=billing\nclient.dns.lookup=default\n' },
    good: { file: 'consumer.properties', text: '# kafka-tuning: client=java@2.8\nbootstrap.servers=kafka:9092\ngroup.id=billing\nclient.dns.lookup=use_all_dns_ips\n' },
    falsePositives: 'A service pinned to its version for good can silence the rule in `.kafka-tuning.json` (`"rules": { "value-refused-by-newer-kafka": "off" }`).',
    versions: 'Any known version older than the newest generated catalog (Kafka 4.4). Every release line from 2.8 to 4.4 has its own catalog; a version whose line has none (between two that do) is only told what both catalogs around it agree on, and a change between them is said at information, naming the two.',
  },
  check(ctx) {
    const version = ctx.site.client.version;
    const role = ctx.site.role;
    if (!version || !role) return [];
    const out: Finding[] = [];
    for (const e of ctx.site.entries) {
      if (e.shared || e.value === undefined || isUnresolved(e.value) || OWN_RULE.has(e.key)) continue;
      const info = ctx.catalog.key(role, e.key);
      // A value this version's constructor already refuses (compression.type before 3.3) is invalid-value's.
      if (!info || !parseValue(withConstructorCheck(role, info), e.value).ok) continue;
      const refused = valueRefusedLater(role, e.key, e.value, version);
      if (!refused?.refusal) continue;
      if (refused.bracket) {
        // No catalog of this version's own line, and the next one refuses the value: this version
        // may refuse it already, so only what the two catalogs show is said, at information.
        const [below, above] = [refused.bracket.below, refused.bracket.above].map((v) => v.split('.').slice(0, 2).join('.'));
        out.push({
          range: e.valueRange,
          severity: Severity.Information,
          message: `${e.key}=${e.value.trim()} is accepted by Kafka ${below} and refused by ${above}, which does not start with it: "${refused.refusal.message}" Whether Kafka ${version} accepts it cannot be told from the catalogs shipped.`,
        });
        continue;
      }
      out.push({
        range: e.valueRange,
        message: `${e.key}=${e.value.trim()} is accepted by Kafka ${version} but refused from ${refused.when}, which does not start with it: "${refused.refusal.message}"${refused.refusal.accepted ? ` Accepted there: ${refused.refusal.accepted}.` : ''}`,
      });
    }
    return out;
  },
};
