// "Export this config for OpenMessaging Benchmark…" in a real extension host: the command on an
// examples/ config writes workload.yaml and driver.yaml that pass OMB's field list, carry the
// config's own values and the workload directive, and name the keys OMB's kafka-clients 3.6.1 lacks
// (the language server answers that from the generated catalogs). Nothing connects.
import * as assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as vscode from 'vscode';
import { parse } from 'yaml';
import { ombKafkaDriverSchema, ombWorkloadSchema } from '../../../bench/src/omb/schema';
import { benchmarkLens, openExample } from './util';

describe('export for OpenMessaging Benchmark', function () {
  this.timeout(60_000);
  const folder = mkdtempSync(join(tmpdir(), 'kt-omb-'));
  after(() => rmSync(folder, { recursive: true, force: true }));

  it('writes a workload and a driver with every effective value, for the cluster given', async () => {
    const doc = await openExample('config/producer-good.properties');
    const [uri, siteId] = (await benchmarkLens(doc)).command!.arguments as [vscode.Uri, string];
    const written = await vscode.commands.executeCommand<vscode.Uri | undefined>('kafkaTuning.benchmark.exportOmb', uri, siteId, { folder, bootstrap: 'kafka-a.example.com:9092' });
    assert.ok(written, 'the command returned the workload file');
    const workload = ombWorkloadSchema.parse(parse(readFileSync(join(folder, 'workload.yaml'), 'utf8')));
    const driverText = readFileSync(join(folder, 'driver.yaml'), 'utf8');
    const driver = ombKafkaDriverSchema.parse(parse(driverText));
    const props = (text: string) => text.trim().split('\n').filter(Boolean).map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)] as const);
    const exported = new Map([...props(driver.commonConfig), ...props(driver.producerConfig)]);
    // Every key the example sets is in the driver file with its value (serializers are OMB's own).
    let checked = 0;
    for (const line of doc.getText().split('\n')) {
      const m = /^([a-z][a-z0-9.]*)=(.*)$/.exec(line.trim());
      if (!m || /serializer|^bootstrap\.servers$/.test(m[1]!)) continue;
      assert.equal(exported.get(m[1]!), m[2]!.trim(), `${m[1]} in the driver file`);
      checked++;
    }
    assert.ok(checked >= 8, `checked ${checked} keys`);
    // A default the example leaves out is written too: OMB's client has other defaults.
    assert.ok(exported.has('max.in.flight.requests.per.connection'), 'defaults are written out');
    assert.match(driver.commonConfig, /^bootstrap\.servers=kafka-a\.example\.com:9092$/m);
    const directive = /rate=(\d+)/.exec(doc.getText());
    if (directive) assert.equal(workload.producerRate, Number(directive[1]));
    assert.match(driverText, /kafka-clients 3\.6\.1/);
  });
});
