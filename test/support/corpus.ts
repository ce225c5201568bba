// Reads the real-world style corpus (test/corpus) and its inline expectations, and compares them
// with what the language service reports. Shared by the corpus test and scripts that measure it.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Diagnostic } from 'vscode-languageserver-types';

export const CORPUS_DIR = join(__dirname, '..', 'corpus');
const EXPECT = /^\s*(?:#|\/\/)\s*expect:\s*([\w-]+(?:\s*,\s*[\w-]+)*)\s*$/;

/**
 * `expect`: for a JSON file, which cannot hold a comment, the text of the `<name>.expect` file beside
 * it: one `<line>: <rule-id>` per expected finding (1-based line).
 */
export interface CorpusFile { path: string; text: string; expect?: string }

const SIDECAR = '.expect';

export function corpusFiles(dir = CORPUS_DIR): CorpusFile[] {
  const out: CorpusFile[] = [];
  for (const name of readdirSync(dir).sort()) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) out.push(...corpusFiles(full));
    else if (name !== 'README.md' && !name.endsWith(SIDECAR)) {
      const sidecar = `${full}${SIDECAR}`;
      out.push({ path: relative(CORPUS_DIR, full), text: readFileSync(full, 'utf8'), ...(existsSync(sidecar) ? { expect: readFileSync(sidecar, 'utf8') } : {}) });
    }
  }
  return out;
}

/** "line:rule" (1-based line of the finding): from the sidecar's lines, else from the file's `expect:` comments. */
export function expectations(file: CorpusFile): string[] {
  if (file.expect !== undefined) {
    return file.expect.split(/\r?\n/).flatMap((l) => {
      const m = /^\s*(\d+)\s*:\s*([\w-]+)\s*$/.exec(l);
      return m ? [`${m[1]}:${m[2]}`] : [];
    }).sort();
  }
  return commentExpectations(file.text);
}

/** "line:rule" for every `expect:` comment: it names the next non-comment line. */
function commentExpectations(text: string): string[] {
  const lines = text.split(/\r?\n/);
  const out: string[] = [];
  lines.forEach((l, i) => {
    const m = EXPECT.exec(l);
    if (!m) return;
    let j = i + 1;
    while (j < lines.length && (EXPECT.test(lines[j]) || lines[j].trim() === '')) j++;
    for (const rule of m[1].split(',')) out.push(`${j + 1}:${rule.trim()}`);
  });
  return out.sort();
}

export interface Verdict { file: string; expected: string[]; actual: string[]; missed: string[]; unexpected: string[]; messages: string[] }

export function compare(file: CorpusFile, diagnostics: Diagnostic[]): Verdict {
  const expected = expectations(file);
  const actual = diagnostics.map((d) => `${d.range.start.line + 1}:${d.code}`).sort();
  const left = [...actual];
  const missed: string[] = [];
  for (const e of expected) {
    const i = left.indexOf(e);
    if (i < 0) missed.push(e);
    else left.splice(i, 1);
  }
  return { file: file.path, expected, actual, missed, unexpected: left, messages: diagnostics.map((d) => `${d.range.start.line + 1}:${d.code} ${d.message}`) };
}
