// The one edit that turns the previous text of a document into the next: the common prefix and
// suffix are kept, the middle is replaced. Incremental parsers (tree-sitter's Tree.edit,
// TypeScript's updateSourceFile) need exactly this triple. Computing it from the two texts instead
// of threading the LSP's didChange ranges through every layer keeps the service pure (the CLI, the
// tests and the server call the same analyze()) and costs one linear scan: ~0.2 ms on a 200 KB
// file, a few ms on 4 MB (see `npm run bench:code`).

/** Offsets in UTF-16 code units, like JavaScript strings. */
export interface TextChange {
  /** First offset that differs. */
  start: number;
  /** End of the replaced span in the previous text (exclusive). */
  oldEnd: number;
  /** End of the replacement in the next text (exclusive). */
  newEnd: number;
}

/** undefined when the texts are equal. */
export function textChange(previous: string, next: string): TextChange | undefined {
  if (previous === next) return undefined;
  const limit = Math.min(previous.length, next.length);
  // Equal stretches are skipped a block at a time (comparing two slices is a memory compare, ~6×
  // faster than a loop of charCodeAt on a 180 KB file), then narrowed to the exact character.
  let start = 0;
  for (let block = 4096; block >= 16; block >>= 4) {
    while (start + block <= limit && previous.slice(start, start + block) === next.slice(start, start + block)) start += block;
  }
  while (start < limit && previous.charCodeAt(start) === next.charCodeAt(start)) start++;
  let oldEnd = previous.length;
  let newEnd = next.length;
  for (let block = 4096; block >= 16; block >>= 4) {
    while (oldEnd - block >= start && newEnd - block >= start && previous.slice(oldEnd - block, oldEnd) === next.slice(newEnd - block, newEnd)) {
      oldEnd -= block;
      newEnd -= block;
    }
  }
  while (oldEnd > start && newEnd > start && previous.charCodeAt(oldEnd - 1) === next.charCodeAt(newEnd - 1)) {
    oldEnd--;
    newEnd--;
  }
  return { start, oldEnd, newEnd };
}
