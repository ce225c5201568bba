// Results persist in workspaceState (survive reloads), keyed by document URI + site index, newest
// first, with a bounded history so A/B comparisons have something to compare.
import type * as vscode from 'vscode';
import { benchResultSchema, type BenchResult } from '../../../../common/bench';
import { QueuedKey } from './queuedKey';

const KEY = 'kafkaTuning.benchmark.results.v1';
const MAX_PER_SITE = 20;

export class ResultStore {
  private readonly results: QueuedKey<Record<string, unknown[]>>;

  constructor(memento: vscode.Memento) {
    this.results = new QueuedKey(memento, KEY, () => ({}));
  }

  static key(uri: string, index: number): string {
    return `${uri}#${index}`;
  }

  /** History of one site, newest first; entries that no longer match the schema are dropped. */
  history(uri: string, index: number): BenchResult[] {
    const raw = this.results.read()[ResultStore.key(uri, index)] ?? [];
    return raw.map((r) => benchResultSchema.safeParse(r)).filter((r) => r.success).map((r) => r.data);
  }

  latest(uri: string, index: number): BenchResult | undefined {
    return this.history(uri, index)[0];
  }

  /** Stored entries and how many of them still parse (tests: a history is never corrupted). */
  integrity(): { entries: number; valid: number } {
    const raw = Object.values(this.results.read()).flat();
    return { entries: raw.length, valid: raw.filter((r) => benchResultSchema.safeParse(r).success).length };
  }

  add(uri: string, index: number, r: BenchResult): Promise<void> {
    const k = ResultStore.key(uri, index);
    return this.results.change((all) => ({ ...all, [k]: [r, ...(all[k] ?? [])].slice(0, MAX_PER_SITE) }));
  }

  clear(uri: string, index: number): Promise<void> {
    const k = ResultStore.key(uri, index);
    return this.results.change((all) => { delete all[k]; return all; });
  }
}
