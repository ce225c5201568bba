// How large a file the analysis reads, per language: one place for the server (analyze.ts's
// file-too-large notice) and the CLI (which compares a file's size from stat with the same cap
// before it reads a byte). The caps come from the language server's measured peak resident memory
// (`npm run bench:big`: a fresh server over stdio, the file opened, then three edits; Linux RSS),
// for a 500 MB budget, the server's own ~90 MB included:
//   .properties  2,850,000-character file: 351 MB peak (~90 bytes per character)    → 3,000,000
//   Java         2,000,000-character file with tree-sitter, in process: +243 MB over the
//                process's own (~122 bytes per character; java-parser needed ~2,200) → 2,000,000
//   TS/JS        925,000-character file, in process: 237 MB peak (~64 bytes per
//                character)                                                        → 5,000,000
//   YAML         not measured separately; Spring files, given .properties' cap.
// The user's kafkaTuning.maxFileBytes (or .kafka-tuning.json maxFileBytes) lowers a cap, never raises it.
import { documentKind, type DocumentKind } from './model';

export const LANGUAGE_SIZE_CAPS: Readonly<Record<DocumentKind['reader'], number>> = {
  properties: 3_000_000,
  java: 2_000_000,
  ts: 5_000_000,
  yaml: 3_000_000,
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

const NAMES: Record<DocumentKind['reader'], string> = { properties: '.properties', java: 'Java', ts: 'TypeScript/JavaScript', yaml: 'YAML' };

/** Why a file of `size` is over its language's cap (cap.from === 'language'), for the file-too-large notice. */
export function languageCapReason(size: number, cap: SizeCap, unit: 'characters' | 'bytes'): string {
  const n = (x: number) => x.toLocaleString('en-US');
  return `${n(size)} ${unit} is over the ${n(cap.limit)} analysed in ${cap.reader ? NAMES[cap.reader] : 'these'} files (a larger one would take the language server past 500 MB of memory; docs/measured.md has the figures)`;
}
