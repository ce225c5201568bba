// Advice said once per run: a warning, information or hint finding whose rule and words are the
// same in several places (ten connector files made from one template, services copied from one
// another, one note on every site of a file) is listed where it first appears, naming the other
// places, instead of once per place. Precision checks of `kafka-tune lint` on public repositories
// counted such repeats as noise a maintainer would switch off (checks 67, 71, 72). The exit code
// and --max-warnings still count every place (lintCommand.ts tallies before merging). Errors are
// never merged: each stops a client or a broker where it is.
import type { Diagnostic } from 'vscode-languageserver-types';
import type { FileResult } from './results';

/** Places named in the kept finding's message before "and N more". */
const NAMED = 3;

const mergeable = (d: Diagnostic): boolean => (d.severity ?? 1) >= 2;
// The severity is part of it: the same words at two levels (a hint for a local stack, a warning for a
// real network) are two findings, and a warning is never folded into a hint.
const sameAdvice = (d: Diagnostic): string => `${String(d.code ?? '')}\0${d.severity ?? 1}\0${d.message}`;

/**
 * One file's finding that says what an earlier one of the same rule says, for another broker, port
 * or node of that file: as many words, each the same but for its digits (kafka-1 and kafka-2,
 * localhost:9092 and localhost:9094), at most a fifth of them different. Checks 85 and 87: the same
 * listener warning once per broker of one compose file. Sibling keys (siblingNames) count as like
 * words too. A finding about an unrelated key (unknown-key on lingr.ms and on bach.size) stays.
 */
function likewise(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length || a.length < 12) return false;
  const limit = Math.max(2, Math.floor(a.length / 5));
  let differ = 0;
  for (let i = 0; i < a.length; i++) {
    if (a[i] === b[i]) continue;
    if (!(a[i].replace(/\d+/g, '0') === b[i].replace(/\d+/g, '0') || siblingNames(a[i], b[i])) || ++differ > limit) return false;
  }
  return true;
}

/**
 * Two dotted or underscored names one part apart: internal.key.converter and internal.value.converter,
 * CONNECT_INTERNAL_KEY_CONVERTER and CONNECT_INTERNAL_VALUE_CONVERTER (check 89: the same removal
 * said for both on neighbouring lines). lingr.ms and bach.size differ in every part and stay apart.
 */
function siblingNames(a: string, b: string): boolean {
  const pa = a.split(/[._]/);
  const pb = b.split(/[._]/);
  if (pa.length < 2 || pa.length !== pb.length) return false;
  return pa.filter((part, i) => part !== pb[i]).length === 1;
}

/**
 * The results with repeated warning, information and hint findings merged into their first
 * occurrence, how many were merged, and how many of those only said likewise (other names and
 * numbers in one file) rather than the same words.
 */
export function mergeRepeats(results: readonly FileResult[]): { results: FileResult[]; merged: number; likewise: number } {
  // Each finding's group: the first finding of the same words anywhere, or of like words in its file.
  const groupOf = new Map<Diagnostic, Diagnostic>();
  // Each finding's place, and whether its words are its group lead's own (not only alike).
  const memberOf = new Map<Diagnostic, { place: string; same: boolean }>();
  const members = new Map<Diagnostic, Array<{ place: string; same: boolean }>>();
  const firstOf = new Map<string, Diagnostic>();
  for (const r of results) {
    const leadsHere: Array<{ d: Diagnostic; words: string[] }> = [];
    for (const d of r.diagnostics) {
      if (!mergeable(d)) continue;
      const key = sameAdvice(d);
      const words = d.message.split(' ');
      const exact = firstOf.get(key);
      const like = exact ? undefined : leadsHere.find((l) => l.d.code === d.code && l.d.severity === d.severity && likewise(l.words, words))?.d;
      const lead = exact ?? like ?? d;
      if (lead === d) {
        firstOf.set(key, d);
        leadsHere.push({ d, words });
      }
      groupOf.set(d, lead);
      const member = { place: `${r.file}:${d.range.start.line + 1}`, same: lead === d || !!exact };
      memberOf.set(d, member);
      const list = members.get(lead) ?? [];
      list.push(member);
      members.set(lead, list);
    }
  }
  let merged = 0;
  let likewiseCount = 0;
  const kept = results.map((r) => ({
    ...r,
    diagnostics: r.diagnostics.flatMap((d) => {
      const lead = groupOf.get(d);
      if (!lead) return [d];
      const all = members.get(lead)!;
      if (all.length < 2) return [d];
      if (lead !== d) {
        merged++;
        if (!memberOf.get(d)!.same) likewiseCount++;
        return [];
      }
      return [{ ...d, message: `${d.message} ${alsoAt(`${r.file}:${d.range.start.line + 1}`, all.slice(1))}` }];
    }),
  }));
  return { results: kept, merged, likewise: likewiseCount };
}

function alsoAt(lead: string, members: ReadonlyArray<{ place: string; same: boolean }>): string {
  // Several services merged from one anchor share its line: each place is named once, the lead's not at all.
  const places = [...new Set(members.map((m) => m.place))].filter((p) => p !== lead);
  const others = places.map((place) => ({ place, same: members.filter((m) => m.place === place).every((m) => m.same) }));
  if (others.length === 0) return '(The same holds for other services or clusters written on this line.)';
  const named = others.slice(0, NAMED).map((o) => o.place).join(', ');
  const more = others.length - NAMED;
  const words = others.every((o) => o.same) ? 'The same' : 'The same, for other names or numbers,';
  return more > 0 ? `(${words} at ${named} and ${more} more.)` : `(${words} at ${named}.)`;
}
