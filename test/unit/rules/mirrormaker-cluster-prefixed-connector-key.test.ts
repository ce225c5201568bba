// Measured with connect-mirror 4.1.2 (MirrorMakerConfig.workerConfig / connectorBaseConfig):
// target.checkpoints.topic.replication.factor=6 reaches the worker config and, as
// target.cluster.checkpoints.topic.replication.factor, each connector's client settings only.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings, fix } from '../../support/service';

const ID = 'mirrormaker-cluster-prefixed-connector-key';
const mm = (lines: string) => `clusters = east, west\neast.bootstrap.servers = kafka-east:9092\nwest.bootstrap.servers = kafka-west:9092\neast->west.enabled = true\n${lines}`;
const at = (lines: string) => findings(ID, mm(lines), { fileName: 'mm2.properties' });

describe('mirrormaker-cluster-prefixed-connector-key (connector settings under a cluster prefix)', () => {
  it('documents a bad and a good example that hold', () => assertDocsExamples(ID));

  it('fires on a connector setting under a cluster prefix, saying where it goes instead', () => {
    const [d, ...rest] = at('west.checkpoints.topic.replication.factor = 2\n');
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.equal(d.range.start.line, 4);
    assert.match(d.message, /^'west\.checkpoints\.topic\.replication\.factor' is a connector setting under the cluster prefix 'west\.': .*this line has no effect/);
    assert.match(d.message, /Write checkpoints\.topic\.replication\.factor without the prefix, or as '<source>->west\.checkpoints\.topic\.replication\.factor' for one flow\.$/);
    assert.equal(at('east.sync.topic.acls.enabled = false\n').length, 1);
  });

  it('the fix drops the prefix, or removes the line when the unprefixed one is written', () => {
    const renamed = fix(ID, mm('west.heartbeats.topic.replication.factor = 1\n'), { fileName: 'mm2.properties' });
    assert.match(renamed, /^heartbeats\.topic\.replication\.factor = 1$/m);
    assert.deepEqual(findings(ID, renamed, { fileName: 'mm2.properties' }), []);
    const both = mm('heartbeats.topic.replication.factor = 1\nwest.heartbeats.topic.replication.factor = 1\n');
    const [d] = findings(ID, both, { fileName: 'mm2.properties' });
    assert.match(d.message, /The unprefixed heartbeats\.topic\.replication\.factor line is the one that counts\.$/);
    assert.doesNotMatch(fix(ID, both, { fileName: 'mm2.properties' }), /west\.heartbeats/);
  });

  it("stays silent on the cluster's worker and client settings, flow prefixes, and replication.factor (near misses)", () => {
    assert.deepEqual(at('west.config.storage.replication.factor = 1\nwest.security.protocol = SSL\nwest.producer.linger.ms = 20\n'), []);
    assert.deepEqual(at('east->west.checkpoints.topic.replication.factor = 2\nsync.topic.acls.enabled = false\n'), []);
    // Older releases read <cluster>.replication.factor as the worker's internal topics' default.
    assert.deepEqual(at('west.replication.factor = 1\n'), []);
  });
});

describe('unknown-key under a MirrorMaker 2 cluster prefix', () => {
  it('suggests the connector setting without the prefix, and renames to it', () => {
    const text = mm('west.checkpoints.replication.factor = 1\n');
    const [d] = findings('unknown-key', text, { fileName: 'mm2.properties' });
    assert.match(d.message, /Did you mean 'checkpoints\.topic\.replication\.factor'\? MirrorMaker 2 reads its connector settings without a cluster prefix: under 'west\.' only that cluster's worker and clients get settings\.$/);
    assert.match(fix('unknown-key', text, { fileName: 'mm2.properties' }), /^checkpoints\.topic\.replication\.factor = 1$/m);
  });

  it('keeps the prefix on a worker setting it suggests', () => {
    const [d] = findings('unknown-key', mm('west.config.storage.replication.factr = 1\n'), { fileName: 'mm2.properties' });
    assert.match(d.message, /Did you mean 'west\.config\.storage\.replication\.factor'\?$/);
  });

  it('a removed rest.port in a MirrorMaker 2 file: no REST server runs unless internal REST is on', () => {
    const [d] = findings('unknown-key', mm('rest.port = 8083\n'), { fileName: 'mm2.properties' });
    assert.equal(d.severity, 4);
    assert.match(d.message, /runs no REST server unless dedicated\.mode\.enable\.internal\.rest=true \(KIP-710; false by default\): deleting it changes nothing\.$/);
    const [on] = findings('unknown-key', mm('dedicated.mode.enable.internal.rest = true\nrest.port = 8083\n'), { fileName: 'mm2.properties' });
    assert.doesNotMatch(on.message, /deleting it changes nothing/);
  });
});
