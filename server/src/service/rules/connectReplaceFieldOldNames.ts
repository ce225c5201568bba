// connect-replacefield-old-names (ReplaceField, KIP-629): ReplaceField's `blacklist` and `whitelist`
// were renamed `exclude` and `include` in Kafka 2.7 (KAFKA-10573). Up to 3.9 the transform still
// translated the old names; 4.0 dropped them. Measured by configuring ReplaceField$Value with each
// name and applying it to {f=1, g=2}: with 2.8.2 and 3.9.1 `blacklist=f` gives {g=2}; with 4.0.2
// and 4.4.0 it gives {f=1, g=2}, and nothing is logged. Its config() names differ the same way
// (blacklist/whitelist in 3.9.1, absent from 4.0.2); no other transform in connect-transforms lost a
// key between 3.9.1 and 4.4.0. With both names set, 3.9.1 applies the new one only
// (blacklist=f, exclude=g on {f,g,h} gives {f,h}).
import { compareVersions } from '../catalog';
import { aliasKeys, listedAliases } from './connectAliases';
import { Severity, type Finding, type Rule } from './types';

const REPLACE_FIELD = /^org\.apache\.kafka\.connect\.transforms\.ReplaceField\$(Key|Value)$/;
const RENAMED: Record<string, string> = { blacklist: 'exclude', whitelist: 'include' };

export const connectReplaceFieldOldNames: Rule = {
  id: 'connect-replacefield-old-names',
  severity: Severity.Warning,
  roles: ['connector'],
  clients: ['java'],
  source: 'ReplaceField (connect-transforms): blacklist/whitelist renamed exclude/include in 2.7 (KIP-629, KAFKA-10573), translated up to 3.9.1, ignored from 4.0.2 (measured)',
  summary: 'ReplaceField configured with blacklist/whitelist: Kafka 4.0 and newer ignore those names, so the fields are not dropped (or kept).',
  docs: {
    why: 'KIP-629 renamed ReplaceField\'s `blacklist` to `exclude` and `whitelist` to `include` in Kafka 2.7. Kafka 2.7 to 3.9 still read the old names and translated them; Kafka 4.0 removed that translation, and an unknown property of a transform is ignored without a log line.',
    consequence: 'On a 4.x worker the transform does nothing with those lines: configured with blacklist=f and applied to {f=1, g=2}, ReplaceField$Value 4.0.2 and 4.4.0 return {f=1, g=2}; 3.9.1 returns {g=2}. A field meant to be dropped (a password, a large blob) reaches the sink.',
    bad: { file: 'alerts-sink.properties', text: 'name=alerts-sink\nconnector.class=io.example.AlertsSinkConnector\ntopics=alerts\ntransforms=dropTs\ntransforms.dropTs.type=org.apache.kafka.connect.transforms.ReplaceField$Value\ntransforms.dropTs.blacklist=timestamp\n' },
    good: { file: 'alerts-sink.properties', text: 'name=alerts-sink\nconnector.class=io.example.AlertsSinkConnector\ntopics=alerts\ntransforms=dropTs\ntransforms.dropTs.type=org.apache.kafka.connect.transforms.ReplaceField$Value\ntransforms.dropTs.exclude=timestamp\n' },
    falsePositives: 'A connector that runs only on workers older than 2.7, which know no other name: declare the version with `# kafka-tuning: client=java@2.6` and the rule is silent.',
    versions: 'Warning for Kafka 4.0 and newer; a hint when the worker\'s version is unknown (the old names work up to 3.9 only); a hint from 2.7 to 3.9 (deprecated); silent before 2.7.',
  },
  check(ctx) {
    const listed = listedAliases(ctx, 'transforms');
    const out: Finding[] = [];
    const version = ctx.site.client.version;
    if (version && compareVersions(version, '2.7.0') < 0) return [];
    for (const [alias, entries] of aliasKeys(ctx, 'transforms')) {
      if (listed && !listed.aliases.includes(alias)) continue; // dead lines: connect-alias-unlisted
      const type = entries.find((e) => e.key === `transforms.${alias}.type`)?.value?.trim();
      if (!type || !REPLACE_FIELD.test(type)) continue;
      for (const e of entries) {
        const name = e.key.slice(`transforms.${alias}.`.length);
        const now = RENAMED[name];
        if (!now) continue;
        const also = entries.some((x) => x.key === `transforms.${alias}.${now}`);
        const lost = name === 'blacklist' ? 'the fields listed here are not dropped' : 'the fields outside this list are not dropped';
        const renamed = `${e.key}: ReplaceField's '${name}' was renamed '${now}' in Kafka 2.7 (KIP-629).`;
        const [severity, message]: [Severity, string] = also
          ? [Severity.Hint, `${renamed} This alias also sets ${now}, which Kafka 2.7 and newer read in its place (with both set, 3.9.1 applies ${now} only; 4.0 ignores the old name), so this line has no effect. Remove it.`]
          : !version
            // Only a 4.0+ worker ignores it, and which one runs is not known: a hint (check 64).
            ? [Severity.Hint, `${renamed} Workers up to 3.9 still translate the old name; Kafka 4.0 and newer ignore it, and then ${lost} (the worker's version is not known here).`]
            : compareVersions(version, '4.0.0') >= 0
              ? [Severity.Warning, `${renamed} A Kafka ${version} worker ignores it (4.0 removed the old name), so ${lost}.`]
              : [Severity.Hint, `${renamed} Kafka ${version} still translates it; 4.0 and newer ignore it, so rename it before upgrading.`];
        out.push({
          range: e.keyRange,
          severity,
          message,
          fixes: also ? [{ title: `Remove ${e.key}`, intents: [{ kind: 'remove', entry: e }], preferred: true }] : [{ title: `Rename to ${now}`, intents: [{ kind: 'rename', entry: e, newKey: `transforms.${alias}.${now}` }], preferred: true }],
        });
      }
    }
    return out;
  },
};
