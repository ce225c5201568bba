// The lint workers (cli/src/lintPool.ts) over the whole test corpus: a run whose parsing is done
// by worker threads reports exactly what a run on one thread reports, and workers that run out of
// heap hand their files back to the main thread, so nothing is lost. The workers run the built
// engine.js, as they do for a user.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import { lintPaths, type LintRun } from '../../cli/src/lint';

const ENGINE = join(__dirname, '../../cli/out/engine.js');
const CORPUS = join(__dirname, '../corpus');
const STOPPING = join(__dirname, '../support/stoppingLintWorker.cjs');

describe('lint workers', () => {
  const internal: string[] = [];
  const onInternalError = (what: string, e: unknown) => internal.push(`${what}: ${(e as Error).stack ?? e}`);
  let alone: LintRun;
  before(async () => {
    alone = await lintPaths(['.'], { cwd: CORPUS, jobs: 1, onInternalError });
  });

  it('report what one thread reports, with the parsing done in the workers', async () => {
    const shared = await lintPaths(['.'], { cwd: CORPUS, jobs: 2, workers: { file: ENGINE }, onInternalError });
    assert.equal(alone.workers, undefined, 'one job: no workers');
    assert.ok(alone.results.length >= 100, `the corpus gives ${alone.results.length} files, too few to start workers`);
    assert.ok(shared.workers, 'two jobs over the corpus: workers');
    assert.equal(shared.workers.handedBack, 0);
    // Every file analysed there, plus the scan's code facts and default-changed candidates.
    assert.ok(shared.workers.done > alone.results.length, `${shared.workers.done} jobs done in workers`);
    assert.deepEqual(shared.results, alone.results);
    assert.deepEqual(shared.notes, alone.notes);
    assert.deepEqual(internal, []);
  });

  it('hand back the jobs of a worker that stops, and the report is whole', async () => {
    const run = await lintPaths(['.'], { cwd: CORPUS, jobs: 2, workers: { file: STOPPING } });
    assert.ok(run.workers, 'workers were started');
    assert.ok(run.workers.started > 2, `stopped workers were replaced (${run.workers.started} started)`);
    assert.ok(run.workers.handedBack > 0, 'jobs were handed back');
    assert.deepEqual(run.results, alone.results);
    assert.deepEqual(run.notes, alone.notes);
  });

  it('do without workers that run out of heap as they start', async () => {
    const run = await lintPaths(['.'], { cwd: CORPUS, jobs: 2, workers: { file: ENGINE, heapMb: 2 } });
    assert.ok(run.workers, 'workers were started');
    assert.equal(run.workers.done, 0);
    assert.deepEqual(run.results, alone.results);
    assert.deepEqual(run.notes, alone.notes);
  });
});
