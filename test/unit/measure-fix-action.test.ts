// "Measure this fix" code actions: offered to a client that can run them, on findings of rules
// whose fix changes throughput or latency, with the fix's values as the command's arguments — and
// not for other rules, other clients or fixes a benchmark cannot apply as overrides.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MEASURE_FIX_COMMAND, measureFixArgsSchema } from '../../common/src/protocol';
import { RULES } from '../../server/src/service/rules';
import { doc, service } from '../support/service';

const ONE_PER_BATCH = '# kafka-tuning: role=producer record-bytes=512\nacks=1\nlinger.ms=0\nbatch.size=1024\n';
const whole = { start: { line: 0, character: 0 }, end: { line: 9, character: 0 } };

test('measure this fix: offered beside a capacity fix, with the fix as key → value', () => {
  const actions = service().codeActions(doc(ONE_PER_BATCH), whole, undefined, { measureFix: true });
  const measure = actions.filter((a) => a.command?.command === MEASURE_FIX_COMMAND);
  assert.equal(measure.length, 1, actions.map((a) => a.title).join(' | '));
  const args = measureFixArgsSchema.parse(measure[0]!.command!.arguments![0]);
  assert.equal(args.rule, 'batch-size-below-record');
  assert.equal(args.measure, 'capacity');
  assert.ok(Number(args.values['batch.size']) >= 2 * 521 + 61, `the fixed batch.size holds two records: ${JSON.stringify(args.values)}`);
  assert.ok(actions.some((a) => a.edit && measure[0]!.title === `Measure this fix on the benchmark broker: ${a.title}`));
});

test('measure this fix: not offered to clients that cannot run it, nor for rules whose fix is not about performance', () => {
  assert.ok(!service().codeActions(doc(ONE_PER_BATCH), whole).some((a) => a.command?.command === MEASURE_FIX_COMMAND), 'no measureFix option, no action');
  // acks=0 with idempotence on: a durability fix (acks=all), not a performance one.
  const durability = service().codeActions(doc('# kafka-tuning: role=producer\nacks=0\nenable.idempotence=true\n'), whole, undefined, { measureFix: true });
  assert.ok(durability.some((a) => a.edit), 'a quick fix is there');
  assert.ok(!durability.some((a) => a.command?.command === MEASURE_FIX_COMMAND), durability.map((a) => a.title).join(' | '));
});

test('measure this fix: only rules whose fix sets values the benchmark can apply carry `measure`', () => {
  const measured = RULES.filter((r) => r.measure).map((r) => r.id).sort();
  assert.deepEqual(measured, ['batch-size-below-record', 'batch-size-looks-like-count', 'buffer-memory-too-small', 'fetch-min-unreachable', 'fetch-wait-exceeds-slo', 'linger-zero-large-batch']);
});
