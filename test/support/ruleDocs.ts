// The documentation examples of a rule, checked the way docs/rules.md promises: the rule fires on
// `bad` and is silent on `good` (the page can then never show an example that lies). Run as the
// page runs them (rulePages.ts runExample: the same document, the same module facts). Takes the
// rule or its id.
import assert from 'node:assert/strict';
import { RULES } from '../../server/src/service/rules';
import type { Rule } from '../../server/src/service/rules/types';
import { runExample } from '../../server/src/service/rulePages';

export function assertDocsExamples(ruleOrId: Rule | string): void {
  const id = typeof ruleOrId === 'string' ? ruleOrId : ruleOrId.id;
  const rule = typeof ruleOrId === 'string' ? RULES.find((r) => r.id === id) : ruleOrId;
  assert.ok(rule?.docs, `${id} has docs`);
  const { bad, good, module } = rule.docs;
  assert.ok(runExample(id, bad, module).findings.length > 0, `${id} fires on its bad example`);
  assert.deepEqual(runExample(id, good, module).findings.map((f) => f.message), [], `${id} is silent on its good example`);
}
