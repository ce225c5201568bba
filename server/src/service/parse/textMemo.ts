// What a rule derives from a whole document text (an index of its braces, where each name is
// declared async, where `x.run(` is called), computed once per text and shared by every site of the
// document. Rules that look outside their site re-run on every edit (ruleResults.ts reuses their
// results only for an identical text); before this, each of them also re-scanned the whole text once
// per site — on a 5,000-line file with 41 sites, most of an edit's rule time. Like lineIndexOf and
// blankComments, the last few texts are kept (the document being edited, the one before, a few others).
const RECENT = 4;
const recent: Array<{ text: string; values: Map<string, unknown> }> = [];

/** `compute(text)` for this text and key, computed on first use; `key` names what is computed (and its arguments). */
export function memoByText<T>(text: string, key: string, compute: (text: string) => T): T {
  let entry = recent.find((r) => r.text === text);
  if (!entry) {
    entry = { text, values: new Map() };
    recent.unshift(entry);
    if (recent.length > RECENT) recent.pop();
  }
  if (entry.values.has(key)) return entry.values.get(key) as T;
  const value = compute(text);
  entry.values.set(key, value);
  return value;
}
