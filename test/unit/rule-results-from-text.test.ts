// ruleResults.ts: a rule's stored result that depends on ctx.fromText() answers is reused while each
// answer is deeply equal for the new text, and recomputed once one differs; a result that read the
// text itself is reused only for the identical text. This is what keeps a keystroke in one part of
// a file from re-running such rules on every site (npm run bench:code).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseSettings } from '../../common/src/settings';
import type { ConfigSite } from '../../server/src/service/model';
import { RuleResults } from '../../server/src/service/ruleResults';
import type { Finding } from '../../server/src/service/rules/types';
import { EMPTY_WORKSPACE } from '../../server/src/service/workspace';

const settings = parseSettings({});
const doc = (text: string) => ({ uri: 'file:///w/app.ts', fileName: '/w/app.ts', languageId: 'typescript', text });
// Only its fields matter to the reuse: equal data, equal site.
const site = { id: 'producer@1', entries: [] } as unknown as ConfigSite;
const finding: Finding = { range: { start: { line: 0, character: 0 }, end: { line: 0, character: 1 } }, message: 'm' };
/** How many connect() calls the text has: a fact the test's rule depends on. */
const connects = (text: string) => (text.match(/\.connect\(/g) ?? []).length;

/** Stores one rule result computed on `before`, then asks for it on `after`. */
function reusedOn(before: string, after: string, read: { readText: boolean; fact: boolean }): boolean {
  const results = new RuleResults();
  results.begin(doc(before), EMPTY_WORKSPACE, settings);
  const facts = read.fact ? [{ compute: connects, value: results.fromText(connects) }] : [];
  results.site(site).put('some-rule', [finding], { readText: read.readText, mentions: [], facts });
  results.end();
  results.begin(doc(after), EMPTY_WORKSPACE, settings);
  const got = results.site(site).get('some-rule');
  results.end();
  return got !== undefined;
}

describe('rule results and ctx.fromText', () => {
  const text = 'const a = 1;\nawait producer.connect();\n';
  it('reuses a result whose fact is the same for the edited text', () => {
    assert.equal(reusedOn(text, text.replace('a = 1', 'a = 2'), { readText: false, fact: true }), true);
  });
  it('recomputes it once the fact differs', () => {
    assert.equal(reusedOn(text, `${text}await consumer.connect();\n`, { readText: false, fact: true }), false);
  });
  it('recomputes a result that read the text itself after any edit', () => {
    assert.equal(reusedOn(text, text.replace('a = 1', 'a = 2'), { readText: true, fact: false }), false);
    assert.equal(reusedOn(text, text, { readText: true, fact: false }), true);
  });
  it('memoises one answer per function and text', () => {
    const results = new RuleResults();
    let calls = 0;
    const counted = (t: string) => (calls++, t.length);
    results.begin(doc(text), EMPTY_WORKSPACE, settings);
    assert.equal(results.fromText(counted), text.length);
    assert.equal(results.fromText(counted), text.length);
    assert.equal(calls, 1);
    results.begin(doc(`${text}x`), EMPTY_WORKSPACE, settings);
    assert.equal(results.fromText(counted), text.length + 1);
    assert.equal(calls, 2);
  });
});
