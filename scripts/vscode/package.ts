// `npm run package`: bundles, then `vsce package` into dist/kafka-tuning.vsix. The bundles carry
// every runtime dependency, hence --no-dependencies; .vscodeignore is an allow-list. Offline: vsce
// needs no network for `package`; there is no public repository yet, hence --allow-missing-repository.
import { spawnSync } from 'node:child_process';
import { mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '../..');
export const VSIX = join(root, 'dist/kafka-tuning.vsix');

function run(what: string, cmd: string, args: string[]): void {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) {
    console.error(`package: ${what} failed (exit ${r.status ?? r.signal})`);
    process.exit(1);
  }
}

if (require.main === module) {
  run('build', process.execPath, [join(root, 'scripts/build.mjs')]);
  mkdirSync(join(root, 'dist'), { recursive: true });
  run('vsce package', process.execPath, [join(root, 'node_modules/@vscode/vsce/vsce'), 'package',
    '--no-dependencies', '--allow-missing-repository', '--out', VSIX]);
  console.log(`package: ${VSIX} (${(statSync(VSIX).size / 1024).toFixed(1)} KiB)`);
}
