// Each TS/JS document's last syntax tree, updated in place of a fresh parse after an edit:
// ts.updateSourceFile re-parses only around the changed span (the edit comes from textChange, the
// common prefix and suffix of the two texts) and reuses the untouched nodes. On a 5,000-line file a
// one-character edit costs a few ms instead of a ~30 ms parse (`npm run bench:code`).
// Bounded: a few documents and a total of characters, least recently used first out, since a tree
// costs ~10× its text in memory. The update invalidates the old tree, which is safe here: sites keep
// ranges and strings, never nodes.
import ts from 'typescript';
import type { SourceDocument } from '../../model';
import { textChange } from '../../parse/textChange';

/** Trees kept: the documents being edited now, not every file the CLI or the workspace opens. */
const MAX_TREES = 8;
/** Characters of text across the kept trees (a tree costs roughly 10× its text). */
const MAX_CHARS = 4_000_000;

interface Kept {
  fileName: string;
  kind: ts.ScriptKind;
  text: string;
  sf: ts.SourceFile;
}

const kept = new Map<string, Kept>();
let keptChars = 0;

/**
 * The document's tree, from its previous tree when it has one. Parent pointers are the caller's to
 * set on a fresh parse (tsSites' walk does); updateSourceFile sets them itself.
 */
export function sourceFileOf(doc: SourceDocument, kind: ts.ScriptKind): ts.SourceFile {
  const fileName = doc.fileName || 'file.ts';
  const before = kept.get(doc.uri);
  if (before) drop(doc.uri);
  let sf: ts.SourceFile | undefined;
  if (before && before.fileName === fileName && before.kind === kind) {
    const change = textChange(before.text, doc.text);
    try {
      sf = !change ? before.sf : ts.updateSourceFile(before.sf, doc.text, {
        span: { start: change.start, length: change.oldEnd - change.start },
        newLength: change.newEnd - change.start,
      });
    } catch {
      // An assertion inside the incremental parser must not cost the document its sites: parse afresh.
      sf = undefined;
    }
  }
  sf ??= ts.createSourceFile(fileName, doc.text, ts.ScriptTarget.Latest, false, kind);
  if (doc.text.length <= MAX_CHARS) {
    kept.set(doc.uri, { fileName, kind, text: doc.text, sf });
    keptChars += doc.text.length;
    for (const [uri] of kept) {
      if (kept.size <= MAX_TREES && keptChars <= MAX_CHARS) break;
      drop(uri);
    }
  }
  return sf;
}

/** The document is closed (or released by the CLI): its tree goes. */
export function forgetSourceFile(uri: string): void {
  drop(uri);
}

function drop(uri: string): void {
  const k = kept.get(uri);
  if (!k) return;
  keptChars -= k.text.length;
  kept.delete(uri);
}
