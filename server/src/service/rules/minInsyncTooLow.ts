// min-insync-too-low (ServerLogConfigs / TopicConfig min.insync.replicas): with replication factor 3,
// min.insync.replicas=2 is the usual pairing; at 1 an acks=all write is acknowledged by the leader
// alone, so losing that one disk loses it. Broker default 1
// (docs/sources.md#broker-and-topic-configs).
// Broker files: the replication factor is default.replication.factor as the broker runs it. Its
// default is 1, and topics created with an explicit RF do not show in the file, so with RF < 3
// the rule is silent rather than guess.
// Topic files: replication factor is not a topic config, so it is unknown. An explicit override
// to 1 is still worth a note (the value that lets acks=all rest on one copy), but only as information that
// names the condition: 1 is right for a topic with 1 or 2 replicas.
import { controllerOnly } from '../util/controllerOnly';
import { Severity, type Rule } from './types';

export const minInsyncTooLow: Rule = {
  id: 'min-insync-too-low',
  severity: Severity.Warning,
  roles: ['broker', 'topic'],
  clients: ['java'],
  // A Compose broker service (check 41, K12): judged where the image writes the config from the
  // variables alone, or where both keys are written; another image may bring its own file.
  compose: 'also',
  source: 'ServerLogConfigs / TopicConfig min.insync.replicas (default 1): with acks=all, the replicas a write needs',
  summary: 'min.insync.replicas is below 2 with a replication factor of 3 or more: acks=all writes can rest on one replica.',
  check(ctx) {
    const minIsr = ctx.number('min.insync.replicas');
    if (minIsr === undefined || minIsr >= 2) return [];
    const name = ctx.display('min.insync.replicas');
    const fix = { title: `Set ${name}=2`, intents: [{ kind: 'set' as const, key: 'min.insync.replicas', value: '2' }] };
    if (ctx.site.role === 'topic') {
      if (!ctx.isSet('min.insync.replicas')) return [];
      return [{
        range: ctx.entry('min.insync.replicas')!.valueRange,
        severity: Severity.Information,
        message: `${name}=${minIsr} on this topic: if it has 3 or more replicas, acks=all waits only for the replicas still in sync, and with a minimum of ${minIsr} the leader keeps acknowledging writes when it is the last one in sync (followers slow or down), so a single disk loss then loses acknowledged data. With 3 replicas, min.insync.replicas=2 keeps every acknowledged write on two brokers; keep ${minIsr} only for a topic with 1 or 2 replicas.`,
        fixes: [fix],
      }];
    }
    if (ctx.site.syntax === 'compose' && !ctx.site.compose.defaultsAreKafkas && !ctx.isSet('min.insync.replicas')) return [];
    // A controller-only node holds no partition: the leaders' own min.insync.replicas counts (check 66).
    if (controllerOnly(ctx)) return [];
    const rf = ctx.number('default.replication.factor');
    if (rf === undefined || rf < 3) return [];
    return [{
      range: ctx.isSet('min.insync.replicas') ? ctx.entry('min.insync.replicas')!.valueRange : ctx.anchor('default.replication.factor'),
      message: `${name}=${minIsr}${ctx.isSet('min.insync.replicas') ? '' : ' (default)'} with ${ctx.display('default.replication.factor')}=${rf}: acks=all waits only for the replicas still in sync, and with a minimum of ${minIsr} the leader keeps acknowledging writes when it is the last one in sync (followers slow or down), so losing that broker's disk then loses acknowledged data. With RF ${rf}, min.insync.replicas=2 lets one broker be down while every write still needs two copies.`,
      fixes: [{ ...fix, preferred: true }],
    }];
  },
  docs: {
    why: 'min.insync.replicas is how many replicas must have a write before an acks=all produce succeeds. With replication factor 3 and min.insync.replicas=1 the in-sync set may shrink to the leader alone, and acks=all writes are then acknowledged by one broker. The broker default is 1.',
    consequence: 'If that one broker\'s disk is lost, acknowledged acks=all writes are gone. With min.insync.replicas=2 every acknowledged write is on two brokers, and one broker can be down without stopping writes (docs/evidence/acks-three-replicas.md shows the broker refusing writes with NOT_ENOUGH_REPLICAS once too few replicas are in sync).',
    bad: { file: 'server.properties', text: 'process.roles=broker\nnode.id=2\ndefault.replication.factor=3\nmin.insync.replicas=1\n' },
    good: { file: 'server.properties', text: 'process.roles=broker\nnode.id=2\ndefault.replication.factor=3\nmin.insync.replicas=2\n' },
    falsePositives: 'Topics with fewer than 3 replicas, where 1 is right: for a broker file the rule only fires with default.replication.factor ≥ 3; in a topic file it is information only. A KRaft controller-only node (process.roles=controller) holds no partition and is not judged.',
    versions: 'Brokers and topics, all versions.',
  },
};
