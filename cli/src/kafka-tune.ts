// kafka-tune: the language service and the benchmark engine on the command line.
//   kafka-tune lint [options] <files, folders or ->      see `kafka-tune lint --help`
//   kafka-tune bench [options] <file>                     see `kafka-tune bench --help`
// Conventions: help on stdout with exit 0; usage errors on stderr with exit 2. The commands are
// loaded only when run (dynamic import): `--help` and `--version` do not load the parsers.
import { closest, helpText, isUsageError, UsageError, type CommandSpec } from './args';
import { BENCH, COMMANDS, LINT } from './commands';
import { asksForJson, errorDocument } from './errorDocument';
import { processIo, type Io } from './io';
import { VERSION } from './version';

const TOP_HELP = `usage: kafka-tune <command> [options]

Lints Kafka configuration (clients, brokers, Streams, Connect, MirrorMaker 2 in .properties, Java,
TypeScript/JavaScript, Spring, Docker Compose and connector JSON) and benchmarks a producer or
consumer configuration against a broker.

commands:
${COMMANDS.map((c) => `  ${c.name.padEnd(7)}${c.summary.split('\n')[0]}`).join('\n')}

options:
  -h, --help     show this help (kafka-tune <command> --help for a command's options)
  -v, --version  print the version

Configuration: the nearest .kafka-tuning.json above each file (rules, workload, client versions,
application keys, ignore globs); --config FILE overrides it.`;

export async function main(argv: readonly string[], io: Io): Promise<number> {
  const [first, ...rest] = argv;
  if (first === undefined) {
    io.err(TOP_HELP);
    return 2;
  }
  if (first === '-h' || first === '--help') {
    io.out(TOP_HELP);
    return 0;
  }
  if (first === 'help') {
    const spec = rest[0] === undefined ? undefined : COMMANDS.find((c) => c.name === rest[0]);
    if (rest[0] !== undefined && !spec) return usageError(undefined, io, new UsageError(`unknown command '${rest[0]}'${suggestion(rest[0])}`));
    io.out(spec ? helpText(spec) : TOP_HELP);
    return 0;
  }
  if (first === '-v' || first === '--version') {
    io.out(VERSION);
    return 0;
  }
  const spec = COMMANDS.find((c) => c.name === first);
  if (!spec) {
    const what = first.startsWith('-') ? `unknown option '${first}'${closest(first, ['--help', '--version']) ? ` (did you mean '${closest(first, ['--help', '--version'])}'?)` : ''}` : `unknown command '${first}'${suggestion(first)}`;
    return usageError(undefined, io, new UsageError(what));
  }
  // --help anywhere before `--` wins over every other argument, as users expect.
  const end = rest.indexOf('--');
  const options = end === -1 ? rest : rest.slice(0, end);
  if (options.includes('--help') || options.includes('-h')) {
    io.out(helpText(spec));
    return 0;
  }
  try {
    const engine = await import('./engine');
    if (spec === LINT) return await engine.lintCommand(rest, io);
    if (spec === BENCH) return await engine.benchCommand(rest, io);
    return 2;
  } catch (e) {
    if (!isUsageError(e)) throw e;
    // --format json owes a document on stdout even when the command line itself is wrong.
    if (asksForJson(options)) io.out(errorDocument('usage', e.message));
    return usageError(spec, io, e);
  }
}

function suggestion(word: string): string {
  const near = closest(word, COMMANDS.map((c) => c.name));
  return near ? ` (did you mean '${near}'?)` : '';
}

function usageError(spec: CommandSpec | undefined, io: Io, e: UsageError): number {
  io.err(`kafka-tune${spec ? ` ${spec.name}` : ''}: ${e.message}`);
  io.err(spec ? `usage: ${spec.synopsis}\nRun 'kafka-tune ${spec.name} --help' for the options.` : "Run 'kafka-tune --help' for the commands.");
  return 2;
}

if (require.main === module) {
  main(process.argv.slice(2), processIo()).then(
    (code) => {
      // Exit now rather than when the last socket or timer of a client lets go: a cancelled or
      // failed benchmark's kafkajs retry timers kept the process alive for up to a minute.
      process.exitCode = code;
      process.stdout.write('', () => process.exit(code));
    },
    (e: unknown) => {
      process.stderr.write(`kafka-tune: ${(e as Error).stack ?? e}\n`);
      process.exitCode = 2;
    },
  );
}
