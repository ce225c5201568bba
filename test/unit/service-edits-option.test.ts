// The command line analyses each file once and asks the service for no syntax copy (edits: false,
// parse/javaTree.ts): Java is then read from tree-sitter's own nodes instead of the JavaScript copy
// an editor keeps for incremental re-analysis. Both must say the same thing about every Java file of
// the corpus, the fixtures and the examples.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { createLanguageService } from '../../server/src/service';
import { loadFixtures } from '../support/fuzzEdits';

it('Java diagnostics are the same with and without the editor\'s syntax copy', () => {
  const java = loadFixtures(['examples', 'test/fixtures', 'test/corpus']).filter((f) => f.base.endsWith('.java'));
  assert.ok(java.length >= 20, `only ${java.length} Java files`);
  const editor = createLanguageService();
  const once = createLanguageService({ edits: false });
  for (const f of java) {
    const doc = { uri: `file:///${f.name}`, fileName: `/${f.name}`, languageId: 'java', text: f.text };
    assert.deepEqual(once.diagnostics(doc), editor.diagnostics(doc), f.name);
  }
});
