// Comments of a JavaScript/TypeScript/Java text blanked out with spaces, offsets and line breaks
// kept, so a commented-out `await` or `sleep(…)` changes nothing and a LineIndex of the original
// text still maps offsets of the blanked one. Rules ask for it once per site, and every site of a
// document shares the same text: the last few results are kept, like lineIndexOf's.
const RECENT = 4;
const recent: Array<{ text: string; blanked: string }> = [];

export function blankComments(text: string): string {
  for (const r of recent) if (r.text === text) return r.blanked;
  // A line comment holds no \n: its blank is spaces of its length, without a second regex per comment.
  const blanked = text.replace(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g, (m) => (m.includes('\n') ? m.replace(/[^\n]/g, ' ') : ' '.repeat(m.length)));
  recent.unshift({ text, blanked });
  if (recent.length > RECENT) recent.pop();
  return blanked;
}
