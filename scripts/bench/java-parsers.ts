// Benchmark (prints figures; not a pass/fail test) behind the choice of Java parser (issue 17):
// java-parser (chevrotain CST) against tree-sitter (web-tree-sitter + tree-sitter-java's WASM) on
// the generated 5,000-line, 40-site file of bench:code — full parse, re-parse after a
// one-character edit (tree.edit + parser.parse(text, oldTree)), a walk over every node of the
// tree (what an extractor pays at least once), and memory held per source byte while a parse
// result is kept.
// Memory: java-parser's CST lives on the JS heap (heapUsed after a forced GC); tree-sitter's tree
// lives in the WASM module's linear memory, which only grows, so its figure is the growth of that
// memory while KEPT trees are alive (measured on a fresh parser before any other parse).
// Run: npm run bench:java-parsers   (node --expose-gc --conditions=import --import tsx scripts/bench/java-parsers.ts [runs])
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parse as javaParse } from 'java-parser';
import { Edit, Language, Parser, type Tree } from 'web-tree-sitter';
import { javaFile } from './generatedFiles';

const root = resolve(__dirname, '../..');
const RUNS = Math.max(5, Number(process.argv[2] ?? 21));
const KEPT = 20;
const gc = (globalThis as { gc?: () => void }).gc;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const time = (f: () => void): number => {
  const t0 = performance.now();
  f();
  return performance.now() - t0;
};

function heapAfterGc(): number {
  gc?.();
  gc?.();
  return process.memoryUsage().heapUsed;
}

async function main(): Promise<void> {
  if (!gc) throw new Error('run with node --expose-gc (npm run bench:java-parsers does)');
  const text = javaFile(true).replaceAll('__RUN__', '0');
  const bytes = Buffer.byteLength(text);
  // The one-character edit: a linger.ms value in the middle of the file, 5 → 6.
  const at = text.indexOf('LINGER_MS_CONFIG, ', text.length >> 1) + 'LINGER_MS_CONFIG, '.length;
  const row = text.slice(0, at).split('\n').length - 1;
  const pos = (o: number) => ({ row, column: o - (text.lastIndexOf('\n', at - 1) + 1) });
  const edited = (i: number) => text.slice(0, at) + String(i % 10) + text.slice(at + 1);

  await Parser.init();
  const language = await Language.load(readFileSync(join(root, 'node_modules/tree-sitter-java/tree-sitter-java.wasm')));
  const parser = new Parser();
  parser.setLanguage(language);
  // WASM memory before any tree is built (its growth is what trees cost).
  const wasmMemory = wasmBytes;

  console.log(`machine: ${cpus().length} cores, load average ${loadavg().map((l) => l.toFixed(1)).join(' / ')}; medians of ${RUNS} runs`);
  console.log(`file: ${text.split('\n').length - 1} lines, ${bytes.toLocaleString('en-US')} bytes; tree-sitter-java ABI ${language.abiVersion}`);

  // Memory first, on a clean heap and an untouched WASM memory.
  const wasm0 = wasmMemory();
  const trees: Tree[] = [];
  for (let i = 0; i < KEPT; i++) trees.push(parser.parse(text)!);
  const wasmPerByte = (wasmMemory() - wasm0) / (KEPT * bytes);
  trees.forEach((t) => t.delete());
  const heap0 = heapAfterGc();
  const csts: unknown[] = [];
  for (let i = 0; i < KEPT; i++) csts.push(javaParse(text));
  const heapPerByte = (heapAfterGc() - heap0) / (KEPT * bytes);
  csts.length = 0;

  const jp: number[] = [];
  const tsFull: number[] = [];
  const tsIncr: number[] = [];
  const tsWalk: number[] = [];
  let old = parser.parse(text)!;
  let nodes = 0;
  for (let i = 0; i < RUNS + 3; i++) {
    const a = time(() => javaParse(text));
    let fresh: Tree | undefined;
    const b = time(() => (fresh = parser.parse(text)!));
    fresh!.delete();
    const next = edited(i + 1);
    const c = time(() => {
      old.edit(new Edit({ startIndex: at, oldEndIndex: at + 1, newEndIndex: at + 1, startPosition: pos(at), oldEndPosition: pos(at + 1), newEndPosition: pos(at + 1) }));
      const t = parser.parse(next, old)!;
      old.delete();
      old = t;
    });
    const d = time(() => {
      const cursor = old.walk();
      let depth = 0;
      nodes = 0;
      do {
        nodes++;
        if (cursor.gotoFirstChild()) depth++;
        else {
          while (depth > 0 && !cursor.gotoNextSibling()) {
            cursor.gotoParent();
            depth--;
          }
        }
      } while (depth > 0);
      cursor.delete();
    });
    if (i < 3) continue;
    jp.push(a);
    tsFull.push(b);
    tsIncr.push(c);
    tsWalk.push(d);
  }
  old.delete();
  const line = (name: string, ms: number, vs?: number) => console.log(`  ${name.padEnd(44)} ${ms.toFixed(2).padStart(8)} ms${vs ? `  (${(vs / ms).toFixed(1)}× faster than java-parser)` : ''}`);
  console.log('parse');
  line('java-parser parse()', median(jp));
  line('tree-sitter full parse', median(tsFull), median(jp));
  line('tree-sitter edit + re-parse (one character)', median(tsIncr), median(jp));
  line('tree-sitter: visit every node (TreeCursor)', median(tsWalk));
  console.log('memory held while a parse result is kept');
  console.log(`  java-parser CST (JS heap)                    ${heapPerByte.toFixed(1)} bytes per source byte (${((heapPerByte * bytes) / 1e6).toFixed(1)} MB for this file)`);
  console.log(`  tree-sitter tree (WASM memory)               ${wasmPerByte.toFixed(1)} bytes per source byte (${((wasmPerByte * bytes) / 1e6).toFixed(1)} MB for this file)`);
}

// web-tree-sitter keeps its Emscripten module private; its linear memory is the WebAssembly.Memory
// it creates while Parser.init() runs, caught here by wrapping the constructor.
interface WasmMemory { buffer: ArrayBuffer }
const wasmApi = (globalThis as unknown as { WebAssembly: { Memory: new (d: object) => WasmMemory } }).WebAssembly;
const memories: WasmMemory[] = [];
const NativeMemory = wasmApi.Memory;
wasmApi.Memory = function Memory(desc: object) {
  const m = new NativeMemory(desc);
  memories.push(m);
  return m;
} as unknown as typeof NativeMemory;

/** Size of the WASM linear memory web-tree-sitter parses in (it only grows). */
function wasmBytes(): number {
  return memories.reduce((n, m) => n + m.buffer.byteLength, 0);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
