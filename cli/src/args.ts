// Command-line parsing shared by every kafka-tune command, with the conventions users bring from
// other CLIs: `--flag value` and `--flag=value`, short aliases, `--` ends the options, `-` is a
// positional (stdin), repeatable flags. Anything else is a UsageError that names the flag as the
// user typed it and, for a near-miss, the flag they probably meant — a typo is never ignored.
import { editDistance } from '../../common/src/editDistance';

export type FlagKind = 'boolean' | 'string' | 'int' | 'enum';

export interface FlagSpec {
  name: string;
  short?: string;
  kind: FlagKind;
  /** Placeholder in the help ("N", "FILE"). */
  arg?: string;
  values?: readonly string[];
  min?: number;
  max?: number;
  repeat?: boolean;
  help: string;
}

export interface CommandSpec {
  name: string;
  synopsis: string;
  summary: string;
  flags: readonly FlagSpec[];
  /** Extra help text after the options (exit codes, examples). */
  epilog?: string;
}

export type FlagValue = string | number | boolean | string[];

export interface ParsedArgs {
  flags: Map<string, FlagValue>;
  positionals: string[];
}

/** A mistake in how the command was called: stderr, exit 2, with the command's usage line. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/**
 * The entry and the engine are two bundles (kafka-tune.js, engine.js), each with its own copy of
 * this class, so `instanceof` cannot tell one thrown by the engine: its name can.
 */
export function isUsageError(e: unknown): e is UsageError {
  return e instanceof Error && e.name === 'UsageError';
}

export function parseArgs(spec: CommandSpec, argv: readonly string[]): ParsedArgs {
  const flags = new Map<string, FlagValue>();
  const positionals: string[] = [];
  const byName = new Map(spec.flags.map((f) => [f.name, f]));
  const byShort = new Map(spec.flags.filter((f) => f.short).map((f) => [f.short as string, f]));
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--') {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    if (a === '-' || !a.startsWith('-')) {
      positionals.push(a);
      continue;
    }
    const long = a.startsWith('--');
    const eq = long ? a.indexOf('=') : -1;
    const typed = eq === -1 ? a : a.slice(0, eq);
    const f = long ? byName.get(typed.slice(2)) : byShort.get(typed.slice(1));
    if (!f) throw new UsageError(`unknown option '${typed}'${didYouMean(typed, spec)}`);
    let raw: string | undefined;
    if (f.kind === 'boolean') {
      if (eq !== -1) throw new UsageError(`option '${typed}' takes no value (got '${a.slice(eq + 1)}')`);
      flags.set(f.name, true);
      continue;
    }
    if (eq !== -1) raw = a.slice(eq + 1);
    else {
      raw = argv[i + 1];
      // `--format --max-warnings 0` is a forgotten value, not a format named "--max-warnings".
      if (raw === undefined || (raw.startsWith('-') && raw !== '-' && !/^-\d/.test(raw))) throw new UsageError(`option '${typed}' needs a value${f.values ? ` (${f.values.join(', ')})` : f.arg ? ` (${f.arg})` : ''}`);
      i++;
    }
    const value = convert(f, typed, raw);
    if (f.repeat) flags.set(f.name, [...((flags.get(f.name) as string[] | undefined) ?? []), String(value)]);
    else flags.set(f.name, value);
  }
  return { flags, positionals };
}

function convert(f: FlagSpec, typed: string, raw: string): string | number {
  if (f.kind === 'int') {
    if (!/^-?\d+$/.test(raw.trim())) throw new UsageError(`option '${typed}' needs a whole number, got '${raw}'`);
    const n = Number(raw);
    if (f.min !== undefined && n < f.min) throw new UsageError(`option '${typed}' must be at least ${f.min}, got ${n}`);
    if (f.max !== undefined && n > f.max) throw new UsageError(`option '${typed}' must be at most ${f.max.toLocaleString('en-US')}, got ${n.toLocaleString('en-US')}`);
    return n;
  }
  if (f.kind === 'enum' && f.values && !f.values.includes(raw)) {
    const near = closest(raw, f.values);
    throw new UsageError(`option '${typed}' must be one of ${f.values.join(', ')}, got '${raw}'${near ? ` (did you mean '${near}'?)` : ''}`);
  }
  if (raw === '') throw new UsageError(`option '${typed}' needs a non-empty value`);
  return raw;
}

function didYouMean(typed: string, spec: CommandSpec): string {
  // A one-letter flag is no typo of another letter; `-format` may be `--format`.
  if (/^-[^-]$/.test(typed)) return '';
  const near = closest(typed.startsWith('--') ? typed : `-${typed}`, spec.flags.map((f) => `--${f.name}`));
  return near ? ` (did you mean '${near}'?)` : '';
}

/** The candidate within a typo's reach: at most 2 edits, or 1 for words of 3 letters or fewer. */
export function closest(input: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestD = Infinity;
  for (const c of candidates) {
    const d = editDistance(input.toLowerCase(), c.toLowerCase());
    if (d < bestD) {
      best = c;
      bestD = d;
    }
  }
  const limit = input.replace(/^-+/, '').length <= 3 ? 1 : 2;
  return bestD <= limit ? best : undefined;
}

export function helpText(spec: CommandSpec): string {
  const rows = spec.flags.map((f) => {
    const names = `${f.short ? `-${f.short}, ` : '    '}--${f.name}${f.kind === 'boolean' ? '' : ` ${f.arg ?? (f.values ? f.values.join('|') : 'VALUE')}`}`;
    return [names, f.help] as const;
  });
  const width = Math.max(...rows.map(([n]) => n.length)) + 2;
  const lines = [`usage: ${spec.synopsis}`, '', spec.summary, '', 'options:', ...rows.map(([n, h]) => `  ${n.padEnd(width)}${h}`)];
  if (spec.epilog) lines.push('', spec.epilog);
  return lines.join('\n');
}
