// The documentation examples of a rule, checked the way docs/rules.md promises: the rule fires on
// `bad` and is silent on `good` (the page can then never show an example that lies). Takes the
// rule or its id.
import assert from 'node:assert/strict';
import { RULES } from '../../server/src/service/rules';
import type { Rule } from '../../server/src/service/rules/types';
import { findings } from './service';

export function assertDocsExamples(ruleOrId: Rule | string): void {
  const id = typeof ruleOrId === 'string' ? ruleOrId : ruleOrId.id;
  const rule = typeof ruleOrId === 'string' ? RULES.find((r) => r.id === id) : ruleOrId;
  assert.ok(rule?.docs, `${id} has docs`);
  const { bad, good, module } = rule.docs;
  const workspace = module?.facts;
  assert.ok(findings(id, bad.text, { fileName: bad.file, workspace }).length > 0, `${id} fires on its bad example`);
  assert.deepEqual(findings(id, good.text, { fileName: good.file, workspace }).map((d) => d.message), [], `${id} is silent on its good example`);
}
