// Which rules run on a site whose entries override a config written elsewhere (site.overrides:
// `@KafkaListener(properties = …)` over its consumer factory; Java Properties filled by load(…) from
// a file the code does not show). Such a site holds a few keys; the others come from elsewhere, so a
// rule that reasons from a key *not* written here ("no group.id", "keeps the default") would judge a
// config it cannot see. Only rules that judge a written entry on its own — its name, its value, its
// role — or the code alone run there.
import type { ConfigSite } from '../model';
import type { Rule } from './types';

const ENTRY_RULES = new Set([
  'unknown-key', 'invalid-value', 'old-client-config', 'out-of-range', 'wrong-role-key', 'duplicate-key', 'plugin-key',
  'removed-in-newer-kafka', 'value-refused-by-newer-kafka', 'key-split-by-blank', 'serializer-direction', 'spring-json-trust-all',
]);

// Rules that judge how the code uses the client (a poll loop, a send per record) and read no key:
// true whatever the config holds, so they also run on Java Properties filled by load(…). A
// @KafkaListener overrides site carries no code use (sites/java/index.ts gives it to the factory's).
const CODE_RULES = new Set([
  'java-client-per-message', 'java-commit-sync-per-record', 'java-consumer-shared-across-threads', 'java-flush-per-record',
  'java-poll-zero-spin', 'java-producer-not-closed', 'java-record-sent-twice', 'java-send-get-in-loop', 'java-send-result-ignored', 'offset-commit-not-next',
  'spring-error-handler-retries-forever', 'spring-listener-error-swallowed', 'java-commit-async-per-record', 'spring-template-send-caught', 'spring-listener-work-detached',
  'java-transaction-never-committed', 'java-send-callback-ignores-exception', 'streams-cleanup-every-start',
]);

// Rules on a written value that the Java code puts after load(…), so it wins over the file's:
// acks=1 written in the code is the acks the producer runs with (acksDurability.ts leaves out what
// depends on unwritten keys there); enable.auto.commit=false put after a helper filled the map is
// the consumer's, and whether the code commits is the code's (check 79). A @KafkaListener site is
// a consumer's, so producer rules never reach it, and it has no code use of its own.
const JAVA_WRITTEN_RULES = new Set(['acks-durability', 'java-offsets-never-committed']);

export function runsOnOverrides(rule: Rule, site: ConfigSite): boolean {
  return ENTRY_RULES.has(rule.id) || CODE_RULES.has(rule.id) || (site.syntax === 'java' && JAVA_WRITTEN_RULES.has(rule.id));
}
