// kafka-tune lint's merging of repeated findings (cli/src/repeats.ts), in memory.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { mergeRepeats } from '../../cli/src/repeats';

const at = (line: number, severity: number, message = 'SASL/PLAIN over SASL_PLAINTEXT') => ({ range: { start: { line, character: 0 }, end: { line, character: 1 } }, severity: severity as 1 | 2 | 3 | 4, code: 'sasl-plain-in-clear', message });

describe('mergeRepeats', () => {
  it('the same words at two severities are two findings: a warning is never folded into a hint', () => {
    const { results, merged } = mergeRepeats([{ file: 'a.properties', diagnostics: [at(2, 4)] }, { file: 'b.properties', diagnostics: [at(2, 2)] }]);
    assert.equal(merged, 0);
    assert.deepEqual(results.map((r) => r.diagnostics.map((d) => d.severity)), [[4], [2]]);
  });

  it('the same words at the same severity: one finding naming the others; errors are never merged', () => {
    const { results, merged } = mergeRepeats([{ file: 'a.properties', diagnostics: [at(2, 2), at(5, 1)] }, { file: 'b.properties', diagnostics: [at(2, 2), at(5, 1)] }]);
    assert.equal(merged, 1);
    assert.match(results[0].diagnostics[0].message, /\(The same at b\.properties:3\.\)$/);
    assert.deepEqual(results[1].diagnostics.map((d) => d.severity), [1]);
  });
});
