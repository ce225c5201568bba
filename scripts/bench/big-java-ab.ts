// Benchmark (prints figures; not a pass/fail test): the issue 17 keystroke in the 712,500-character
// Java file of `npm run bench:big`, in process and without the LSP (the analysis the worker runs
// per edit), as CPU time (process.cpuUsage) per edit. With --ab=<another checkout> both checkouts'
// bundles run on the same edits, edit by edit in alternating order, so the machine's load falls on
// both alike. Run: node --expose-gc --import tsx scripts/bench/big-java-ab.ts [edits] [--ab=<dir>]
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { javaFile } from './generatedFiles';
import { bundleAliases } from '../bundleAliases.mjs';

const root = resolve(__dirname, '../..');
const positional = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const EDITS = Math.max(5, Number(positional[0] ?? 30));
const AB = process.argv.slice(2).find((a) => a.startsWith('--ab='))?.slice('--ab='.length);
const CHARS = 712_500;

async function bundle(from: string): Promise<{ createLanguageService: (o?: unknown) => { diagnostics(doc: unknown): unknown[] }; loadJavaGrammar: (read: (f: string) => Promise<Uint8Array>) => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'kt-bench-'));
  try {
    const outfile = join(dir, 'bench.js');
    await build({
      stdin: { contents: "export { createLanguageService } from './server/src/index'; export { loadJavaGrammar } from './server/src/service/parse/javaTree';", resolveDir: from, loader: 'ts' },
      bundle: true, platform: 'node', target: 'node18', format: 'cjs', outfile, logLevel: 'error', external: ['vscode'],
      alias: bundleAliases(from),
    });
    const b = require(outfile);
    await b.loadJavaGrammar((file: string) => readFile(join(from, 'node_modules', file === 'web-tree-sitter.wasm' ? 'web-tree-sitter' : 'tree-sitter-java', file)));
    return b;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The Java file of big-files.ts at 712,500 characters: whole members of the generated file, repeated with unique names. */
function javaOf(chars: number): string {
  const lines = javaFile(true).replaceAll('__RUN__', '0').split('\n');
  const head = lines.slice(0, 8).join('\n') + '\n';
  const unit = lines.slice(8, -2).join('\n') + '\n';
  const parts: string[] = [];
  let n = head.length;
  for (let r = 0; n < chars; r++) {
    const copy = unit.replace(/(producer|consumer|inline|admin|compute|consumerConfigs)(\d+)/g, (_m, a: string, b: string) => `${a}${b}_${r}`);
    parts.push(copy);
    n += copy.length;
  }
  const text = parts.join('').slice(0, chars - head.length - 3);
  return head + text.slice(0, text.lastIndexOf('\n  }\n') + 5) + '}\n';
}

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)];

async function main(): Promise<void> {
  const text0 = javaOf(CHARS);
  const sides = [{ name: 'this', b: await bundle(root) }, ...(AB ? [{ name: AB, b: await bundle(resolve(AB)) }] : [])];
  const services = sides.map((s) => s.b.createLanguageService());
  const cpu: number[][] = sides.map(() => []);
  // Edits as big-files.ts makes them: a space at the start of a line past the middle, one line further each time.
  const lines = text0.split('\n');
  const mid = Math.floor(lines.length / 2);
  const texts: string[] = [text0];
  for (let v = 0; v < EDITS + 3; v++) {
    lines[mid + v] = ' ' + lines[mid + v];
    texts.push(lines.join('\n'));
  }
  const doc = (text: string) => ({ uri: 'file:///bench/Big.java', fileName: '/bench/Big.java', languageId: 'java', text });
  services.forEach((s) => s.diagnostics(doc(texts[0])));
  editPhase(texts, services, doc, cpu);
  console.log(`Java ${text0.length} chars, ${EDITS} edits, load ${loadavg()[0].toFixed(1)}`);
  sides.forEach((s, i) => console.log(`  ${s.name}: CPU median ${pct(cpu[i], 50).toFixed(1)} ms · min ${Math.min(...cpu[i]).toFixed(1)} · p90 ${pct(cpu[i], 90).toFixed(1)}`));
}

/** The edits (a function of its own so a --cpu-prof profile can be cut to them). */
function editPhase(texts: string[], services: Array<{ diagnostics(doc: unknown): unknown[] }>, doc: (text: string) => unknown, cpu: number[][]): void {
  for (let k = 1; k < texts.length; k++) {
    const order = k % 2 === 0 ? services.map((_, i) => i) : services.map((_, i) => services.length - 1 - i);
    for (const i of order) {
      const c0 = process.cpuUsage();
      services[i].diagnostics(doc(texts[k]));
      const c = process.cpuUsage(c0);
      if (k > 3) cpu[i].push((c.user + c.system) / 1000);
    }
  }
}

void main();
