// offsets-commit-acks-overridden: a broker file that sets offsets.commit.required.acks to anything
// but -1. The group coordinator appends each offset commit to __consumer_offsets with that many
// required acks (GroupMetadataManager.storeOffsets, Kafka 3.9: `requiredAcks =
// config.offsetCommitRequiredAcks`); ReplicaManager.appendRecords waits for the in-sync replicas
// only with -1 and otherwise answers once the coordinator's own log has the record. The key's own
// documentation: "In general, the default (-1) should not be overridden" (deprecated in 3.x,
// removed with the old coordinator in 4.0, where unknown-key reports it).
import { Severity, type Rule } from './types';

const KEY = 'offsets.commit.required.acks';
const BROKER = 'broker.id=1\nlisteners=PLAINTEXT://:9092\nlog.dirs=/var/lib/kafka/data\nzookeeper.connect=zk-1:2181,zk-2:2181,zk-3:2181\n';

export const offsetsCommitAcksOverridden: Rule = {
  id: 'offsets-commit-acks-overridden',
  severity: Severity.Warning,
  roles: ['broker'],
  clients: ['java'],
  compose: 'also',
  source: 'GroupCoordinatorConfig offsets.commit.required.acks ("In general, the default (-1) should not be overridden"); GroupMetadataManager.storeOffsets (requiredAcks = offsetCommitRequiredAcks); ReplicaManager.appendRecords (waits for the ISR only with -1)',
  summary: 'offsets.commit.required.acks set to 0 or 1: consumers\' offset commits are acknowledged before the followers of __consumer_offsets have them, and a coordinator failover can lose them; any other value but -1 makes every commit fail.',
  check(ctx) {
    const e = ctx.entry(KEY);
    const n = ctx.number(KEY);
    // Only where the checked catalog has the key (up to 3.9): from 4.0 unknown-key says it is gone.
    if (!e || n === undefined || n === -1 || !ctx.info(KEY)) return [];
    // ReplicaManager.appendRecords answers any acks but -1, 0 and 1 with INVALID_REQUIRED_ACKS
    // (isValidRequiredAcks), and the coordinator writes group metadata with the same setting.
    if (n !== 0 && n !== 1) {
      return [{
        range: e.valueRange,
        severity: Severity.Error,
        message: `${ctx.display(KEY)}=${n}: the group coordinator writes offset commits and group metadata with this many acks, and the broker accepts only -1, 0 or 1 (ReplicaManager.appendRecords answers anything else with INVALID_REQUIRED_ACKS), so every offset commit fails. Remove the line: -1, the default, waits for the in-sync replicas.`,
        fixes: [{ title: `Remove ${ctx.display(KEY)}`, intents: [{ kind: 'remove', entry: e }], preferred: true }],
      }];
    }
    return [{
      range: e.valueRange,
      message: `${ctx.display(KEY)}=${n}: the group coordinator then answers a consumer's offset commit once its own log has it, before the followers of __consumer_offsets copy it. If that broker fails right then, the new coordinator does not have the commit, and the group resumes from the offsets before it: those records are processed again. Kafka's documentation of the key: "In general, the default (-1) should not be overridden". Remove the line.`,
      fixes: [{ title: `Remove ${ctx.display(KEY)}`, intents: [{ kind: 'remove', entry: e }], preferred: true }],
    }];
  },
  docs: {
    why: 'Offset commits are records of the __consumer_offsets topic, written by the group coordinator. offsets.commit.required.acks is the acks the coordinator writes them with; only -1 (the default) waits for the in-sync replicas, 0 and 1 answer once the coordinator\'s own log has the record.',
    consequence: 'A commit acknowledged to the consumer can be lost when its coordinator fails before replication; the group then restarts from older offsets and processes those records again. Kafka\'s own text for the key: "In general, the default (-1) should not be overridden".',
    bad: { file: 'server.properties', text: `${BROKER}${KEY}=0\n` },
    good: { file: 'server.properties', text: BROKER },
    falsePositives: 'None known: the key has no use but lowering the commit\'s durability. A cluster of one broker has no follower to lose it to; silence it there with a suppression comment if you keep the line.',
    versions: 'Kafka up to 3.9 (deprecated in 3.x; removed in 4.0 with the old group coordinator; the new consumer group coordinator of KIP-848 does not read it).',
  },
};
