// Results persist in workspaceState (survive reloads), keyed by document URI + site index, newest
// first, with a bounded history so A/B comparisons have something to compare.
// Writes are read-modify-write of one key: they go through a queue so two runs finishing at once
// (or a clear during a run) cannot overwrite each other's entry, whatever the Memento's timing.
import type * as vscode from 'vscode';
import { benchResultSchema, type BenchResult } from '../../../../common/bench';

const KEY = 'kafkaTuning.benchmark.results.v1';
const MAX_PER_SITE = 20;

export class ResultStore {
  private writes: Promise<unknown> = Promise.resolve();

  constructor(private readonly memento: vscode.Memento) {}

  private all(): Record<string, unknown[]> {
    // A copy: the memento may hand out its cached object, which must change only through update().
    return { ...this.memento.get<Record<string, unknown[]>>(KEY, {}) };
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

  /** Stored entries and how many of them still parse (tests: a history is never corrupted). */
  integrity(): { entries: number; valid: number } {
    const raw = Object.values(this.all()).flat();
    return { entries: raw.length, valid: raw.filter((r) => benchResultSchema.safeParse(r).success).length };
  }

  add(uri: string, index: number, r: BenchResult): Promise<void> {
    return this.write((all) => {
      const k = ResultStore.key(uri, index);
      all[k] = [r, ...(all[k] ?? [])].slice(0, MAX_PER_SITE);
    });
  }

  clear(uri: string, index: number): Promise<void> {
    return this.write((all) => { delete all[ResultStore.key(uri, index)]; });
  }

  private write(change: (all: Record<string, unknown[]>) => void): Promise<void> {
    const next = this.writes.then(async () => {
      const all = this.all();
      change(all);
      await this.memento.update(KEY, all);
    });
    this.writes = next.catch(() => undefined); // one failed write must not block the ones after it
    return next;
  }
}
