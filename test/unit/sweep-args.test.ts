// `npm run bench:sweep`'s arguments (scripts/bench/sweepArgs.ts): --bootstrap is taken as its
// siblings take it, and an unknown flag is refused instead of silently measuring another broker.
import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { parseSweepArgs } from '../../scripts/bench/sweepArgs';

test('--bootstrap is the broker, ahead of KAFKA_TUNING_BOOTSTRAP; the file, counts and --grid are read', () => {
  const a = parseSweepArgs(['my.properties', '--bootstrap', '127.0.0.1:19392', '--records', '2000', '--grid'], { KAFKA_TUNING_BOOTSTRAP: '127.0.0.1:9092' });
  assert.deepEqual(a, { file: 'my.properties', bootstrap: '127.0.0.1:19392', records: 2000, rounds: 1, grid: true });
  assert.equal(parseSweepArgs([], { KAFKA_TUNING_BOOTSTRAP: '127.0.0.1:9092' }).bootstrap, '127.0.0.1:9092');
  assert.equal(parseSweepArgs([], {}).bootstrap, undefined, 'neither: the script starts its own broker');
});

test('an unknown flag, a bad value or a second file is refused with the usage', () => {
  assert.throws(() => parseSweepArgs(['--bootstrap-server', '127.0.0.1:9092']), /unknown option --bootstrap-server; usage: npm run bench:sweep/);
  assert.throws(() => parseSweepArgs(['--bootstrap']), /--bootstrap needs host:port/);
  assert.throws(() => parseSweepArgs(['--records', 'many']), /--records needs a whole number/);
  assert.throws(() => parseSweepArgs(['a.properties', 'b.properties']), /one config file only/);
});
