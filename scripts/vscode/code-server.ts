// Starts code-server (VS Code's server build) hermetically: HOME, XDG dirs and TMPDIR inside a
// private temp dir, its own process group, no marketplace. Used by the test runner and `npm start`.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../ports';
import { SetupError } from '../setup/util';
import { rigInstalled, rigPaths } from './install';

export interface CodeServer {
  /** http://127.0.0.1:PORT */
  origin: string;
  /** The authority the workbench uses in vscode-remote:// URIs (code-server says "remote"). */
  remoteAuthority: string;
  /** The private temp dir (HOME, user data, extensions, sockets); removed by stop(). */
  tmp: string;
  extensionsDir: string;
  env: NodeJS.ProcessEnv;
  /** Resolves with the exit code/signal if code-server dies on its own. */
  exited: Promise<string>;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** 0 or unset = a free port. */
  port?: number;
  /** Extra env for code-server and the extension host it forks (e.g. test settings). */
  env?: NodeJS.ProcessEnv;
  /** Called with each chunk of server output (for VERBOSE runs). */
  onOutput?: (text: string) => void;
  /** User settings written before start. */
  settings?: Record<string, unknown>;
  readyTimeoutMs?: number;
  /** Workspace Trust on (default off; env KAFKA_TUNING_WORKSPACE_TRUST=1 turns it on). */
  workspaceTrust?: boolean;
}

/** Fails with a one-line SetupError if something already listens on the port. */
export function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const s = createServer().once('error', () => reject(new SetupError(`port ${port} on 127.0.0.1 is already in use; stop whatever uses it or pick another port`)))
      .listen(port, '127.0.0.1', () => s.close(() => resolve()));
  });
}

const quietSettings = {
  'telemetry.telemetryLevel': 'off', 'update.mode': 'none', 'extensions.autoCheckUpdates': false,
  'extensions.autoUpdate': false, 'workbench.startupEditor': 'none', 'chat.disableAIFeatures': true,
  'workbench.tips.enabled': false, 'git.enabled': false, 'npm.autoDetect': 'off',
  'security.workspace.trust.enabled': false, 'workbench.secondarySideBar.defaultVisibility': 'hidden',
};

export async function startCodeServer(opts: StartOptions = {}): Promise<CodeServer> {
  const rig = rigPaths();
  if (!rigInstalled(rig)) {
    throw new SetupError('code-server is not installed; run `npm test -- setup` (or `node --import tsx scripts/setup/index.ts`) first');
  }
  const port = opts.port || await freePort();
  if (opts.port) await assertPortFree(port);
  // Short base path: VS Code's IPC unix sockets live under TMPDIR and are limited to ~107 bytes.
  const tmp = mkdtempSync(join(process.env.KAFKA_TUNING_VSCODE_TMP || tmpdir(), 'ktvs-'));
  const d = (p: string) => join(tmp, p);
  for (const p of ['home/.config', 'home/.local/share', 'home/.cache', 't', 'user-data/User', 'extensions']) mkdirSync(d(p), { recursive: true });
  // Workspace Trust is off (everything trusted) unless asked for: the host runner's "untrusted"
  // variant sets KAFKA_TUNING_WORKSPACE_TRUST=1, and the test folder, never trusted, is then restricted.
  const trust = opts.workspaceTrust ?? process.env.KAFKA_TUNING_WORKSPACE_TRUST === '1';
  const trustSettings = trust ? { 'security.workspace.trust.enabled': true, 'security.workspace.trust.startupPrompt': 'never', 'security.workspace.trust.untrustedFiles': 'open', 'security.workspace.trust.banner': 'never' } : {};
  writeFileSync(d('user-data/User/settings.json'), JSON.stringify({ ...quietSettings, ...trustSettings, ...opts.settings }, null, 1));
  const env: NodeJS.ProcessEnv = {
    ...process.env, ...opts.env,
    HOME: d('home'), TMPDIR: d('t'),
    XDG_CONFIG_HOME: d('home/.config'), XDG_DATA_HOME: d('home/.local/share'), XDG_CACHE_HOME: d('home/.cache'),
    // Offline: an empty gallery stops the workbench querying open-vsx.
    EXTENSIONS_GALLERY: '{}',
  };
  // These would override our flags (code-server reads them as config).
  for (const k of ['VSCODE_OPTIONS', 'PASSWORD', 'HASHED_PASSWORD', 'PORT', 'VSCODE_PROXY_URI', 'CODE_SERVER_CONFIG']) delete env[k];

  const child: ChildProcess = spawn(rig.node, [rig.entry,
    '--config', d('config.yaml'), '--auth', 'none', '--bind-addr', `127.0.0.1:${port}`,
    '--disable-telemetry', '--disable-update-check', ...(trust ? [] : ['--disable-workspace-trust']),
    '--disable-getting-started-override', '--disable-proxy', '--disable-file-downloads',
    '--user-data-dir', d('user-data'), '--extensions-dir', d('extensions'),
    // Without it the built web workbench ignores extensionDevelopmentPath/extensionTestsPath.
    '--vscode-option', 'enable-smoke-test-driver',
  ], { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });

  let stopped = false;
  const exited = new Promise<string>((resolve) => child.once('exit', (c, s) => resolve(String(c ?? s))));
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (child.exitCode === null && child.signalCode === null) {
      killGroup(child, 'SIGTERM');
      // Give it a moment to exit on TERM, then make sure the whole group (ext host, pty host) is gone.
      await Promise.race([exited, new Promise((r) => setTimeout(r, 3000).unref())]);
    }
    killGroup(child, 'SIGKILL');
    rmSync(tmp, { recursive: true, force: true });
  };

  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`code-server did not start within ${(opts.readyTimeoutMs ?? 60000) / 1000}s`)), opts.readyTimeoutMs ?? 60000);
      let out = '';
      const onData = (b: Buffer) => {
        const s = b.toString();
        opts.onOutput?.(s);
        out = (out + s).slice(-4000);
        if (/HTTP server listening on/.test(out)) { clearTimeout(timer); resolve(); }
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', (b: Buffer) => { opts.onOutput?.(b.toString()); out = (out + b).slice(-4000); });
      exited.then((c) => { clearTimeout(timer); reject(new Error(`code-server exited (${c}) before it was ready: ${out.trim().split('\n').pop()}`)); });
    });
    const origin = `http://127.0.0.1:${port}`;
    const remoteAuthority = await readRemoteAuthority(origin);
    return { origin, remoteAuthority, tmp, extensionsDir: d('extensions'), env, exited, stop };
  } catch (e) {
    await stop();
    throw e;
  }
}

function killGroup(child: ChildProcess, sig: NodeJS.Signals): void {
  try { if (child.pid) process.kill(-child.pid, sig); } catch { /* already gone */ }
}

/** The workbench config is embedded in the page; its remoteAuthority goes into vscode-remote:// URIs. */
async function readRemoteAuthority(origin: string): Promise<string> {
  const html = await (await fetch(`${origin}/?ew=true`)).text();
  const m = html.match(/id="vscode-workbench-web-configuration" data-settings="([^"]*)"/);
  if (!m) throw new Error('code-server page has no workbench configuration (unexpected code-server version?)');
  const cfg = JSON.parse(m[1].replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')) as { remoteAuthority?: string };
  return cfg.remoteAuthority ?? new URL(origin).host;
}

/** Workbench URL that opens `folder` and (optionally) runs extension tests, as VS Code's own browser tests do. */
export function workbenchUrl(cs: CodeServer, folder: string | undefined, payload: Array<[string, string]>): string {
  const target = !folder ? 'ew=true' : folder.endsWith('.code-workspace')
    ? `workspace=${encodeURIComponent(folder)}` : `folder=${encodeURIComponent(folder)}`;
  return `${cs.origin}/?${target}${payload.length ? `&payload=${encodeURIComponent(JSON.stringify(payload))}` : ''}`;
}

export const remoteUri = (cs: CodeServer, p: string) => `vscode-remote://${cs.remoteAuthority}${p}`;
