// Results persist in workspaceState (survive reloads), keyed by document URI + site id, newest
// first, with a bounded history so A/B comparisons have something to compare.
import type * as vscode from 'vscode';
import { benchResultSchema, type BenchResult } from '../../../../common/src/bench';
import { QueuedKey } from './queuedKey';

// v2: keyed by site id (v1 was keyed by the site's index, which moved when a config was added above).
const KEY = 'kafkaTuning.benchmark.results.v2';
const MAX_PER_SITE = 20;

export class ResultStore {
  private readonly results: QueuedKey<Record<string, unknown[]>>;

  constructor(memento: vscode.Memento) {
    this.results = new QueuedKey(memento, KEY, () => ({}));
  }

  static key(uri: string, siteId: string): string {
    return `${uri}#${siteId}`;
  }

  /** History of one site, newest first; entries that no longer match the schema are dropped. */
  history(uri: string, siteId: string): BenchResult[] {
    const raw = this.results.read()[ResultStore.key(uri, siteId)] ?? [];
    return raw.map((r) => benchResultSchema.safeParse(r)).filter((r) => r.success).map((r) => r.data);
  }

  latest(uri: string, siteId: string): BenchResult | undefined {
    return this.history(uri, siteId)[0];
  }

  /** Stored entries and how many of them still parse (tests: a history is never corrupted). */
  integrity(): { entries: number; valid: number } {
    const raw = Object.values(this.results.read()).flat();
    return { entries: raw.length, valid: raw.filter((r) => benchResultSchema.safeParse(r).success).length };
  }

  add(uri: string, siteId: string, r: BenchResult): Promise<void> {
    const k = ResultStore.key(uri, siteId);
    return this.results.change((all) => ({ ...all, [k]: [r, ...(all[k] ?? [])].slice(0, MAX_PER_SITE) }));
  }

  clear(uri: string, siteId: string): Promise<void> {
    const k = ResultStore.key(uri, siteId);
    return this.results.change((all) => { delete all[k]; return all; });
  }
}
