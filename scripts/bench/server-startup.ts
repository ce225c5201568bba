// Benchmark (prints figures; not a pass/fail test): how long the bundled language server takes
// from spawn to its `initialize` answer, and then to the first diagnostics of a .properties file
// (no parser loaded) and of a Java file (tree-sitter's WASM grammar loaded on first use,
// server/src/node/parserWasm.ts). Medians and ranges over N spawns, with the machine's load, since it is shared.
// The `didOpen` is sent together with `initialized`, the moment `initialize` is answered, as editors do.
// Then the same .properties file opened by a server started on a folder (examples/, which has TS and
// Java sources): its first diagnostics wait for the first workspace scan, whose code sources are
// parsed in a worker (server/src/node/codeFactsWorker.ts).
//
// On a shared machine the wall times follow the load, so each step also reports the CPU time the
// server process (all its threads) had used when its message arrived, read from
// /proc/<pid>/task/*/schedstat (Linux; left out elsewhere).
// `--against <other server.js>` spawns that bundle too, alternating with this one (A, B, B, A, …),
// so both see the same load: e.g. `--against /work/main/server/out/server.js`.
// Run: npm run build && node --import tsx scripts/bench/server-startup.ts [runs] [--against <server.js>]
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SERVER_NODE_OPTIONS } from '../../common/src/serverProcess';

const root = join(__dirname, '../..');
const argv = process.argv.slice(2);
const against = argv.includes('--against') ? argv[argv.indexOf('--against') + 1] : undefined;
const runs = Number(argv.find((a, i) => /^\d+$/.test(a) && argv[i - 1] !== '--against') ?? 9);
const servers = [join(root, 'server/out/server.js'), ...(against ? [against] : [])];

const STEPS = ['initialize', 'properties', 'java'] as const;
type Step = (typeof STEPS)[number];
interface Sample { wall: number; cpu?: number }
type Times = Record<Step, Sample>;

/** CPU time (ms) used so far by every thread of a process, or undefined where /proc is absent. */
function cpuMs(pid: number): number | undefined {
  const dir = `/proc/${pid}/task`;
  if (!existsSync(dir)) return undefined;
  let ns = 0;
  for (const t of readdirSync(dir)) {
    try {
      ns += Number(readFileSync(`${dir}/${t}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      // The thread ended between the listing and the read.
    }
  }
  return ns / 1e6;
}

/** With `folder`, the server is opened on it and only the first .properties diagnostics are timed. */
function once(server: string, folder?: string): Promise<Times> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const p = spawn(process.execPath, [...SERVER_NODE_OPTIONS, server, '--stdio'], { stdio: ['pipe', 'pipe', 'ignore'] });
    const send = (m: object) => {
      const s = JSON.stringify({ jsonrpc: '2.0', ...m });
      p.stdin.write(`Content-Length: ${Buffer.byteLength(s)}\r\n\r\n${s}`);
    };
    const times: Partial<Times> = {};
    const mark = (step: Step) => {
      times[step] = { cpu: cpuMs(p.pid!), wall: performance.now() - t0 };
    };
    const props = pathToFileURL(folder ? join(folder, 'startup-bench/producer.properties') : '/tmp/startup/producer.properties').toString();
    const java = pathToFileURL('/tmp/startup/App.java').toString();
    let buf = Buffer.alloc(0);
    p.stdout.on('data', (c: Buffer) => {
      buf = Buffer.concat([buf, c]);
      for (;;) {
        const head = buf.indexOf('\r\n\r\n');
        if (head < 0) return;
        const len = Number(/Content-Length: (\d+)/i.exec(buf.subarray(0, head).toString())?.[1]);
        if (buf.length < head + 4 + len) return;
        const msg = JSON.parse(buf.subarray(head + 4, head + 4 + len).toString()) as { id?: number; method?: string; params?: { uri: string } };
        buf = buf.subarray(head + 4 + len);
        if (msg.id === 1) {
          mark('initialize');
          send({ method: 'initialized', params: {} });
          send({ method: 'textDocument/didOpen', params: { textDocument: { uri: props, languageId: 'properties', version: 1, text: 'batch.size=1024\nlinger.ms=0\n' } } });
        } else if (msg.method === 'textDocument/publishDiagnostics' && msg.params?.uri === props && times.properties === undefined) {
          mark('properties');
          if (folder) {
            p.kill();
            resolve(times as Times);
            return;
          }
          send({ method: 'textDocument/didOpen', params: { textDocument: { uri: java, languageId: 'java', version: 1, text: 'import org.apache.kafka.clients.producer.*;\nclass App { void a() { java.util.Properties p = new java.util.Properties(); p.put(ProducerConfig.LINGER_MS_CONFIG, "0"); new KafkaProducer<String, String>(p); } }\n' } } });
        } else if (msg.method === 'textDocument/publishDiagnostics' && msg.params?.uri === java) {
          mark('java');
          p.kill();
          resolve(times as Times);
        }
      }
    });
    p.on('error', reject);
    const rootUri = folder ? pathToFileURL(folder).toString() : null;
    send({ id: 1, method: 'initialize', params: { processId: null, rootUri, ...(rootUri ? { workspaceFolders: [{ uri: rootUri, name: 'examples' }] } : {}), capabilities: {} } });
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const fmt = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return `median ${Math.round(median(s))} ms (min ${Math.round(s[0])}, max ${Math.round(s[s.length - 1])})`;
};
const LABEL: Record<Step, string> = {
  initialize: 'spawn → initialize answered    ',
  properties: '→ first .properties diagnostics',
  java: '→ first Java diagnostics       ',
};
const NOTE: Record<Step, string> = { initialize: '', properties: '  (no parser loaded)', java: '  (the Java grammar loaded on this file)' };

void (async () => {
  const all = servers.map(() => [] as Times[]);
  const before = loadavg();
  for (let i = 0; i < runs; i++) {
    // Alternate which bundle goes first, so neither always meets the other's leftovers.
    const order = i % 2 === 0 ? servers.map((_, k) => k) : servers.map((_, k) => k).reverse();
    for (const k of order) all[k].push(await once(servers[k]));
  }
  const load = (l: number[]) => l.map((x) => x.toFixed(1)).join(' ');
  console.log(`language server start-up, ${runs} spawns each; ${cpus().length} cores, load ${load(before)} before, ${load(loadavg())} after`);
  servers.forEach((server, k) => {
    if (servers.length > 1) console.log(`\n${relative(process.cwd(), server) || server}`);
    for (const step of STEPS) {
      const cpu = all[k].map((t) => t[step].cpu).filter((c): c is number => c !== undefined);
      const cpuText = cpu.length ? `; CPU ${fmt(cpu)}` : '';
      console.log(`${LABEL[step]}  wall ${fmt(all[k].map((t) => t[step].wall))}${cpuText}${NOTE[step]}`);
    }
  });
  // A server opened on a folder: the first diagnostics wait for the first workspace scan.
  const folder = join(root, 'examples');
  const inFolder: Times[] = [];
  for (let i = 0; i < runs; i++) inFolder.push(await once(servers[0], folder));
  console.log(`\nopened on ${relative(root, folder)}/ (its first scan parses ${relative(root, folder)}'s TS and Java sources in a worker), ${runs} spawns; load ${load(loadavg())} after`);
  console.log(`spawn → first .properties diagnostics  wall ${fmt(inFolder.map((t) => t.properties.wall))}`);
})();
