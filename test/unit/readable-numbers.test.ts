// Numbers people read (issue 20, point 5): hovers and benchmark text show sizes with KiB/MiB next
// to the raw value, durations in s/min past 1,000 ms, and counts with thousands separators.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { consumerWarnings } from '../../bench/src/consumerBench';
import { annotation } from '../../bench/src/format';
import type { BenchResult } from '../../common/src/bench';
import { doc, service } from '../support/service';

const hoverAt = (text: string, line: number, fileName = 'producer.properties') => {
  const h = service().hover(doc(text, fileName), { line, character: 1 });
  return h && typeof h.contents === 'object' && 'value' in h.contents ? h.contents.value : '';
};

describe('hovers', () => {
  it('a byte key shows its written value and default with binary units', () => {
    const text = hoverAt('buffer.memory=67108864\n', 0);
    assert.match(text, /default `33554432` \(32 MiB\) in Kafka/);
    assert.match(text, /\nValue: `67108864` \(64 MiB\)  \n/);
  });

  it('a millisecond key reads in s or min past 1,000 ms', () => {
    const text = hoverAt('max.block.ms=5000\n', 0);
    assert.match(text, /default `60000` \(1 min\) in Kafka/);
    assert.match(text, /\nValue: `5000` \(5 s\)  \n/);
  });

  it('computed numbers: a fill time in minutes, sizes with units, grouped rates', () => {
    const text = hoverAt('# kafka-tuning: partitions=4 rate=20 record-bytes=200\nfetch.min.bytes=1048576\n', 1, 'consumer.properties');
    assert.match(text, /- One fetch returns at most min\(fetch\.max\.bytes 52428800 \(50 MiB\), 4 × 1048576 \(1 MiB\)\) = 4194304 \(4 MiB\)\./);
    assert.match(text, /- At 20 rec\/s × 209 B \(record with overhead\), fetch\.min\.bytes fills in 4\.2 min \(fetch\.max\.wait\.ms is 500 ms\)\./);
    const producer = hoverAt('# kafka-tuning: partitions=4 rate=2000 record-bytes=512\nbatch.size=16384\nlinger.ms=5\n', 1);
    assert.match(producer, /- A batch holds 31 records of 512 B \(15\.8 KiB with the 61 B header\)\./);
    assert.match(producer, /- At 2,000 rec\/s over 4 partitions, keys assumed evenly spread: 500 rec\/s each, a batch fills in 62 ms; ≈ 2\.5 records arrive per 5 ms linger window, so a batch carries ≈ 3\.5\./);
  });

  it('near misses: small values and keys without a unit get no unit added', () => {
    const small = hoverAt('batch.size=500\n', 0);
    assert.doesNotMatch(small, /\nValue:/);
    assert.match(small, /default `16384` \(16 KiB\)/);
    const acks = hoverAt('acks=all\n', 0);
    assert.doesNotMatch(acks, /\nValue:|KiB|MiB| s\)/);
    // A count, not a size: max.poll.records has no unit.
    assert.doesNotMatch(hoverAt('max.poll.records=5000\n', 0, 'consumer.properties'), /\nValue:/);
  });
});

describe('benchmark text', () => {
  const result = (median: Record<string, number>): BenchResult => ({
    id: 'x', when: new Date(0).toISOString(), kind: 'producer', engine: 'kafkajs', label: 'l', mode: 'throttled 2,000 rec/s',
    roundsRun: 3, rounds: [], median, min: {}, max: {}, warnings: [], cluster: '', config: {},
  });

  it('the lens annotation switches to seconds past 1,000 ms and groups rec/s', () => {
    assert.equal(annotation(result({ p50: 820, p99: 16128, recordsPerSec: 52428 }), 30_000), 'p50 820 ms · p99 16.1 s · 52,428 rec/s (throttled 2,000 rec/s, 3 rounds, just now)');
    assert.equal(annotation(result({ p50: 2.25, p99: 999, recordsPerSec: 999 }), 30_000), 'p50 2.3 ms · p99 999 ms · 999 rec/s (throttled 2,000 rec/s, 3 rounds, just now)');
  });

  it('the unreachable fetch.min.bytes warning gives sizes with units and the raw value', () => {
    const [w] = consumerWarnings({ minBytes: 8_388_608, maxBytes: 52_428_800, maxBytesPerPartition: 1_048_576, maxWaitTimeInMs: 5000 } as Parameters<typeof consumerWarnings>[0], 4, 3);
    assert.equal(w, 'fetch.min.bytes=8388608 (8 MiB) exceeds what the broker counts toward it here, 4 × max.partition.fetch.bytes = 4194304 (4 MiB): every fetch will wait the full fetch.max.wait.ms=5000 ms (5 s); see docs/evidence/fetch-min-bytes-unreachable.md.');
  });
});
