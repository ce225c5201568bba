// unclean-leader-election (docs/sources.md#broker-and-topic-configs: default false): with it
// on, a replica outside the ISR may become leader when no in-sync replica is left. The partition
// is back sooner, but the new leader lacks writes the old ISR acknowledged — even acks=all ones
// with min.insync.replicas=2 — and the other replicas truncate to it: acknowledged writes are lost.
// A broker file that writes a replication factor of 1 for every topic it creates (the default
// and the internal topics') gives each partition one replica: there is no other replica to elect,
// so unclean election cannot happen and the rule is silent (a file that leaves any of them out
// may still get RF ≥ 2 topics, so it is judged as before).
import { singleReplicaTopics } from './singleReplica';
import { Severity, type Rule } from './types';

export const uncleanLeaderElection: Rule = {
  id: 'unclean-leader-election',
  severity: Severity.Warning,
  roles: ['broker', 'topic'],
  clients: ['java'],
  source: 'ReplicationConfigs / TopicConfig unclean.leader.election.enable (default false)',
  summary: 'unclean.leader.election.enable=true lets an out-of-sync replica lead and drop acknowledged writes.',
  check(ctx) {
    if (!ctx.isSet('unclean.leader.election.enable') || ctx.bool('unclean.leader.election.enable') !== true) return [];
    if (ctx.site.role === 'broker' && singleReplicaTopics(ctx, true)) return [];
    const name = ctx.display('unclean.leader.election.enable');
    return [{
      range: ctx.entry('unclean.leader.election.enable')!.valueRange,
      message: `${name}=true: when no in-sync replica is left, an out-of-sync one can become leader and the others truncate to it, so writes already acknowledged (even with acks=all and min.insync.replicas=2) are lost. Availability is bought with acknowledged data.`,
      fixes: [{ title: `Set ${name}=false`, intents: [{ kind: 'set', key: 'unclean.leader.election.enable', value: 'false' }], preferred: true }],
    }];
  },
  docs: {
    why: 'With unclean.leader.election.enable=true a replica outside the in-sync set may become leader when no in-sync replica is left. The partition is back sooner, but the new leader lacks writes the old in-sync set acknowledged, even acks=all ones with min.insync.replicas=2, and the other replicas truncate to it.',
    consequence: 'Acknowledged writes are lost silently; consumers may also see offsets reused for different records. The default is false.',
    bad: { file: 'server.properties', text: 'process.roles=broker\nnode.id=2\nunclean.leader.election.enable=true\n' },
    good: { file: 'server.properties', text: 'process.roles=broker\nnode.id=2\nunclean.leader.election.enable=false\n' },
    falsePositives: 'Topics where availability matters more than every record (metrics, logs); set it per topic there. A broker file that gives every topic one replica is already silent.',
    versions: 'Brokers and topics, all versions.',
  },
};
