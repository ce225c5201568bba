// Every rule's page is true to the rule: its bad example makes the rule fire and its good example
// leaves it silent, through the whole real analysis (parser, sites, every rule), so an example can
// never drift from what the rule does. A rule without a page fails here by name.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
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
      const bad = runExample(r.id, r.docs.bad);
      assert.ok(bad.findings.length > 0, `${r.id} does not fire on its bad example (${r.docs.bad.file})`);
      const good = service().diagnostics(exampleDocument(r.docs.good));
      assert.deepEqual(good.filter((d) => d.code === r.id).map((d) => d.message), [], `${r.id} fires on its good example`);
      // The good example is good as a whole: nothing above information level fires on it.
      assert.deepEqual(good.filter((d) => d.severity === 1 || d.severity === 2).map((d) => `${d.code}: ${d.message}`), [], `${r.id}: the good example draws warnings`);
    });
  }
});
