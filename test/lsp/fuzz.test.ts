// Fuzzed editing, CI-sized: ≥ 10,000 random edits over the real fixtures through the language
// service in this process, and a few hundred through the bundled server over stdio (full LSP:
// incremental didChange, the publish for that version, hover, code actions). The drivers live in
// test/support/fuzz.ts, the edits in fuzzEdits.ts, the checks after every step in lspLines.ts;
// a failure names the seed, the step and the edit.
// Fixed seeds keep `npm test` reproducible (KT_FUZZ_SEED=N overrides); the long run with fresh
// seeds is `npm run fuzz -- --edits 100000`.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { describe, it } from 'node:test';
import { formatReport, fuzzInProcess, fuzzStdio, SERVER } from '../support/fuzz';
import { Lines } from '../support/lspLines';

const SEED = process.env.KT_FUZZ_SEED ? Number(process.env.KT_FUZZ_SEED) : 20_240_611;
const IN_PROCESS_EDITS = 10_000;
const STDIO_EDITS = 400;

describe('fuzzed editing', { concurrency: true }, () => {
  it('the oracle counts lines as LSP does (\\r\\n, \\r, \\n; UTF-16 columns)', () => {
    const l = new Lines('a\r\nbb\rc\n😀\n');
    assert.equal(l.lineCount, 5);
    assert.deepEqual(l.lengths, [1, 2, 1, 2, 0]);
    assert.deepEqual(l.position(4), { line: 1, character: 1 });
    assert.equal(l.offset({ line: 3, character: 99 }), 10);
  });

  it(`language service in process: ${IN_PROCESS_EDITS} edits, every answer inside the document`, async (t) => {
    const r = await fuzzInProcess({ seed: SEED, edits: IN_PROCESS_EDITS, memoryCapMB: 1024 });
    t.diagnostic(formatReport(r));
    assert.equal(r.edits, IN_PROCESS_EDITS);
    // The run exercised what it claims to check: real diagnostics, actions, and applied fixes.
    assert.ok(r.diagnostics > 1000, `only ${r.diagnostics} diagnostics checked`);
    assert.ok(r.codeActions > 500, `only ${r.codeActions} code actions checked`);
    assert.ok(r.quickFixesApplied > 10, `only ${r.quickFixesApplied} quick fixes applied`);
  });

  it(`bundled server over stdio: ${STDIO_EDITS} edits as incremental didChange, answers after each publish`, { skip: !existsSync(SERVER) && 'run the build first' }, async (t) => {
    const r = await fuzzStdio({ seed: SEED + 1, edits: STDIO_EDITS, memoryCapMB: 1536 });
    t.diagnostic(formatReport(r));
    assert.equal(r.edits, STDIO_EDITS);
    assert.ok(r.steps > STDIO_EDITS / 4, `only ${r.steps} publishes checked`);
    assert.ok(r.diagnostics > 0 && r.codeActions > 0, `only ${r.diagnostics} diagnostics and ${r.codeActions} code actions checked`);
    assert.ok(r.memoryMB > 0 || process.platform !== 'linux', 'server memory was measured');
  });
});
