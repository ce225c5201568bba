// On a fresh clone `npm test` does its own set-up: a copy of the repository's tracked files,
// without node_modules, runs `npm test -- build`, which must install the dependencies (npm ci, from
// npm's cache when it holds them), build, and leave node_modules matching the lockfile.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import { installProblem } from '../../scripts/bootstrap.mjs';

const ROOT = join(__dirname, '../..');

describe('fresh clone', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kt-clone-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('npm test installs the dependencies and builds before it runs a phase', { timeout: 600_000 }, () => {
    // The working tree's files git would commit (a clone of it, uncommitted edits included).
    const files = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' }).stdout.split('\0').filter(Boolean);
    assert.ok(files.includes('package-lock.json') && files.includes('scripts/bootstrap.mjs'));
    for (const f of files) {
      if (!existsSync(join(ROOT, f))) continue; // deleted in the working tree
      mkdirSync(dirname(join(dir, f)), { recursive: true });
      copyFileSync(join(ROOT, f), join(dir, f));
    }
    assert.equal(installProblem(dir), 'node_modules is missing');
    const r = spawnSync('npm', ['test', '--', 'build'], {
      cwd: dir, encoding: 'utf8', maxBuffer: 64 << 20,
      // From npm's cache when it has the packages (the suite's own install filled it).
      env: { ...process.env, npm_config_prefer_offline: 'true', npm_config_audit: 'false', npm_config_fund: 'false' },
    });
    const out = `${r.stdout}\n${r.stderr}`;
    assert.equal(r.status, 0, out.slice(-3000));
    assert.match(out, /setup: node_modules is missing; installing the dependencies/);
    assert.match(out, /=== build ok/);
    assert.equal(installProblem(dir), undefined, 'node_modules matches the lockfile afterwards');
    for (const f of ['client/out/extension.js', 'server/out/server.js', 'cli/out/kafka-tune.js']) assert.ok(existsSync(join(dir, f)), f);
  });
});
