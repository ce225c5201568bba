import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fetchMinUnreachable } from '../../../server/src/service/rules/fetchMinUnreachable';
import { checkKafkajs } from '../../support/kafkajsRule';
import { findings, fix, quickFixes } from '../../support/service';

const header = '# kafka-tuning: record-bytes=170 partitions=4 role=consumer\n';
const groupD = `${header}fetch.min.bytes=8388608\nfetch.max.wait.ms=1000\nmax.partition.fetch.bytes=1048576\n`;

describe('fetch-min-unreachable (8 MiB against 4 × 1 MiB)', () => {
  it('fires on group D with the bound worked out', () => {
    const [d, ...rest] = findings('fetch-min-unreachable', groupD);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.deepEqual(d.range, { start: { line: 1, character: 16 }, end: { line: 1, character: 23 } });
    assert.equal(d.message, 'fetch.min.bytes=8388608 (8 MiB) can never be reached: the broker counts at most max.partition.fetch.bytes 1048576 (1 MiB) of each partition toward it, and 4 partitions × 1048576 (1 MiB) = 4194304 (4 MiB). Unless it reads behind the log\'s active segment, every fetch waits the full fetch.max.wait.ms=1000 ms (1 s) (measured on a local broker: a backlog read 9.3× slower than with a reachable fetch.min.bytes, fetch p99 ≈ the wait, docs/evidence/fetch-min-bytes-unreachable.md).');
  });

  it('does not count fetch.max.bytes: the broker\'s wait adds each partition\'s capped bytes, the response cap comes after', () => {
    // 2 MB against fetch.max.bytes 1 MiB: two of the four partitions with 1 MiB ready complete the wait (DelayedFetch).
    assert.equal(findings('fetch-min-unreachable', `${header}fetch.min.bytes=2000000\nfetch.max.bytes=1048576\nfetch.max.wait.ms=100\n`).length, 0);
    const [d] = findings('fetch-min-unreachable', `${header}fetch.min.bytes=5000000\nfetch.max.bytes=1048576\nfetch.max.wait.ms=100\n`);
    assert.match(d.message, /4 partitions × 1048576 \(1 MiB\) = 4194304 \(4 MiB\)\./);
    assert.equal(quickFixes('fetch-min-unreachable', `${header}fetch.min.bytes=5000000\nfetch.max.bytes=1048576\nfetch.max.wait.ms=100\n`).at(-1)!.title, 'Set fetch.min.bytes=1048576 (1 MiB), the most one fetch can return');
  });

  it('stays silent at the bound itself (near miss) and on group C', () => {
    assert.equal(findings('fetch-min-unreachable', `${header}fetch.min.bytes=4194304\nfetch.max.wait.ms=1000\n`).length, 0);
    assert.equal(findings('fetch-min-unreachable', `${header}fetch.min.bytes=4194305\nfetch.max.wait.ms=1000\n`).length, 1);
    assert.equal(findings('fetch-min-unreachable', `${header}fetch.min.bytes=1048576\nfetch.max.wait.ms=1000\n`).length, 0);
  });

  it('stays silent without declared partitions', () => {
    assert.equal(findings('fetch-min-unreachable', 'fetch.min.bytes=8388608\nfetch.max.wait.ms=1000\n', { fileName: 'consumer.properties' }).length, 0);
  });

  it('flags the shipped consumer-mistakes example', () => {
    const text = readFileSync(join(__dirname, '../../../examples/config/consumer-mistakes.properties'), 'utf8');
    assert.equal(findings('fetch-min-unreachable', text, { fileName: 'consumer-mistakes.properties' }).length, 1);
  });

  it("prefers 32 KiB, offers the bound, and both clear the warning", () => {
    const titles = quickFixes('fetch-min-unreachable', groupD).map((a) => a.title);
    assert.deepEqual(titles, ['Set fetch.min.bytes=32768 (32 KiB): fetches still batch', 'Set fetch.min.bytes=4194304 (4 MiB), the most one fetch can return']);
    const fixed = fix('fetch-min-unreachable', groupD);
    assert.equal(fixed, groupD.replace('8388608', '32768'));
    assert.equal(findings('fetch-min-unreachable', fixed).length, 0);
    assert.equal(findings('fetch-min-unreachable', groupD.replace('8388608', '4194304')).length, 0);
  });

  it('reads a kafkajs consumer in its own names and defaults (maxBytes 10 MB, maxWaitTimeInMs 5000)', () => {
    const [d, ...rest] = checkKafkajs(fetchMinUnreachable, 'minBytes: 8388608, maxBytesPerPartition: 1048576', { partitions: 4 });
    assert.equal(rest.length, 0);
    assert.equal(d.message, 'minBytes=8388608 (8 MiB) can never be reached: the broker counts at most maxBytesPerPartition 1048576 (1 MiB) of each partition toward it, and 4 partitions × 1048576 (1 MiB) = 4194304 (4 MiB). Unless it reads behind the log\'s active segment, every fetch waits the full maxWaitTimeInMs=5000 ms (5 s) (default) (measured on a local broker: a backlog read 9.3× slower than with a reachable fetch.min.bytes, fetch p99 ≈ the wait, docs/evidence/fetch-min-bytes-unreachable.md).');
    assert.equal(checkKafkajs(fetchMinUnreachable, 'minBytes: 4194304', { partitions: 4 }).length, 0);
  });
});
