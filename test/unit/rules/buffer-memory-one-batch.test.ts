import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings, fix, quickFixes } from '../../support/service';

const ID = 'buffer-memory-one-batch';
const producer = { fileName: 'producer.properties' };
const P = 'bootstrap.servers=kafka-1:9092\n';

describe('buffer-memory-one-batch (a pool with room for one batch)', () => {
  it('documents a bad and a good example that hold', () => assertDocsExamples(ID));

  it('fires on a 20 MiB batch.size against the default 32 MiB pool, on the batch.size value', () => {
    const [d, ...rest] = findings(ID, `${P}batch.size=20971520\n`, producer);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.equal(d.range.start.line, 1);
    assert.match(d.message, /^buffer\.memory=33554432 \(32 MiB\) \(default\) holds only one batch of batch\.size=20971520 \(20 MiB\): .*waits in send\(\) \(up to max\.block\.ms=60000 ms \(1 min\), then it throws\)/);
    // A pool exactly one batch large: the same.
    assert.equal(findings(ID, `${P}batch.size=1048576\nbuffer.memory=1048576\n`, producer).length, 1);
  });

  it('offers a smaller batch or a larger pool; either clears it', () => {
    const titles = quickFixes(ID, `${P}batch.size=20971520\n`, producer).map((a) => a.title);
    assert.deepEqual(titles, ['Set batch.size=2097152', 'Set buffer.memory=335544320']);
    assert.deepEqual(findings(ID, fix(ID, `${P}batch.size=20971520\n`, producer), producer), []);
  });

  it('stays silent with room for two batches, a pool smaller than one batch, nothing written, or a declared partition count (near misses)', () => {
    assert.deepEqual(findings(ID, `${P}batch.size=16777216\n`, producer), []);
    assert.deepEqual(findings(ID, `${P}batch.size=67108864\n`, producer), []);
    assert.deepEqual(findings(ID, P, producer), []);
    assert.deepEqual(findings(ID, `# kafka-tuning: partitions=12\n${P}batch.size=20971520\n`, producer), []);
  });
});
