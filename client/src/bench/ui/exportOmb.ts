// "Export for OpenMessaging Benchmark…": writes the config's workload.yaml and driver.yaml (see
// bench/src/omb/export.ts) into a folder the user picks, with the benchmark's broker setting as the
// cluster to test. Nothing connects. The language server says which keys OMB's kafka-clients lacks.
import * as vscode from 'vscode';
import type { SiteSummary } from '../../../../common/src/protocol';
import { exportOmb } from '../../../../bench/src/index';
import { askAnyway, benchTarget } from './runner';

export const EXPORT_OMB_COMMAND = 'kafkaTuning.benchmark.exportOmb';

export type ClientGaps = (role: 'producer' | 'consumer', keys: string[]) => Promise<{ unknown: string[]; maybe: string[]; addedIn?: Record<string, string> }>;

/** Options a caller (a test, a keybinding) can pass instead of the prompts. */
export interface ExportOmbOptions {
  folder?: string;
  bootstrap?: string;
}

export async function exportOmbFiles(site: SiteSummary, gaps: ClientGaps, opts: ExportOmbOptions = {}): Promise<vscode.Uri | undefined> {
  const role = site.role as 'producer' | 'consumer';
  // OMB's Kafka driver runs the Java client: another client's batching and defaults do not carry over.
  if (site.client !== 'java') {
    void vscode.window.showWarningMessage(`Kafka Tuning: ${site.label} is a ${site.client} config; OpenMessaging Benchmark's Kafka driver runs the Java client, which would not batch or default the way ${site.client} does, so it is not exported.`);
    return undefined;
  }
  // A config the Java client refuses would fail in OMB's workers as it fails in the application.
  if (site.errors.length > 0 && (opts.folder || !await askAnyway(site, 'Export anyway', 'OMB\'s workers would fail to start the client as written.'))) return undefined;
  const bootstrap = opts.bootstrap ?? await vscode.window.showInputBox({
    title: 'OpenMessaging Benchmark: the cluster to test',
    prompt: 'bootstrap.servers for the benchmark workers (nothing connects now)',
    value: site.explicit['bootstrap.servers'] ?? benchTarget().bootstrap,
    validateInput: (v) => (/^[^\s,]+:\d+(,[^\s,]+:\d+)*$/.test(v.trim()) ? undefined : 'host:port[,host:port…]'),
  });
  if (!bootstrap) return undefined;
  let folder = opts.folder ? vscode.Uri.file(opts.folder) : undefined;
  if (!folder) {
    const picked = await vscode.window.showOpenDialog({ canSelectFolders: true, canSelectFiles: false, canSelectMany: false, openLabel: 'Write workload.yaml and driver.yaml here' });
    folder = picked?.[0];
  }
  if (!folder) return undefined;
  const g = await gaps(role, Object.keys(site.effective));
  const out = exportOmb({
    role,
    name: `${site.label.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'config'}-${role}`,
    config: site.effective,
    bootstrap: bootstrap.trim(),
    partitions: site.workload.partitions ?? (role === 'consumer' ? 4 : 1),
    recordSize: site.workload.recordBytes ?? 512,
    throughput: site.workload.rate ?? -1,
    replicationFactor: 3,
    testDurationMinutes: 15,
    unknownToOmbClient: g.unknown,
    unknownAddedIn: g.addedIn,
    maybeUnknownToOmbClient: g.maybe,
  });
  await vscode.workspace.fs.createDirectory(folder);
  const workload = vscode.Uri.joinPath(folder, 'workload.yaml');
  await vscode.workspace.fs.writeFile(workload, Buffer.from(out.workloadYaml, 'utf8'));
  await vscode.workspace.fs.writeFile(vscode.Uri.joinPath(folder, 'driver.yaml'), Buffer.from(out.driverYaml, 'utf8'));
  return workload;
}
