// Rule documentation links lead somewhere real: the online base comes from package.json's
// `repository` only (none today, so no URL and no codeDescription), nothing names a made-up
// repository, and the shipped rule reference has a heading for every rule the client links to.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { REPOSITORY_URL, RULES_DOC_PATH, ruleDocUrl, ruleHeadingLines } from '../../common/src/docs';
import { RULES } from '../../server/src/service/rules';
import { lint } from '../support/service';

const ROOT = join(__dirname, '../..');
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { repository?: string | { url?: string } };

describe('rule documentation links', () => {
  it('the docs base URL is package.json\'s repository, and absent while that is', () => {
    const repo = typeof pkg.repository === 'string' ? pkg.repository : pkg.repository?.url;
    assert.equal(REPOSITORY_URL, repo?.replace(/^git\+/, '').replace(/\.git$/, ''));
    if (!repo) {
      assert.equal(ruleDocUrl('batch-size-below-record'), undefined);
      const [d] = lint('# kafka-tuning: record-bytes=512\nbatch.size=1024\n');
      assert.equal(d.code, 'batch-size-below-record');
      assert.equal(d.codeDescription, undefined, 'no link to a page that does not exist');
    }
  });

  it('no placeholder repository URL in the product, README or docs', () => {
    const files = ['README.md', 'CONTRIBUTING.md', 'docs/rules.md', 'docs/architecture.md', 'package.json', 'server/src/service/analyze.ts', 'common/src/docs.ts'];
    for (const f of files) assert.doesNotMatch(readFileSync(join(ROOT, f), 'utf8'), /github\.com\/kafka-tuning\//, f);
  });

  it('the shipped rule reference has one heading per rule, in the lines the client opens', () => {
    const md = readFileSync(join(ROOT, RULES_DOC_PATH), 'utf8');
    const lines = ruleHeadingLines(md);
    assert.deepEqual(RULES.map((r) => r.id).filter((id) => !lines.has(id)), []);
    const text = md.split('\n');
    for (const [id, line] of lines) assert.equal(text[line], `## ${id}`);
  });
});
