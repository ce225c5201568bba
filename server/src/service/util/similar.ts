// "Did you mean" for misspelt keys: the closest candidates by edit distance, close enough to be a
// typo (linger.msec → linger.ms, fetch.min.byte → fetch.min.bytes) and never a different concept.

export function editDistance(a: string, b: string): number {
  const prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0];
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = prev[j];
      prev[j] = Math.min(prev[j] + 1, prev[j - 1] + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = tmp;
    }
  }
  return prev[b.length];
}

/** Up to `max` candidates within a distance of a third of the word's length (at least 2). */
export function closest(word: string, candidates: Iterable<string>, max = 3): string[] {
  const limit = Math.max(2, Math.floor(word.length / 3));
  const scored: Array<[string, number]> = [];
  const lower = word.toLowerCase();
  for (const c of candidates) {
    if (Math.abs(c.length - word.length) > limit) continue;
    const d = editDistance(lower, c.toLowerCase());
    if (d <= limit) scored.push([c, d]);
  }
  return scored.sort((x, y) => x[1] - y[1] || x[0].localeCompare(y[0])).slice(0, max).map(([c]) => c);
}
