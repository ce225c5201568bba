import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findings, fix } from '../../support/service';
import { assertDocsExamples } from '../../support/ruleDocs';

const ID = 'log-cleaner-disabled';
const BROKER = 'process.roles=broker\nnode.id=2\nlog.dirs=/var/lib/kafka\n';
const opts = { fileName: 'server.properties' };

describe('log-cleaner-disabled (CleanerConfig log.cleaner.enable)', () => {
  it('warns on false, on the value, naming the offsets topic and what grows', () => {
    const [d, ...rest] = findings(ID, `${BROKER}log.cleaner.enable=false\n`, opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.deepEqual(d.range, { start: { line: 3, character: 19 }, end: { line: 3, character: 24 } });
    assert.match(d.message, /__consumer_offsets, __transaction_state and every topic with cleanup\.policy=compact keep every record/);
    // A ZooKeeper-era broker file (Kafka 0.10 images wrote this line) draws it too.
    assert.equal(findings(ID, 'broker.id=0\nzookeeper.connect=zk:2181\nlog.cleaner.enable=False\n', opts).length, 1);
  });

  it('stays silent on true, on the default, on an invalid value (invalid-value reports that) and outside broker files', () => {
    assert.deepEqual(findings(ID, `${BROKER}log.cleaner.enable=true\n`, opts), []);
    assert.deepEqual(findings(ID, BROKER, opts), []);
    assert.deepEqual(findings(ID, `${BROKER}log.cleaner.enable=off\n`, opts), []);
    assert.deepEqual(findings(ID, 'bootstrap.servers=kafka1:9092\ngroup.id=g\nlog.cleaner.enable=false\n', { fileName: 'consumer.properties' }), []);
  });

  it('fix removes the line and the file is clean', () => {
    const fixed = fix(ID, `${BROKER}log.cleaner.enable=false\n`, opts);
    assert.equal(fixed, BROKER);
    assert.deepEqual(findings(ID, fixed, opts), []);
  });

  it('documented examples', () => assertDocsExamples(ID));
});
