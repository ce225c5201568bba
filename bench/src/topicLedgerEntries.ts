// The entries of a topic ledger (connection.ts TopicLedger) as both ledgers store them — the
// extension's in workspace storage (client/src/bench/ui/ledger.ts), the CLI's in a file
// (cli/src/topicLedger.ts): which benchmark topic, on which bootstrap, created when. Whatever
// was stored is read through the schema: a damaged or hand-edited entry, or a name this product
// never generates, is dropped and so never offered for deletion.
import { z } from 'zod';
import { TOPIC_PREFIX } from '../../common/src/bench';

const entrySchema = z.object({ topic: z.string().startsWith(TOPIC_PREFIX), bootstrap: z.string(), created: z.string() });
export type TopicLedgerEntry = z.infer<typeof entrySchema>;

/** The valid entries of what was stored (anything else counts as no entry). */
export function ledgerEntries(stored: unknown): TopicLedgerEntry[] {
  return Array.isArray(stored) ? stored.flatMap((e) => { const r = entrySchema.safeParse(e); return r.success ? [r.data] : []; }) : [];
}

export function newEntry(topic: string, bootstrap: string): TopicLedgerEntry {
  return { topic, bootstrap, created: new Date().toISOString() };
}

/** Whether a stored entry is the one for `topic` on `bootstrap` (a damaged entry is no one's). */
export function isEntryFor(stored: unknown, topic: string, bootstrap: string): boolean {
  const r = entrySchema.safeParse(stored);
  return r.success && r.data.topic === topic && r.data.bootstrap === bootstrap;
}

export function topicsOn(stored: unknown, bootstrap: string): string[] {
  return ledgerEntries(stored).filter((e) => e.bootstrap === bootstrap).map((e) => e.topic);
}
