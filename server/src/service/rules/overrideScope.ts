// Which rules run on a site whose entries override a config written elsewhere (site.overrides:
// `@KafkaListener(properties = …)` over its consumer factory). Such a site holds a few keys; the
// others come from the factory, so a rule that reasons from a key *not* written here ("no group.id",
// "keeps the default") would judge a config it cannot see. Only rules that judge a written entry on
// its own — its name, its value, its role — run there.
import type { Rule } from './types';

const ENTRY_RULES = new Set([
  'unknown-key', 'invalid-value', 'old-client-config', 'out-of-range', 'wrong-role-key', 'duplicate-key', 'plugin-key',
  'removed-in-newer-kafka', 'value-refused-by-newer-kafka', 'key-split-by-blank', 'serializer-direction', 'spring-json-trust-all',
]);

export function runsOnOverrides(rule: Rule): boolean {
  return ENTRY_RULES.has(rule.id);
}
