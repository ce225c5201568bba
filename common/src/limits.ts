// How large a file the analysis reads, per language: one place for the server (analyze.ts's
// file-too-large notice) and the CLI (which compares a file's size from stat with the same cap
// before it reads a byte). Three budgets for a file under its cap: the language server's peak
// resident memory ≤ 500 MB (its own ~90 MB included), opening it ≤ 2 s, and a keystroke in it
// ≤ 50 ms from didChange to the published diagnostics (the 150 ms debounce excluded). Measured with
// `npm run bench:big -- <edits> <language>:<chars>` (a fresh server over stdio, the analysis in its
// worker thread, the file opened then edited; Linux RSS). The first caps were set by the open
// (machine shared, load 9–16, docs/measured.md has the runs):
//   .properties  2,375,000 chars: 1.46 s CPU, 368 MB peak; 2,850,000: 1.7–1.9 s, 386–427 MB → 2,500,000
//   Java         712,500 chars: 1.59 s CPU, 233 MB; 1,000,000: 1.96 s; 1,900,000: 3.1 s     →   750,000
//   TS/JS        1,000,000 chars: 1.65 s CPU (1.4 s wall), 262 MB; 2,000,000: 3.6 s;
//                4,750,000: 11.1 s, 472 MB                                                  → 1,000,000
// then the keystroke bound Java's and TS/JS's lower (2026-12-07, quiet machine, medians of 15
// keystrokes; the work per keystroke still grows with a code file, ~8 ms per 100,000 Java characters):
//   .properties  2,375,000 chars: 31–51 ms (max 71); 1,900,000: 34–46 ms, no lower          → 2,500,000
//   Java         712,500 chars: 42–59 ms (max 78–129); 475,000: 27–34 ms (max 47–80)        →   500,000
//   TS/JS        950,000 chars: 55 ms (max 90); 570,000: 30–42 ms (max 55–88)                →   600,000
//   YAML         not measured separately; Spring files, given .properties' cap.
//   JSON         not measured: a connector config is a few kilobytes, and a larger JSON file is
//                some other tool's (a lockfile, a schema), which is skipped without a notice.
// The largest Java file in Apache Kafka's own tree is 729,588 characters (a test), the next 450,373.
// The user's kafkaTuning.maxFileBytes (or .kafka-tuning.json maxFileBytes) lowers a cap, never raises it.
import { documentKind, type DocumentKind } from './model';

export const LANGUAGE_SIZE_CAPS: Readonly<Record<DocumentKind['reader'], number>> = {
  properties: 2_500_000,
  java: 500_000,
  ts: 600_000,
  yaml: 2_500_000,
  json: 1_000_000,
};

export interface SizeCap {
  /** Largest size analysed, in characters for an open document and in bytes for a file on disk. */
  limit: number;
  /** 'setting' when maxFileBytes is the lower of the two, else the language's cap. */
  from: 'setting' | 'language';
  /** The language, for the notice ("Java files"). */
  reader?: DocumentKind['reader'];
}

/** The size over which this file is skipped, not analysed. */
export function sizeCap(fileName: string, languageId: string | undefined, maxFileBytes: number): SizeCap {
  const reader = documentKind(fileName, languageId)?.reader;
  const language = reader ? LANGUAGE_SIZE_CAPS[reader] : Infinity;
  return language < maxFileBytes ? { limit: language, from: 'language', reader } : { limit: maxFileBytes, from: 'setting', reader };
}

const NAMES: Record<DocumentKind['reader'], string> = { properties: '.properties', java: 'Java', ts: 'TypeScript/JavaScript', yaml: 'YAML', json: 'JSON' };

/** Why a file of `size` is over its language's cap (cap.from === 'language'), for the file-too-large notice. */
export function languageCapReason(size: number, cap: SizeCap, unit: 'characters' | 'bytes'): string {
  const n = (x: number) => x.toLocaleString('en-US');
  return `${n(size)} ${unit} is over the ${n(cap.limit)} analysed in ${cap.reader ? NAMES[cap.reader] : 'these'} files (a larger one would take the language server more than 2 s to open, more than 50 ms a keystroke or past 500 MB of memory; docs/measured.md has the figures)`;
}
