// CodeLenses at each producer/consumer config site: "Benchmark this config", and after a run the
// measured "p50 · p99 · rec/s (mode, rounds, when)", marked stale once the site's effective
// config (its fingerprint) no longer matches what was measured.
import * as vscode from 'vscode';
import type { BenchKind } from '../../../../common/src/bench';
import type { SiteSummary } from '../../../../common/src/protocol';
import { annotation } from '../../../../bench/src/index';
import type { ResultStore } from './store';

export const BENCH_COMMAND = 'kafkaTuning.benchmark';
export const SHOW_COMMAND = 'kafkaTuning.benchmark.showResults';

export function isBenchmarkable(s: SiteSummary): s is SiteSummary & { role: BenchKind } {
  return s.role === 'producer' || s.role === 'consumer';
}

export class BenchLensProvider implements vscode.CodeLensProvider {
  private readonly changed = new vscode.EventEmitter<void>();
  readonly onDidChangeCodeLenses = this.changed.event;

  constructor(private readonly sites: (uri: vscode.Uri) => Promise<SiteSummary[]>, private readonly store: ResultStore) {}

  refresh(): void {
    this.changed.fire();
  }

  async provideCodeLenses(doc: vscode.TextDocument): Promise<vscode.CodeLens[]> {
    if (!vscode.workspace.isTrusted) return [];
    let sites: SiteSummary[];
    try { sites = await this.sites(doc.uri); } catch { return []; }
    const lenses: vscode.CodeLens[] = [];
    for (const s of sites.filter(isBenchmarkable)) {
      const at = new vscode.Range(s.range.start.line, 0, s.range.start.line, 0);
      lenses.push(new vscode.CodeLens(at, { title: 'Benchmark this config', command: BENCH_COMMAND, arguments: [doc.uri, s.id] }));
      const last = this.store.latest(doc.uri.toString(), s.id);
      if (last) {
        const stale = last.fingerprint !== undefined && last.fingerprint !== s.fingerprint;
        lenses.push(new vscode.CodeLens(at, {
          title: `${stale ? '$(history) stale: ' : '$(pulse) '}${annotation(last)}`,
          tooltip: stale ? 'The config changed since this was measured; run the benchmark again.' : `${last.label} · ${last.cluster}`,
          command: SHOW_COMMAND,
          arguments: [doc.uri, s.id],
        }));
      }
    }
    return lenses;
  }
}
