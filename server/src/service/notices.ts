// Diagnostic codes that are not rules: what the analysis says about a file it could not read as
// configuration, about its own directives, or about a list it shortened. They are emitted like
// rule findings (the code is the id), so SARIF must describe them and users may set their level.
export interface Notice {
  id: string;
  summary: string;
  /** The level it is reported at unless kafkaTuning.rules sets another. */
  level: 'error' | 'warning' | 'information' | 'hint';
  /** The notice means the file was not analysed at all (a summary must not count it as linted). */
  skipsFile?: true;
}

export const NOTICES: readonly Notice[] = [
  { id: 'syntax', level: 'error', summary: 'The file does not parse, so the configuration in it could not be read completely.' },
  { id: 'unknown-directive', level: 'warning', summary: 'A `kafka-tuning:` directive names a field or value the analysis does not know; that part is ignored.' },
  { id: 'unused-suppression', level: 'warning', summary: 'A `kafka-tuning-disable-next-line` comment suppresses nothing on the next line (the finding is gone, or the rule id is misspelt).' },
  { id: 'file-too-large', level: 'information', summary: 'The file is larger than the maxFileBytes limit or its language\'s size cap (kept so the language server stays under 500 MB) and was skipped, not analysed.', skipsFile: true },
  { id: 'file-binary', level: 'information', summary: 'The file contains NUL characters (binary content) and was skipped, not analysed.', skipsFile: true },
  { id: 'file-minified', level: 'information', summary: 'The code file looks minified or generated (very long lines) and was skipped, not analysed.', skipsFile: true },
  { id: 'file-too-nested', level: 'information', summary: 'The Java file opens parentheses more than 64 deep (unbalanced code the Java parser cannot recover from in reasonable time) and was skipped, not analysed.', skipsFile: true },
  { id: 'too-many-findings', level: 'information', summary: 'The editor shows at most 1,000 findings per file, the most severe first; the command line lists all.' },
];

/** Codes whose presence means the file was skipped, not analysed. */
export const FILE_SKIP_CODES: ReadonlySet<string> = new Set(NOTICES.filter((n) => n.skipsFile).map((n) => n.id));
