// Each TS/JS document's last parse, kept as its top-level statements (statements.ts) so that an
// edit costs a parse of the statement it falls in, not of the file. An edit inside one top-level
// statement re-parses that statement's new text alone (statementChunk.ts says when that is provably
// what a whole-file parse would give) and moves the document offsets of the statements after it:
// no node of the rest of the file is visited. On the 5,000-line file of `npm run bench:code` that
// is a parse of a few hundred characters where ts.updateSourceFile took ~10 ms (it walks every node
// of the file to move its position). Otherwise — a text with a syntax error, an edit across statements — the whole file is
// parsed: incrementally (ts.updateSourceFile) from a kept tree of an earlier broken text, afresh else.
// Bounded: a few documents and a total of characters, least recently used first out, since a tree
// costs ~10× its text in memory. ts.updateSourceFile invalidates the old tree, which is safe here:
// sites keep ranges and strings, never nodes, and no base (below) refers to that tree.
import ts from 'typescript';
import type { SourceDocument } from '../../model';
import { textChange } from '../../parse/textChange';
import { DocStatements } from './statements';
import { reparseStatement, splittable } from './statementChunk';

/** Trees kept: the documents being edited now, not every file the CLI or the workspace opens. */
const MAX_TREES = 8;
/** Characters of text across the kept trees (a tree costs roughly 10× its text). */
const MAX_CHARS = 4_000_000;

interface Kept {
  fileName: string;
  kind: ts.ScriptKind;
  /** The statements of the document's last text. */
  current: DocStatements;
  /**
   * The last text whose statements are known to be a whole-file parse's: a fresh parse, or
   * statements re-parsed alone on top of one, and free of syntax errors (statementChunk.ts:
   * splittable). Edits are measured from here, so typing through a broken state inside one
   * statement comes back to a one-statement parse. A tree from ts.updateSourceFile never becomes
   * one: its incremental parser is not always what a fresh parse gives (the fuzz found a
   * `declare export function` that, after a `/*` typed and removed, kept `declare` apart).
   */
  base: DocStatements | undefined;
  /** A whole-file tree no base refers to, for ts.updateSourceFile (which moves the nodes of the tree it starts from). */
  whole: ts.SourceFile | undefined;
}

const kept = new Map<string, Kept>();
let keptChars = 0;

/** How the last call got its statements (for the tests and benchmarks). */
export let lastParse: 'unchanged' | 'statement' | 'incremental' | 'full' = 'full';

/**
 * The document's top-level statements, from its previous parse when it has one. Parent pointers
 * are the caller's to set on a fresh parse (tsSites' walk does); updateSourceFile sets them itself.
 */
export function statementsOf(doc: SourceDocument, kind: ts.ScriptKind): DocStatements {
  const fileName = doc.fileName || 'file.ts';
  const text = doc.text;
  const before = kept.get(doc.uri);
  if (before) drop(doc.uri);
  const same = before && before.fileName === fileName && before.kind === kind ? before : undefined;
  let next: Kept;
  if (same && same.current.text === text) {
    next = same;
    lastParse = 'unchanged';
  } else if (same?.base && same.base.text === text) {
    next = { ...same, current: same.base };
    lastParse = 'unchanged';
  } else {
    const alone = same?.base && oneStatement(same.base, fileName, kind, text);
    if (same && alone) {
      next = { ...same, current: alone, base: alone };
      lastParse = 'statement';
    } else {
      next = wholeFile(same, fileName, kind, text);
    }
  }
  if (text.length <= MAX_CHARS) {
    kept.set(doc.uri, next);
    keptChars += charsOf(next);
    for (const [uri] of kept) {
      if (kept.size <= MAX_TREES && keptChars <= MAX_CHARS) break;
      drop(uri);
    }
  }
  return next.current;
}

/**
 * A parse of the whole text: incremental from the kept tree no base refers to, fresh else. A text
 * that parses without errors is parsed afresh (once) to become the base edits are measured from.
 */
function wholeFile(before: Kept | undefined, fileName: string, kind: ts.ScriptKind, text: string): Kept {
  const fresh = () => ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
  let sf: ts.SourceFile | undefined;
  if (before?.whole) {
    const change = textChange(before.whole.text, text);
    try {
      sf = !change ? before.whole : ts.updateSourceFile(before.whole, text, {
        span: { start: change.start, length: change.oldEnd - change.start },
        newLength: change.newEnd - change.start,
      });
      lastParse = 'incremental';
    } catch {
      // An assertion inside the incremental parser must not cost the document its sites: parse afresh.
      sf = undefined;
    }
  }
  if (sf && !splittable(sf)) return { fileName, kind, current: DocStatements.of(sf), base: before?.base, whole: sf };
  // No tree to start from, or a text without errors: a fresh parse, which can be the base. The
  // incremental tree, if any, stays for the next broken text.
  const full = fresh();
  lastParse = 'full';
  const statements = DocStatements.of(full);
  if (splittable(full)) return { fileName, kind, current: statements, base: statements, whole: sf };
  // A broken text parsed afresh: its tree is no base, so the next edit can update it in place.
  return { fileName, kind, current: statements, base: before?.base, whole: full };
}

function charsOf(k: Kept): number {
  // A tree costs ~10× its text: count the base's and the separate incremental tree's.
  return (k.base?.text.length ?? 0) + (k.whole ? k.whole.text.length : 0) + (k.current !== k.base && !k.whole ? k.current.text.length : 0);
}

/** The edit lies in one top-level statement (its leading trivia included): that statement alone is parsed again. */
function oneStatement(s: DocStatements, fileName: string, kind: ts.ScriptKind, text: string): DocStatements | undefined {
  const change = textChange(s.text, text);
  if (!change) return s;
  const n = s.nodes.length;
  const fullStart = (i: number) => s.nodes[i].pos + s.deltas[i];
  const end = (i: number) => s.nodes[i].end + s.deltas[i];
  // The last statement whose full start is at or before the edit.
  let lo = 0;
  let hi = n - 1;
  let at = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (fullStart(mid) <= change.start) {
      at = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  const grow = (change.newEnd - change.start) - (change.oldEnd - change.start);
  // An insertion right at a boundary may belong to the end of one statement or the start of the next.
  for (const i of [at, at - 1]) {
    if (i < 0 || fullStart(i) > change.start || change.oldEnd > end(i)) continue;
    const start = fullStart(i);
    const r = reparseStatement({
      fileName, kind, text: text.slice(start, end(i) + grow), start,
      old: s.nodes[i], oldFile: s.files[i],
      previous: i > 0 ? { node: s.nodes[i - 1], file: s.files[i - 1] } : undefined,
      hasNext: i < n - 1,
    });
    if (!r) continue;
    const nodes = s.nodes.slice();
    const files = s.files.slice();
    const deltas = s.deltas.slice();
    nodes[i] = r.statement;
    files[i] = r.sf;
    deltas[i] = start;
    for (let j = i + 1; j < n; j++) deltas[j] += grow;
    return new DocStatements(text, nodes, files, deltas);
  }
  return undefined;
}

/** The document is closed (or released by the CLI): its tree goes. */
export function forgetSourceFile(uri: string): void {
  drop(uri);
}

function drop(uri: string): void {
  const k = kept.get(uri);
  if (!k) return;
  keptChars -= charsOf(k);
  kept.delete(uri);
}
