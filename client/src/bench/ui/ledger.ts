// The topics benchmarks created, written to workspace storage before each topic exists and
// crossed off once it is deleted. A window reload or a killed extension host skips the run's
// `finally`; whatever is still listed here is deleted by the next activation or the next run
// against that bootstrap — only these names, which this product generated (issue 6).
import type * as vscode from 'vscode';
import { isEntryFor, ledgerEntries, newEntry, topicsOn, type TopicLedger } from '../../../../bench/src/index';
import { QueuedKey } from './queuedKey';

const KEY = 'kafkaTuning.benchmark.createdTopics.v1';

export class WorkspaceTopicLedger {
  private readonly entries: QueuedKey<unknown[]>;

  constructor(memento: vscode.Memento) {
    this.entries = new QueuedKey(memento, KEY, () => []);
  }

  /** Bootstraps that have recorded topics, i.e. where an interrupted run may have left one. */
  bootstraps(): string[] {
    return [...new Set(ledgerEntries(this.entries.read()).map((e) => e.bootstrap))];
  }

  /** The ledger as the engine sees it for one cluster. */
  for(bootstrap: string): TopicLedger {
    return {
      record: (topic) => this.entries.change((all) => [...all, newEntry(topic, bootstrap)]),
      forget: (topic) => this.entries.change((all) => all.filter((e) => !isEntryFor(e, topic, bootstrap))),
      names: () => topicsOn(this.entries.read(), bootstrap),
    };
  }
}
