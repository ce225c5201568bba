// Benchmark (prints figures; not a pass/fail test) for issue 3's goals on a generated 2,000-line
// producer .properties file:
//   - didChange → diagnostics: ≤ 5 ms median;  - hover / completion: ≤ 5 ms p99.
// Spawns the bundled server (`node server/out/server.js --stdio`, run `npm run build` first) and
// talks LSP to it over stdio, like an editor. The server debounces didChange by 150 ms before it
// analyses, so the wall-clock didChange → publishDiagnostics time is ≈150 ms + the real cost. To
// show the cost itself, the script also reports
//   - didChange → hover answered on the new text: the server analyses synchronously on that
//     request (no debounce), so this is the server's analysis + one LSP round trip;
//   - service.diagnostics() timed in-process on the same edits (the analysis alone), on a bundle of
//     the service built with the server's esbuild options (tsx's keepNames wrappers would add ~2×).
// Run: npm run bench:lsp   (node --import tsx scripts/bench/lsp-latency.ts [edits] [requests])
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { performance } from 'node:perf_hooks';
import {
  CompletionRequest,
  createProtocolConnection,
  DidChangeTextDocumentNotification,
  DidOpenTextDocumentNotification,
  ExitNotification,
  HoverRequest,
  InitializedNotification,
  InitializeRequest,
  PublishDiagnosticsNotification,
  type PublishDiagnosticsParams,
  ShutdownRequest,
  StreamMessageReader,
  StreamMessageWriter,
} from 'vscode-languageserver-protocol/node';
import type { createLanguageService as CreateLanguageService, scanWorkspace as ScanWorkspace } from '../../server/src/index';
import { PROPERTIES_LINES, propertiesFile } from './generatedFiles';

const root = resolve(__dirname, '../..');
const SERVER = join(root, 'server/out/server.js');
const EDITS = Math.max(50, Number(process.argv[2] ?? 60));
const REQUESTS = Math.max(200, Number(process.argv[3] ?? 300));

// ---- statistics -------------------------------------------------------------------------------
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};
const fmt = (xs: number[]) => `median ${pct(xs, 50).toFixed(2)} ms · p99 ${pct(xs, 99).toFixed(2)} ms · min ${Math.min(...xs).toFixed(2)} ms (n=${xs.length})`;

function staleBundleWarning(): string | undefined {
  let newest = 0;
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.ts') || e.name.endsWith('.json')) newest = Math.max(newest, statSync(p).mtimeMs);
    }
  };
  walk(join(root, 'server/src'));
  return statSync(SERVER).mtimeMs < newest ? 'warning: server/out/server.js is older than server/src; run `npm run build` for current figures' : undefined;
}

/** The language service bundled as server/out/server.js is (scripts/build.mjs options). */
async function bundledService(): Promise<{ createLanguageService: typeof CreateLanguageService; scanWorkspace: typeof ScanWorkspace }> {
  // Inside the checkout, so the bundle's require.resolve('web-tree-sitter/…wasm') (the workspace
  // scan loads the Java grammar) finds this repository's node_modules, as server/out does.
  mkdirSync(join(root, 'node_modules', '.cache'), { recursive: true });
  const dir = mkdtempSync(join(root, 'node_modules', '.cache', 'kt-bench-'));
  try {
    const outfile = join(dir, 'service.js');
    await build({
      stdin: { contents: "export { createLanguageService, scanWorkspace } from './server/src/index';", resolveDir: root, loader: 'ts' },
      bundle: true, platform: 'node', target: 'node18', format: 'cjs', outfile, logLevel: 'warning', external: ['vscode'],
      // As scripts/build.mjs: the ES module build of web-tree-sitter needs import.meta.url, which CommonJS lacks.
      alias: { 'web-tree-sitter': './node_modules/web-tree-sitter/web-tree-sitter.cjs' },
    });
    return require(outfile);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// ---- the run ----------------------------------------------------------------------------------
async function main(): Promise<void> {
  try {
    statSync(SERVER);
  } catch {
    throw new Error(`${SERVER} is missing: run \`npm run build\` first`);
  }
  const stale = staleBundleWarning();
  if (stale) console.log(stale);

  const text = propertiesFile();
  const lines = text.split('\n');
  const wsFolder = join(root, 'examples'); // gives the rules a client version (examples/pom.xml)
  const uri = 'file:///tmp/kafka-tuning-bench/producer-2000.properties';
  // Each edit rewrites one linger.ms value in a different section, so each text is new to the cache.
  const lingerLines = lines.flatMap((l, i) => (l.startsWith('linger.ms=') ? [i] : []));
  const edit = (n: number) => {
    const line = lingerLines[n % lingerLines.length];
    const old = lines[line];
    const value = `linger.ms=${100 + n}`;
    lines[line] = value;
    return { range: { start: { line, character: 0 }, end: { line, character: old.length } }, text: value };
  };

  const child = spawn(process.execPath, [SERVER, '--stdio'], { stdio: ['pipe', 'pipe', 'inherit'] });
  const conn = createProtocolConnection(new StreamMessageReader(child.stdout!), new StreamMessageWriter(child.stdin!));
  const waiting = new Map<number, (p: PublishDiagnosticsParams) => void>();
  let lastPublish: PublishDiagnosticsParams | undefined;
  conn.onNotification(PublishDiagnosticsNotification.type, (p) => {
    if (p.uri !== uri) return;
    lastPublish = p;
    const w = p.version === undefined ? undefined : waiting.get(p.version);
    if (w) {
      waiting.delete(p.version!);
      w(p);
    }
  });
  conn.listen();
  await conn.sendRequest(InitializeRequest.type, {
    processId: process.pid,
    rootUri: `file://${wsFolder}`,
    workspaceFolders: [{ uri: `file://${wsFolder}`, name: 'examples' }],
    capabilities: {},
  });
  await conn.sendNotification(InitializedNotification.type, {});
  const published = (version: number) => new Promise<PublishDiagnosticsParams>((res) => waiting.set(version, res));

  let version = 1;
  const opened = published(version);
  await conn.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri, languageId: 'properties', version, text } });
  const first = await opened;
  // The workspace scan ends with a re-publish of open documents; let it pass before measuring.
  const settle = published(version);
  await Promise.race([settle, new Promise((r) => setTimeout(r, 1000))]);
  waiting.delete(version);
  const byCode = new Map<string, number>();
  for (const d of (lastPublish ?? first).diagnostics) byCode.set(String(d.code), (byCode.get(String(d.code)) ?? 0) + 1);

  // 1. didChange → publishDiagnostics (wall clock, includes the server's 150 ms debounce).
  const e2e: number[] = [];
  let n = 0;
  for (let i = 0; i < EDITS; i++) {
    version++;
    const got = published(version);
    const t0 = performance.now();
    await conn.sendNotification(DidChangeTextDocumentNotification.type, { textDocument: { uri, version }, contentChanges: [edit(n++)] });
    await got;
    e2e.push(performance.now() - t0);
  }

  // 2. didChange → hover on the new text (no debounce on requests: analysis + one round trip).
  const keyPositions = lines.flatMap((l, i) => (/^[a-z]/.test(l) ? [{ line: i, character: 2 }] : []));
  const changeThenHover: number[] = [];
  for (let i = 0; i < EDITS; i++) {
    version++;
    const got = published(version);
    const t0 = performance.now();
    await conn.sendNotification(DidChangeTextDocumentNotification.type, { textDocument: { uri, version }, contentChanges: [edit(n++)] });
    await conn.sendRequest(HoverRequest.type, { textDocument: { uri }, position: keyPositions[(i * 37) % keyPositions.length] });
    changeThenHover.push(performance.now() - t0);
    await got; // keep edits from overlapping the previous debounce
  }

  // 3. hover and completion on an unchanged document (analysis cached), spread over the file.
  const hover: number[] = [];
  const completion: number[] = [];
  let hoverHits = 0;
  let items = 0;
  for (let i = 0; i < REQUESTS; i++) {
    const pos = keyPositions[(i * 53) % keyPositions.length];
    let t0 = performance.now();
    const h = await conn.sendRequest(HoverRequest.type, { textDocument: { uri }, position: pos });
    hover.push(performance.now() - t0);
    if (h) hoverHits++;
    t0 = performance.now();
    const c = await conn.sendRequest(CompletionRequest.type, { textDocument: { uri }, position: { line: pos.line, character: 0 } });
    completion.push(performance.now() - t0);
    items += Array.isArray(c) ? c.length : (c?.items.length ?? 0);
  }

  await conn.sendRequest(ShutdownRequest.type);
  await conn.sendNotification(ExitNotification.type);
  conn.dispose();
  child.kill();

  // 4. In process: service.diagnostics() on the same kind of edits (each a new text: no cache hit).
  const { createLanguageService, scanWorkspace } = await bundledService();
  const service = createLanguageService({ workspace: await scanWorkspace([wsFolder]) });
  const inProc: number[] = [];
  const base = text.split('\n');
  const lingerIdx = base.flatMap((l, i) => (l.startsWith('linger.ms=') ? [i] : []));
  for (let i = 0; i < EDITS + 10; i++) {
    base[lingerIdx[i % lingerIdx.length]] = `linger.ms=${1000 + i}`;
    const doc = { uri, fileName: '/tmp/kafka-tuning-bench/producer-2000.properties', languageId: 'properties', text: base.join('\n') };
    const t0 = performance.now();
    service.diagnostics(doc);
    if (i >= 10) inProc.push(performance.now() - t0); // the first 10 warm the JIT up
  }

  console.log(`file: ${PROPERTIES_LINES} lines, ${text.length} chars, ${lingerLines.length} sections; ${first.diagnostics.length} diagnostics (${[...byCode].map(([c, k]) => `${c}×${k}`).join(', ')})`);
  console.log(`server: node ${SERVER} --stdio (push diagnostics debounced 150 ms)`);
  // Other work on this machine inflates medians and p99s; min shows the uncontended cost.
  console.log(`machine: ${cpus().length} cores, load average ${loadavg().map((l) => l.toFixed(1)).join(' / ')} (1/5/15 min)`);
  console.log('');
  console.log('didChange → diagnostics (goal ≤ 5 ms median):');
  console.log(`  server analysis, in-process service.diagnostics()   ${fmt(inProc)}`);
  console.log(`  didChange → hover answered on the new text (stdio)  ${fmt(changeThenHover)}  [analysis + 1 round trip, no debounce]`);
  console.log(`  didChange → publishDiagnostics, wall clock (stdio)  ${fmt(e2e)}  [includes the 150 ms debounce]`);
  console.log(`    minus the 150 ms debounce                         median ${(pct(e2e, 50) - 150).toFixed(2)} ms · p99 ${(pct(e2e, 99) - 150).toFixed(2)} ms`);
  console.log('');
  console.log(`hover / completion over stdio, unchanged document (goal ≤ 5 ms p99):`);
  console.log(`  hover       ${fmt(hover)}  (${hoverHits}/${REQUESTS} answered with content)`);
  console.log(`  completion  ${fmt(completion)}  (${(items / REQUESTS).toFixed(0)} items per list)`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
