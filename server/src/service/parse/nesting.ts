// How deep parentheses nest in Java source, skipping string and char literals and comments.
// java-parser's error recovery grows faster than linearly with unclosed parentheses in front of
// more code (measured: 80 unclosed '(' cost 0.65 s and 98 MB, 160 cost 2.3 s and 226 MB, and the
// 3,200 a fuzzed edit produced ran a 4 GB heap out of memory), while well-formed nesting of any
// depth parses in milliseconds. Hand-written Java never nests anywhere near the limit, so a file
// past it is reported and left alone rather than allowed to take the server down.

/** True when some point of `text` is inside more than `limit` open parentheses. */
export function parenDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x28 /* ( */) {
      if (++depth > limit) return true;
    } else if (c === 0x29 /* ) */) {
      if (depth > 0) depth--;
    } else if (c === 0x22 /* " */ || c === 0x27 /* ' */) {
      // A literal ends at its closing quote or, unterminated, at the end of the line.
      for (i++; i < text.length && text.charCodeAt(i) !== c && text.charCodeAt(i) !== 0x0a; i++) if (text.charCodeAt(i) === 0x5c /* \ */) i++;
    } else if (c === 0x2f /* / */ && text.charCodeAt(i + 1) === 0x2f) {
      const end = text.indexOf('\n', i);
      i = end < 0 ? text.length : end;
    } else if (c === 0x2f && text.charCodeAt(i + 1) === 0x2a /* * */) {
      const end = text.indexOf('*/', i + 2);
      i = end < 0 ? text.length : end + 1;
    }
  }
  return false;
}
