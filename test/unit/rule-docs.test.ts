// Every rule's page is true to the rule: its bad example makes the rule fire and its good example
// leaves it silent, through the whole real analysis (parser, sites, every rule), so an example can
// never drift from what the rule does. A rule without a page fails here by name.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { RULES_DOC_PATH } from '../../common/src/docs';
import { NOTICES } from '../../server/src/service/notices';
import { RULES } from '../../server/src/service/rules';
import { exampleDocument, runExample } from '../../server/src/service/rulePages';
import { service } from '../support/service';

describe('rule pages', () => {
  it('every rule has a page (docs: why, consequence, examples, false positives, versions)', () => {
    assert.deepEqual(RULES.filter((r) => !r.docs).map((r) => r.id), [], 'rules without docs');
    for (const r of RULES) {
      const d = r.docs;
      for (const [field, text] of Object.entries({ why: d.why, consequence: d.consequence, falsePositives: d.falsePositives, versions: d.versions })) {
        assert.ok(text.trim().length >= (field === 'versions' ? 3 : 40), `${r.id}: docs.${field} is too short to say anything`);
      }
    }
  });

  for (const r of RULES) {
    it(`${r.id}: fires on its bad example and is silent on its good one`, () => {
      assert.ok(r.docs, `${r.id} has no docs`);
      const bad = runExample(r.id, r.docs.bad, r.docs.module);
      assert.ok(bad.findings.length > 0, `${r.id} does not fire on its bad example (${r.docs.bad.file})`);
      const good = service({ workspace: r.docs.module?.facts }).diagnostics(exampleDocument(r.docs.good));
      assert.deepEqual(good.filter((d) => d.code === r.id).map((d) => d.message), [], `${r.id} fires on its good example`);
      // The good example is good as a whole: nothing above information level fires on it.
      assert.deepEqual(good.filter((d) => d.severity === 1 || d.severity === 2).map((d) => `${d.code}: ${d.message}`), [], `${r.id}: the good example draws warnings`);
    });
  }
});

/** The anchor a Markdown renderer (GitHub, VS Code's preview) gives a heading: lower case, spaces to '-', punctuation dropped. */
function slug(heading: string): string {
  return heading.trim().toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/\s/g, '-');
}

describe('every diagnostic code has its own anchor in the rule reference', () => {
  const md = readFileSync(join(__dirname, '../..', RULES_DOC_PATH), 'utf8');
  const headings = md.split('\n').filter((l) => /^#{1,3} /.test(l)).map((l) => l.replace(/^#+ /, ''));
  const anchors = new Set(headings.map(slug));

  it('each rule and notice id is a heading whose anchor is the id itself', () => {
    for (const id of [...RULES.map((r) => r.id), ...NOTICES.map((n) => n.id)]) {
      assert.equal(headings.filter((h) => h === id).length, 1, `one '## ${id}' heading`);
      assert.equal(slug(id), id, `${id}: the anchor #${id} reaches it`);
    }
  });

  it('every in-page link of the reference (the contents) lands on a heading', () => {
    const links = [...md.matchAll(/\]\(#([^)]+)\)/g)].map((m) => m[1]);
    assert.ok(links.length >= RULES.length, 'the contents link every rule');
    assert.deepEqual(links.filter((l) => !anchors.has(l)), []);
  });
});
