// kafka-tune: the language service on the command line, for CI.
//   kafka-tune lint [--format text|json|sarif] <files or folders...>   exit 1 on any error
//   kafka-tune bench <file> [...]                                        see `kafka-tune bench --help`
import { runBenchCli } from './bench';
import { lintCommand } from './lint';

const USAGE = `usage: kafka-tune lint [--format text|json|sarif] <files or folders...>
       kafka-tune bench <file> [--site ID|N] --bootstrap host:port [--records N] [--record-size B] [--throughput T] [--rounds R] [--format json|text]`;

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'lint':
      return lintCommand(rest);
    case 'bench':
      return runBenchCli(rest);
    case undefined:
    case '-h':
    case '--help':
      console.log(USAGE);
      return command ? 0 : 2;
    default:
      console.error(`kafka-tune: unknown command '${command}'\n${USAGE}`);
      return 2;
  }
}

main(process.argv.slice(2)).then(
  (code) => { process.exitCode = code; },
  (e: unknown) => {
    console.error(`kafka-tune: ${(e as Error).message ?? e}`);
    process.exitCode = 2;
  },
);
