// Benchmark (not a test): median time of tsSites() on a generated 5,000-line TypeScript file with
// ~40 kafkajs/Confluent config sites, next to a bare ts.createSourceFile of the same text.
// Goal from issue 4: tsSites ≤ 1.5 × the bare parse.
// Run: node --expose-gc --import tsx scripts/bench/ts-sites.ts [runs]
import ts from 'typescript';
import { tsSites } from '../../server/src/service/sites/ts';

function generate(lines: number, sites: number): string {
  const out = ["import { Kafka, CompressionTypes } from 'kafkajs';", "const kafka = new Kafka({ clientId: 'bench', brokers: ['b:9092'] });"];
  const every = Math.floor(lines / sites);
  let n = 0;
  while (out.length < lines) {
    if (out.length % every === 0 && n < sites) {
      out.push(`const p${n} = kafka.producer({ idempotent: ${n % 2 === 0}, maxInFlightRequests: ${1 + (n % 5)} });`);
      out.push(`export async function send${n}(xs: string[]) { for (const x of xs) await p${n}.send({ topic: 't', acks: -1, compression: CompressionTypes.GZIP, messages: [{ value: x }] }); }`);
      n++;
      continue;
    }
    const i = out.length;
    out.push(`export function helper${i}(a: number, b: string): string { const m = new Map<string, number>(); m.set(b, a * ${i}); return \`\${b}:\${m.get(b) ?? 0}\`; }`);
  }
  return out.join('\n') + '\n';
}

const gc = (globalThis as { gc?: () => void }).gc;

/** Runs the candidates interleaved (so drift hits all alike), collecting after each run when --expose-gc. */
function medians(fs: Record<string, () => void>, runs: number): Record<string, number> {
  const xs: Record<string, number[]> = Object.fromEntries(Object.keys(fs).map((k) => [k, []]));
  for (let i = 0; i < runs + 3; i++) {
    for (const [k, f] of Object.entries(fs)) {
      gc?.();
      const t = process.hrtime.bigint();
      f();
      if (i >= 3) xs[k].push(Number(process.hrtime.bigint() - t) / 1e6); // the first 3 rounds warm up
    }
  }
  return Object.fromEntries(Object.entries(xs).map(([k, v]) => [k, v.sort((a, b) => a - b)[Math.floor(v.length / 2)]]));
}

const text = generate(5000, 20); // 20 producers + 20 send calls = 40 sites
const doc = { uri: 'file:///bench.ts', fileName: 'bench.ts', languageId: 'typescript', text };
const sites = tsSites(doc);
const runs = Number(process.argv[2] ?? 40);
const other = { ...doc, text: text.split('kafkajs').join('other-lib') };
const m = medians({
  bare: () => ts.createSourceFile('bench.ts', text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS),
  bareParents: () => ts.createSourceFile('bench.ts', text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS),
  ours: () => tsSites(doc),
  noKafka: () => tsSites(other),
}, runs);
console.log(`lines=${text.split('\n').length - 1} sites=${sites.length} runs=${runs} gc-between-runs=${!!gc}`);
console.log(`bare createSourceFile            ${m.bare.toFixed(2)} ms`);
console.log(`createSourceFile(setParentNodes) ${m.bareParents.toFixed(2)} ms`);
console.log(`tsSites                          ${m.ours.toFixed(2)} ms  (${(m.ours / m.bare).toFixed(2)}x bare)`);
console.log(`tsSites, no Kafka import         ${m.noKafka.toFixed(3)} ms (fast path)`);
