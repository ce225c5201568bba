// A rule's documented examples are part of its contract: the rule fires on `docs.bad` and is
// silent on `docs.good` (the page in docs/rules.md can then never show an example that lies).
import assert from 'node:assert/strict';
import type { Rule } from '../../server/src/service/rules/types';
import { findings } from './service';

export function assertDocsExamples(rule: Rule): void {
  assert.ok(rule.docs, `${rule.id} has docs`);
  const { bad, good } = rule.docs;
  assert.ok(findings(rule.id, bad.text, { fileName: bad.file }).length > 0, `${rule.id} fires on its bad example`);
  assert.deepEqual(findings(rule.id, good.text, { fileName: good.file }), [], `${rule.id} is silent on its good example`);
}
