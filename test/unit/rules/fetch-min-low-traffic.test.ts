import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fetchMinLowTraffic } from '../../../server/src/service/rules/fetchMinLowTraffic';
import { checkKafkajs } from '../../support/kafkajsRule';
import { findings, fix } from '../../support/service';

// A quiet partition: 20 rec/s × 200 B against fetch.min.bytes=1 MB.
const header = '# kafka-tuning: record-bytes=200 rate=20 role=consumer\n';

describe('fetch-min-low-traffic (low-traffic partitions)', () => {
  it('fires when the declared rate fills fetch.min.bytes slower than the wait, with the arithmetic', () => {
    const [d, ...rest] = findings('fetch-min-low-traffic', `${header}fetch.min.bytes=1048576\nfetch.max.wait.ms=1000\n`);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 3);
    assert.deepEqual(d.range, { start: { line: 1, character: 16 }, end: { line: 1, character: 23 } });
    // 200 B value + 9 B of v2 record overhead (null key, first record) = 209 B; 20 × 209 = 4180 B/s.
    assert.equal(d.message, 'At 20 rec/s × 209 B (200 B value + record overhead) = 4,180 B/s, fetch.min.bytes=1048576 (1 MiB) takes 4.2 min to fill, longer than fetch.max.wait.ms=1000 ms (1 s): every fetch waits the full 1 s and returns only ≈ 4.1 KiB. For traffic this low, fetch.min.bytes=1 and a short wait answer as soon as data arrives.');
  });

  it('stays silent when the wait is long enough to fill (near miss) and at the default fetch.min.bytes', () => {
    // 4180 B/s fills 4180 B in exactly 1000 ms.
    assert.equal(findings('fetch-min-low-traffic', `${header}fetch.min.bytes=4180\nfetch.max.wait.ms=1000\n`).length, 0);
    assert.equal(findings('fetch-min-low-traffic', `${header}fetch.min.bytes=4181\nfetch.max.wait.ms=1000\n`).length, 1);
    assert.equal(findings('fetch-min-low-traffic', `${header}fetch.max.wait.ms=1000\n`).length, 0);
  });

  it('stays silent without a declared rate', () => {
    assert.equal(findings('fetch-min-low-traffic', '# kafka-tuning: record-bytes=200 role=consumer\nfetch.min.bytes=1048576\n').length, 0);
  });

  it('fix sets fetch.min.bytes=1 and clears the finding', () => {
    const text = `${header}fetch.min.bytes=1048576\nfetch.max.wait.ms=1000\n`;
    const fixed = fix('fetch-min-low-traffic', text);
    assert.equal(fixed, `${header}fetch.min.bytes=1\nfetch.max.wait.ms=1000\n`);
    assert.equal(findings('fetch-min-low-traffic', fixed).length, 0);
  });

  it('uses the kafkajs 5000 ms wait when maxWaitTimeInMs is not written', () => {
    const w = { rate: 20, recordBytes: 200 };
    assert.equal(checkKafkajs(fetchMinLowTraffic, 'minBytes: 20000', w).length, 0); // 4.8 s < 5 s
    const [d] = checkKafkajs(fetchMinLowTraffic, 'minBytes: 25000', w);
    assert.match(d.message, /minBytes=25000 \(24\.4 KiB\) takes 6 s to fill, longer than maxWaitTimeInMs=5000 ms \(5 s\): every fetch waits the full 5 s/);
  });
});
