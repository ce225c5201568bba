// `npm run trogdor [-- --agents N]`: a Trogdor coordinator and N agents (default 1) on loopback,
// from the same cached Kafka jars as `npm run broker`, in the foreground until Ctrl-C — so a clone
// can try `kafka-tune bench --engine trogdor` without a Kafka distribution's bin/trogdor.sh.
// Prints the coordinator and the node names to pass to kafka-tune.
import { BrokerError } from './jvm';
import { runForeground, untilInterrupted } from './foreground';
import { startTrogdor } from './trogdor';

const USAGE = 'usage: npm run trogdor [-- --agents N]   (N from 1 to 8)';

export function parseTrogdorArgs(argv: readonly string[]): { agents: number } {
  let agents = 1;
  for (let i = 0; i < argv.length; i++) {
    const value = argv[i + 1];
    if (argv[i] === '--agents' && value && /^[1-8]$/.test(value)) { agents = Number(value); i++; }
    else throw new BrokerError(`bad argument ${argv[i]}${value !== undefined ? ` ${value}` : ''}; ${USAGE}`);
  }
  return { agents };
}

async function main(): Promise<void> {
  const { agents } = parseTrogdorArgs(process.argv.slice(2));
  const trogdor = await startTrogdor({ agents });
  const port = new URL(trogdor.coordinator).port;
  console.log(`trogdor: coordinator ${trogdor.coordinator}, agents ${trogdor.nodes.join(', ')}`);
  console.log(`try: node cli/out/kafka-tune.js bench examples/config/producer-good.properties --engine trogdor --trogdor-coordinator 127.0.0.1:${port} --trogdor-nodes ${trogdor.nodes.join(',')}`);
  untilInterrupted('trogdor', trogdor);
}

if (require.main === module) runForeground('trogdor', main);
