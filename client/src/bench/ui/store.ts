// Results persist in workspaceState (survive reloads), keyed by document URI + site index, newest
// first, with a bounded history so A/B comparisons have something to compare.
import type * as vscode from 'vscode';
import { benchResultSchema, type BenchResult } from '../../../../common/bench';

const KEY = 'kafkaTuning.benchmark.results.v1';
const MAX_PER_SITE = 20;

export class ResultStore {
  constructor(private readonly memento: vscode.Memento) {}

  private all(): Record<string, unknown[]> {
    return this.memento.get<Record<string, unknown[]>>(KEY, {});
  }

  static key(uri: string, index: number): string {
    return `${uri}#${index}`;
  }

  /** History of one site, newest first; entries that no longer match the schema are dropped. */
  history(uri: string, index: number): BenchResult[] {
    const raw = this.all()[ResultStore.key(uri, index)] ?? [];
    return raw.map((r) => benchResultSchema.safeParse(r)).filter((r) => r.success).map((r) => r.data);
  }

  latest(uri: string, index: number): BenchResult | undefined {
    return this.history(uri, index)[0];
  }

  async add(uri: string, index: number, r: BenchResult): Promise<void> {
    const all = this.all();
    const k = ResultStore.key(uri, index);
    all[k] = [r, ...(all[k] ?? [])].slice(0, MAX_PER_SITE);
    await this.memento.update(KEY, all);
  }

  async clear(uri: string, index: number): Promise<void> {
    const all = this.all();
    delete all[ResultStore.key(uri, index)];
    await this.memento.update(KEY, all);
  }
}
