// Bundles each shipped component with esbuild: the VS Code client (+ its webview script), the
// language server and the kafka-tune CLI. One bundle each, so the .vsix ships no node_modules
// (vsce --no-dependencies), the server runs standalone (`node server/out/server.js --stdio`) and
// the CLI is its own package (cli/). `--production` (npm run package) minifies and writes source
// maps without a sourceMappingURL comment: the maps stay out of the .vsix, so no bundle may
// point at one. Type checking is `tsc -b` (tsconfig.json), not this script.
import { build } from 'esbuild';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleAliases } from './bundleAliases.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const production = process.argv.includes('--production');

/**
 * The generated catalogs (~1.2 MB of JSON) become JSON.parse of one string instead of esbuild's
 * object literals: V8 scans a string literal without building anything and JSON.parse is faster than
 * evaluating the same data as JavaScript, which the server paid on every start before it could
 * answer `initialize` (measured with scripts/bench/server-startup.ts, docs/measured.md).
 */
const catalogsAsJsonParse = {
  name: 'catalogs-as-json-parse',
  setup(b) {
    b.onLoad({ filter: /[\\/]catalog[\\/].*\.json$/ }, (a) => ({
      contents: `export default JSON.parse(${JSON.stringify(JSON.stringify(JSON.parse(readFileSync(a.path, 'utf8'))))});`,
      loader: 'js',
    }));
  },
};

const common = {
  bundle: true,
  platform: 'node',
  target: 'node18',
  format: 'cjs',
  minify: production,
  sourcemap: production ? 'external' : true,
  logLevel: 'warning',
  absWorkingDir: root,
  // vscode is provided by the host; the optional native deps of ws/kafkajs are never needed.
  external: ['vscode', 'bufferutil', 'utf-8-validate'],
  alias: bundleAliases(root),
  plugins: [catalogsAsJsonParse],
};

/**
 * Leaves an entry's `import('./<name>')` as a run-time require of the separately built <name>.js,
 * so the entry stays small and the rest loads only when needed. The entry is built with
 * APART_SUPPORTED: left as `import()`, Node would load the CommonJS bundle through its ES module
 * loader, which scans all of it for export names first (cjs-module-lexer: ~340 ms of CPU for the
 * 3.4 MB language server, as much again as requiring it).
 */
const loadedApart = (name) => ({
  name: `${name}-apart`,
  setup(b) {
    b.onResolve({ filter: new RegExp(`^\\./${name}$`) }, () => ({ path: `./${name}.js`, external: true }));
  },
});

const APART_SUPPORTED = { 'dynamic-import': false };

/**
 * The language server must answer `initialize` at once, but TypeScript (10 of its 13 MB) costs
 * ~0.3 s to load. It is bundled on its own under `parsers/` beside the bundle that uses it, and the
 * bundle gets a stand-in that loads it on first use: a .properties or YAML file never loads it. (The
 * Java parser is WASM, instantiated on the first Java document: its files are copied below.)
 */
const LAZY_PARSERS = {
  typescript: `let m;
const load = () => (m ??= require('./parsers/typescript.js'));
export default new Proxy({}, { get: (_, k) => load()[k], has: (_, k) => k in load() });`,
};
const lazyParsers = {
  name: 'lazy-parsers',
  setup(b) {
    b.onResolve({ filter: /^typescript$/ }, (a) => (a.namespace === 'file' ? { path: a.path, namespace: 'lazy-parser' } : undefined));
    b.onLoad({ filter: /.*/, namespace: 'lazy-parser' }, (a) => ({ contents: LAZY_PARSERS[a.path], loader: 'js', resolveDir: root }));
    b.onResolve({ filter: /^\.\/parsers\// }, (a) => ({ path: a.path, external: true }));
  },
};
/** The parsers the stand-ins load, for each bundle folder that has them. */
const parserBundles = (dir) => [
  { entryPoints: ['node_modules/typescript/lib/typescript.js'], outfile: `${dir}/parsers/typescript.js` },
];

const entries = [
  { entryPoints: ['client/src/extension.ts'], outfile: 'client/out/extension.js' },
  // Two files, as for the CLI below: the entry answers `initialize` from static capabilities, then
  // requires ./languageServer.js (the language service, its rules and catalogs, ~3.4 MB), which
  // used to be most of the time an editor waited for that answer (docs/measured.md).
  { entryPoints: ['server/src/node/server.ts'], outfile: 'server/out/server.js', supported: APART_SUPPORTED, plugins: [loadedApart('languageServer')] },
  { entryPoints: ['server/src/node/languageServer.ts'], outfile: 'server/out/languageServer.js', plugins: [lazyParsers] },
  // The worker thread that analyses large documents (server/src/node/analysisWorker.ts): its own
  // bundle, started by server.js from beside itself, loading the same lazy parsers.
  { entryPoints: ['server/src/node/analysisWorker.ts'], outfile: 'server/out/analysisWorker.js', plugins: [lazyParsers] },
  ...parserBundles('server/out'),
  // Two files: the entry (arguments, help, version) stays small so `kafka-tune --help` answers at
  // once; it requires ./engine.js (the language service with its parsers, the benchmark engine)
  // only when a command runs.
  { entryPoints: ['cli/src/kafka-tune.ts'], outfile: 'cli/out/kafka-tune.js', banner: { js: '#!/usr/bin/env node' }, supported: APART_SUPPORTED, plugins: [loadedApart('engine')] },
  { entryPoints: ['cli/src/engine.ts'], outfile: 'cli/out/engine.js', plugins: [lazyParsers] },
  ...parserBundles('cli/out'),
  // The webview script runs in the panel (a browser), not in Node.
  { entryPoints: ['client/src/webview/main.ts'], outfile: 'client/out/webview/main.js', platform: 'browser', format: 'iife', target: 'es2022', external: [] },
];
// Host tests are loaded by the VS Code extension host from plain .js files: index.js plus one
// bundle per *.test.ts, which index.js finds by listing its folder (adding a test = adding a file).
if (!production && existsSync(join(root, 'test/host/suite/index.ts'))) {
  entries.push({ entryPoints: ['test/host/suite/index.ts', 'test/host/suite/**/*.test.ts'], outdir: 'out/test/host/suite', outbase: 'test/host/suite', external: [...common.external, 'mocha'] });
}

const started = Date.now();
// Start from empty output folders: a bundle or .wasm left by an older layout must not be packaged.
for (const dir of ['client/out', 'server/out', 'cli/out']) rmSync(join(root, dir), { recursive: true, force: true });
await Promise.all(entries.map((e) => build({ ...common, ...e, external: e.external ?? common.external, plugins: [...common.plugins, ...(e.plugins ?? [])] })));
// The Java parser's two WASM files (web-tree-sitter's runtime, tree-sitter-java's grammar) are read
// from parsers/ beside the server and CLI bundles (server/src/node/parserWasm.ts), on first use.
for (const dir of ['server/out', 'cli/out']) {
  mkdirSync(join(root, dir, 'parsers'), { recursive: true });
  copyFileSync(join(root, 'node_modules/web-tree-sitter/web-tree-sitter.wasm'), join(root, dir, 'parsers/web-tree-sitter.wasm'));
  copyFileSync(join(root, 'node_modules/tree-sitter-java/tree-sitter-java.wasm'), join(root, dir, 'parsers/tree-sitter-java.wasm'));
}
// zstd's and lz4's WASM modules are read from beside the bundle (__dirname) at run time: ship them
// next to the two bundles that run benchmarks (the extension and the CLI), once each. Without the
// lz4 one the engine stores its LZ4 blocks uncompressed and says so in the run (bench/src/lz4.ts).
const zstdWasm = join(root, 'node_modules/@bokuweb/zstd-wasm/dist/common/zstd.wasm');
const lz4Wasm = join(root, 'node_modules/lz4-wasm-nodejs/lz4_wasm_nodejs_bg.wasm');
for (const dir of ['client/out', 'cli/out']) {
  mkdirSync(join(root, dir), { recursive: true });
  copyFileSync(zstdWasm, join(root, dir, 'zstd.wasm'));
  copyFileSync(lz4Wasm, join(root, dir, 'lz4_wasm_nodejs_bg.wasm'));
}
// The pages diagnostics, rule pages and hovers cite (docs/rules.md, docs/sources.md, docs/measured.md,
// docs/evidence/*.md) ship in the CLI's npm package under the same relative paths (cli/docs/, listed
// in cli/package.json "files"); the .vsix takes them from docs/ itself (.vscodeignore).
// test/cli/docs-shipped.test.ts checks every cited page is in both packages.
rmSync(join(root, 'cli/docs'), { recursive: true, force: true });
mkdirSync(join(root, 'cli/docs/evidence'), { recursive: true });
for (const page of ['rules.md', 'sources.md', 'measured.md']) copyFileSync(join(root, 'docs', page), join(root, 'cli/docs', page));
for (const page of readdirSync(join(root, 'docs/evidence')).filter((f) => f.endsWith('.md'))) {
  copyFileSync(join(root, 'docs/evidence', page), join(root, 'cli/docs/evidence', page));
}
console.log(`built ${entries.length} bundles${production ? ' (production)' : ''} in ${Date.now() - started} ms`);
