// fill-in-template: a file (.properties, a Spring application file, a connector JSON) whose values are mostly empty is a template waiting to be
// filled in (util/fillIn.ts). One note for the file instead of an error per empty key; it still
// names the keys Kafka refuses to start with empty (ConfigDef.parseType / the key's validator on
// ""), since those must be filled before the file is used.
import { parseValue } from '../catalog';
import { fillInBlanks } from '../util/fillIn';
import { refusesEmptyGroup } from './emptyGroupId';
import { isSaslProtocol } from './saslJaasMissing';
import type { ConfigEntry } from '../model';
import { Severity, type Rule } from './types';

/**
 * A share of keys left to fill at which the file is plainly a template (every value, or all but a
 * fixed choice or two such as security.protocol=SASL_SSL): the note is then a reminder (hint).
 * Between half and this share the file is half filled, and the empty keys may be forgotten: info.
 */
const PLAIN_TEMPLATE = 0.75;

/** A JAAS line with its credentials left empty (`username='' password=''`), as cloud templates ship it. */
function emptyCredentials(e: ConfigEntry): boolean {
  return e.key.endsWith('sasl.jaas.config') && /\b(?:username|password)\s*=\s*(?:''|"")/.test(e.value ?? '');
}

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
    falsePositives: 'None known: the sentence names what the file leaves empty. Where at least three quarters of the values are left to fill (empty, or a JAAS line with `username=\'\' password=\'\'`), the file is plainly a template shipped to be filled in, and the note is a hint; where between half and three quarters are empty, the empty keys may be forgotten ones, and it stays information. A file with bootstrap.servers empty and at least two more empty values is a template however many values it fills (information too).',
    versions: 'all',
  },
  check(ctx) {
    const blanks = fillInBlanks(ctx.site);
    if (!blanks) return [];
    const refused = [...blanks].filter((e) => {
      if (e.key === 'group.id') return refusesEmptyGroup(ctx.site.role, ctx.catalog.version);
      // Parsed as JAAS text under a SASL protocol: "Login module not specified" (sasl-jaas-missing).
      if (e.key === 'sasl.jaas.config') return isSaslProtocol(ctx.effective('security.protocol'));
      const info = ctx.info(e.key);
      return info !== undefined && !parseValue(info, e.value ?? '').ok;
    });
    const names = [...blanks].map((e) => ctx.display(e.key));
    const toFill = ctx.site.entries.filter((e) => blanks.has(e) || emptyCredentials(e)).length;
    return [{
      range: ctx.anchor(),
      ...(toFill >= PLAIN_TEMPLATE * ctx.site.entries.length ? { severity: Severity.Hint } : {}),
      message: `A template to fill in: ${blanks.size} of ${ctx.site.entries.length} keys have no value (${names.join(', ')}).${refused.length ? ` The client refuses to start while ${refused.map((e) => ctx.display(e.key)).join(', ')} ${refused.length > 1 ? 'are' : 'is'} empty.` : ''} Empty values are not checked one by one here.`,
    }];
  },
};
