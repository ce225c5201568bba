// Bundles the extension client, the language server and the CLI with esbuild.
// One bundle each so the .vsix ships no node_modules (vsce --no-dependencies) and the server
// runs standalone: `node server/out/server.js --stdio`.
import { build } from 'esbuild';
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const watch = process.argv.includes('--watch');

const common = {
  bundle: true,
  platform: 'node',
  target: 'node18',
  format: 'cjs',
  sourcemap: true,
  logLevel: 'warning',
  absWorkingDir: root,
  // vscode is provided by the host; the optional native deps of ws/kafkajs are never needed.
  external: ['vscode', 'bufferutil', 'utf-8-validate'],
};

const entries = [
  { entryPoints: ['client/src/extension.ts'], outfile: 'client/out/extension.js' },
  { entryPoints: ['server/src/node/server.ts'], outfile: 'server/out/server.js' },
  { entryPoints: ['server/src/cli/kafka-tune.ts'], outfile: 'server/out/cli.js', banner: { js: '#!/usr/bin/env node' } },
];
// Host tests are loaded by the VS Code extension host from plain .js files: index.js plus one
// bundle per *.test.ts, which index.js finds by listing its folder (adding a test = adding a file).
if (existsSync(join(root, 'test/host/suite/index.ts'))) {
  entries.push({ entryPoints: ['test/host/suite/index.ts', 'test/host/suite/**/*.test.ts'], outdir: 'out/test/host/suite', outbase: 'test/host/suite', external: [...common.external, 'mocha'] });
}
// The webview script runs in the panel (a browser), not in Node.
if (existsSync(join(root, 'client/src/webview/main.ts'))) {
  entries.push({ entryPoints: ['client/src/webview/main.ts'], outfile: 'client/out/webview/main.js', platform: 'browser', format: 'iife', target: 'es2022', external: [] });
}

const started = Date.now();
await Promise.all(entries.map((e) => build({ ...common, ...e, external: e.external ?? common.external })));
// zstd's WASM module is read from beside the bundle (__dirname) at run time: ship it there.
const zstdWasm = join(root, 'node_modules/@bokuweb/zstd-wasm/dist/common/zstd.wasm');
if (existsSync(zstdWasm)) {
  for (const dir of ['client/out', 'server/out']) {
    mkdirSync(join(root, dir), { recursive: true });
    copyFileSync(zstdWasm, join(root, dir, 'zstd.wasm'));
  }
}
if (!watch) console.log(`built ${entries.length} bundles in ${Date.now() - started} ms`);
