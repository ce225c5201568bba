// Debian packages the test rig needs: Chromium drives code-server's workbench (VS Code host tests);
// libkrb5-dev lets code-server's postinstall build its `kerberos` module.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { SetupError } from '../util';

export const title = 'Debian packages (chromium, libkrb5-dev)';
export const order = 10;

const packages: Array<{ name: string; present: () => boolean }> = [
  { name: 'chromium', present: () => existsSync('/usr/bin/chromium') },
  { name: 'libkrb5-dev', present: () => existsSync('/usr/include/krb5.h') || existsSync('/usr/include/krb5/krb5.h') },
];

export async function ensure(): Promise<void> {
  const missing = packages.filter((p) => !p.present()).map((p) => p.name);
  if (missing.length === 0) return;
  const root = process.getuid?.() === 0;
  const sudo = root ? [] : ['sudo', '-n'];
  const sh = (args: string[]) => spawnSync(sudo[0] ?? args[0], sudo.length ? [...sudo.slice(1), ...args] : args.slice(1), {
    stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (sh(['apt-get', 'update', '-qq']).status !== 0 || sh(['apt-get', 'install', '-y', '-qq', ...missing]).status !== 0) {
    throw new SetupError(`could not install ${missing.join(', ')} with apt-get; install them yourself (sudo apt-get install ${missing.join(' ')}) and run again`);
  }
}
