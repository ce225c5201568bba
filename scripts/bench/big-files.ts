// Benchmark (prints figures; not a pass/fail test) for issue 17's bounded-work goals, over stdio
// against the bundled server (`npm run build` first), which analyses such files in its worker
// thread: for a .properties, a Java and a TypeScript file at 95 % of their size caps
// (common/src/limits.ts) and for the issue's 4.9 MB .properties / 4.5 MB Java (over the caps, so
// skipped with a notice):
//   - open → first publish (goal ≤ 2 s), with the server's CPU time for it (all threads, and the
//     LSP thread's share) — on a shared machine the wall time grows with the load, the CPU time
//     much less — and the server's peak resident memory (goal ≤ 500 MB, sampled from /proc every
//     20 ms; Linux only);
//   - hovers and completions on another, small document, one every 20 ms while the big one opens
//     and while it is edited: the slowest answer (goal ≤ 100 ms; ≤ ~50 ms blocked), p99, median;
//   - one-character edits: didChange → publish, minus the server's 150 ms debounce (goal ≤ 50 ms).
// Run: npm run bench:big   (node --import tsx scripts/bench/big-files.ts [edits] [language:chars…])
// `npm run bench:big -- 5 properties:1500000 java:1000000 typescript:2000000` measures those sizes
// only, to choose a cap. KT_BENCH_SERVER_ARGS passes node options to the servers (see SERVER_ARGS).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
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
import { LANGUAGE_SIZE_CAPS } from '../../common/src/limits';
import { javaFile, propertiesFile, tsFile } from './generatedFiles';
import { processCpuMs as cpuMs } from './cpuMeter';
import { SERVER_NODE_OPTIONS } from '../../common/src/serverProcess';

const root = resolve(__dirname, '../..');
/** KT_BENCH_SERVER=<another checkout>/server/out/server.js measures that build instead (an A/B on the same machine). */
const SERVER = process.env.KT_BENCH_SERVER ?? join(root, 'server/out/server.js');
const EDITS = Math.max(3, Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 15));
const DEBOUNCE_MS = 150;
/** Node options for the servers started, e.g. KT_BENCH_SERVER_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" (profiles of each thread). */
/** Node options as the VS Code client starts the server with, then KT_BENCH_SERVER_ARGS (KT_BENCH_BARE_NODE=1 leaves out the former, for an A/B). */
const SERVER_ARGS = [...(process.env.KT_BENCH_BARE_NODE ? [] : SERVER_NODE_OPTIONS), ...(process.env.KT_BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean)];

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? NaN;
};

/** `unit` repeated (with its numbers made unique) until the text reaches `chars`. */
function grow(unit: string, chars: number, head = '', tail = ''): string {
  const parts = [head];
  let n = head.length + tail.length;
  for (let r = 0; n < chars; r++) {
    const copy = unit.replace(/(producer|consumer|inline|admin|compute|consumerConfigs)(\d+)/g, (_m, a: string, b: string) => `${a}${b}_${r}`);
    parts.push(copy);
    n += copy.length;
  }
  parts.push(tail);
  return parts.join('').slice(0, Math.max(chars, head.length + tail.length));
}

function javaOf(chars: number): string {
  const lines = javaFile(true).replaceAll('__RUN__', '0').split('\n');
  const head = lines.slice(0, 8).join('\n') + '\n';
  const body = lines.slice(8, -2).join('\n') + '\n';
  // Whole members only: cut at the last closing brace of a member before the size.
  const text = grow(body, chars - head.length - 3, '', '');
  return head + text.slice(0, text.lastIndexOf('\n  }\n') + 5) + '}\n';
}

function tsOf(chars: number): string {
  const lines = tsFile(true).split('\n');
  const head = lines.slice(0, 4).join('\n') + '\n';
  const text = grow(lines.slice(4).join('\n') + '\n', chars - head.length);
  return head + text.slice(0, text.lastIndexOf('\n}\n') + 3);
}

function propertiesOf(chars: number): string {
  const text = grow(propertiesFile(), chars);
  return text.slice(0, text.lastIndexOf('\n') + 1);
}

/** VmRSS in MiB (/proc reports kB of 1,024 bytes). */
function rssMB(pid: number | undefined): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}


/** A fresh server per file: memory a previous file left behind would count against the next. */
async function startServer() {
  const child = spawn(process.execPath, [...SERVER_ARGS, SERVER, '--stdio'], { stdio: ['pipe', 'pipe', 'inherit'] });
  const conn = createProtocolConnection(new StreamMessageReader(child.stdout!), new StreamMessageWriter(child.stdin!));
  const waiting = new Map<string, (p: PublishDiagnosticsParams) => void>();
  conn.onNotification(PublishDiagnosticsNotification.type, (p) => {
    const key = `${p.uri}@${p.version}`;
    waiting.get(key)?.(p);
    waiting.delete(key);
  });
  conn.listen();
  await conn.sendRequest(InitializeRequest.type, { processId: process.pid, rootUri: null, workspaceFolders: null, capabilities: {} });
  await conn.sendNotification(InitializedNotification.type, {});
  const published = (uri: string, version: number) => new Promise<PublishDiagnosticsParams>((res) => waiting.set(`${uri}@${version}`, res));
  const stop = async () => {
    await conn.sendRequest(ShutdownRequest.type);
    await conn.sendNotification(ExitNotification.type);
    conn.dispose();
    // The server leaves on `exit` (writing a --cpu-prof profile then); one that does not is killed.
    if (child.exitCode === null) await Promise.race([new Promise((r) => child.once('exit', r)), new Promise((r) => setTimeout(r, 5000))]);
    child.kill();
  };
  return { child, conn, published, stop };
}

async function main(): Promise<void> {
  console.log(`machine: ${cpus().length} cores, load average ${loadavg().map((l) => l.toFixed(1)).join(' / ')}; server ${SERVER}, a fresh one per file`);
  const of = { properties: ['.properties', propertiesOf], java: ['Java', javaOf], typescript: ['TypeScript', tsOf] } as const;
  const asked = process.argv.slice(2).filter((a) => /^(properties|java|typescript):\d+$/.test(a)).map((a): [string, string, string] => {
    const [languageId, n] = a.split(':') as [keyof typeof of, string];
    const chars = Number(n);
    return [`${of[languageId][0]} of ${chars.toLocaleString('en-US')} characters`, languageId, of[languageId][1](chars)];
  });
  const cases: Array<[string, string, string]> = asked.length ? asked : [
    [`.properties at 95% of its cap (${LANGUAGE_SIZE_CAPS.properties.toLocaleString('en-US')})`, 'properties', propertiesOf(LANGUAGE_SIZE_CAPS.properties * 0.95)],
    [`Java at 95% of its cap (${LANGUAGE_SIZE_CAPS.java.toLocaleString('en-US')})`, 'java', javaOf(LANGUAGE_SIZE_CAPS.java * 0.95)],
    [`TypeScript at 95% of its cap (${LANGUAGE_SIZE_CAPS.ts.toLocaleString('en-US')})`, 'typescript', tsOf(LANGUAGE_SIZE_CAPS.ts * 0.95)],
    ['4.9 MB .properties (the issue\'s file)', 'properties', propertiesOf(4_900_000)],
    ['4.5 MB Java (the issue\'s file)', 'java', javaOf(4_500_000)],
  ];
  let id = 0;
  for (const [label, languageId, text] of cases) {
    const { child, conn, published, stop } = await startServer();
    const small = 'file:///bench-big/small-producer.properties';
    const smallOpen = published(small, 1);
    await conn.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri: small, languageId: 'properties', version: 1, text: 'acks=1\nlinger.ms=5\nbatch.size=16384\n' } });
    await smallOpen;
    const uri = `file:///bench-big/f${id++}/${{ java: 'Big.java', typescript: 'big.ts' }[languageId] ?? 'producer.properties'}`;
    let peak = rssMB(child.pid);
    const sampler = setInterval(() => void (peak = Math.max(peak, rssMB(child.pid))), 20);
    // A hover and a completion on the small document, one at a time every 20 ms, while the big
    // one opens and then while it is edited: how long the thread that answers them is held up.
    const probe = () => {
      const times: number[] = [];
      let on = true;
      const loop = (async () => {
        for (let i = 0; on; i++) {
          const t0 = performance.now();
          if (i % 2) await conn.sendRequest(CompletionRequest.type, { textDocument: { uri: small }, position: { line: 1, character: 10 } });
          else await conn.sendRequest(HoverRequest.type, { textDocument: { uri: small }, position: { line: 1, character: 2 } });
          times.push(performance.now() - t0);
          await new Promise((r) => setTimeout(r, 20));
        }
      })();
      return async () => {
        on = false;
        await loop;
        return times;
      };
    };
    const openProbe = probe();
    const t0 = performance.now();
    const cpu0 = cpuMs(child.pid);
    const lsp0 = cpuMs(child.pid, true);
    const first = published(uri, 1);
    await conn.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri, languageId, version: 1, text } });
    const got = await first;
    const openMs = performance.now() - t0;
    const openCpu = cpuMs(child.pid) - cpu0;
    const openLsp = cpuMs(child.pid, true) - lsp0;
    const hovers = await openProbe();
    const skipped = got.diagnostics.find((d) => d.code === 'file-too-large');
    // One-character edits in the middle of the file.
    const keys: number[] = [];
    const keyCpu: number[] = [];
    const keyLsp: number[] = [];
    const editProbe = probe();
    const lineCount = text.split('\n').length;
    for (let v = 2; v < 2 + EDITS && !skipped; v++) {
      const line = Math.floor(lineCount / 2) + v;
      const next = published(uri, v);
      const e0 = performance.now();
      const c0 = cpuMs(child.pid);
      const l0 = cpuMs(child.pid, true);
      await conn.sendNotification(DidChangeTextDocumentNotification.type, { textDocument: { uri, version: v }, contentChanges: [{ range: { start: { line, character: 0 }, end: { line, character: 0 } }, text: ' ' }] });
      await next;
      keys.push(performance.now() - e0 - DEBOUNCE_MS);
      keyCpu.push(cpuMs(child.pid) - c0);
      keyLsp.push(cpuMs(child.pid, true) - l0);
    }
    const editHovers = await editProbe();
    clearInterval(sampler);
    peak = Math.max(peak, rssMB(child.pid));
    console.log('');
    console.log(`${label}: ${text.length.toLocaleString('en-US')} chars, ${got.diagnostics.length} diagnostics${skipped ? ' (skipped: file-too-large)' : ''}`);
    console.log(`  open → publish        ${openMs.toFixed(0)} ms wall, ${openCpu.toFixed(0)} ms server CPU, of it ${openLsp.toFixed(0)} ms on the LSP thread (goal ≤ 2,000)`);
    console.log(`  server peak RSS       ${peak ? `${peak.toFixed(0)} MiB` : 'n/a (not Linux)'} (goal ≤ 500 MB = 477 MiB)`);
    console.log(`  hover/completion on another doc, during the open   slowest ${Math.max(...hovers).toFixed(1)} ms (goal ≤ 100) · p99 ${pct(hovers, 99).toFixed(1)} ms · median ${pct(hovers, 50).toFixed(1)} ms · n=${hovers.length}`);
    if (keys.length) {
      console.log(`  hover/completion on another doc, during the edits  slowest ${Math.max(...editHovers).toFixed(1)} ms (goal ≤ 50) · p99 ${pct(editHovers, 99).toFixed(1)} ms · median ${pct(editHovers, 50).toFixed(1)} ms · n=${editHovers.length}`);
      console.log(`  keystroke → publish   median ${pct(keys, 50).toFixed(0)} ms · max ${Math.max(...keys).toFixed(0)} ms, debounce excluded (goal ≤ 50); server CPU median ${pct(keyCpu, 50).toFixed(0)} ms, LSP thread ${pct(keyLsp, 50).toFixed(0)} ms (including the answers to the probes above)`);
    }
    await stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
