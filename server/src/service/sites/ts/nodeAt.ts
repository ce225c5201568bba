// Finding the nodes a rare word points at without walking the whole file: the few code pattern
// passes that look at one kind of construct (a consumer handler, an 'event.error' listener) search
// the text for its word and descend from the root to the token there, keeping the path, so a file
// that never writes the word costs one substring scan and the others a few descents.
import ts from 'typescript';
import type { DocStatements } from './statements';

/**
 * The nodes from the top-level statement that holds document offset `pos` down to the innermost
 * one that contains it, outermost first; empty when no statement holds it. The descent is done in
 * the statement's own tree (statements.ts), at `pos` less that tree's document offset.
 */
export function pathTo(tree: DocStatements, pos: number): ts.Node[] {
  const i = tree.nodes.findIndex((s, k) => tree.startOf(s) <= pos && pos < s.end + tree.deltas[k]);
  if (i < 0) return [];
  const sf = tree.files[i];
  const local = pos - tree.deltas[i];
  const path: ts.Node[] = [tree.nodes[i]];
  let node: ts.Node = tree.nodes[i];
  for (;;) {
    let next: ts.Node | undefined;
    ts.forEachChild(node, (c) => {
      if (next) return;
      if (c.getStart(sf) <= local && local < c.getEnd()) next = c;
    });
    if (!next) return path;
    path.push(next);
    node = next;
  }
}

/** Offsets of `word` in the text as a whole word (not part of a longer identifier). */
export function wordOffsets(text: string, word: string): number[] {
  const out: number[] = [];
  for (let i = text.indexOf(word); i >= 0; i = text.indexOf(word, i + word.length)) {
    const before = i > 0 ? text[i - 1] : '';
    const after = text[i + word.length] ?? '';
    if (!/[\w$]/.test(before) && !/[\w$]/.test(after)) out.push(i);
  }
  return out;
}
