// Every docs/ page the product cites in what it shows (rule messages, rule pages, hovers, panel and
// CLI text: the string literals of the shipped components, scripts/citedDocs.ts) is in both
// packages a user installs — the .vsix (`vsce ls`, as `npm run package` lists it) and the CLI's npm
// package (`npm pack --dry-run --json` in cli/) — so a cited page can be opened after installing.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { citedDocs, citedIn } from '../../scripts/citedDocs';

const ROOT = join(__dirname, '../..');
const cited = citedDocs(ROOT);

describe('cited docs ship with the product', { timeout: 120_000 }, () => {
  it('finds the citations of string literals, not of comments or of kafkajs\'s own docs', () => {
    assert.deepEqual(citedIn("// docs/evidence/comment-only.md\nconst a = 'see docs/evidence/linger-cost.md';\nconst b = `x ${1} docs/rules.md#acks and kafkajs docs/Producing.md`;\n"), ['docs/evidence/linger-cost.md', 'docs/rules.md']);
    // The product cites its evidence pages and the rule reference: an empty list would test nothing.
    assert.ok(cited.has('docs/rules.md') && [...cited.keys()].some((p) => p.startsWith('docs/evidence/')), [...cited.keys()].join(', '));
  });

  it('every cited page exists in the repository', () => {
    const missing = [...cited].filter(([p]) => !existsSync(join(ROOT, p))).map(([p, from]) => `${p} (cited in ${from.join(', ')})`);
    assert.deepEqual(missing, []);
  });

  it('every cited page is in the .vsix (vsce ls)', () => {
    const r = spawnSync(process.execPath, [join(ROOT, 'node_modules/@vscode/vsce/vsce'), 'ls', '--no-dependencies'], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
    assert.equal(r.status, 0, r.stderr);
    const files = new Set(r.stdout.split('\n').map((l) => l.trim()).filter(Boolean));
    assert.deepEqual([...cited.keys()].filter((p) => !files.has(p)), []);
  });

  it('every cited page is in the CLI package (npm pack --dry-run --json)', () => {
    const r = spawnSync('npm', ['pack', '--dry-run', '--json'], { cwd: join(ROOT, 'cli'), encoding: 'utf8', timeout: 60_000, env: { ...process.env, npm_config_update_notifier: 'false' } });
    assert.equal(r.status, 0, r.stderr);
    const [info] = JSON.parse(r.stdout) as Array<{ files: Array<{ path: string }> }>;
    const files = new Set(info.files.map((f) => f.path));
    assert.deepEqual([...cited.keys()].filter((p) => !files.has(p)), []);
  });
});
