// log-cleaner-disabled: a broker with log.cleaner.enable=false compacts nothing. CleanerConfig's
// documentation of the key: "Should be enabled if using any topics with a cleanup.policy=compact,
// including the internal offsets topic. If disabled, those topics will not be compacted and will
// continually grow in size." __consumer_offsets is such a topic (cleanup.policy=compact, no
// time-based deletion), and so is __transaction_state: every commit ever made stays on disk, and a
// broker that becomes coordinator for one of its partitions reads the whole partition back before
// it serves that partition's groups. The key is deprecated in the 4.x configs (to be removed in
// 5.0, when the cleaner always runs), but up to then false still turns the cleaner off.
import { Severity, type Rule } from './types';

const KEY = 'log.cleaner.enable';

export const logCleanerDisabled: Rule = {
  id: 'log-cleaner-disabled',
  severity: Severity.Warning,
  roles: ['broker'],
  clients: ['java'],
  source: 'CleanerConfig log.cleaner.enable ("If disabled those topics will not be compacted and continually grow in size."); __consumer_offsets and __transaction_state are created with cleanup.policy=compact',
  summary: 'log.cleaner.enable=false: __consumer_offsets and every compacted topic are never compacted and grow without bound.',
  check(ctx) {
    const e = ctx.entry(KEY);
    if (!e || ctx.bool(KEY) !== false) return [];
    const name = ctx.display(KEY);
    return [{
      range: e.valueRange,
      message: `${name}=false turns off compaction on this broker: __consumer_offsets, __transaction_state and every topic with cleanup.policy=compact keep every record ever written and grow without bound on disk (the log.cleaner.enable documentation: "If disabled those topics will not be compacted and continually grow in size."), and a broker that takes over as group coordinator reads a whole offsets partition back before it serves its groups. Remove the line: the cleaner is on by default.`,
      fixes: [{ title: `Remove ${name}=false (the cleaner is on by default)`, intents: [{ kind: 'remove', entry: e }], preferred: true }],
    }];
  },
  docs: {
    why: 'The log cleaner is what compacts topics with cleanup.policy=compact, keeping the last record per key. The broker\'s own __consumer_offsets (every group\'s committed offsets) and __transaction_state are compacted topics with no time-based deletion, so compaction is the only thing that bounds them.',
    consequence: 'Every offset commit ever made stays on disk: __consumer_offsets grows with the commit rate for as long as the cluster runs, and so does every compacted topic of the applications (changelogs, Connect\'s config/offset/status topics). A broker that becomes coordinator for an offsets partition (after a restart or a failover) reads the whole partition back before it answers those groups, so the longer the cleaner has been off, the longer consumers wait.',
    bad: { file: 'server.properties', text: 'process.roles=broker\nnode.id=2\ncontroller.quorum.bootstrap.servers=controller-1:9093\nlog.dirs=/var/lib/kafka\nlog.cleaner.enable=false\n' },
    good: { file: 'server.properties', text: 'process.roles=broker\nnode.id=2\ncontroller.quorum.bootstrap.servers=controller-1:9093\nlog.dirs=/var/lib/kafka\n' },
    falsePositives: 'A throwaway broker for a test that never runs long enough for the offsets topic to matter; silence the line there.',
    versions: 'Brokers of every version; the key is deprecated in the 4.x configs and is to be removed in 5.0, when the cleaner always runs.',
  },
};
