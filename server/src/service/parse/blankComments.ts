// Comments of a JavaScript/TypeScript/Java text blanked out with spaces, offsets and line breaks
// kept, so a commented-out `await` or `sleep(…)` changes nothing and a LineIndex of the original
// text still maps offsets of the blanked one. Rules ask for it once per site, and every site of a
// document shares the same text: computed once per text (textMemo.ts).
import { memoByText } from './textMemo';

export function blankComments(text: string): string {
  // A line comment holds no \n: its blank is spaces of its length, without a second regex per comment.
  return memoByText(text, 'blankComments', (t) => t.replace(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g, (m) => (m.includes('\n') ? m.replace(/[^\n]/g, ' ') : ' '.repeat(m.length))));
}
