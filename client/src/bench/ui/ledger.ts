// The topics benchmarks created, written to workspace storage before each topic exists and
// crossed off once it is deleted. A window reload or a killed extension host skips the run's
// `finally`; whatever is still listed here is deleted by the next activation or the next run
// against that bootstrap — only these names, which this product generated (issue 6).
import type * as vscode from 'vscode';
import { z } from 'zod';
import { TOPIC_PREFIX } from '../../../../common/src/bench';
import type { TopicLedger } from '../../../../bench/src/index';
import { QueuedKey } from './queuedKey';

const KEY = 'kafkaTuning.benchmark.createdTopics.v1';
const entrySchema = z.object({ topic: z.string().startsWith(TOPIC_PREFIX), bootstrap: z.string(), created: z.string() });
type Entry = z.infer<typeof entrySchema>;

export class WorkspaceTopicLedger {
  private readonly entries: QueuedKey<unknown[]>;

  constructor(memento: vscode.Memento) {
    this.entries = new QueuedKey(memento, KEY, () => []);
  }

  private valid(): Entry[] {
    return this.entries.read().flatMap((e) => { const r = entrySchema.safeParse(e); return r.success ? [r.data] : []; });
  }

  /** Bootstraps that have recorded topics, i.e. where an interrupted run may have left one. */
  bootstraps(): string[] {
    return [...new Set(this.valid().map((e) => e.bootstrap))];
  }

  /** The ledger as the engine sees it for one cluster. */
  for(bootstrap: string): TopicLedger {
    return {
      record: (topic) => this.entries.change((all) => [...all, { topic, bootstrap, created: new Date().toISOString() }]),
      forget: (topic) => this.entries.change((all) => all.filter((e) => { const r = entrySchema.safeParse(e); return !(r.success && r.data.topic === topic && r.data.bootstrap === bootstrap); })),
      names: () => this.valid().filter((e) => e.bootstrap === bootstrap).map((e) => e.topic),
    };
  }
}
