// The benchmark panel's explanations and comparisons (common/src/benchHelp.ts): every metric a
// result table shows has an explanation; "B vs A" never prints "-0 %"; the settings diff names each
// differing key with both values; a consumer's form offers none of the producer's controls.
import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { BENCH_KINDS, metricRows, type BenchResult } from '../../common/src/bench';
import { dominatedBy, metricHelp, panelControls, percentChange, recordsMeaning, settingsDiff } from '../../common/src/benchHelp';

test('every metric row has an explanation', () => {
  for (const kind of BENCH_KINDS) for (const [k] of metricRows(kind)) assert.ok(metricHelp(k).length > 40, `${kind} ${k}`);
});

test('percentChange rounds to a whole percent, says "same" for what rounds to zero, never "-0 %"', () => {
  assert.equal(percentChange(100, 99.6), 'same');
  assert.equal(percentChange(100, 100.4), 'same');
  assert.equal(percentChange(-5, -5.01), 'same');
  assert.equal(percentChange(100, 150), '+50 %');
  assert.equal(percentChange(200, 100), '−50 %');
  assert.equal(percentChange(0, 0), 'same');
  assert.equal(percentChange(0, 3), '–');
  assert.equal(percentChange(undefined, 3), '–');
  for (let i = 0; i < 2000; i++) { const a = Math.random() * 1000 + 1; const b = a * (1 + (Math.random() - 0.5) * 0.02); assert.doesNotMatch(percentChange(a, b), /[-−]0 %/); }
});

test('settingsDiff lists the keys whose values differ, with both values', () => {
  const r = (run: Record<string, string>, config: Record<string, string>) => ({ run, config } as unknown as BenchResult);
  const diff = settingsDiff(r({ rounds: '3' }, { 'linger.ms': '5', acks: 'all' }), r({ rounds: '3' }, { 'linger.ms': '20', 'batch.size': '65536', acks: 'all' }));
  assert.deepEqual(diff, [{ key: 'batch.size', a: '(not set)', b: '65536' }, { key: 'linger.ms', a: '5', b: '20' }]);
});

test('controls per client and role', () => {
  const ids = (k: 'producer' | 'consumer', c: string) => panelControls(k, c).map((x) => x.id);
  assert.ok(!ids('producer', 'java').includes('sendPattern'));
  assert.ok(ids('producer', 'kafkajs').includes('sendPattern'));
  assert.ok(!ids('producer', 'kafkajs').includes('engine'));
  for (const id of ['throughput', 'payloadFile', 'sendPattern'] as const) assert.ok(!ids('consumer', 'java').includes(id), id);
  assert.equal(recordsMeaning('consumer', 20_000, 4), '4 partitions × 20,000 = 80,000 records read per round');
});

test('dominatedBy finds a point with more throughput and a lower p99', () => {
  const a = { throughput: 100, p99: 50 }, b = { throughput: 200, p99: 20 }, c = { throughput: 300, p99: 80 };
  assert.equal(dominatedBy(a, [a, b, c]), b);
  assert.equal(dominatedBy(b, [a, b, c]), undefined);
  assert.equal(dominatedBy(c, [a, b, c]), undefined);
});
