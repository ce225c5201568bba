// min-insync-too-low (seed 004, 2.3): with replication factor 3, min.insync.replicas=2 is the
// usual pairing; at 1 an acks=all write is acknowledged by the leader alone, so losing that one
// disk loses it ("磁盘故障时丢数据几乎就是必然事件"). The broker default is 1 (kafka-facts A5).
// Broker files: the replication factor is default.replication.factor as the broker runs it (its
// default is 1, and min.insync 1 of RF 1 is the only choice, so the rule stays quiet then).
// Topic files: replication factor is not a topic config; the rule only speaks when the file
// itself declares `replication.factor` (as kafka-topics' --replication-factor), else it is silent.
import { Severity, type Rule } from './types';

export const minInsyncTooLow: Rule = {
  id: 'min-insync-too-low',
  severity: Severity.Warning,
  roles: ['broker', 'topic'],
  clients: ['java'],
  source: 'seed 004 (2.3: replication factor 3 with min.insync.replicas=2); kafka-facts A5 (default 1)',
  summary: 'min.insync.replicas is below 2 with a replication factor of 3 or more: acks=all writes can rest on one replica.',
  check(ctx) {
    const rfKey = ctx.site.role === 'broker' ? 'default.replication.factor' : 'replication.factor';
    const rfText = ctx.site.role === 'broker' ? ctx.effective(rfKey) : ctx.entry(rfKey)?.value;
    const rf = rfText !== undefined && /^\s*\d+\s*$/.test(rfText) ? Number(rfText) : undefined;
    const minIsr = ctx.number('min.insync.replicas');
    if (rf === undefined || rf < 3 || minIsr === undefined || minIsr >= 2) return [];
    const name = ctx.display('min.insync.replicas');
    return [{
      range: ctx.isSet('min.insync.replicas') ? ctx.entry('min.insync.replicas')!.valueRange : ctx.anchor(rfKey),
      message: `${name}=${minIsr}${ctx.isSet('min.insync.replicas') ? '' : ' (default)'} with ${ctx.display(rfKey)}=${rf}: an acks=all write is acknowledged once ${minIsr} replica has it, so losing that broker's disk loses acknowledged data. Seed 004: RF ${rf} with min.insync.replicas=2 (one broker can be down, writes still need two copies).`,
      fixes: [{ title: `Set ${name}=2`, intents: [{ kind: 'set', key: 'min.insync.replicas', value: '2' }], preferred: true }],
    }];
  },
};
