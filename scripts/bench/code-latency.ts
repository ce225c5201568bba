// Benchmark (prints figures; not a pass/fail test), issue 17's side-by-side run: on the same
// generated files (scripts/bench/generatedFiles.ts: 5,000-line Java and TypeScript files with ~40
// Kafka config sites, a 2,000-line producer .properties), for each language
//   - each parser's bare parse: full, and incremental after a one-character edit where the parser
//     has one (ts.updateSourceFile, tree-sitter's Tree.edit + parse; the .properties reader has none);
//   - the product: a one-character edit, then service.diagnostics() on the same document (what the
//     server does after didChange, without its debounce): median and p99;
//   - memory: the heap the service keeps for the document (after a GC when run with --expose-gc);
//   - the ratio of the product's median to the fastest reparse (incremental where there is one):
//     the figure to watch.
// Java also gets a row of edits that insert a character and then delete it (most typing moves
// the text after it; the digit replacements above move nothing), product only.
// Also 5,000-line code files without Kafka imports, which must be skipped cheaply. The product's
// figures are given in wall time and in CPU time (process.cpuUsage): on a machine shared with other
// work the CPU time is the steadier of the two.
// With --ab=<another checkout> (e.g. --ab=/work/main), the product's edit → diagnostics is timed
// for both checkouts' bundles in the same run, edit by edit in alternating order, so a load that
// comes and goes falls on both alike: that ratio is the one to trust on a busy machine.
// Times the service bundled the way server/out/server.js is (scripts/build.mjs options; tsx's
// keepNames wrappers would slow the service, not the parsers), in process.
// Run: npm run bench:code   (node --expose-gc --import tsx scripts/bench/code-latency.ts [edits] [--ab=<dir>])
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { build } from 'esbuild';
import type * as TS from 'typescript';
import type { createLanguageService as CreateLanguageService, scanWorkspace as ScanWorkspace } from '../../server/src/index';
import type { JavaTrees as JavaTreesClass, loadJavaGrammar as LoadJavaGrammar, parseJava as ParseJava } from '../../server/src/service/parse/javaTree';
import { javaFile, propertiesFile, tsFile } from './generatedFiles';
import { bundleAliases } from '../bundleAliases.mjs';

const root = resolve(__dirname, '../..');
const positional = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const RUNS = Math.max(10, Number(positional[0] ?? 40));
const AB = process.argv.slice(2).find((a) => a.startsWith('--ab='))?.slice('--ab='.length);
const WARMUP = 5;

interface Bundle {
  createLanguageService: typeof CreateLanguageService;
  scanWorkspace: typeof ScanWorkspace;
  loadJavaGrammar: typeof LoadJavaGrammar;
  parseJava: typeof ParseJava;
  JavaTrees: typeof JavaTreesClass;
  parseProperties: (text: string) => unknown;
  /** Absent in checkouts from before the .properties parse reused entries. */
  forgetParsedEntries?: () => void;
  ts: typeof TS;
}

/** Service, the Java grammar (tree-sitter), the .properties reader and typescript in one bundle built like the server's, so both sides run the same parser code. */
async function bundle(from = root): Promise<Bundle> {
  const dir = mkdtempSync(join(tmpdir(), 'kt-bench-'));
  try {
    const outfile = join(dir, 'bench.js');
    await build({
      stdin: {
        contents: [
          "export { createLanguageService, scanWorkspace } from './server/src/index';",
          "export { loadJavaGrammar, parseJava, JavaTrees } from './server/src/service/parse/javaTree';",
          `export * from './server/src/service/parse/properties';`,
          "import ts from 'typescript'; export { ts };",
        ].join('\n'),
        resolveDir: from,
        loader: 'ts',
      },
      bundle: true, platform: 'node', target: 'node18', format: 'cjs', outfile, logLevel: 'error', external: ['vscode'],
      alias: bundleAliases(from),
    });
    return require(outfile);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// ---- measuring --------------------------------------------------------------------------------
const pct = (xs: number[], p: number) => {
  const sorted = [...xs].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const ms = (x: number) => `${x < 10 ? x.toFixed(2) : x.toFixed(1)} ms`;

/**
 * One-character edits spread over the file: the character after each `marker` (a digit the
 * generator wrote), taken in turn, is replaced by the next digit. Every text differs from the one
 * before by exactly one character, as typing does.
 */
function oneCharEdits(text: string, marker: string, count: number): Array<{ text: string; at: number }> {
  const spots: number[] = [];
  for (let i = text.indexOf(marker); i !== -1; i = text.indexOf(marker, i + 1)) spots.push(i + marker.length);
  if (spots.length === 0) throw new Error(`no ${JSON.stringify(marker)} in the generated file`);
  const out: Array<{ text: string; at: number }> = [];
  let cur = text;
  for (let k = 0; k < count; k++) {
    const at = spots[(k * 7) % spots.length];
    const digit = String((Number(cur[at]) + 1) % 10);
    cur = cur.slice(0, at) + digit + cur.slice(at + 1);
    out.push({ text: cur, at });
  }
  return out;
}

/**
 * Edits that move the text after them: a digit inserted after the one following each `marker`,
 * then deleted again (the next edit), spot after spot, so every other text is the original one.
 */
function insertDeleteEdits(text: string, marker: string, count: number): Array<{ text: string; at: number }> {
  const spots: number[] = [];
  for (let i = text.indexOf(marker); i !== -1; i = text.indexOf(marker, i + 1)) spots.push(i + marker.length + 1);
  if (spots.length === 0) throw new Error(`no ${JSON.stringify(marker)} in the generated file`);
  const out: Array<{ text: string; at: number }> = [];
  for (let k = 0; k < count; k++) {
    const at = spots[(Math.floor(k / 2) * 7) % spots.length];
    out.push({ text: k % 2 === 0 ? text.slice(0, at) + '7' + text.slice(at) : text, at });
  }
  return out;
}

type Edits = typeof oneCharEdits;

/** The product alone (edit → diagnostics) on `edits`: wall and CPU medians. */
function productOnly(b: Bundle, label: string, text: string, doc: Doc, edits: Edits, marker: string): void {
  const service = b.createLanguageService();
  const as = (t: string) => ({ ...doc(t), uri: `${doc(t).uri}#${label}` });
  service.diagnostics(as(text));
  const wall: number[] = [];
  const cpu: number[] = [];
  edits(text, marker, RUNS + WARMUP).forEach((e, i) => {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    service.diagnostics(as(e.text));
    const t = performance.now() - t0;
    const c = process.cpuUsage(c0);
    if (i >= WARMUP) {
      wall.push(t);
      cpu.push((c.user + c.system) / 1000);
    }
  });
  service.forget(as(text).uri);
  console.log(label);
  console.log(`  ${'product: edit → diagnostics'.padEnd(34)} median ${ms(pct(wall, 50))} · p99 ${ms(pct(wall, 99))} · CPU median ${ms(pct(cpu, 50))}`);
}

function heapMB(): number {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed / 1048576;
}

interface Parser {
  name: string;
  full: (text: string) => unknown;
  /** Re-parse after a one-character edit at `at`, from the previous tree (undefined: the parser has none). */
  incremental?: (previous: unknown, text: string, at: number) => unknown;
}

interface Row {
  language: string;
  parsers: Array<{ name: string; full: number; incremental?: number }>;
  product: { median: number; p99: number; min: number; cpuMedian: number };
  heapMB: number;
}

/** Each parser on the same edits as the product, then the product on its own document. */
function sideBySide(b: Bundle, language: string, text: string, marker: string, doc: (text: string) => { uri: string; fileName: string; languageId: string; text: string }, parsers: Parser[]): Row {
  const edits = oneCharEdits(text, marker, RUNS + WARMUP);
  const rows = parsers.map((p) => {
    const full: number[] = [];
    const incr: number[] = [];
    let tree = p.full(text);
    edits.forEach((e, i) => {
      let t0 = performance.now();
      p.full(e.text);
      if (i >= WARMUP) full.push(performance.now() - t0);
      if (p.incremental) {
        t0 = performance.now();
        tree = p.incremental(tree, e.text, e.at);
        if (i >= WARMUP) incr.push(performance.now() - t0);
      }
    });
    return { name: p.name, full: pct(full, 50), ...(p.incremental ? { incremental: pct(incr, 50) } : {}) };
  });
  const before = heapMB();
  const service = b.createLanguageService();
  // Its own uri: describeFile's analysis of the same file left a tree under the plain one.
  const edited = (t: string) => ({ ...doc(t), uri: `${doc(t).uri}#edited` });
  service.diagnostics(edited(text));
  const times: number[] = [];
  const cpu: number[] = [];
  edits.forEach((e, i) => {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    service.diagnostics(edited(e.text));
    const t = performance.now() - t0;
    const c = process.cpuUsage(c0);
    if (i >= WARMUP) {
      times.push(t);
      cpu.push((c.user + c.system) / 1000);
    }
  });
  const kept = heapMB() - before;
  service.forget(edited(text).uri);
  return { language, parsers: rows, product: { median: pct(times, 50), p99: pct(times, 99), min: Math.min(...times), cpuMedian: pct(cpu, 50) }, heapMB: kept };
}

function print(r: Row): void {
  const fastest = Math.min(...r.parsers.map((p) => p.incremental ?? p.full));
  console.log(r.language);
  for (const p of r.parsers) {
    console.log(`  ${p.name.padEnd(34)} full ${ms(p.full).padStart(9)}   incremental ${p.incremental === undefined ? '      n/a' : ms(p.incremental).padStart(9)}`);
  }
  console.log(`  ${'product: edit → diagnostics'.padEnd(34)} median ${ms(r.product.median)} · p99 ${ms(r.product.p99)} · min ${ms(r.product.min)} · CPU median ${ms(r.product.cpuMedian)}`);
  console.log(`  ${'heap kept for the document'.padEnd(34)} ${r.heapMB.toFixed(1)} MB`);
  console.log(`  ${'product / fastest reparse'.padEnd(34)} ${(r.product.median / fastest).toFixed(2)}×`);
}

async function main(): Promise<void> {
  const b = await bundle();
  await b.loadJavaGrammar((file) => readFile(join(root, 'node_modules', file === 'web-tree-sitter.wasm' ? 'web-tree-sitter' : 'tree-sitter-java', file)));
  const java = javaFile(true).replaceAll('__RUN__', '0');
  const ts = tsFile(true).replaceAll('__RUN__', '0');
  const properties = propertiesFile();
  const doc = (name: string, languageId: string) => (text: string) => ({ uri: `file:///bench/${name}`, fileName: `/bench/${name}`, languageId, text });
  const tsOptions = [b.ts.ScriptTarget.Latest, false, b.ts.ScriptKind.TS] as const;

  const service = b.createLanguageService({ workspace: await b.scanWorkspace([join(root, 'examples')]) });
  const describeFile = (name: string, languageId: string, text: string) => {
    const a = service.analyze(doc(name, languageId)(text));
    const codes = new Map<string, number>();
    for (const d of a.diagnostics) codes.set(String(d.code), (codes.get(String(d.code)) ?? 0) + 1);
    return `${text.split('\n').length - 1} lines, ${text.length} chars, ${a.sites.length} sites, ${a.diagnostics.length} diagnostics (${[...codes].map(([c, n]) => `${c}×${n}`).join(', ') || 'none'})`;
  };
  console.log(`machine: ${cpus().length} cores, load average ${loadavg().map((l) => l.toFixed(1)).join(' / ')}; medians of ${RUNS} one-character edits after ${WARMUP} warm-up${(globalThis as { gc?: unknown }).gc ? '' : ' (run with --expose-gc for the heap figures)'}`);
  console.log(`Java file:        ${describeFile('Generated.java', 'java', java)}`);
  console.log(`TS file:          ${describeFile('generated.ts', 'typescript', ts)}`);
  console.log(`.properties file: ${describeFile('producer-2000.properties', 'properties', properties)}`);
  console.log('');

  print(sideBySide(b, 'TypeScript (goal: product ≤ 10 ms)', ts, 'run ', doc('generated.ts', 'typescript'), [{
    name: 'typescript createSourceFile / updateSourceFile',
    full: (t) => b.ts.createSourceFile('Generated.ts', t, ...tsOptions),
    incremental: (prev, t, at) => b.ts.updateSourceFile(prev as TS.SourceFile, t, { span: { start: at, length: 1 }, newLength: 1 }),
  }]));
  print(sideBySide(b, '.properties (goal: product ≤ 3 ms)', properties, 'linger.ms=', doc('producer-2000.properties', 'properties'), [{
    // Each parse from nothing: the entries a previous parse left are forgotten first.
    name: 'parse/properties.ts parseProperties', full: (t) => (b.forgetParsedEntries?.(), b.parseProperties(t)),
  }]));
  // tree-sitter trees live in WASM memory: the full parses are deleted at once, the incremental one
  // goes through JavaTrees (the service's own path: edit the last tree, re-parse from it).
  const trees = new b.JavaTrees(1);
  print(sideBySide(b, 'Java (goal: product ≤ 15 ms)', java, 'run ', doc('Generated.java', 'java'), [{
    name: 'tree-sitter-java parse / re-parse',
    full: (t) => b.parseJava(t).delete(),
    incremental: (_prev, t) => trees.tree('bench:bare', t),
  }]));
  trees.clear();
  productOnly(b, 'Java, insert a character then delete it', java, doc('Generated.java', 'java'), insertDeleteEdits, 'run ');

  // Files that never name Kafka: the analysis must not parse them.
  const plain = (name: string, languageId: string, text: string) => {
    const xs: number[] = [];
    for (let i = 0; i < 10; i++) {
      const t0 = performance.now();
      service.diagnostics(doc(`${i}-${name}`, languageId)(text.replaceAll('__RUN__', String(i))));
      xs.push(performance.now() - t0);
    }
    return ms(pct(xs, 50));
  };
  console.log('');
  console.log(`no Kafka imports, diagnostics(): Java ${plain('Plain.java', 'java', javaFile(false))} · TS ${plain('plain.ts', 'typescript', tsFile(false))}`);
  if (AB) await abRun(b, AB, [
    ['TypeScript', ts, 'run ', doc('generated.ts', 'typescript')],
    ['.properties', properties, 'linger.ms=', doc('producer-2000.properties', 'properties')],
    ['Java', java, 'run ', doc('Generated.java', 'java')],
    ['Java ins/del', java, 'run ', doc('Generated.java', 'java'), insertDeleteEdits],
  ]);
}

type Doc = (text: string) => { uri: string; fileName: string; languageId: string; text: string };

/**
 * This checkout's product against another's on the same edits: each edit goes to both services,
 * which one first alternating, so both see the same moments of the machine's load.
 */
async function abRun(mine: Bundle, otherDir: string, files: Array<[string, string, string, Doc, Edits?]>): Promise<void> {
  const other = await bundle(resolve(otherDir));
  await other.loadJavaGrammar((file) => readFile(join(otherDir, 'node_modules', file === 'web-tree-sitter.wasm' ? 'web-tree-sitter' : 'tree-sitter-java', file)));
  console.log('');
  console.log(`A/B, edit → diagnostics, interleaved: this checkout vs ${otherDir}; load average ${loadavg().map((l) => l.toFixed(1)).join(' / ')}`);
  for (const [language, text, marker, doc, makeEdits = oneCharEdits] of files) {
    const sides = [mine, other].map((b) => ({ service: b.createLanguageService(), wall: [] as number[], cpu: [] as number[] }));
    const edits = makeEdits(text, marker, RUNS + WARMUP);
    const as = (t: string) => ({ ...doc(t), uri: `${doc(t).uri}#ab` });
    for (const side of sides) side.service.diagnostics(as(text));
    edits.forEach((e, i) => {
      const order = i % 2 === 0 ? sides : [sides[1], sides[0]];
      for (const side of order) {
        const c0 = process.cpuUsage();
        const t0 = performance.now();
        side.service.diagnostics(as(e.text));
        const t = performance.now() - t0;
        const c = process.cpuUsage(c0);
        if (i >= WARMUP) {
          side.wall.push(t);
          side.cpu.push((c.user + c.system) / 1000);
        }
      }
    });
    const [a, b] = sides.map((x) => ({ wall: pct(x.wall, 50), cpu: pct(x.cpu, 50), p99: pct(x.wall, 99) }));
    console.log(`  ${language.padEnd(12)} this: wall ${ms(a.wall)} (p99 ${ms(a.p99)}), CPU ${ms(a.cpu)}   other: wall ${ms(b.wall)} (p99 ${ms(b.p99)}), CPU ${ms(b.cpu)}   other/this: wall ${(b.wall / a.wall).toFixed(1)}×, CPU ${(b.cpu / a.cpu).toFixed(1)}×`);
    for (const side of sides) side.service.forget(as(text).uri);
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
