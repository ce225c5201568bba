// Throw-away workspaces for tests: a temp folder per call holding the given files (relative paths,
// folders created as needed), readable by every user (the CLI tests also run as an unprivileged
// one), all removed after the test file.
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after } from 'node:test';

/** A `workspace(files)` function whose folders start with `prefix` and are deleted after the file's tests. */
export function tempWorkspaces(prefix: string): (files: Record<string, string>) => string {
  const roots: string[] = [];
  after(() => { for (const r of roots) rmSync(r, { recursive: true, force: true }); });
  return (files) => {
    const root = mkdtempSync(join(tmpdir(), prefix));
    chmodSync(root, 0o755);
    roots.push(root);
    for (const [rel, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, rel)), { recursive: true });
      writeFileSync(join(root, rel), text);
    }
    return root;
  };
}
