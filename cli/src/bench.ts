// `kafka-tune bench <file> [--site ID|N] --bootstrap host:port --records N --record-size B
//   --throughput T --rounds R [--engine kafkajs|official] [--partitions P] [--payload-file F]
//   [--allow-non-loopback] --format json|text`
// Reads the file's config sites with the pure language service (no VS Code), benchmarks one and
// prints the result. Exit codes: 0 ok, 1 benchmark failed, 2 usage error.
import { readFile } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BenchResult, BenchSettingsInput } from '../../common/src/bench';
import { languageIdForPath } from '../../common/src/model';
import type { SiteSummary } from '../../common/src/protocol';
import { formatResultText, runBenchmark } from '../../bench/src/index';

export async function sitesOfFile(path: string): Promise<SiteSummary[]> {
  const text = await readFile(path, 'utf8');
  const doc = { uri: pathToFileURL(resolve(path)).toString(), fileName: basename(path), languageId: languageIdForPath(path) ?? 'properties', text };
  // Loaded when a command needs it: the service brings the Java and TypeScript parsers.
  const { createLanguageService } = await import('../../server/src/index');
  return createLanguageService().sites(doc);
}

interface Args { file?: string; flags: Map<string, string> }

function parseArgs(argv: string[]): Args {
  const flags = new Map<string, string>();
  let file: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a.startsWith('--')) {
      const [k, inline] = a.slice(2).split('=', 2);
      if (inline !== undefined) flags.set(k, inline);
      else if (argv[i + 1] !== undefined && !argv[i + 1].startsWith('--')) flags.set(k, argv[++i]);
      else flags.set(k, 'true');
    } else if (!file) file = a;
  }
  return { file, flags };
}

const USAGE = 'usage: kafka-tune bench <file> [--site ID|N] --bootstrap host:port --records N --record-size B --throughput T --rounds R [--partitions P] [--engine kafkajs|official] [--payload-file F] --format json|text';

export async function runBenchCli(argv: string[], out: (s: string) => void = (s) => process.stdout.write(s + '\n'), err: (s: string) => void = (s) => process.stderr.write(s + '\n')): Promise<number> {
  const { file, flags } = parseArgs(argv[0] === 'bench' ? argv.slice(1) : argv);
  if (!file || flags.has('help')) { err(USAGE); return 2; }
  const int = (k: string, d: number) => { const v = flags.get(k); return v === undefined ? d : Number(v); };
  let sites: SiteSummary[];
  try { sites = await sitesOfFile(file); } catch (e) { err(`cannot read ${file}: ${(e as Error).message}`); return 2; }
  const runnable = sites.filter((s) => s.role === 'producer' || s.role === 'consumer');
  if (runnable.length === 0) { err(`${file}: no producer or consumer config site found`); return 2; }
  // --site takes a site id (as `--format json` results show it) or the site's position among the runnable ones.
  const wanted = flags.get('site');
  const site = wanted === undefined ? runnable[0] : sites.find((s) => s.id === wanted) ?? (/^\d+$/.test(wanted) ? runnable[Number(wanted)] : undefined);
  if (!site || (site.role !== 'producer' && site.role !== 'consumer')) { err(`${file}: site ${wanted} is not a producer or consumer site (sites: ${runnable.map((s, i) => `${i} = ${s.id} ${s.label}`).join(', ')})`); return 2; }
  const kind = site.role;
  const format = flags.get('format') ?? 'text';
  const settings: BenchSettingsInput = {
    kind,
    engine: (flags.get('engine') as 'kafkajs' | 'official' | undefined) ?? 'kafkajs',
    client: site.client,
    bootstrap: flags.get('bootstrap') ?? process.env.KAFKA_TUNING_BOOTSTRAP ?? '127.0.0.1:9092',
    records: int('records', kind === 'consumer' ? 50_000 : 100_000),
    recordSize: int('record-size', site.workload.recordBytes ?? (kind === 'consumer' ? 170 : 512)),
    throughput: int('throughput', -1),
    rounds: int('rounds', 3),
    partitions: int('partitions', site.workload.partitions ?? (kind === 'consumer' ? 4 : 1)),
    payloadFile: flags.get('payload-file'),
    config: site.effective,
    allowNonLoopback: flags.get('allow-non-loopback') === 'true',
  };
  const controller = new AbortController();
  const onSig = () => controller.abort();
  process.once('SIGINT', onSig);
  const hooks = { signal: controller.signal, log: format === 'text' ? (l: string) => err(l) : undefined };
  try {
    const loc = { command: process.env.KAFKA_TUNING_PERF_COMMAND, libsDir: process.env.KAFKA_TUNING_KAFKA_LIBS };
    const result: BenchResult = await runBenchmark(settings, loc, hooks);
    result.site = { uri: pathToFileURL(resolve(file)).toString(), id: site.id, label: site.label };
    result.fingerprint = site.fingerprint;
    out(format === 'json' ? JSON.stringify(result, null, 2) : formatResultText(result));
    return 0;
  } catch (e) {
    err(`benchmark failed: ${(e as Error).message}`);
    return 1;
  } finally {
    process.off('SIGINT', onSig);
  }
}
