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

/** The results with repeated warning, information and hint findings merged into their first occurrence, and how many were merged. */
export function mergeRepeats(results: readonly FileResult[]): { results: FileResult[]; merged: number } {
  const places = new Map<string, string[]>();
  for (const r of results) {
    for (const d of r.diagnostics) {
      if (!mergeable(d)) continue;
      const key = sameAdvice(d);
      const list = places.get(key) ?? [];
      list.push(`${r.file}:${d.range.start.line + 1}`);
      places.set(key, list);
    }
  }
  const seen = new Set<string>();
  let merged = 0;
  const kept = results.map((r) => ({
    ...r,
    diagnostics: r.diagnostics.flatMap((d) => {
      if (!mergeable(d)) return [d];
      const key = sameAdvice(d);
      const all = places.get(key) ?? [];
      if (all.length < 2) return [d];
      if (seen.has(key)) {
        merged++;
        return [];
      }
      seen.add(key);
      return [{ ...d, message: `${d.message} ${alsoAt(all.slice(1))}` }];
    }),
  }));
  return { results: kept, merged };
}

function alsoAt(others: readonly string[]): string {
  const named = others.slice(0, NAMED).join(', ');
  const more = others.length - NAMED;
  return more > 0 ? `(The same at ${named} and ${more} more.)` : `(The same at ${named}.)`;
}
