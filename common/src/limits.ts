// How large a file the analysis reads, per language: one place for the server (analyze.ts's
// file-too-large notice) and the CLI (which compares a file's size from stat with the same cap
// before it reads a byte). The caps come from measured peak resident memory per character of
// source, the server's start-up ~80 MB aside, for a 500 MB budget while the file is edited
// (generated files of scripts/bench/generatedFiles.ts, `node --expose-gc`-free runs, one document):
//   .properties  ~140 bytes per character (4.6 MB file: 790 MB peak)      → 3,000,000
//   Java         ~1,600 bytes per character with java-parser (735 KB file:
//                1.3 GB peak over five edits)                             → 256,000
//   TS/JS        ~64 bytes per character (925 KB file: 237 MB peak)       → 5,000,000
//   YAML         not measured separately; Spring files, given .properties' cap.
// The user's kafkaTuning.maxFileBytes (or .kafka-tuning.json maxFileBytes) lowers a cap, never raises it.
import { documentKind, type DocumentKind } from './model';

export const LANGUAGE_SIZE_CAPS: Readonly<Record<DocumentKind['reader'], number>> = {
  properties: 3_000_000,
  java: 256_000,
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
