// Connector configs inside shell scripts: the body a `curl -X POST …/connectors -d '{…}'` sends,
// written in single quotes or in a here-document (`-d @- <<EOF`), which is how many repositories
// register their connectors (checks 33–40 each found some, unread). Each body that names
// "connector.class" is read as a connector JSON file (sites/connectorJson.ts) on a copy of the
// script where everything outside that body is blanked to spaces, so offsets, lines and columns
// stay those of the script and edits apply to it unchanged.
//
// Only what the shell passes verbatim is read: single-quoted words (no expansion, no escapes) and
// here-documents. A body spliced from several quoted pieces (`'{"name": "'"$NAME"'"…'`) does not
// parse as a whole and is left alone; double-quoted JSON (`"{\"name\": …}"`) is not read.
import { baseName } from '../../../../common/src/model';

/** A stretch of the script that holds one JSON document: [start, end) offsets. */
export interface TextSpan { start: number; end: number }

const SHELL_EXTENSIONS = /\.(?:sh|bash)$/i;

/** The document is a shell script (by its editor language or its name). */
export function isShellScript(fileName: string, languageId?: string): boolean {
  return languageId === 'shellscript' || SHELL_EXTENSIONS.test(baseName(fileName));
}

const CONNECTOR_CLASS = /"connector\.class"\s*:/;

/** The single-quoted words and here-document bodies of a script that look like connector JSON. */
export function shellJsonSpans(text: string): TextSpan[] {
  const out: TextSpan[] = [];
  const keep = (start: number, end: number) => {
    const body = text.slice(start, end);
    if (CONNECTOR_CLASS.test(body) && /^\s*[[{]/.test(body)) out.push({ start, end });
  };
  let i = 0;
  let wordStart = true;
  while (i < text.length) {
    const c = text[i];
    if (c === '\\') { i += 2; wordStart = false; continue; }
    if (c === '#' && wordStart) {
      const eol = text.indexOf('\n', i);
      i = eol < 0 ? text.length : eol;
      continue;
    }
    if (c === "'") {
      const close = text.indexOf("'", i + 1);
      if (close < 0) break;
      keep(i + 1, close);
      i = close + 1;
      wordStart = false;
      continue;
    }
    if (c === '"') {
      // Skipped whole, escapes included: a quote inside does not open a single-quoted word.
      let j = i + 1;
      while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      i = j + 1;
      wordStart = false;
      continue;
    }
    const heredoc = c === '<' ? /^<<-?[ \t]*(['"]?)([A-Za-z_][A-Za-z0-9_]*)\1[^\n]*\n/.exec(text.slice(i, i + 200)) : null;
    if (heredoc) {
      const bodyStart = i + heredoc[0].length;
      const end = new RegExp(`^[\\t ]*${heredoc[2]}[ \\t]*$`, 'm');
      const m = end.exec(text.slice(bodyStart));
      const bodyEnd = m ? bodyStart + m.index : text.length;
      keep(bodyStart, bodyEnd);
      i = m ? bodyEnd + m[0].length : text.length;
      wordStart = true;
      continue;
    }
    wordStart = /\s|[;&|()]/.test(c);
    i++;
  }
  return out;
}

/** The script with everything outside `span` replaced by spaces (line breaks kept). */
export function maskOutside(text: string, span: TextSpan): string {
  const blank = (s: string) => s.replace(/[^\r\n]/g, ' ');
  return blank(text.slice(0, span.start)) + text.slice(span.start, span.end) + blank(text.slice(span.end));
}
