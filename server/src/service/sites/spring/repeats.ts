// A document repeated whole by a later one with the same activation (a profile block pasted twice):
// every Kafka key of the earlier document is written again in the later one, which Spring reads
// after it, so the earlier document changes nothing for Kafka. duplicate-key says that once for the
// document instead of once per key; where only some keys repeat, each stays a finding of its own.
import type { ConfigEntry } from '../../model';
import type { FlatDoc } from './flat';
import type { SpringRepeat } from './extras';

interface Item { role?: string; entry: ConfigEntry; offset: number; document: number }

/** The repeats among `own` (the documents of one activation, in file order); none for fewer than two keys. */
export function repeatedDocuments(flat: FlatDoc, own: ReadonlySet<number>, items: readonly Item[]): SpringRepeat[] {
  const docs = [...own].sort((a, b) => a - b);
  if (docs.length < 2) return [];
  const written = new Map<number, Map<string, Item>>();
  for (const d of docs) written.set(d, new Map());
  // Within one document the last write of a key is its value (a YAML document cannot repeat a key).
  for (const x of [...items].sort((a, b) => a.offset - b.offset)) written.get(x.document)?.set(`${x.role ?? ''}\0${x.entry.key}`, x);
  const out: SpringRepeat[] = [];
  docs.forEach((d, i) => {
    const mine = written.get(d)!;
    if (mine.size < 2) return;
    const later = docs.slice(i + 1).find((l) => [...mine.keys()].every((k) => written.get(l)!.has(k)));
    if (later === undefined) return;
    const first = [...mine.values()].sort((a, b) => a.offset - b.offset)[0];
    out.push({
      lines: linesOf(flat, d),
      by: linesOf(flat, later),
      keys: mine.size,
      sameValues: [...mine].every(([k, x]) => written.get(later)!.get(k)!.entry.value === x.entry.value),
      range: first.entry.keyRange,
    });
  });
  return out;
}

/** First and last line (0-based) of a document's keys: its `spring:` block line to its last value. */
function linesOf(flat: FlatDoc, document: number): [number, number] {
  const starts = flat.keys.filter((k) => k.document === document).map((k) => k.offset);
  const ends = flat.entries.filter((e) => e.document === document).map((e) => e.range.end.line);
  return [flat.lines.position(Math.min(...starts)).line, Math.max(...ends)];
}
