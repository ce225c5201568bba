// Writes docs/rules.md from the rule registry, so the page every diagnostic links to
// (codeDescription) lists exactly the rules the server runs. `--check` fails when it drifted.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { NOTICES } from '../server/src/service/notices';
import { RULES } from '../server/src/service/rules';
import { rulePageMarkdown } from '../server/src/service/rulePages';
import { parsersFor } from '../server/src/index';

/** The table of contents: the rules by the category their place in rules/index.ts gives them. */
export const CATEGORIES: ReadonlyArray<{ title: string; ids: readonly string[] }> = [
  { title: 'Keys and values', ids: ['invalid-value', 'out-of-range', 'java-value-type-refused', 'zookeeper-mode', 'bootstrap-zookeeper-port', 'old-client-config', 'unknown-key', 'librdkafka-unknown-property', 'plugin-key', 'application-keys', 'wrong-role-key', 'librdkafka-other-role-property', 'transaction-timeout-unused', 'kafkajs-transactional-id-unused', 'kafkajs-transaction-without-id', 'duplicate-key', 'batch-size-below-record'] },
  { title: 'Producer', ids: ['idempotence-conflict', 'retries-zero', 'transactional-id-without-idempotence', 'transactional-id-fixed-in-replicas', 'delivery-timeout-too-small', 'record-exceeds-max-request', 'batch-size-looks-like-count', 'librdkafka-queue-below-batch', 'librdkafka-batch-one-message', 'linger-zero-large-batch', 'linger-exceeds-slo', 'buffer-memory-too-small', 'buffer-memory-one-batch', 'buffer-memory-below-record', 'max-block-default', 'compression-no-gain', 'inflight-reordering', 'acks-durability', 'default-changed', 'request-timeout-below-replica-lag'] },
  { title: 'Consumer', ids: ['fetch-min-unreachable', 'partition-fetch-bytes-tiny', 'fetch-wait-unpaired', 'fetch-min-low-traffic', 'poll-batch-exceeds-interval', 'heartbeat-session-ratio', 'fetch-wait-exceeds-slo', 'fetch-min-not-below-max', 'fetch-wait-beyond-request-timeout', 'metadata-max-age-low'] },
  { title: 'Broker and topic', ids: ['min-insync-too-low', 'replica-fetchers-low', 'internal-replication-below-default', 'replica-fetch-below-message-max', 'unclean-leader-election', 'log-cleaner-disabled', 'log-flush-forced', 'data-dir-temp', 'topic-compression-mismatch', 'single-node-internal-replication', 'replicas-above-compose-brokers', 'compose-internal-replication', 'compose-zookeeper-on-kafka-4', 'compose-image-exits-on-variable', 'compose-variable-misspelt', 'compose-cluster-id-missing', 'compose-create-topics-ignored', 'compose-data-outside-volume', 'compose-advertised-port-unpublished', 'compose-host-clients-get-container-name', 'compose-container-client-gets-localhost', 'compose-listener-bound-to-loopback', 'kraft-quorum-missing', 'kraft-quorum-even-voters', 'inter-broker-listener-missing', 'advertised-listener-all-interfaces', 'listener-config-unknown-listener'] },
  { title: 'kafkajs, Confluent\'s JavaScript client and Spring', ids: ['kafkajs-idempotent-acks', 'kafkajs-codec-not-registered', 'kafkajs-serial-send', 'ckjs-kafkajs-key-top-level', 'ckjs-role-key-in-common-block', 'ckjs-serial-send-linger', 'spring-unknown-property', 'spring-json-wrong-side'] },
  { title: 'Start-up and safety', ids: ['sasl-jaas-missing', 'sasl-credentials-missing', 'sasl-plain-in-clear', 'sasl-password-in-source', 'auto-commit-without-group', 'group-protocol-conflict', 'session-timeout-out-of-range', 'max-block-forever', 'max-block-short', 'spring-json-trust-all', 'spring-manual-ack-with-auto-commit', 'spring-ack-mode-with-auto-commit', 'spring-ack-without-manual-mode', 'spring-manual-ack-never-acknowledged', 'spring-factory-replaced', 'spring-json-no-target-type', 'spring-json-untrusted-types', 'schema-registry-auth-source', 'schema-registry-url-missing', 'poll-interval-below-session', 'max-poll-interval-too-low', 'librdkafka-retry-reordering', 'kafkajs-message-option', 'tls-unverified-with-credentials', 'tls-hostname-unverified', 'ssl-protocols-outdated', 'offset-commit-not-next', 'flush-then-exit', 'sasl-mechanism-is-protocol', 'sasl-mechanism-misspelt', 'duration-units'] },
  { title: 'Refused at start-up (found by constructing the real clients)', ids: ['bootstrap-servers-invalid', 'admin-api-timeout-below-request', 'empty-group-id', 'deserializer-missing', 'serializer-missing', 'serde-class-overridden', 'serializer-direction', 'rack-aware-partitioner-without-rack', 'incremental-buffer-with-compression', 'partitioner-class-removed', 'fill-in-template', 'key-split-by-blank', 'properties-value-quoted', 'properties-backslash-path'] },
  { title: 'Versions: what a newer Kafka removed or refuses', ids: ['removed-in-newer-kafka', 'value-refused-by-newer-kafka', 'librdkafka-unused-property', 'deprecated-key', 'authorizer-class-removed'] },
  { title: 'Kafka Streams', ids: ['streams-eos-deprecated', 'streams-commit-beyond-transaction', 'streams-eos-producer-conflict', 'streams-ignored-client-key', 'streams-client-serializer-ignored', 'streams-state-dir-temp', 'streams-replication-factor-one', 'streams-rack-tag-without-client-tag', 'streams-topic-key-unprefixed'] },
  { title: 'Kafka Connect and MirrorMaker 2', ids: ['connect-inter-worker-algorithms', 'connect-dlq-without-tolerance', 'connect-errors-unrecorded', 'connect-json-schemas-envelope', 'connect-converter-setting-unread', 'connect-client-key-unprefixed', 'connector-client-key-not-override', 'connector-dlq-replicas-above-brokers', 'compose-connect-required-missing', 'connector-secret-in-clear', 'connect-tasks-beyond-partitions', 'connect-worker-required-missing', 'connect-storage-replication-local', 'connect-alias-unlisted', 'connect-alias-class-missing', 'connect-replacefield-old-names', 'jdbc-source-mode-missing', 'jdbc-source-timestamp-gaps', 'debezium-renamed-key', 'debezium-unwrap-removed', 'debezium-postgres-decoderbufs', 'debezium-wal2json-removed', 'mirrormaker-clusters-missing', 'mirrormaker-cluster-bootstrap-missing', 'mirrormaker-empty-separator', 'mirrormaker-cluster-client-key', 'mirrormaker-cluster-prefixed-connector-key', 'mirrormaker-group-id-ignored'] },
  { title: 'KIP-848 consumer groups', ids: ['librdkafka-group-protocol-conflict', 'broker-consumer-group-timeouts'] },
  { title: 'Code patterns: kafkajs, Confluent\'s JavaScript client, node-rdkafka', ids: ['client-per-request', 'client-per-call', 'client-per-message', 'flush-per-message', 'commit-per-message', 'rdkafka-commit-sync-per-message', 'rdkafka-commit-before-processing', 'send-promise-dropped', 'rdkafka-delivery-unobserved', 'rdkafka-produce-string', 'rdkafka-manual-commit-with-auto-commit', 'consumer-never-disconnected', 'kafkajs-batch-never-resolved', 'kafkajs-batch-exit-auto-resolved', 'offsets-never-committed', 'kafkajs-random-group-id', 'librdkafka-idempotence-conflict', 'kafkajs-idempotent-retries', 'kafkajs-acks-durability', 'kafkajs-duration-units', 'kafkajs-misspelt-option', 'kafkajs-option-misplaced', 'kafkajs-retry-factor', 'kafkajs-each-batch-ignored', 'kafkajs-producer-not-idempotent', 'kafkajs-commit-before-processing', 'kafkajs-run-then-disconnect', 'kafkajs-work-not-awaited', 'kafkajs-wait-beyond-session', 'kafkajs-message-topic-undefined', 'handler-error-swallowed', 'rdkafka-exit-on-event-error', 'rdkafka-stream-error-unheard'] },
  { title: 'Code patterns: Java', ids: ['java-send-get-in-loop', 'java-commit-sync-per-record', 'java-commit-async-per-record', 'java-commit-outside-transaction', 'java-transaction-never-committed', 'java-flush-per-record', 'java-poll-zero-spin', 'java-client-per-message', 'java-send-result-ignored', 'java-send-callback-ignores-exception', 'java-record-sent-twice', 'java-consumer-shared-across-threads', 'java-producer-not-closed', 'java-offsets-never-committed', 'java-manual-commit-with-auto-commit', 'spring-error-handler-retries-forever', 'spring-listener-error-swallowed', 'spring-listener-work-detached', 'spring-template-send-caught'] },
  { title: 'Spring profile documents', ids: ['spring-profiles-legacy', 'spring-separator-undone', 'spring-yaml-duplicate-key'] },
];

export function rulesMarkdown(): string {
  const lines = [
    '# Rules',
    '',
    'Generated from `server/src/service/rules/` by `npm run docs:rules`; do not edit by hand.',
    'Each rule is one file; its source names the Kafka class, KIP or measurement it rests on (see',
    '[sources.md](sources.md) and [evidence/](evidence/)). Set a rule\'s level',
    'with the `kafkaTuning.rules` setting (`"off"` to silence it).',
    '',
    'Each page says what the rule checks, why it matters, the consequence with its figure or source,',
    'a bad example with the finding and quick fixes the rule gives on it (produced by running the rule',
    'when this page is generated), a good example, known false positives and how to silence them.',
    '',
    '## Contents',
    '',
  ];
  const listed = new Set(CATEGORIES.flatMap((c) => c.ids));
  // A rule added without a category still gets listed (under "Other"), never dropped.
  const other = RULES.map((r) => r.id).filter((id) => !listed.has(id));
  const summary = new Map(RULES.map((r) => [r.id, r.summary]));
  for (const c of [...CATEGORIES, ...(other.length ? [{ title: 'Other', ids: other }] : [])]) {
    const ids = c.ids.filter((id) => summary.has(id));
    if (ids.length === 0) continue;
    lines.push(`**${c.title}**`, '');
    for (const id of ids) lines.push(`- [${id}](#${id}): ${summary.get(id)}`);
    lines.push('');
  }
  lines.push('- [Notices](#notices) · [Suppressing a finding](#suppressing-a-finding)', '');
  for (const r of RULES) lines.push(`## ${r.id}`, '', rulePageMarkdown(r));
  lines.push(
    '# Notices',
    '',
    'Not rules about a configuration, but what the analysis says about a file it could not read, about',
    'its own comments, or about a list it shortened. They carry a code like rules do, and their level',
    'can be set the same way.',
    '',
  );
  for (const n of NOTICES) lines.push(`## ${n.id}`, '', n.summary, '', `- Default level: ${n.level}`, '', `**What to do.** ${n.help}`, '');
  lines.push(
    '# Suppressing a finding',
    '',
    'A whole-line comment above the line silences the named rules there (all findings when none is',
    'named); text after `--` is the reason. `#` in .properties and YAML, `//` in Java and TypeScript:',
    '',
    '```properties',
    '# kafka-tuning-disable-next-line unknown-key -- read by our own wrapper',
    'app.retry.count=3',
    '```',
    '',
    'A suppression that silences nothing is reported as `unused-suppression`.',
    '',
  );
  return lines.join('\n');
}

const file = join(__dirname, '../docs/rules.md');
if (require.main === module) void (async () => {
  // The pages show what each rule says on its examples, Java ones too: the grammar is WASM, loaded once.
  await parsersFor('Example.java');
  const text = rulesMarkdown();
  if (process.argv.includes('--check')) {
    const current = readFileSync(file, 'utf8');
    if (current !== text) {
      console.error('docs/rules.md is out of date: run npm run docs:rules');
      process.exit(1);
    }
  } else {
    writeFileSync(file, text);
    console.log(`wrote ${RULES.length} rules to docs/rules.md`);
  }
})();
