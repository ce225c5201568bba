import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { RULES } from '../../server/src/service/rules';
import { rulesMarkdown } from '../../scripts/gen-rules-doc';

test('docs/rules.md is generated from the rule registry (npm run docs:rules)', () => {
  assert.equal(readFileSync(join(__dirname, '../../docs/rules.md'), 'utf8'), rulesMarkdown());
});

test('rule ids are unique and every rule names its source', () => {
  const ids = RULES.map((r) => r.id);
  assert.equal(new Set(ids).size, ids.length);
  for (const r of RULES) assert.ok(r.source.length > 5 && r.summary.length > 10, r.id);
});
