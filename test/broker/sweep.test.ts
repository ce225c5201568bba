// The guided sweep on the real embedded broker, for examples/config/producer-good.properties as the
// language service reads it (rate=2000, p99-ms=50 from its kafka-tuning comment): it measures fewer
// cells than the grid, its pick meets the SLO by its own measurement, and every measured cell has
// the model's prediction next to the measurement.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startCluster, type Cluster } from '../../scripts/kafka/embedded-broker';
import { sitesOfFile } from '../../cli/src/bench';
import { sweepOnEngine } from '../../bench/src/index';
import { meetsSlo } from '../../common/src/sweep';

let cluster: Cluster;
const GRID = ['0', '5', '20', '50', '100', '200'].flatMap((l) => ['16384', '65536', '262144'].map((b) => ({ 'linger.ms': l, 'batch.size': b })));

describe('guided sweep on a real broker', { timeout: 300_000 }, () => {
  before(async () => { cluster = await startCluster({ nodes: 1 }); });
  after(async () => { await cluster?.stop(); });

  it('producer-good.properties: fewer runs than the grid, a pick that meets the SLO, prediction next to measurement', async () => {
    const [site] = (await sitesOfFile(join(__dirname, '../../examples/config/producer-good.properties'))).filter((s) => s.role === 'producer');
    assert.equal(site.workload.rate, 2000);
    assert.equal(site.workload.p99Ms, 50);
    const { summary, points } = await sweepOnEngine({ bootstrap: cluster.bootstrap, config: site.effective, workload: site.workload, cells: GRID, search: 'guided', records: 3000 });
    assert.equal(summary.search, 'guided');
    assert.equal(summary.gridSize, 18);
    assert.ok(summary.runs < summary.gridSize, `measured ${summary.runs} of ${summary.gridSize} cells`);
    assert.ok(summary.cells.some((c) => c.status === 'ruled-out'), 'the model rules out the long lingers');
    assert.ok(summary.pick, `a pick (${summary.note ?? ''}): ${JSON.stringify(points.map((p) => [p.overrides, p.throughput, p.p99]))}`);
    const picked = points.find((p) => JSON.stringify(p.overrides) === JSON.stringify(summary.pick))!;
    assert.ok(meetsSlo(picked, summary.slo), `the pick measured capacity ${picked.throughput} records/s and p99 ${picked.p99} ms at ${summary.slo.rate} records/s`);
    assert.equal(picked.meetsSlo, true);
    for (const p of points) {
      assert.ok(p.prediction && p.prediction.p99Ms >= 0 && p.prediction.recordsPerBatch >= 1, `prediction of ${JSON.stringify(p.overrides)}`);
      assert.ok(p.atRate && p.atRate.rate === 2000 && (p.atRate.recordsPerBatch ?? 0) >= 1 && p.p99 > 0 && p.throughput > 0, `measurement of ${JSON.stringify(p)}`);
      // p99 at the rate counts from the intended send time, so it is never below the one from send().
      assert.ok(p.p99 >= (p.atRate.p99FromSend ?? 0) - 0.5, `intended ${p.p99} vs send ${p.atRate.p99FromSend}`);
    }
    console.log(JSON.stringify({ runs: summary.runs, grid: summary.gridSize, pick: summary.pick, cells: summary.cells.map((c) => ({ ...c.overrides, status: c.status, predicted: c.prediction && { perBatch: +c.prediction.recordsPerBatch.toFixed(1), gate: c.prediction.gate, p99: +c.prediction.p99Ms.toFixed(1) } })), points: points.map((p) => ({ ...p.overrides, capacity: Math.round(p.throughput), p99: +p.p99.toFixed(1), perBatch: p.atRate?.recordsPerBatch && +p.atRate.recordsPerBatch.toFixed(1), lingerPct: p.atRate?.lingerPct && Math.round(p.atRate.lingerPct) })) }));
  });
});
