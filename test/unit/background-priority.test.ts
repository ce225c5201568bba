// The analysis worker lowers its own thread's priority (server/src/node/backgroundPriority.ts): on
// Linux the nice value is per thread, so the worker thread gets 10 and the LSP thread keeps 0.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { Worker } from 'node:worker_threads';

/** Field 19 of /proc/<pid>/task/<tid>/stat is the nice value (proc(5)). */
function niceOf(statPath: string): number {
  const stat = readFileSync(statPath, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
}

describe('background priority of the analysis worker thread', { skip: process.platform !== 'linux' }, () => {
  it('a worker thread that calls it runs at nice 10; the calling process stays at its own value', async () => {
    const before = niceOf('/proc/thread-self/stat');
    const src = `
      const { parentPort } = require('node:worker_threads');
      const { readFileSync, readlinkSync } = require('node:fs');
      require('tsx/cjs');
      const { runThisThreadInBackground } = require(${JSON.stringify(require.resolve('../../server/src/node/backgroundPriority.ts'))});
      const done = runThisThreadInBackground();
      const stat = readFileSync('/proc/thread-self/stat', 'utf8');
      parentPort.postMessage({ done, nice: Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]) });
    `;
    const worker = new Worker(src, { eval: true });
    const answer = await new Promise<{ done: boolean; nice: number }>((resolve, reject) => { worker.once('message', resolve); worker.once('error', reject); });
    await worker.terminate();
    assert.equal(answer.done, true);
    assert.equal(answer.nice, 10);
    assert.equal(niceOf('/proc/thread-self/stat'), before);
  });
});
