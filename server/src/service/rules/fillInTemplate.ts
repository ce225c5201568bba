// fill-in-template: a .properties file whose values are mostly empty is a template waiting to be
// filled in (util/fillIn.ts). One note for the file instead of an error per empty key; it still
// names the keys Kafka refuses to start with empty (ConfigDef.parseType / the key's validator on
// ""), since those must be filled before the file is used.
import { parseValue } from '../catalog';
import { fillInBlanks } from '../util/fillIn';
import { refusesEmptyGroup } from './emptyGroupId';
import { Severity, type Rule } from './types';

export const fillInTemplate: Rule = {
  id: 'fill-in-template',
  severity: Severity.Information,
  clients: ['java'],
  source: 'ConfigDef.parseType and the keys\' validators applied to an empty value',
  summary: 'Most values are empty: a template to fill in, noted once instead of an error per key.',
  docs: {
    why: 'Templates shipped for users or deployment steps leave most values empty. An error on every empty value hides the one note that matters: which keys must be filled for the client to start.',
    consequence: 'Used as is, the client refuses to start on the first empty key whose type or validator rejects "" (ConfigDef.parseType: e.g. linger.ms "Not a number of type LONG", bootstrap.servers "must not be empty").',
    bad: { file: 'producer.properties', text: 'bootstrap.servers=\nsecurity.protocol=SASL_SSL\nsasl.mechanism=PLAIN\nsasl.jaas.config=\nacks=\nlinger.ms=\n' },
    good: { file: 'producer.properties', text: 'bootstrap.servers=broker-1:9093\nsecurity.protocol=SASL_SSL\nsasl.mechanism=PLAIN\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="${USER}" password="${PASSWORD}";\nacks=all\nlinger.ms=5\n' },
    falsePositives: 'None known: the note is information only and names what the file leaves empty.',
    versions: 'all',
  },
  check(ctx) {
    const blanks = fillInBlanks(ctx.site);
    if (!blanks) return [];
    const refused = [...blanks].filter((e) => {
      if (e.key === 'group.id') return refusesEmptyGroup(ctx.site.role, ctx.catalog.version);
      const info = ctx.info(e.key);
      return info !== undefined && !parseValue(info, e.value ?? '').ok;
    });
    const names = [...blanks].map((e) => ctx.display(e.key));
    return [{
      range: ctx.anchor(),
      message: `A template to fill in: ${blanks.size} of ${ctx.site.entries.length} keys have no value (${names.join(', ')}).${refused.length ? ` The client refuses to start while ${refused.map((e) => ctx.display(e.key)).join(', ')} ${refused.length > 1 ? 'are' : 'is'} empty.` : ''} Empty values are not checked one by one here.`,
    }];
  },
};
