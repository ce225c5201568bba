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
  /** What to do about it, for its section in docs/rules.md and its SARIF help. */
  help: string;
}

export const NOTICES: readonly Notice[] = [
  { id: 'syntax', level: 'error', summary: 'The file does not parse, so the configuration in it could not be read completely.', help: 'Fix the syntax the message points at (an unterminated quote, a bad escape such as `\\uZZ` in .properties, a YAML indentation error). Until then the analysis reads what it can, so findings after the error may be missing.' },
  { id: 'unknown-directive', level: 'warning', summary: 'A `kafka-tuning:` directive names a field or value the analysis does not know; that part is ignored.', help: 'Write the directive as `# kafka-tuning: key=value ...` with the keys record-bytes, key-bytes, rate, partitions, process-ms, p99-ms, client (java, kafkajs or librdkafka, with an optional @version) and role. Completion inside the comment lists them.' },
  { id: 'unused-suppression', level: 'warning', summary: 'A `kafka-tuning-disable-next-line` comment suppresses nothing on the next line (the finding is gone, or the rule id is misspelt).', help: 'Remove the comment, or correct the rule id it names. The ids are the headings of this reference.' },
  { id: 'file-too-large', level: 'information', summary: 'The file is larger than the maxFileBytes limit or its language\'s size cap (set so the language server stays under 500 MB and answers a keystroke within 50 ms) and was skipped, not analysed.', skipsFile: true, help: 'Raise `kafkaTuning.maxFileBytes` (or `maxFileBytes` in `.kafka-tuning.json`) if the file really is configuration and the setting was the limit (a language\'s size cap is fixed: split the file), or set this notice to "off" in `kafkaTuning.rules` to stop being told.' },
  { id: 'file-binary', level: 'information', summary: 'The file contains NUL characters (binary content) and was skipped, not analysed.', skipsFile: true, help: 'Nothing to do for a binary file; set this notice to "off" in `kafkaTuning.rules` if such files sit among your configs.' },
  { id: 'file-minified', level: 'information', summary: 'The code file looks minified or generated (very long lines) and was skipped, not analysed.', skipsFile: true, help: 'Nothing to do for generated or bundled code; the configuration it holds is analysed in its source. Set this notice to "off" in `kafkaTuning.rules` to stop being told.' },
  { id: 'file-too-nested', level: 'information', summary: 'The Java file opens parentheses more than 64 deep (unbalanced code the Java parser cannot recover from in reasonable time) and was skipped, not analysed.', skipsFile: true, help: 'Usually a file being edited with unbalanced parentheses: balance them and the file is analysed again.' },
  { id: 'too-many-findings', level: 'information', summary: 'The editor shows at most 1,000 findings per file, the most severe first; the command line lists all.', help: 'Run `kafka-tune lint` on the file for the full list, or set rules you do not want to "off" in `kafkaTuning.rules`.' },
];

/** Codes whose presence means the file was skipped, not analysed. */
export const FILE_SKIP_CODES: ReadonlySet<string> = new Set(NOTICES.filter((n) => n.skipsFile).map((n) => n.id));
