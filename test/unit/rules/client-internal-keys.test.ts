// The clients' internal settings (ConfigDef.defineInternal), which the generated catalogs leave
// out: read all the same, so no rule calls them unknown or the application's own (check 48).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lint } from '../../support/service';

describe('client internal settings', () => {
  it('internal.leave.group.on.close in a Streams or consumer file, internal.task.assignor.class in Streams: nothing said', () => {
    assert.deepEqual(lint('application.id=dash\nbootstrap.servers=kafka:9092\ninternal.leave.group.on.close=true\ninternal.task.assignor.class=org.apache.kafka.streams.processor.internals.assignment.StickyTaskAssignor\n', { fileName: 'streams.properties' }), []);
    assert.deepEqual(lint('bootstrap.servers=kafka:9092\ngroup.id=g\ninternal.throw.on.fetch.stable.offset.unsupported=true\n', { fileName: 'consumer.properties' }).map((d) => d.code), []);
  });

  it('near miss: a misspelt internal key is still reported', () => {
    assert.ok(lint('application.id=dash\nbootstrap.servers=kafka:9092\ninternal.leave.group.on.closed=true\n', { fileName: 'streams.properties' }).length > 0);
  });
});

describe('unknown-key in a MirrorMaker 2 driver file', () => {
  it('a misspelt cluster alias does not stop the driver: it sets source.cluster.alias for each flow itself (check 52)', () => {
    const [d] = lint('clusters = A, B\nA.bootstrap.servers = a:9092\nB.bootstrap.servers = b:9092\nA->B.enabled = true\n"source.cluster.alias" = A\n', { fileName: 'mm2.properties' }).filter((x) => x.code === 'unknown-key');
    assert.match(d.message, /Kafka ignores it\. The driver sets 'source\.cluster\.alias' for each flow itself\./);
    assert.doesNotMatch(d.message, /does not start/);
  });
});
