// The arguments of `npm run bench:sweep`: a config file, --bootstrap host:port (as bench:metrics,
// bench:producer and bench:official take it; KAFKA_TUNING_BOOTSTRAP otherwise), --records N,
// --rounds N and --grid. Anything else is refused with the usage, so a misspelt flag never leaves
// the sweep measuring a broker the user did not mean.

export interface SweepArgs {
  file?: string;
  bootstrap?: string;
  records: number;
  rounds: number;
  grid: boolean;
}

export const SWEEP_USAGE = 'usage: npm run bench:sweep [-- <config file>] [--bootstrap host:port] [--records N] [--rounds N] [--grid]';

export function parseSweepArgs(argv: readonly string[], env: Record<string, string | undefined> = {}): SweepArgs {
  const out: SweepArgs = { bootstrap: env.KAFKA_TUNING_BOOTSTRAP || undefined, records: 4000, rounds: 1, grid: false };
  const count = (flag: string, value: string | undefined): number => {
    if (value === undefined || !/^\d+$/.test(value) || Number(value) < 1) throw new Error(`${flag} needs a whole number ≥ 1, not ${value ?? 'nothing'}; ${SWEEP_USAGE}`);
    return Number(value);
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--grid') out.grid = true;
    else if (a === '--records') out.records = count(a, argv[++i]);
    else if (a === '--rounds') out.rounds = count(a, argv[++i]);
    else if (a === '--bootstrap') {
      const v = argv[++i];
      if (!v || !/^[^\s,]+:\d+(,[^\s,]+:\d+)*$/.test(v)) throw new Error(`--bootstrap needs host:port[,host:port…], not ${v ?? 'nothing'}; ${SWEEP_USAGE}`);
      out.bootstrap = v;
    } else if (a.startsWith('-')) throw new Error(`unknown option ${a}; ${SWEEP_USAGE}`);
    else if (out.file !== undefined) throw new Error(`one config file only (${out.file}, then ${a}); ${SWEEP_USAGE}`);
    else out.file = a;
  }
  return out;
}
