// replica-fetch-below-message-max (broker docs of replica.fetch.max.bytes): the
// broker accepts record batches up to message.max.bytes, but a follower asks each partition for
// at most replica.fetch.max.bytes. Since KIP-74 (0.10.1) this no longer stalls replication: a
// larger batch is still returned, but only when it is the first batch of the first non-empty
// partition in the fetch. Such batches are therefore copied one per fetch, and followers fall
// behind (and out of the ISR) when large batches are common.
// Kafka's own defaults differ by 12 bytes (1048576 vs 1048588 = 1 MiB + LOG_OVERHEAD,
// docs/sources.md#broker-and-topic-configs); that shipped pair is not flagged, only a gap larger than that.
// A broker that gives the topics it creates one replica (internal topics written as 1, the default
// factor 1) is set up as a one-broker cluster: no follower fetches anything, so the gap changes
// nothing there (check 56: a one-node KRaft file with a 5 MiB message.max.bytes).
import { singleReplicaTopics } from './singleReplica';
import { Severity, type Rule } from './types';
import { bytesAsWritten, sizeUnit } from '../../../../common/src/units';

const LOG_OVERHEAD = 12;

export const replicaFetchBelowMessageMax: Rule = {
  id: 'replica-fetch-below-message-max',
  severity: Severity.Warning,
  roles: ['broker'],
  clients: ['java'],
  source: 'ReplicationConfigs replica.fetch.max.bytes (KIP-74: not an absolute maximum); ServerLogConfigs message.max.bytes',
  summary: 'replica.fetch.max.bytes is below message.max.bytes: batches between the two replicate one per fetch.',
  check(ctx) {
    const fetchMax = ctx.number('replica.fetch.max.bytes');
    const messageMax = ctx.number('message.max.bytes');
    if (fetchMax === undefined || messageMax === undefined) return [];
    if (messageMax - fetchMax <= LOG_OVERHEAD) return [];
    if (!ctx.isSet('replica.fetch.max.bytes') && !ctx.isSet('message.max.bytes')) return [];
    if (singleReplicaTopics(ctx, false)) return [];
    const name = ctx.display('replica.fetch.max.bytes');
    const anchorKey = ctx.isSet('replica.fetch.max.bytes') ? 'replica.fetch.max.bytes' : 'message.max.bytes';
    return [{
      range: ctx.entry(anchorKey)!.valueRange,
      message: `${name}=${bytesAsWritten(fetchMax)}${ctx.isSet('replica.fetch.max.bytes') ? '' : ' (default)'} is below ${ctx.display('message.max.bytes')}=${bytesAsWritten(messageMax)}${ctx.isSet('message.max.bytes') ? '' : ' (default)'}: the broker accepts batches up to ${sizeUnit(messageMax)}, but a follower gets a batch larger than ${sizeUnit(fetchMax)} only as the first batch of a fetch (KIP-74), so such batches are copied one per fetch and followers can lag out of the ISR.`,
      fixes: [{ title: `Set ${name}=${bytesAsWritten(messageMax)}`, intents: [{ kind: 'set', key: 'replica.fetch.max.bytes', value: String(messageMax) }], preferred: true }],
    }];
  },
  docs: {
    why: 'The broker accepts record batches up to message.max.bytes, but a follower asks for at most replica.fetch.max.bytes per partition. Since KIP-74 a larger batch is still returned, but only as the first batch of the first non-empty partition in a fetch, so such batches replicate one per fetch.',
    consequence: 'Followers fall behind, and out of the in-sync set, when large batches are common, which in turn blocks acks=all writes under min.insync.replicas. Kafka\'s own defaults differ by 12 bytes (1048576 against 1048588) and are not flagged.',
    bad: { file: 'server.properties', text: 'process.roles=broker\nnode.id=2\nmessage.max.bytes=10485760\nreplica.fetch.max.bytes=1048576\n' },
    good: { file: 'server.properties', text: 'process.roles=broker\nnode.id=2\nmessage.max.bytes=10485760\nreplica.fetch.max.bytes=10485760\n' },
    falsePositives: 'A cluster where batches near message.max.bytes are rare. Silence the line with a suppression comment. A broker file that writes offsets.topic.replication.factor=1 and transaction.state.log.replication.factor=1 and leaves default.replication.factor at 1 is taken as a one-broker cluster, with no followers, and is not judged.',
    versions: 'Brokers, Kafka 0.10.1 and newer (KIP-74).',
  },
};
