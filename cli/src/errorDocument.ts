// The one JSON document `--format json` writes on stdout when a command does not produce its
// result, so a script that parses stdout gets something to parse on every outcome (README: "every
// outcome is a JSON document"). Kept free of imports: the entry writes it for usage errors without
// loading the engine.

/**
 * usage: the command line (an unknown option, a bad value); input: a file the command cannot use
 * (missing, unreadable, no producer or consumer configuration in it, an unusable --config);
 * refused: a run that is not allowed (a broker not on this machine, error-level findings);
 * failed: the benchmark started and failed; cancelled: Ctrl-C.
 */
export type ErrorKind = 'usage' | 'input' | 'refused' | 'failed' | 'cancelled';

export function errorDocument(kind: ErrorKind, message: string, extra: Record<string, unknown> = {}): string {
  return JSON.stringify({ error: { kind, message, ...extra } }, null, 2);
}

/**
 * Whether the arguments ask for JSON, read leniently from the raw arguments: a usage error can
 * stop parsing before --format is reached, and the document is still owed. The last --format wins,
 * as in the parser.
 */
export function asksForJson(args: readonly string[]): boolean {
  let format: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '--') break;
    if (a === '--format' || a === '-f') format = args[++i];
    else if (a.startsWith('--format=')) format = a.slice('--format='.length);
  }
  return format === 'json';
}
