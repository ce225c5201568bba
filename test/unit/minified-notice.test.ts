// A minified or generated code file is skipped before any parse (analyze.ts skipReason). The
// notice that says so is for files that could hold Kafka configuration: one that names nothing of
// Kafka (a vendored script in a folder's lint, check 65) is skipped without a word.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lint } from '../support/service';

/** ~100 KB of code on 40 lines and a last empty one: minified by the 500-characters-a-line measure. */
const bundle = (inside: string) => Array.from({ length: 40 }, (_, i) => `var a${i}=function(t){return t*${i}};`.repeat(80) + (i === 20 ? inside : '')).join('\n') + '\n';

describe('file-minified notice', () => {
  it('a minified bundle that names Kafka gets the notice', () => {
    const out = lint(bundle("const k=require('kafkajs');"), { fileName: 'vendor/app.min.js' });
    assert.deepEqual(out.map((d) => d.code), ['file-minified']);
    assert.match(out[0].message, /^Kafka tuning skipped this file: it looks minified or generated \(41 lines, \d+ characters per line on average\)\.$/);
  });

  it('one that names nothing of Kafka is skipped without a notice', () => {
    assert.deepEqual(lint(bundle('var animation=1;'), { fileName: 'images/hype_generated_script.js' }), []);
  });
});
