// A rule's documented examples are part of its tests: it fires on `docs.bad` and is silent on `docs.good`.
import assert from 'node:assert/strict';
import type { Rule } from '../../server/src/service/rules/types';
import { findings } from './service';

export function assertDocExamples(rule: Rule): void {
  const docs = rule.docs;
  assert.ok(docs, `${rule.id} has no docs`);
  assert.ok(findings(rule.id, docs.bad.text, { fileName: docs.bad.file }).length > 0, `${rule.id} is silent on its bad example`);
  assert.deepEqual(findings(rule.id, docs.good.text, { fileName: docs.good.file }).map((d) => d.message), [], `${rule.id} fires on its good example`);
}
