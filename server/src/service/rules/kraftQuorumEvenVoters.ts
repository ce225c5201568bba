// kraft-quorum-even-voters: controller.quorum.voters names 2 voters (or another even number). The
// KRaft quorum (KIP-595, Raft) commits a metadata change once a majority of the voters has it and
// elects a leader with a majority's votes: floor(n / 2) + 1 of n. With 2 voters that is both, so
// the quorum stops the moment either controller is down, as with 1, and is twice as likely to lose
// one (check 43 and earlier checks listed two-voter compose stacks). 4 voters tolerate one down, as
// 3 do: only a hint. In a Compose file every node repeats the list: reported once, at its first
// occurrence in the file.
import { Severity, type Rule } from './types';

const VOTERS = 'controller.quorum.voters';

export const kraftQuorumEvenVoters: Rule = {
  id: 'kraft-quorum-even-voters',
  severity: Severity.Warning,
  roles: ['broker'],
  clients: ['java'],
  compose: 'also',
  source: 'KIP-595 (the KRaft quorum: a majority of controller.quorum.voters commits and elects); KafkaRaftClient / QuorumState',
  summary: 'controller.quorum.voters lists 2 voters (or another even number): a majority is all of them, so either controller down stops the cluster\'s metadata (2 voters tolerate no failure, 4 tolerate one, as 3 do).',
  check(ctx) {
    const e = ctx.entry(VOTERS);
    const value = e?.value?.trim();
    if (!e || !value || /[{}$<>%]/.test(value)) return [];
    const voters = value.split(',').map((v) => v.trim()).filter(Boolean);
    const n = voters.length;
    if (n < 2 || n % 2 !== 0) return [];
    // Every node of a Compose file writes the same list: say it once, where the file first writes it.
    if (ctx.site.syntax === 'compose') {
      const first = ctx.doc.text.indexOf(value);
      const lines = ctx.doc.text.slice(0, first).split('\n');
      if (first < 0 || lines.length - 1 !== e.valueRange.start.line) return [];
    }
    const majority = Math.floor(n / 2) + 1;
    const tolerated = n - majority;
    return [{
      range: e.valueRange,
      ...(n > 2 ? { severity: Severity.Hint } : {}),
      message: n === 2
        ? `${ctx.display(VOTERS)} lists 2 voters: a KRaft quorum needs a majority, and the majority of 2 is 2, so when either controller is down no leader can be elected and no metadata change (a new topic, a leader election, a broker joining) is committed. Two voters tolerate no failure, as one does, and are twice as likely to lose one. Use 3 voters (one may be down), or 1 for a development set-up.`
        : `${ctx.display(VOTERS)} lists ${n} voters: the majority is ${majority}, so ${tolerated} may be down, as with ${n - 1} voters; the ${n}th adds a machine that can fail and no tolerance. ${n + 1} voters tolerate ${tolerated + 1}.`,
    }];
  },
  docs: {
    why: 'The KRaft controllers keep the cluster\'s metadata with Raft: a change is committed, and a leader elected, once a majority of the voters in controller.quorum.voters agree. The majority of 2 is 2.',
    consequence: 'With two voters, one controller down (a restart, a crash, a lost container) stops the quorum: no controller leader, no topic creation, no partition leader election, no broker registration, until both are back. An odd number of voters is what buys tolerance: 3 tolerate 1 down, 5 tolerate 2.',
    bad: { file: 'server.properties', text: 'process.roles=broker,controller\nnode.id=1\ncontroller.quorum.voters=1@kafka-1:9093,2@kafka-2:9093\ncontroller.listener.names=CONTROLLER\nlisteners=PLAINTEXT://:9092,CONTROLLER://:9093\nlog.dirs=/var/lib/kafka/data\n' },
    good: { file: 'server.properties', text: 'process.roles=broker,controller\nnode.id=1\ncontroller.quorum.voters=1@kafka-1:9093,2@kafka-2:9093,3@kafka-3:9093\ncontroller.listener.names=CONTROLLER\nlisteners=PLAINTEXT://:9092,CONTROLLER://:9093\nlog.dirs=/var/lib/kafka/data\n' },
    falsePositives: 'None known for two voters; a test of controller failover may want it on purpose. Four or six voters are a hint: they work, only the extra voter buys nothing.',
    versions: 'KRaft mode, Kafka 2.8 and later (static quorums; a dynamic quorum through controller.quorum.bootstrap.servers, KIP-853, is not judged).',
  },
};
