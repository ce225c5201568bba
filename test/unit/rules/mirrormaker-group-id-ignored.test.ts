// Checked with connect-mirror 4.1.2 (MirrorMakerConfig.workerConfig): group.id=my-mm2 leaves the
// source->target worker in group "source-mm2"; target.group.id=my-mm2 sets it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings, fix } from '../../support/service';

const ID = 'mirrormaker-group-id-ignored';
const mm = (x: string) => `clusters = east, west\neast.bootstrap.servers = kafka-east:9092\nwest.bootstrap.servers = kafka-west:9092\neast->west.enabled = true\n${x}`;
const at = (x: string) => findings(ID, mm(x), { fileName: 'mm2.properties' });

describe('mirrormaker-group-id-ignored (a top-level group.id in a MirrorMaker 2 file)', () => {
  it('documents a bad and a good example that hold', () => assertDocsExamples(ID));

  it('fires on the key, naming the target-cluster spelling that works', () => {
    const [d, ...rest] = at('group.id = replication-mm2\n');
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.equal(d.range.start.line, 4);
    assert.match(d.message, /each flow's worker joins "<source>-mm2" unless the target cluster's settings name a group .* Write it as west\.group\.id for the workers that replicate into west, or remove it\.$/);
    assert.doesNotMatch(fix(ID, mm('group.id = replication-mm2\n'), { fileName: 'mm2.properties' }), /^group\.id/m);
  });

  it('stays silent on a target-cluster group.id and on a Connect worker file (near misses)', () => {
    assert.deepEqual(at('west.group.id = replication-mm2\n'), []);
    assert.deepEqual(findings(ID, 'bootstrap.servers=k:9092\ngroup.id=connect-cluster\nconfig.storage.topic=c\noffset.storage.topic=o\nstatus.storage.topic=s\n', { fileName: 'connect-distributed.properties' }), []);
  });
});
