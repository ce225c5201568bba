// Issue 16 point 6: a rule whose page states a measured performance effect points to where it was
// measured and how to reproduce it. Every rule that offers "Measure this fix" (`measure`) or whose
// consequence says "Measured"/"measured" (other than a startup exception "measured on Kafka 4.4.0", or
// "no figure is measured here") cites a docs/evidence page that exists, and that page (or
// the rule text) names an `npm run bench:…` script package.json defines.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { RULES } from '../../server/src/service/rules';

const ROOT = join(__dirname, '../..');
const scripts = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
const benches = (text: string) => [...text.matchAll(/npm run (bench:[\w-]+)/g)].map((m) => m[1]);

test('every rule stating a measured performance effect cites its evidence page and a bench script that reproduces it', () => {
  const performance = (c: string) => /\bmeasured\b/i.test(c.replace(/\(measured on Kafka [\d.]+\)|not a figure measured here|no figure is measured here/g, ''));
  const claims = RULES.filter((r) => r.measure || performance(r.docs.consequence));
  assert.ok(claims.length >= 10, `only ${claims.length} rules found: the filter is broken`);
  const problems: string[] = [];
  for (const r of claims) {
    const text = `${r.source} ${r.docs.consequence} ${r.docs.why}`;
    const pages = [...new Set([...text.matchAll(/docs\/evidence\/[\w.-]+\.md/g)].map((m) => m[0]))];
    if (!pages.length) { problems.push(`${r.id}: no docs/evidence page`); continue; }
    for (const p of pages) if (!existsSync(join(ROOT, p))) problems.push(`${r.id}: ${p} does not exist`);
    const named = [...benches(text), ...pages.filter((p) => existsSync(join(ROOT, p))).flatMap((p) => benches(readFileSync(join(ROOT, p), 'utf8')))];
    if (!named.length) problems.push(`${r.id}: neither the rule nor ${pages.join(', ')} names an npm run bench: script`);
    for (const b of named) if (!scripts[b]) problems.push(`${r.id}: npm run ${b} is not a package.json script`);
  }
  assert.deepEqual(problems, []);
});
