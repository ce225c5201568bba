// How `kafka-tune lint` writes what it found: severity filtering and the thresholds that decide
// the exit code, and the text, JSON and GitHub-annotation formats (SARIF is in sarif.ts).
import type { Diagnostic } from 'vscode-languageserver-types';
import { describeCheckedAgainst, type LintJson } from '../../common/src/checkedAgainst';
import { FILE_SKIP_CODES } from '../../server/src/index';
import { SEVERITIES, type SeverityName } from './commands';
import type { FileResult } from './results';
import type { WalkNote } from './walk';

/** LSP severity (1 error … 4 hint) → the CLI's name for it. */
export function severityName(d: Diagnostic): SeverityName {
  return SEVERITIES[(d.severity ?? 1) - 1] ?? 'error';
}

/** The results with only the findings at or above `min`, and how many were left out. */
export function atLeast(results: readonly FileResult[], min: SeverityName): { shown: FileResult[]; hidden: number } {
  const limit = SEVERITIES.indexOf(min) + 1;
  let hidden = 0;
  const shown = results.map((r) => {
    const kept = r.diagnostics.filter((d) => (d.severity ?? 1) <= limit);
    hidden += r.diagnostics.length - kept.length;
    return { ...r, diagnostics: kept };
  });
  return { shown, hidden };
}

export interface Tally {
  errors: number;
  warnings: number;
  infos: number;
  hints: number;
  /** Files analysed (skipped ones are not counted here). */
  files: number;
  filesWithFindings: number;
  /** Files that were read but not analysed: too large, binary, minified or too nested. */
  skipped: number;
}

export function tally(results: readonly FileResult[]): Tally {
  const t: Tally = { errors: 0, warnings: 0, infos: 0, hints: 0, files: 0, filesWithFindings: 0, skipped: 0 };
  for (const r of results) {
    if (r.diagnostics.some((d) => FILE_SKIP_CODES.has(String(d.code)))) t.skipped++;
    else {
      t.files++;
      if (r.diagnostics.length) t.filesWithFindings++;
    }
    for (const d of r.diagnostics) {
      const s = d.severity ?? 1;
      if (s === 1) t.errors++;
      else if (s === 2) t.warnings++;
      else if (s === 3) t.infos++;
      else t.hints++;
    }
  }
  return t;
}

/** Why the run fails, in words a user can check against the output; undefined when it passes. */
export function thresholdFailure(t: Tally, maxWarnings: number | undefined): string | undefined {
  if (t.errors > 0) return `${plural(t.errors, 'error')} reported`;
  if (maxWarnings !== undefined && t.warnings > maxWarnings) return `${plural(t.warnings, 'warning')} reported, more than --max-warnings ${maxWarnings}`;
  return undefined;
}

export function plural(n: number, word: string): string {
  return `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;
}

const COLOURS: Record<SeverityName, string> = { error: '31', warning: '33', info: '36', hint: '90' };

/**
 * `repeats`: how many findings were merged into an earlier one's message (repeats.ts; `likewise` of
 * them for other names or numbers in the same file), and the
 * results before merging, which the summary counts so that its numbers match the exit code.
 */
export function formatText(results: readonly FileResult[], hidden: number, minSeverity: SeverityName, colour: boolean, repeats?: { merged: number; likewise?: number; counted: readonly FileResult[] }): string {
  const paint = (code: string, s: string) => (colour ? `\x1b[${code}m${s}\x1b[0m` : s);
  const lines: string[] = [];
  for (const r of results) {
    for (const d of r.diagnostics) {
      const sev = severityName(d);
      lines.push(`${r.file}:${d.range.start.line + 1}:${d.range.start.character + 1}: ${paint(COLOURS[sev], sev)} ${d.message} ${paint('2', `[${d.code}]`)}`);
    }
  }
  lines.push(...assumptions(results));
  const t = tally(repeats?.counted ?? results);
  const merged = repeats?.merged ?? 0;
  const n = t.errors + t.warnings + t.infos + t.hints;
  const parts = [plural(t.errors, 'error'), plural(t.warnings, 'warning'), ...(t.infos ? [`${t.infos} info`] : []), ...(t.hints ? [plural(t.hints, 'hint')] : [])];
  let summary = `${plural(n, 'finding')} (${parts.join(', ')}) in ${t.filesWithFindings} of ${plural(t.files, 'file')} linted`;
  if (t.skipped > 0) summary += `; ${plural(t.skipped, 'file')} skipped, not analysed (see its note)`;
  const likewise = repeats?.likewise ?? 0;
  const how = likewise === 0 ? ' word for word' : likewise === merged ? ' for other names or numbers' : ` (${merged - likewise} word for word, ${likewise} for other names or numbers)`;
  if (merged > 0) summary += `; ${merged} of them ${merged === 1 ? 'repeats' : 'repeat'} an earlier finding${how} and ${merged === 1 ? 'is' : 'are'} named in its message (--every-repeat lists each)`;
  if (hidden > 0) summary += `; ${hidden} below ${minSeverity} not shown (--min-severity ${minSeverity === 'hint' ? 'hint' : SEVERITIES[SEVERITIES.indexOf(minSeverity) + 1]} shows them)`;
  lines.push(summary);
  return lines.join('\n');
}

/**
 * The versions each module's files were checked against, one line per module and assumption:
 * "versions: im — Kafka 3.0.0 (kafka_2.13 in pom.xml, inherited by im/pom.xml), 2 files". Files
 * with no Kafka config (no site) say nothing.
 */
export function assumptions(results: readonly FileResult[]): string[] {
  const groups = new Map<string, { module?: string; words: string; files: number }>();
  for (const r of results) {
    if (!r.checkedAgainst?.length) continue;
    const words = r.checkedAgainst.map(describeCheckedAgainst).join('; ');
    const key = `${r.module ?? ''}\0${words}`;
    const g = groups.get(key) ?? { module: r.module, words, files: 0 };
    g.files++;
    groups.set(key, g);
  }
  return [...groups.values()]
    .sort((a, b) => (a.module ?? '\uffff').localeCompare(b.module ?? '\uffff'))
    .map((g) => `versions: ${g.module === undefined ? 'no build file' : g.module} — ${g.words}, ${plural(g.files, 'file')}`);
}

/** Every linted file, with the versions it was checked against and its findings (common/src/checkedAgainst.ts lintJsonSchema). */
export function formatJson(results: readonly FileResult[]): string {
  const out: LintJson = results.map((r) => ({ file: r.file, ...(r.module !== undefined ? { module: r.module } : {}), checkedAgainst: r.checkedAgainst ?? [], diagnostics: r.diagnostics }));
  return JSON.stringify(out, null, 2);
}

/** GitHub Actions workflow commands: each finding becomes an annotation on the pull request's diff. */
export function formatGithub(results: readonly FileResult[], notes: readonly WalkNote[]): string {
  const level: Record<SeverityName, string> = { error: 'error', warning: 'warning', info: 'notice', hint: 'notice' };
  const lines: string[] = [];
  for (const r of results) {
    for (const d of r.diagnostics) {
      const props = [
        `file=${prop(r.file.replace(/\\/g, '/'))}`,
        `line=${d.range.start.line + 1}`, `col=${d.range.start.character + 1}`,
        `endLine=${d.range.end.line + 1}`, `endColumn=${d.range.end.character + 1}`,
        `title=${prop(`kafka-tuning ${d.code}`)}`,
      ];
      lines.push(`::${level[severityName(d)]} ${props.join(',')}::${data(d.message)}`);
    }
  }
  for (const n of notes) lines.push(`::${n.level === 'note' ? 'notice' : n.level} file=${prop(n.path.replace(/\\/g, '/'))},title=kafka-tune::${data(n.message)}`);
  return lines.join('\n');
}

// Escaping as the Actions runner reads it: % and line breaks in messages, plus : and , in properties.
function data(s: string): string {
  return s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

function prop(s: string): string {
  return data(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/** Colour only for a terminal, and never when NO_COLOR is set (https://no-color.org) or TERM is dumb. */
export function useColour(flags: { color?: boolean; noColor?: boolean }, stream: { isTTY?: boolean }, env: NodeJS.ProcessEnv): boolean {
  if (flags.noColor) return false;
  if (flags.color) return true;
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  return !!stream.isTTY && env.TERM !== 'dumb';
}
