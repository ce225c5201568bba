import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findings, fix } from '../../support/service';

const broker = { fileName: 'server.properties' };

describe('replica-fetch-below-message-max (KIP-74)', () => {
  it('warns when the broker accepts batches larger than followers fetch, and says they still replicate', () => {
    const [d, ...rest] = findings('replica-fetch-below-message-max', 'message.max.bytes=10485760\nreplica.fetch.max.bytes=1048576\n', broker);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.deepEqual(d.range, { start: { line: 1, character: 24 }, end: { line: 1, character: 31 } });
    assert.equal(d.message, 'replica.fetch.max.bytes=1048576 (1 MiB) is below message.max.bytes=10485760 (10 MiB): the broker accepts batches up to 10 MiB, but a follower gets a batch larger than 1 MiB only as the first batch of a fetch (KIP-74), so such batches are copied one per fetch and followers can lag out of the ISR.');
  });

  it('compares against the default of the side not written', () => {
    const [d] = findings('replica-fetch-below-message-max', 'message.max.bytes=2097152\n', broker);
    assert.match(d.message, /^replica\.fetch\.max\.bytes=1048576 \(1 MiB\) \(default\) is below message\.max\.bytes=2097152 \(2 MiB\): the broker accepts batches up to 2 MiB, but a follower gets a batch larger than 1 MiB only/);
    assert.deepEqual(d.range.start, { line: 0, character: 18 });
  });

  it("stays silent on Kafka's shipped pair (12 B of log overhead apart) and one byte beyond it is flagged", () => {
    assert.equal(findings('replica-fetch-below-message-max', 'replica.fetch.max.bytes=1048576\nmessage.max.bytes=1048588\n', broker).length, 0);
    assert.equal(findings('replica-fetch-below-message-max', 'replica.fetch.max.bytes=1048576\nmessage.max.bytes=1048589\n', broker).length, 1);
    assert.equal(findings('replica-fetch-below-message-max', 'num.io.threads=8\n', broker).length, 0);
  });

  it('fix raises replica.fetch.max.bytes to message.max.bytes and clears the warning', () => {
    const text = 'message.max.bytes=10485760\nreplica.fetch.max.bytes=1048576\n';
    const fixed = fix('replica-fetch-below-message-max', text, broker);
    assert.equal(fixed, 'message.max.bytes=10485760\nreplica.fetch.max.bytes=10485760\n');
    assert.equal(findings('replica-fetch-below-message-max', fixed, broker).length, 0);
  });

  it('a one-broker KRaft file (internal topics and the default at one replica): no follower, silent (check 56); a file with RF 3 topics still warns', () => {
    const single = 'process.roles=broker,controller\nnode.id=1\ncontroller.quorum.voters=1@127.0.0.1:9093\noffsets.topic.replication.factor=1\ntransaction.state.log.replication.factor=1\nmessage.max.bytes=5242880\n';
    assert.deepEqual(findings('replica-fetch-below-message-max', single, broker), []);
    assert.equal(findings('replica-fetch-below-message-max', `${single}default.replication.factor=3\n`, broker).length, 1);
    assert.equal(findings('replica-fetch-below-message-max', single.replace('offsets.topic.replication.factor=1', 'offsets.topic.replication.factor=3'), broker).length, 1);
  });
});
