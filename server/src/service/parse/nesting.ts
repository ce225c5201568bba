// How deep parentheses nest in Java source, skipping string and char literals and comments.
// java-parser's error recovery grows faster than linearly with unclosed parentheses in front of
// more code (measured: 80 unclosed '(' cost 0.65 s and 98 MB, 160 cost 2.3 s and 226 MB, and the
// 3,200 a fuzzed edit produced ran a 4 GB heap out of memory), while well-formed nesting of any
// depth parses in milliseconds. Hand-written Java never nests anywhere near the limit, so a file
// past it is reported and left alone rather than allowed to take the server down.
//
// The check runs before every analysis, so on every keystroke: a large text's scan is kept in
// pieces (the depth where each piece starts, the deepest point in it), and the text after one edit
// is scanned only from the piece the edit is in until the scan meets a piece start of the old text
// at the same depth, past the edit: from there on the old pieces hold (a 712,500-character file
// was scanned whole per keystroke, ~1 ms).
import { textChange } from './textChange';

/** The characters that open or close a parenthesis, a literal or a comment; the scan jumps between them. */
const MARKS = /[()"'/]/g;

/** True when some point of `text` is inside more than `limit` open parentheses. */
export function parenDepthExceeds(text: string, limit: number): boolean {
  return deepestParen(text) > limit;
}

/**
 * Where the scan may stop and resume: at `at` with `depth` open parentheses, all characters it read
 * to get there lie before `at` (or are the one at `at`). `deepest` is the deepest point from `at` to the next piece.
 */
interface Piece {
  at: number;
  depth: number;
  deepest: number;
}

/** Pieces start at least this far apart (fewer make a longer rescan per edit, more a longer list). */
const PIECE_CHARS = 4096;
/** Below this the whole text is scanned: finding the edit would cost about as much. */
const INCREMENTAL_MIN_CHARS = 64 * 1024;

let last: { text: string; pieces: Piece[]; deepest: number } | undefined;

/** The most parentheses open at any point of `text` (string/char literals and comments skipped). */
export function deepestParen(text: string): number {
  if (last?.text === text) return last.deepest;
  let pieces: Piece[] | undefined;
  const before = last;
  if (before && text.length >= INCREMENTAL_MIN_CHARS && Math.abs(before.text.length - text.length) < text.length / 8) {
    const change = textChange(before.text, text);
    if (change && change.newEnd - change.start < text.length / 8) pieces = rescan(text, before.pieces, change);
  }
  pieces ??= scan(text, { at: 0, depth: 0, deepest: 0 }, []);
  // Fragments from many edits are merged back by a full scan now and then.
  if (pieces.length > 2 * (text.length / PIECE_CHARS) + 16) pieces = scan(text, { at: 0, depth: 0, deepest: 0 }, []);
  let deepest = 0;
  for (const p of pieces) deepest = Math.max(deepest, p.deepest);
  last = { text, pieces, deepest };
  return deepest;
}

/** The pieces of `text` after `change` to the old text of `old`: kept before the edit, scanned over it, shifted after it. */
function rescan(text: string, old: Piece[], change: { start: number; oldEnd: number; newEnd: number }): Piece[] {
  // A piece whose start (and so everything read to reach it) lies before the edit.
  let k = 0;
  while (k + 1 < old.length && old[k + 1].at < change.start) k++;
  const kept = old.slice(0, k);
  const delta = change.newEnd - change.oldEnd;
  const oldAt = new Map<number, number>();
  for (let i = k + 1; i < old.length; i++) if (old[i].at >= change.oldEnd) oldAt.set(old[i].at, i);
  return scan(text, { at: old[k].at, depth: old[k].depth, deepest: old[k].depth }, kept, (at, depth) => {
    if (at < change.newEnd) return undefined;
    const i = oldAt.get(at - delta);
    if (i === undefined || old[i].depth !== depth) return undefined;
    return old.slice(i).map((p) => ({ at: p.at + delta, depth: p.depth, deepest: p.deepest }));
  });
}

/**
 * Scans `text` from `from` (a piece start), appending pieces to `out`. `meets`, asked at each
 * place the scan could resume, may hand back the rest of the pieces (the old text's, shifted) to end with.
 */
function scan(text: string, from: Piece, out: Piece[], meets?: (at: number, depth: number) => Piece[] | undefined): Piece[] {
  let piece = from;
  out.push(piece);
  let depth = from.depth;
  // A regular expression skips the characters in between ~2× faster than a loop over each.
  const marks = new RegExp(MARKS.source, 'g');
  marks.lastIndex = from.at;
  for (let m = marks.exec(text); m; m = marks.exec(text)) {
    let i = m.index;
    const c = text.charCodeAt(i);
    if (c === 0x28 /* ( */) {
      if (++depth > piece.deepest) piece.deepest = depth;
    } else if (c === 0x29 /* ) */) {
      if (depth > 0) depth--;
    } else if (c === 0x22 /* " */ || c === 0x27 /* ' */) {
      // A literal ends at its closing quote or, unterminated, at the end of the line.
      for (i++; i < text.length && text.charCodeAt(i) !== c && text.charCodeAt(i) !== 0x0a; i++) if (text.charCodeAt(i) === 0x5c /* \ */) i++;
      marks.lastIndex = i + 1;
    } else if (text.charCodeAt(i + 1) === 0x2f /* / */) {
      const end = text.indexOf('\n', i);
      if (end < 0) break;
      marks.lastIndex = end + 1;
    } else if (text.charCodeAt(i + 1) === 0x2a /* * */) {
      const end = text.indexOf('*/', i + 2);
      if (end < 0) break;
      marks.lastIndex = end + 2;
    }
    // Resuming at lastIndex needs only the depth: every character read so far lies before it or,
    // after a lone `/`, is the one at it (rescan() keeps a piece only when that one is before the
    // edit too, and meets() is asked only from the edit's end on).
    const at = marks.lastIndex;
    if (at > text.length) break;
    if (meets) {
      const rest = meets(at, depth);
      if (rest) return out.concat(rest);
    }
    if (at - piece.at >= PIECE_CHARS) {
      piece = { at, depth, deepest: depth };
      out.push(piece);
    }
  }
  return out;
}
