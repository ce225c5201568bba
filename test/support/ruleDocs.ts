// The documentation examples of a rule, checked the way docs/rules.md promises: the rule fires on
// `bad` and is silent on `good`.
import assert from 'node:assert/strict';
import { RULES } from '../../server/src/service/rules';
import { findings } from './service';

export function assertDocsExamples(id: string): void {
  const rule = RULES.find((r) => r.id === id);
  assert.ok(rule?.docs, `${id} has docs`);
  const { bad, good } = rule.docs;
  assert.ok(findings(id, bad.text, { fileName: bad.file }).length > 0, `${id} fires on its bad example`);
  assert.deepEqual(findings(id, good.text, { fileName: good.file }).map((d) => d.message), [], `${id} is silent on its good example`);
}
