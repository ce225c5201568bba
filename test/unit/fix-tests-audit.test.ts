// Every rule whose check() can offer a quick fix (its source writes `fixes`) has a test that applies
// one: a call fix('<id>', …) / quickFixes('<id>', …) (or through a `const ID = '<id>'`) somewhere
// under test/. A fix no test applies can rot unseen — streams-eos-producer-conflict's once added a
// second line that the original, read last, overrode.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { test } from 'node:test';

const ROOT = join(__dirname, '../..');
const walk = (dir: string): string[] => readdirSync(dir).flatMap((n) => {
  const p = join(dir, n);
  return statSync(p).isDirectory() ? walk(p) : p.endsWith('.ts') ? [p] : [];
});

test('every rule that offers a quick fix has a test applying it', () => {
  const offering = new Map<string, string>();
  for (const f of walk(join(ROOT, 'server/src/service/rules'))) {
    const text = readFileSync(f, 'utf8');
    const id = /\bid: '([a-z0-9-]+)'/.exec(text)?.[1];
    const code = text.replace(/\/\/[^\n]*/g, '');
    if (id && /\bfixes\s*[:.=]/.test(code)) offering.set(id, relative(ROOT, f));
  }
  const applied = new Set<string>();
  for (const f of walk(join(ROOT, 'test'))) {
    const text = readFileSync(f, 'utf8');
    // A file may declare `const ID` once per describe block: a call uses the nearest one above it.
    const consts = [...text.matchAll(/const (\w+) = '([a-z0-9-]+)'/g)].map((m) => ({ name: m[1], id: m[2], at: m.index! }));
    for (const m of text.matchAll(/\b(?:fix|quickFixes)\(\s*(?:'([a-z0-9-]+)'|(\w+))/g)) {
      const id = m[1] ?? consts.filter((c) => c.name === m[2] && c.at < m.index!).pop()?.id;
      if (id) applied.add(id);
    }
  }
  assert.ok(offering.size > 40, `found only ${offering.size} rules with fixes: the scan is broken`);
  assert.deepEqual([...offering].filter(([id]) => !applied.has(id)).map(([id, f]) => `${id} (${f})`), []);
});
