// Benchmark (prints figures; not a pass/fail test) for issue 4's goal: the language service's
// diagnostics on a generated 5,000-line Java file and a 5,000-line TypeScript file with ~40 Kafka
// config sites each, next to a bare parse of the same text with the same parser (tree-sitter's
// Java grammar, ts.createSourceFile) — goal: median ≤ 1.5× the bare parse. Also 5,000-line files
// with no Kafka imports, which must be skipped cheaply, and (issue 17) a one-character edit of the
// Java file: the service re-parses from its last tree, goal ≤ 15 ms.
// Times the service bundled the way server/out/server.js is (scripts/build.mjs options; tsx's
// keepNames wrappers would slow the service, not the parsers), in process, on a fresh text per run
// (so the per-text analysis cache never hits), candidates interleaved, medians over the runs.
// Run: npm run bench:code   (node --import tsx scripts/bench/code-latency.ts [runs])
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { build } from 'esbuild';
import type * as TS from 'typescript';
import type { createLanguageService as CreateLanguageService, scanWorkspace as ScanWorkspace } from '../../server/src/index';
import type { JavaTrees as JavaTreesClass, loadJavaGrammar as LoadJavaGrammar, parseJava as ParseJava } from '../../server/src/service/parse/javaTree';
import { javaFile } from './generated-java';

const root = resolve(__dirname, '../..');
const LINES = 5000;
const SITES = 40;
const RUNS = Math.max(5, Number(process.argv[2] ?? 15));
const WARMUP = 3;

interface Bundle {
  createLanguageService: typeof CreateLanguageService;
  scanWorkspace: typeof ScanWorkspace;
  loadJavaGrammar: typeof LoadJavaGrammar;
  parseJava: typeof ParseJava;
  JavaTrees: typeof JavaTreesClass;
  ts: typeof TS;
}

/** Service, tree-sitter's Java parser and typescript in one bundle built like the server's, so both sides run the same parser code. */
async function bundle(): Promise<Bundle> {
  const dir = mkdtempSync(join(tmpdir(), 'kt-bench-'));
  try {
    const outfile = join(dir, 'bench.js');
    await build({
      stdin: {
        contents: [
          "export { createLanguageService, scanWorkspace } from './server/src/index';",
          "export { loadJavaGrammar, parseJava, JavaTrees } from './server/src/service/parse/javaTree';",
          "import ts from 'typescript'; export { ts };",
        ].join('\n'),
        resolveDir: root,
        loader: 'ts',
      },
      bundle: true, platform: 'node', target: 'node18', format: 'cjs', outfile, logLevel: 'error', external: ['vscode'],
      alias: { 'web-tree-sitter': './node_modules/web-tree-sitter/web-tree-sitter.cjs' }, // as scripts/build.mjs
    });
    return require(outfile);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// ---- TypeScript (kafkajs) ---------------------------------------------------------------------
function tsConfig(i: number): string[] {
  switch (i % 4) {
    case 0:
      return [
        `// kafka-tuning: record-bytes=512 rate=2000`,
        `const producer${i} = kafka.producer({ idempotent: ${i % 8 === 0}, maxInFlightRequests: ${1 + (i % 5)} });`,
      ];
    case 1:
      return [
        `export async function send${i}(xs: string[]): Promise<void> {`,
        `  await producer${i - 1}.send({ topic: 't${i}', acks: -1, compression: CompressionTypes.GZIP, messages: xs.map((value) => ({ value })) });`,
        `}`,
      ];
    case 2:
      return [
        `const consumerConfig${i} = { groupId: 'g${i}', minBytes: 1, maxWaitTimeInMs: 500, sessionTimeout: 30000, heartbeatInterval: 3000 };`,
        `const consumer${i} = kafka.consumer({ ...consumerConfig${i}, maxBytesPerPartition: 1048576 });`,
      ];
    default:
      return [
        `export async function run${i}(): Promise<void> {`,
        `  await consumer${i - 1}.run({ eachMessage: async ({ message }) => { handle(String(message.value)); } });`,
        `}`,
      ];
  }
}

const tsFiller = (i: number) => [
  `export function helper${i}(xs: number[], labels: Map<string, number>): string {`,
  `  let total = 0;`,
  `  for (const x of xs) total += x % 3 === 0 ? x * 2 : -x;`,
  `  labels.set(\`k\${total}\`, (labels.get(\`k\${total}\`) ?? 0) + 1);`,
  `  return total > 100 ? 'big' : 'small'; // run __RUN__`,
  `}`,
];

function tsFile(kafka: boolean): string {
  const head = kafka
    ? ["import { CompressionTypes, Kafka } from 'kafkajs';", '', "const kafka = new Kafka({ clientId: 'bench', brokers: ['b:9092'] });", 'declare function handle(v: string): void;']
    : ["import { readFileSync } from 'node:fs';", '', 'declare function handle(v: string): void;'];
  const body: string[] = [];
  let f = 0;
  for (let s = 0; s < SITES; s++) {
    if (kafka) body.push(...tsConfig(s));
    const target = Math.round(((s + 1) * (LINES - head.length)) / SITES);
    while (head.length + body.length + 6 <= target) body.push(...tsFiller(f++));
  }
  while (head.length + body.length < LINES) body.push('// padding');
  return [...head, ...body, ''].join('\n');
}

// ---- measuring --------------------------------------------------------------------------------
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const p99 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.99) - 1)];

/**
 * A one-character edit, as typing makes it: the same document gets a new digit in the middle of
 * the file each run (a linger.ms value), so the service re-parses from its last tree. Bare: the
 * same edit + incremental re-parse on a tree of its own (JavaTrees, the service's code path).
 */
function typing(b: Bundle, text: string, analyse: (text: string) => void): { bare: number[]; product: number[]; productCpu: number[] } {
  const at = text.indexOf('LINGER_MS_CONFIG, ', text.length >> 1) + 'LINGER_MS_CONFIG, '.length;
  const edited = (i: number) => text.slice(0, at) + String(i % 10) + text.slice(at + 1);
  const trees = new b.JavaTrees(1);
  const bare: number[] = [];
  const product: number[] = [];
  // CPU time of this process too: on a shared machine the wall time also counts waiting for a core.
  const productCpu: number[] = [];
  trees.tree('bench:bare', text);
  analyse(text);
  for (let i = 0; i < Math.max(RUNS, 50) + WARMUP; i++) {
    const next = edited(i + 1);
    const t0 = performance.now();
    trees.tree('bench:bare', next);
    const t1 = performance.now();
    const c1 = process.cpuUsage();
    analyse(next);
    const c2 = process.cpuUsage(c1);
    const t2 = performance.now();
    if (i < WARMUP) continue;
    bare.push(t1 - t0);
    product.push(t2 - t1);
    productCpu.push((c2.user + c2.system) / 1000);
  }
  trees.clear();
  return { bare, product, productCpu };
}

/** Runs the candidates interleaved (drift and other load hit all alike); each run gets a new text. */
function medians(texts: Record<string, string>, fs: Record<string, (text: string) => void>): Record<string, number> {
  const xs: Record<string, number[]> = Object.fromEntries(Object.keys(fs).map((k) => [k, []]));
  for (let i = 0; i < RUNS + WARMUP; i++) {
    for (const [k, f] of Object.entries(fs)) {
      const text = texts[k].replaceAll('__RUN__', String(i));
      const t0 = performance.now();
      f(text);
      if (i >= WARMUP) xs[k].push(performance.now() - t0);
    }
  }
  return Object.fromEntries(Object.entries(xs).map(([k, v]) => [k, median(v)]));
}

async function main(): Promise<void> {
  const b = await bundle();
  await b.loadJavaGrammar((file) => readFile(join(root, 'node_modules', file === 'web-tree-sitter.wasm' ? 'web-tree-sitter' : 'tree-sitter-java', file)));
  const ws = join(root, 'examples'); // client versions from examples/pom.xml and package.json
  const service = b.createLanguageService({ workspace: await b.scanWorkspace([ws]) });
  const java = javaFile(true);
  const javaPlain = javaFile(false);
  const ts = tsFile(true);
  const tsPlain = tsFile(false);
  const doc = (name: string, languageId: string, text: string) => ({ uri: `file:///bench/${name}`, fileName: `/bench/${name}`, languageId, text });
  const diagnose = (name: string, languageId: string) => (text: string) => void service.diagnostics(doc(name, languageId, text));
  const parseTs = (text: string) => void b.ts.createSourceFile('Generated.ts', text, b.ts.ScriptTarget.Latest, false, b.ts.ScriptKind.TS);

  const describeFile = (name: string, languageId: string, text: string) => {
    const a = service.analyze(doc(name, languageId, text.replaceAll('__RUN__', 'x')));
    const codes = new Map<string, number>();
    for (const d of a.diagnostics) codes.set(String(d.code), (codes.get(String(d.code)) ?? 0) + 1);
    return `${text.split('\n').length - 1} lines, ${a.sites.length} sites, ${a.sites.reduce((n, s) => n + s.entries.length, 0)} entries, ${a.diagnostics.length} diagnostics (${[...codes].map(([c, n]) => `${c}×${n}`).join(', ') || 'none'})`;
  };
  console.log(`machine: ${cpus().length} cores, load average ${loadavg().map((l) => l.toFixed(1)).join(' / ')}; medians of ${RUNS} interleaved runs after ${WARMUP} warm-up`);
  console.log(`Java file:          ${describeFile('Generated.java', 'java', java)}`);
  console.log(`Java, no Kafka:     ${describeFile('Plain.java', 'java', javaPlain)}`);
  console.log(`TS file:            ${describeFile('generated.ts', 'typescript', ts)}`);
  console.log(`TS, no Kafka:       ${describeFile('plain.ts', 'typescript', tsPlain)}`);
  console.log('');

  // A new document each run: a from-scratch analysis (no earlier tree to re-parse from).
  let opened = 0;
  const fresh = (name: string) => (text: string) => void service.diagnostics(doc(`${opened++}/${name}`, 'java', text));
  const bareParse = (t: string) => b.parseJava(t).delete();
  const j = medians({ parse: java, diagnostics: java, plain: javaPlain, plainParse: javaPlain }, {
    parse: bareParse,
    diagnostics: fresh('Generated.java'),
    plain: fresh('Plain.java'),
    plainParse: bareParse,
  });
  console.log('Java (tree-sitter), opening a file: goal diagnostics ≤ 1.5× the bare parse');
  console.log(`  bare parse                          ${j.parse.toFixed(1)} ms`);
  console.log(`  service.diagnostics()               ${j.diagnostics.toFixed(1)} ms  = ${(j.diagnostics / j.parse).toFixed(2)}× the parse`);
  console.log(`  no Kafka imports: diagnostics()     ${j.plain.toFixed(2)} ms  (its bare parse: ${j.plainParse.toFixed(1)} ms)`);
  const typed = typing(b, java.replaceAll('__RUN__', 'x'), diagnose('Typed.java', 'java'));
  console.log('Java (tree-sitter), one-character edit: goal diagnostics ≤ 15 ms');
  console.log(`  bare edit + incremental re-parse    ${median(typed.bare).toFixed(2)} ms  (p99 ${p99(typed.bare).toFixed(2)} ms)`);
  console.log(`  edit → service.diagnostics()        ${median(typed.product).toFixed(2)} ms  (p99 ${p99(typed.product).toFixed(2)} ms)  = ${(median(typed.product) / median(typed.bare)).toFixed(1)}× the re-parse`);
  console.log(`    of which CPU time of this process ${median(typed.productCpu).toFixed(2)} ms  (p99 ${p99(typed.productCpu).toFixed(2)} ms)`);

  const t = medians({ parse: ts, diagnostics: ts, plain: tsPlain, plainParse: tsPlain }, {
    parse: parseTs,
    diagnostics: diagnose('generated.ts', 'typescript'),
    plain: diagnose('plain.ts', 'typescript'),
    plainParse: parseTs,
  });
  console.log('TypeScript (ts.createSourceFile), goal: diagnostics ≤ 1.5× the bare parse');
  console.log(`  bare parse                          ${t.parse.toFixed(1)} ms`);
  console.log(`  service.diagnostics()               ${t.diagnostics.toFixed(1)} ms  = ${(t.diagnostics / t.parse).toFixed(2)}× the parse`);
  console.log(`  no Kafka imports: diagnostics()     ${t.plain.toFixed(2)} ms  (its bare parse: ${t.plainParse.toFixed(1)} ms)`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
