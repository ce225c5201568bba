// `node --import tsx scripts/kafka/cli.ts start [--nodes 1|3] [--port 9092]` (`npm run broker`, on
// 9092): a real Kafka in the foreground until Ctrl-C. Also exports ensureBroker() for `npm start`: reuse a Kafka that already
// answers on the bootstrap address, or start a 1-node one there.
import { BrokerError, kafkaAnswers, startCluster, type Cluster } from './embedded-broker';
import { runForeground, untilInterrupted } from './foreground';

/**
 * undefined when something already answers as Kafka at `bootstrap` (leave it alone); otherwise a
 * fresh 1-node cluster on that address's port, which the caller must stop().
 */
export async function ensureBroker(bootstrap: string, log?: (line: string) => void): Promise<Cluster | undefined> {
  if (await kafkaAnswers(bootstrap)) return undefined;
  const first = bootstrap.split(',')[0]!.trim();
  const m = /^(?:127\.0\.0\.1|localhost):(\d+)$/.exec(first);
  if (!m) throw new BrokerError(`nothing answers as Kafka at ${bootstrap}, and the embedded broker can only be started on 127.0.0.1:<port> or localhost:<port>`);
  return startCluster({ nodes: 1, ports: [Number(m[1])], log });
}

const USAGE = 'usage: node --import tsx scripts/kafka/cli.ts start [--nodes 1|3] [--port <first client port>]';

function parseArgs(argv: string[]): { nodes: 1 | 3; port?: number } {
  if (argv[0] !== 'start') throw new BrokerError(USAGE);
  let nodes: 1 | 3 = 1;
  let port: number | undefined;
  for (let i = 1; i < argv.length; i++) {
    const flag = argv[i];
    const value = argv[i + 1];
    if (flag === '--nodes' && (value === '1' || value === '3')) { nodes = Number(value) as 1 | 3; i++; }
    else if (flag === '--port' && value && /^\d+$/.test(value) && Number(value) > 0 && Number(value) < 65534) { port = Number(value); i++; }
    else throw new BrokerError(`bad argument ${flag ?? ''}${value !== undefined ? ` ${value}` : ''}; ${USAGE}`);
  }
  return { nodes, port };
}

async function main(): Promise<void> {
  const { nodes, port } = parseArgs(process.argv.slice(2));
  // With --port the nodes take consecutive client ports from it (9092, 9093, 9094 for 3 nodes).
  const ports = port === undefined ? undefined : Array.from({ length: nodes }, (_, i) => port + i);
  const cluster = await startCluster({ nodes, ports, log: (l) => console.error(l) });
  console.log(cluster.bootstrap);
  untilInterrupted('kafka', cluster);
}

if (require.main === module) runForeground('kafka', main);
