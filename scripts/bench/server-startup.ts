// Benchmark (prints figures; not a pass/fail test): how long the bundled language server takes
// from spawn to its `initialize` answer, and then to the first diagnostics of a .properties file
// (no parser loaded) and of a Java file (tree-sitter's WASM grammar loaded on first use,
// server/src/node/parserWasm.ts). Medians and ranges over N spawns, with the machine's load, since it is shared.
// Run: npm run build && node --import tsx scripts/bench/server-startup.ts [runs]
import { spawn } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const server = join(__dirname, '../../server/out/server.js');
const runs = Number(process.argv[2] ?? 9);

interface Times { initialize: number; properties: number; java: number }

function once(): Promise<Times> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const p = spawn(process.execPath, [server, '--stdio'], { stdio: ['pipe', 'pipe', 'ignore'] });
    const send = (m: object) => {
      const s = JSON.stringify({ jsonrpc: '2.0', ...m });
      p.stdin.write(`Content-Length: ${Buffer.byteLength(s)}\r\n\r\n${s}`);
    };
    const times: Partial<Times> = {};
    const props = pathToFileURL('/tmp/startup/producer.properties').toString();
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
          times.initialize = performance.now() - t0;
          send({ method: 'initialized', params: {} });
          send({ method: 'textDocument/didOpen', params: { textDocument: { uri: props, languageId: 'properties', version: 1, text: 'batch.size=1024\nlinger.ms=0\n' } } });
        } else if (msg.method === 'textDocument/publishDiagnostics' && msg.params?.uri === props && times.properties === undefined) {
          times.properties = performance.now() - t0;
          send({ method: 'textDocument/didOpen', params: { textDocument: { uri: java, languageId: 'java', version: 1, text: 'import org.apache.kafka.clients.producer.*;\nclass App { void a() { java.util.Properties p = new java.util.Properties(); p.put(ProducerConfig.LINGER_MS_CONFIG, "0"); new KafkaProducer<String, String>(p); } }\n' } } });
        } else if (msg.method === 'textDocument/publishDiagnostics' && msg.params?.uri === java) {
          times.java = performance.now() - t0;
          p.kill();
          resolve(times as Times);
        }
      }
    });
    p.on('error', reject);
    send({ id: 1, method: 'initialize', params: { processId: null, rootUri: null, capabilities: {} } });
  });
}

const fmt = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return `median ${Math.round(s[s.length >> 1])} ms (min ${Math.round(s[0])}, max ${Math.round(s[s.length - 1])})`;
};

void (async () => {
  const all: Times[] = [];
  for (let i = 0; i < runs; i++) all.push(await once());
  console.log(`language server start-up, ${runs} spawns; ${cpus().length} cores, load ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  console.log(`spawn → initialize answered       ${fmt(all.map((t) => t.initialize))}`);
  console.log(`→ first .properties diagnostics    ${fmt(all.map((t) => t.properties))}  (no parser loaded)`);
  console.log(`→ first Java diagnostics           ${fmt(all.map((t) => t.java))}  (the Java grammar loaded on this file)`);
})();
