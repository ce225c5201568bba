import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findings, fix } from '../../support/service';

const broker = { fileName: 'server.properties' };

describe('replica-fetchers-low', () => {
  it('informs when one fetcher thread serves RF 3 as written; a hint when it is the unwritten default', () => {
    const [d, ...rest] = findings('replica-fetchers-low', 'default.replication.factor=3\nmin.insync.replicas=2\nnum.replica.fetchers=1\n', broker);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 3);
    assert.deepEqual(d.range, { start: { line: 2, character: 21 }, end: { line: 2, character: 22 } });
    assert.equal(d.message, "num.replica.fetchers=1 with default.replication.factor=3: one thread per source broker copies every partition this broker follows; under load followers lag and the ISR shrinks; acks=all writes fail with NotEnoughReplicas once fewer than min.insync.replicas=2 replicas are in sync. Raise it and watch the followers' lag (the ReplicaFetcherManager MaxLag metric).");
    const [byDefault] = findings('replica-fetchers-low', 'default.replication.factor=3\n', broker);
    assert.match(byDefault.message, /^num\.replica\.fetchers=1 \(default\) with/);
    assert.equal(byDefault.severity, 4, "Kafka's default left unwritten is a tuning idea: a hint");
  });

  it('claims no NotEnoughReplicas failure where min.insync.replicas is 1 (the leader alone suffices)', () => {
    for (const text of ['default.replication.factor=3\nnum.replica.fetchers=1\n', 'default.replication.factor=3\nmin.insync.replicas=1\nnum.replica.fetchers=1\n']) {
      const [d] = findings('replica-fetchers-low', text, broker);
      assert.doesNotMatch(d.message, /NotEnoughReplicas/);
      assert.match(d.message, /acks=all writes are then acknowledged by fewer copies \(min\.insync\.replicas=1( \(default\))? lets the leader alone suffice\)/);
    }
  });

  it('stays silent with 2 fetchers (near miss) or RF below 3', () => {
    assert.equal(findings('replica-fetchers-low', 'default.replication.factor=3\nnum.replica.fetchers=2\n', broker).length, 0);
    assert.equal(findings('replica-fetchers-low', 'default.replication.factor=2\nnum.replica.fetchers=1\n', broker).length, 0);
    assert.equal(findings('replica-fetchers-low', 'num.replica.fetchers=1\n', broker).length, 0);
  });

  it("fix sets 4 and clears the finding", () => {
    const text = 'default.replication.factor=3\nnum.replica.fetchers=1\n';
    const fixed = fix('replica-fetchers-low', text, broker);
    assert.equal(fixed, 'default.replication.factor=3\nnum.replica.fetchers=4\n');
    assert.equal(findings('replica-fetchers-low', fixed, broker).length, 0);
  });
});
