// How long send() blocks its caller in Apache Kafka's own producer, the behaviour max-block-default,
// max-block-forever and buffer-memory-too-small describe (KafkaProducer.waitOnMetadata,
// BufferPool.allocate). Runs scripts/bench/SendBlock.java with the embedded broker's jars:
//   1. metadata: a bootstrap address where nothing listens, max.block.ms 2000 and 6000: the first
//      send() blocks that long, then its future fails.
//   2. buffer: one embedded broker, a topic, one acknowledged send; then the broker is stopped and
//      1 KiB records are sent without waiting until a send() call blocks: buffer.memory (256 KiB)
//      is full of batches nobody can deliver; max.block.ms 2000.
// Evidence page: docs/evidence/buffer-exhaustion.md.
// Usage: npm run bench:send-block
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { z } from 'zod';
import { startCluster, type Cluster } from '../kafka/embedded-broker';
import { kafkaClasspath } from '../kafka/jvm';
import { freePort } from '../ports';

const resultSchema = z.object({ case: z.string(), maxBlockMs: z.number(), sendsBeforeBlock: z.number(), blockedMs: z.number(), error: z.string() });
type Result = z.infer<typeof resultSchema>;

const SOURCE = join(__dirname, 'SendBlock.java');
const TIMEOUT_MS = 120_000;

/** Runs SendBlock.java; `onReady` is awaited when it prints READY, then it is told to go on. */
function run(args: string[], onReady?: () => Promise<void>): Promise<Result> {
  return new Promise((resolve, reject) => {
    const child = spawn('java', ['-Xmx256m', '-cp', kafkaClasspath(), SOURCE, ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
    const timer = setTimeout(() => { child.kill('SIGKILL'); reject(new Error(`SendBlock.java ${args[0]} did not finish within ${TIMEOUT_MS} ms`)); }, TIMEOUT_MS);
    let err = '';
    let result: Result | undefined;
    child.stderr.on('data', (d: Buffer) => { err += d.toString(); });
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line === 'READY') {
        void (onReady ?? (async () => undefined))().then(() => child.stdin.write('GO\n'), (e: unknown) => { child.kill('SIGKILL'); reject(e); });
      } else if (line.startsWith('{')) {
        result = resultSchema.parse(JSON.parse(line));
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (result) resolve(result);
      else reject(new Error(`SendBlock.java ${args[0]} exited ${code} without a result: ${err.split('\n').filter((l) => /Exception|Error/.test(l)).slice(0, 3).join(' | ')}`));
    });
  });
}

function show(r: Result): string {
  const over = r.blockedMs - r.maxBlockMs;
  return `${r.case.padEnd(9)} max.block.ms ${String(r.maxBlockMs).padStart(5)}: send() blocked ${r.blockedMs.toFixed(0).padStart(5)} ms (${over >= 0 ? '+' : ''}${over.toFixed(0)} ms)${r.case === 'buffer' ? ` after ${r.sendsBeforeBlock} sends that returned at once` : ''}; then: ${r.error}`;
}

async function main(): Promise<number> {
  let failures = 0;
  const dead = `127.0.0.1:${await freePort()}`;
  console.log(`1. metadata: bootstrap ${dead} (nothing listens there)`);
  for (const ms of [2000, 6000]) {
    const r = await run(['metadata', dead, String(ms)]);
    console.log(`   ${show(r)}`);
    if (r.blockedMs < ms || r.error === 'none') failures++;
  }
  console.log('\n2. buffer: one embedded broker, stopped after the first acknowledged send; buffer.memory 262144, batch.size 16384, 1 KiB records');
  let cluster: Cluster | undefined = await startCluster({ nodes: 1 });
  try {
    const c = cluster;
    const r = await run(['buffer', c.bootstrap, '2000', '262144'], async () => { await c.stopNode(c.nodeIds[0]!); });
    console.log(`   ${show(r)}`);
    if (r.blockedMs < 2000) failures++;
  } finally {
    await cluster.stop();
    cluster = undefined;
  }
  console.log(failures ? `\n${failures} case(s) did not block for max.block.ms` : '\nEvery case blocked the calling thread for max.block.ms before it failed.');
  return failures ? 1 : 0;
}

main().then((code) => process.exit(code), (e: unknown) => { console.error(e instanceof Error ? e.message : e); process.exit(1); });
