// Where the parenthesis that closes an opening one is, in source text read without a parser
// (Java annotations in the workspace scan, a kafkajs run() call's arguments): nested parentheses
// are counted, and string literals skipped, so a ')' inside "…" or '…' does not end the call.

/** The index of the ')' that closes the '(' at `open`; -1 when it is not closed. */
export function closingParen(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (c === '"' || c === "'") {
      for (i++; i < text.length && text[i] !== c; i++) if (text[i] === '\\') i++;
      continue;
    }
    if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i;
  }
  return -1;
}
