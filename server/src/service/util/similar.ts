// "Did you mean" for misspelt keys: the closest candidates by edit distance, close enough to be a
// typo (linger.msec → linger.ms, fetch.min.byte → fetch.min.bytes) and never a different concept.

export { editDistance } from '../../../../common/src/editDistance';

/**
 * The edit distance if it is at most `limit`, else limit + 1: stops as soon as a whole row is over
 * the limit, so a key that is no typo of a candidate costs a few rows, not |a|·|b| cells (a file of
 * 100k application keys would otherwise take seconds).
 */
let row = new Int32Array(64);

export function distanceWithin(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  if (row.length <= b.length) row = new Int32Array(2 * (b.length + 1));
  const prev = row;
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0];
    prev[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = prev[j];
      prev[j] = Math.min(prev[j] + 1, prev[j - 1] + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (prev[j] < rowMin) rowMin = prev[j];
      diag = tmp;
    }
    if (rowMin > limit) return limit + 1;
  }
  return Math.min(prev[b.length], limit + 1);
}

/** Up to `max` candidates within a distance of a third of the word's length (at least 2). */
export function closest(word: string, candidates: Iterable<string>, max = 3): string[] {
  return new NearIndex(candidates).closest(word, max);
}

/**
 * `closest` over a fixed candidate set, prepared once (lower-cased, bucketed by length) for callers
 * that ask for many words: only candidates of a reachable length are compared at all.
 */
export class NearIndex {
  private readonly byLength: Array<Array<{ name: string; lower: string }>> = [];

  constructor(candidates: Iterable<string>) {
    for (const name of new Set(candidates)) (this.byLength[name.length] ??= []).push({ name, lower: name.toLowerCase() });
  }

  closest(word: string, max = 3): string[] {
    const limit = Math.max(2, Math.floor(word.length / 3));
    const scored: Array<[string, number]> = [];
    const lower = word.toLowerCase();
    const hi = Math.min(this.byLength.length - 1, word.length + limit);
    // The same dotted words in another order (max.tasks for tasks.max) is a slip of one, however far apart the letters are.
    const words = lower.includes('.') ? lower.split('.').sort().join('.') : undefined;
    for (let len = Math.max(0, word.length - limit); len <= hi; len++) {
      for (const c of this.byLength[len] ?? []) {
        const d = distanceWithin(lower, c.lower, limit);
        if (d <= limit && (d <= 2 || sameWords(lower, c.lower))) scored.push([c.name, d]);
        else if (words && len === word.length && c.lower.split('.').sort().join('.') === words) scored.push([c.name, 1]);
      }
    }
    return scored.sort((x, y) => x[1] - y[1] || x[0].localeCompare(y[0])).slice(0, max).map(([c]) => c);
  }
}

/**
 * Past two edits, a candidate is a typo only if each dotted word it changes is a slip of that word
 * (msec for ms, retries for retry), not another word: application.port is no misspelling of
 * application.id or application.server, nor ssl.keystore of ssl.truststore, however few letters the
 * whole names differ by. A word is a slip of another when few of its letters differ, or when both
 * start alike (3 letters or more) and differ in at most half of theirs. Names with a different
 * number of words (lingerms, a space for a dot) are left to the whole distance.
 */
function sameWords(a: string, b: string): boolean {
  const x = a.split('.');
  const y = b.split('.');
  if (x.length !== y.length) return true;
  return x.every((w, i) => w === y[i] || slipOf(w, y[i]));
}

function slipOf(w: string, v: string): boolean {
  const longest = Math.max(w.length, v.length);
  const few = Math.max(2, Math.floor(longest / 3));
  if (distanceWithin(w, v, few) <= few) return true;
  let common = 0;
  while (common < Math.min(w.length, v.length) && w[common] === v[common]) common++;
  const half = Math.ceil(longest / 2);
  return common >= 3 && distanceWithin(w, v, half) <= half;
}

/**
 * Keys a class-name value spells out: a StreamsProductionExceptionHandler under a misspelt key was
 * written for default.production.exception.handler, however close the key's letters are to
 * default.deserialization.exception.handler. A candidate qualifies when all its dotted words but a
 * leading "default" (three at least) end the class's simple name, word for word.
 */
export function keysNamedByClass(value: string | undefined, candidates: Iterable<string>): string[] {
  const simple = value?.trim().replace(/\.class(\.getName\(\))?$/, '').split(/[.$]/).pop() ?? '';
  if (!/^[A-Z]/.test(simple)) return [];
  const classWords = (simple.match(/[A-Z][a-z0-9]*/g) ?? []).map((w) => w.toLowerCase());
  const out: string[] = [];
  for (const key of candidates) {
    const words = key.split('.');
    if (words[0] === 'default') words.shift();
    if (words.length < 3 || words.length > classWords.length) continue;
    const tail = classWords.slice(classWords.length - words.length);
    if (words.every((w, i) => w === tail[i])) out.push(key);
  }
  return out.sort();
}
