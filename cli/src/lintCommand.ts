// `kafka-tune lint` from parsed flags to an exit code: runs lintPaths, writes the chosen format to
// stdout and notes about skipped or unreadable entries to stderr (GitHub and SARIF carry them in
// their own output too), then applies the thresholds.
import { parseArgs, UsageError } from './args';
import { LINT, type SeverityName } from './commands';
import { supportedKinds } from '../../common/src/model';
import { lintPaths } from './lint';
import { atLeast, formatGithub, formatJson, formatText, tally, thresholdFailure, useColour } from './report';
import { NOTICES, parsersFor, RULES } from '../../server/src/index';
import { mergeRepeats } from './repeats';
import { toSarif } from './sarif';
import { errorDocument } from './errorDocument';
import type { Io } from './io';
import { VERSION } from './version';

export async function lintCommand(argv: readonly string[], io: Io): Promise<number> {
  const { flags, positionals } = parseArgs(LINT, argv);
  const format = (flags.get('format') as string | undefined) ?? 'text';
  const minSeverity = (flags.get('min-severity') as SeverityName | undefined) ?? 'info';
  const maxWarnings = flags.get('max-warnings') as number | undefined;
  const stdinName = flags.get('stdin-filename') as string | undefined;
  if (positionals.length === 0) throw new UsageError('lint needs at least one file or folder (`.` for the current folder, `-` for stdin)');
  if (positionals.filter((p) => p === '-').length > 1) throw new UsageError('stdin (`-`) can be named once');
  if (positionals.includes('-') && !stdinName) throw new UsageError("reading stdin (`-`) needs --stdin-filename PATH: the name decides the file's kind and configuration");
  if (stdinName && !positionals.includes('-')) throw new UsageError('--stdin-filename names what `-` reads, but no `-` was given');
  const stdin = positionals.includes('-') ? { text: await io.readStdin(), filename: stdinName as string } : undefined;

  let run;
  try {
    run = await lintPaths(positionals, {
      cwd: io.cwd,
      exclude: (flags.get('exclude') as string[] | undefined) ?? [],
      gitignore: !flags.get('no-ignore'),
      config: flags.get('config') as string | undefined,
      stdin,
      jobs: (flags.get('jobs') as number | undefined) ?? 'auto',
      onInternalError: (what, e) => io.err(`kafka-tune: internal error in ${what}: ${(e as Error).stack ?? e}`),
    });
  } catch (e) {
    if ((e as Error).name === 'ConfigError' || (e as { path?: string }).path) {
      io.err(`kafka-tune: --config ${(e as Error).message}`);
      if (format === 'json') io.out(errorDocument('input', `--config ${(e as Error).message}`));
      return 2;
    }
    throw e;
  }
  const filtered = atLeast(run.results, minSeverity);
  // SARIF and GitHub annotations are read place by place (code scanning, a pull request's lines):
  // every place keeps its finding there.
  const perPlace = flags.get('every-repeat') || format === 'sarif' || format === 'github';
  const { results: shown, merged, likewise } = perPlace ? { results: filtered.shown, merged: 0, likewise: 0 } : mergeRepeats(filtered.shown);
  const { hidden } = filtered;
  if (format === 'json') io.out(formatJson(shown));
  else if (format === 'sarif') {
    // Each rule's page in the report shows what the rule says on its own examples, Java ones too.
    await parsersFor('Example.java');
    io.out(JSON.stringify(toSarif({ results: shown, notes: run.notes, rules: RULES, notices: NOTICES, version: VERSION, root: io.cwd }), null, 2));
  } else if (format === 'github') {
    const text = formatGithub(shown, run.notes);
    if (text) io.out(text);
  } else io.out(formatText(shown, hidden, minSeverity, useColour({ color: !!flags.get('color'), noColor: !!flags.get('no-color') }, io.stdoutTty, io.env), { merged, likewise, counted: filtered.shown }));
  for (const n of run.notes) io.err(`kafka-tune: ${n.path}: ${n.message}`);
  const unreadable = run.notes.filter((n) => n.level === 'error').length;
  // Every place counts, merged repeats included.
  const failure = thresholdFailure(tally(filtered.shown), maxWarnings);
  if (unreadable > 0) {
    const rest = run.results.length > 0 ? 'the other files were linted' : 'nothing else was there to lint';
    io.err(`kafka-tune: ${unreadable} ${unreadable === 1 ? 'entry' : 'entries'} could not be read; ${rest}${failure ? ` (${failure})` : ''}`);
    return 2;
  }
  // A path that holds no file of a kind kafka-tune reads: said, so a mistyped CI path is seen.
  if (run.results.length === 0 && run.notes.length === 0) io.err(`kafka-tune: no file was linted (kafka-tune reads ${supportedKinds()})`);
  if (failure) {
    if (format === 'text') io.err(`kafka-tune: failing: ${failure}`);
    return 1;
  }
  return 0;
}
