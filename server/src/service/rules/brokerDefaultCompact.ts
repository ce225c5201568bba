// broker-default-compact: a broker whose log.cleanup.policy (the default for every topic that sets
// no cleanup.policy of its own) includes compact. LogConfig makes such a topic `compact`, and
// LogValidator.validateKey refuses every record without a key on it (INVALID_RECORD, "Compacted
// topic cannot accept message without key in topic partition …"); the cleaner keeps only the last
// record per key instead of deleting by retention. Topics made by frameworks that need compaction
// set it themselves (__consumer_offsets, Connect's storage topics, Streams' changelogs), so a
// compacting broker default only changes the application topics: auto-created ones, and those
// made without --config cleanup.policy (check 69: a compose broker of a kafkajs service that sends
// without keys).
import { Severity, type Rule } from './types';

const KEY = 'log.cleanup.policy';
const BROKER = 'process.roles=broker,controller\nnode.id=1\ncontroller.quorum.voters=1@localhost:9093\nlisteners=PLAINTEXT://:9092,CONTROLLER://:9093\ncontroller.listener.names=CONTROLLER\nlog.dirs=/var/lib/kafka/data\n';

export const brokerDefaultCompact: Rule = {
  id: 'broker-default-compact',
  severity: Severity.Warning,
  roles: ['broker'],
  clients: ['java'],
  compose: 'also',
  source: 'LogConfig (compact = cleanup.policy contains "compact"); LogValidator.validateKey ("Compacted topic cannot accept message without key"); KafkaConfig log.cleanup.policy ("The default cleanup policy for segments beyond the retention window")',
  summary: 'log.cleanup.policy=compact as the broker default: every topic without its own policy is compacted, so records without a key are refused and only the last value per key is kept.',
  check(ctx) {
    const e = ctx.entry(KEY);
    const policies = (e?.value ?? '').split(',').map((p) => p.trim().toLowerCase());
    if (!e || !policies.includes('compact')) return [];
    return [{
      range: e.valueRange,
      message: `${ctx.display(KEY)}=${e.value?.trim()} is the default of every topic that sets no cleanup.policy of its own (auto-created topics, and those made without --config cleanup.policy): they are all compacted, so the broker refuses any record without a key on them (INVALID_RECORD, "Compacted topic cannot accept message without key", LogValidator), and the cleaner keeps only the last record per key${policies.includes('delete') ? ' (on top of deleting old segments by retention)' : ' instead of deleting old segments by retention'}. Keep the broker default (delete) and set cleanup.policy=compact on the topics that need it.`,
    }];
  },
  docs: {
    why: 'log.cleanup.policy is not the policy of one topic: it is the default of every topic that does not set cleanup.policy. A topic whose policy includes compact accepts only records with a key, and keeps the latest record per key rather than expiring records by age. Kafka\'s own compacted topics (__consumer_offsets, __transaction_state), Connect\'s storage topics and Streams\' changelogs set compact themselves, so they never needed the broker default.',
    consequence: 'Producers that send without a key get INVALID_RECORD for every batch ("Compacted topic cannot accept message without key", LogValidator.validateKey) on any topic that took the broker default; keyed topics silently lose older values per key.',
    bad: { file: 'server.properties', text: `${BROKER}${KEY}=compact\n` },
    good: { file: 'server.properties', text: `${BROKER}${KEY}=delete\n` },
    falsePositives: 'A cluster that only ever holds keyed, compacted topics (a dedicated changelog or table cluster) means it: silence it with `# kafka-tuning-disable-next-line broker-default-compact -- table cluster`.',
    versions: 'All Kafka versions.',
  },
};
