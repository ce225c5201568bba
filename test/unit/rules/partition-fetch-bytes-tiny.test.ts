import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { partitionFetchBytesTiny } from '../../../server/src/service/rules/partitionFetchBytesTiny';
import { assertDocsExamples } from '../../support/ruleDocs';
import { fix, findings } from '../../support/service';

const ID = 'partition-fetch-bytes-tiny';
const opts = { fileName: 'consumer.properties' };
const consumer = (line: string) => `bootstrap.servers=kafka1:9092\ngroup.id=billing\n${line}\n`;

describe('partition-fetch-bytes-tiny', () => {
  it('a few hundred bytes: a warning on the value, one batch of one partition per fetch', () => {
    const [d, ...rest] = findings(ID, consumer('max.partition.fetch.bytes=135'), opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.equal(d.range.start.line, 2);
    assert.match(d.message, /^max\.partition\.fetch\.bytes=135 bytes \(default 1048576 \(1 MiB\)\): .*every fetch brings one record batch of one partition/);
  });

  it('a client older than 0.10.1 cannot fetch a larger message at all', () => {
    const [d] = findings(ID, `# kafka-tuning: client=java@0.10.0\n${consumer('max.partition.fetch.bytes=500')}`, opts);
    assert.match(d.message, /with client 0\.10\.0, older than 0\.10\.1 \(KIP-74\), a message larger than 500 bytes cannot be fetched at all/);
  });

  it('near misses stay silent: 1 KiB and more, the default, unset, a test source, a producer', () => {
    for (const v of ['1024', '65536', '1048576']) assert.deepEqual(findings(ID, consumer(`max.partition.fetch.bytes=${v}`), opts), [], v);
    assert.deepEqual(findings(ID, consumer('max.poll.records=135'), opts), []);
    assert.deepEqual(findings(ID, consumer('max.partition.fetch.bytes=135'), { fileName: 'src/test/resources/consumer.properties' }), []);
  });

  it('the fix writes the default and re-lints clean', () => {
    const fixed = fix(ID, consumer('max.partition.fetch.bytes=140'), opts);
    assert.match(fixed, /max\.partition\.fetch\.bytes=1048576/);
    assert.deepEqual(findings(ID, fixed, opts), []);
  });

  it('its documented examples', () => assertDocsExamples(partitionFetchBytesTiny));
});
