// scripts/bootstrap.mjs decides whether `npm start` / `npm test` must run `npm ci` first: on a
// fresh clone, and whenever node_modules no longer holds what package-lock.json lists. Checked on
// small lockfile pairs here; test/cli/fresh-clone.test.ts runs it for real on a copy of the repo.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { installProblem } from '../../scripts/bootstrap.mjs';

type Packages = Record<string, { version: string; integrity?: string; optional?: boolean }>;
const LOCK: Packages = {
  '': { version: '0.1.0' },
  'node_modules/zod': { version: '4.6.7', integrity: 'sha512-a' },
  'node_modules/@esbuild/darwin-arm64': { version: '0.28.2', integrity: 'sha512-b', optional: true },
};
const installed = (p: Packages) => Object.fromEntries(Object.entries(p).filter(([k, v]) => k !== '' && !v.optional));

describe('bootstrap: is node_modules what package-lock.json says?', () => {
  const dirs: string[] = [];
  after(() => { for (const d of dirs) rmSync(d, { recursive: true, force: true }); });
  const project = (lock: Packages | undefined, record: Packages | undefined, nodeModules = true) => {
    const d = mkdtempSync(join(tmpdir(), 'kt-boot-'));
    dirs.push(d);
    if (lock) writeFileSync(join(d, 'package-lock.json'), JSON.stringify({ lockfileVersion: 3, packages: lock }));
    if (nodeModules) mkdirSync(join(d, 'node_modules'));
    if (record) writeFileSync(join(d, 'node_modules/.package-lock.json'), JSON.stringify({ lockfileVersion: 3, packages: record }));
    return d;
  };

  it('a fresh clone (no node_modules) needs an install', () => {
    assert.equal(installProblem(project(LOCK, undefined, false)), 'node_modules is missing');
  });

  it('node_modules without npm\'s record of the install needs one', () => {
    assert.match(installProblem(project(LOCK, undefined)) ?? '', /\.package-lock\.json .* is missing/);
  });

  it('an install of exactly the lockfile needs none; optional packages for other platforms may be absent', () => {
    assert.equal(installProblem(project(LOCK, installed(LOCK))), undefined);
  });

  it('a lockfile that moved on (new version, new package, removed package) needs one', () => {
    const newer = { ...LOCK, 'node_modules/zod': { version: '4.7.0', integrity: 'sha512-c' } };
    assert.equal(installProblem(project(newer, installed(LOCK))), 'node_modules/zod is 4.6.7, package-lock.json wants 4.7.0');
    const added = { ...LOCK, 'node_modules/yaml': { version: '2.9.1', integrity: 'sha512-d' } };
    assert.equal(installProblem(project(added, installed(LOCK))), 'node_modules/yaml is not installed');
    const removed = { '': LOCK[''] };
    assert.equal(installProblem(project(removed, installed(LOCK))), 'node_modules/zod is installed but no longer in package-lock.json');
  });

  it('the same version from different bytes (integrity changed) needs one', () => {
    const rebuilt = { ...LOCK, 'node_modules/zod': { version: '4.6.7', integrity: 'sha512-other' } };
    assert.match(installProblem(project(rebuilt, installed(LOCK))) ?? '', /node_modules\/zod/);
  });

  it('this clone\'s node_modules matches its lockfile (npm ci ran)', () => {
    assert.equal(installProblem(), undefined);
  });
});
