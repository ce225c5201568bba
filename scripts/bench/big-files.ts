// Benchmark (prints figures; not a pass/fail test) for issue 17's bounded-work goals, over stdio
// against the bundled server (`npm run build` first): for a .properties and a Java file just under
// their size caps (common/src/limits.ts) and for the issue's 4.9 MB .properties / 4.5 MB Java
// (over the caps today, so skipped with a notice):
//   - open → first publish (goal ≤ 2 s) and the server's peak resident memory (goal ≤ 500 MB,
//     sampled from /proc every 20 ms, Linux only);
//   - hovers on another, small document sent every 20 ms while the big one is analysed: the
//     slowest answer (goal ≤ 100 ms) and p99 (goal ≤ 5 ms);
//   - one-character edits: didChange → publish, minus the server's 150 ms debounce (goal ≤ 50 ms).
// Run: npm run bench:big   (node --import tsx scripts/bench/big-files.ts [edits])
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import {
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
import { javaFile, propertiesFile } from './generatedFiles';

const root = resolve(__dirname, '../..');
const SERVER = join(root, 'server/out/server.js');
const EDITS = Math.max(3, Number(process.argv[2] ?? 5));
const DEBOUNCE_MS = 150;

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

function propertiesOf(chars: number): string {
  const text = grow(propertiesFile(), chars);
  return text.slice(0, text.lastIndexOf('\n') + 1);
}

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
  const child = spawn(process.execPath, [SERVER, '--stdio'], { stdio: ['pipe', 'pipe', 'inherit'] });
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
    child.kill();
  };
  return { child, conn, published, stop };
}

async function main(): Promise<void> {
  console.log(`machine: ${cpus().length} cores, load average ${loadavg().map((l) => l.toFixed(1)).join(' / ')}; server ${SERVER}, a fresh one per file`);
  const cases: Array<[string, string, string]> = [
    [`.properties at 95% of its cap (${LANGUAGE_SIZE_CAPS.properties.toLocaleString('en-US')})`, 'properties', propertiesOf(LANGUAGE_SIZE_CAPS.properties * 0.95)],
    [`Java at 95% of its cap (${LANGUAGE_SIZE_CAPS.java.toLocaleString('en-US')})`, 'java', javaOf(LANGUAGE_SIZE_CAPS.java * 0.95)],
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
    const uri = `file:///bench-big/f${id++}/${languageId === 'java' ? 'Big.java' : 'producer.properties'}`;
    let peak = rssMB(child.pid);
    const sampler = setInterval(() => void (peak = Math.max(peak, rssMB(child.pid))), 20);
    // Hovers on the small document, one at a time every 20 ms, while the big one opens.
    const hovers: number[] = [];
    let opening = true;
    const hoverLoop = (async () => {
      while (opening) {
        const t0 = performance.now();
        await conn.sendRequest(HoverRequest.type, { textDocument: { uri: small }, position: { line: 1, character: 2 } });
        hovers.push(performance.now() - t0);
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    const t0 = performance.now();
    const first = published(uri, 1);
    await conn.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri, languageId, version: 1, text } });
    const got = await first;
    const openMs = performance.now() - t0;
    opening = false;
    await hoverLoop;
    const skipped = got.diagnostics.find((d) => d.code === 'file-too-large');
    // One-character edits in the middle of the file.
    const keys: number[] = [];
    const lineCount = text.split('\n').length;
    for (let v = 2; v < 2 + EDITS && !skipped; v++) {
      const line = Math.floor(lineCount / 2) + v;
      const next = published(uri, v);
      const e0 = performance.now();
      await conn.sendNotification(DidChangeTextDocumentNotification.type, { textDocument: { uri, version: v }, contentChanges: [{ range: { start: { line, character: 0 }, end: { line, character: 0 } }, text: ' ' }] });
      await next;
      keys.push(performance.now() - e0 - DEBOUNCE_MS);
    }
    clearInterval(sampler);
    peak = Math.max(peak, rssMB(child.pid));
    console.log('');
    console.log(`${label}: ${text.length.toLocaleString('en-US')} chars, ${got.diagnostics.length} diagnostics${skipped ? ' (skipped: file-too-large)' : ''}`);
    console.log(`  open → publish        ${openMs.toFixed(0)} ms (goal ≤ 2,000)`);
    console.log(`  server peak RSS       ${peak ? `${peak.toFixed(0)} MB` : 'n/a (not Linux)'} (goal ≤ 500)`);
    console.log(`  hover on another doc  slowest ${Math.max(...hovers).toFixed(1)} ms (goal ≤ 100) · p99 ${pct(hovers, 99).toFixed(1)} ms · n=${hovers.length}`);
    if (keys.length) console.log(`  keystroke → publish   median ${pct(keys, 50).toFixed(0)} ms · max ${Math.max(...keys).toFixed(0)} ms, debounce excluded (goal ≤ 50)`);
    await stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
