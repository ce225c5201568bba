// `kafka-tune bench <file> [--site N] --bootstrap host:port --records N --record-size B
//   --throughput T --rounds R [--engine kafkajs|official] [--partitions P] [--payload-file F]
//   [--allow-non-loopback] --format json|text`
// Reads the file's config sites with the pure language service (no VS Code), benchmarks one and
// prints the result. Exit codes: 0 ok, 1 benchmark failed, 2 usage error.
import { readFile } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BenchResult, BenchSettingsInput } from '../../../common/bench';
import type { SiteSummary } from '../../../common/protocol';
import { createHash } from 'node:crypto';
import { parseProperties } from '../../../server/src/service/parse/properties';
import { produceBacklog } from './engine/consumerBench';
import { runConsumerBench, runOfficialConsumer, runOfficialProducer, runProducerBench } from './engine/index';
import { formatResultText } from './format';

const LANGS: Record<string, string> = { properties: 'properties', java: 'java', ts: 'typescript', js: 'javascript', yml: 'yaml', yaml: 'yaml' };

export async function sitesOfFile(path: string): Promise<SiteSummary[]> {
  const text = await readFile(path, 'utf8');
  const ext = path.split('.').pop() ?? '';
  const doc = { uri: pathToFileURL(resolve(path)).toString(), fileName: basename(path), languageId: LANGS[ext] ?? 'properties', text };
  try {
    // Loaded lazily: the full service pulls in the Java parser (ESM-only chevrotain), which plain
    // Node 20 + tsx cannot require; the esbuild bundle can. .properties files work either way.
    const { createLanguageService } = await import('../../../server/src/service/index');
    return createLanguageService().sites(doc);
  } catch (e) {
    if (ext !== 'properties') throw e;
    return [minimalPropertiesSite(text, basename(path))];
  }
}

/** One site from the file's keys (no client defaults: the engine fills Java defaults itself). */
function minimalPropertiesSite(text: string, name: string): SiteSummary {
  const entries = parseProperties(text).entries;
  const explicit = Object.fromEntries(entries.map((e) => [e.key, e.value.trim()]));
  const consumer = /consumer/i.test(name) || entries.some((e) => /^(fetch\.|max\.poll\.|group\.id$)/.test(e.key));
  const last = entries[entries.length - 1]?.range.end ?? { line: 0, character: 0 };
  return {
    index: 0, label: name, role: consumer ? 'consumer' : 'producer', client: 'java', syntax: 'properties',
    range: { start: { line: 0, character: 0 }, end: last }, explicit, effective: explicit, workload: {},
    fingerprint: createHash('sha1').update(JSON.stringify(explicit)).digest('hex').slice(0, 12),
  };
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

const USAGE = 'usage: kafka-tune bench <file> [--site N] --bootstrap host:port --records N --record-size B --throughput T --rounds R [--partitions P] [--engine kafkajs|official] [--payload-file F] --format json|text';

export async function runBenchCli(argv: string[], out: (s: string) => void = (s) => process.stdout.write(s + '\n'), err: (s: string) => void = (s) => process.stderr.write(s + '\n')): Promise<number> {
  const { file, flags } = parseArgs(argv[0] === 'bench' ? argv.slice(1) : argv);
  if (!file || flags.has('help')) { err(USAGE); return 2; }
  const int = (k: string, d: number) => { const v = flags.get(k); return v === undefined ? d : Number(v); };
  let sites: SiteSummary[];
  try { sites = await sitesOfFile(file); } catch (e) { err(`cannot read ${file}: ${(e as Error).message}`); return 2; }
  const runnable = sites.filter((s) => s.role === 'producer' || s.role === 'consumer');
  if (runnable.length === 0) { err(`${file}: no producer or consumer config site found`); return 2; }
  const site = flags.has('site') ? sites.find((s) => s.index === int('site', 0)) : runnable[0];
  if (!site || (site.role !== 'producer' && site.role !== 'consumer')) { err(`${file}: site ${flags.get('site')} is not a producer or consumer site (sites: ${runnable.map((s) => `${s.index} ${s.label}`).join(', ')})`); return 2; }
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
    let result: BenchResult;
    if (settings.engine === 'official') {
      result = kind === 'producer'
        ? await runOfficialProducer(settings, loc, hooks)
        : await runOfficialConsumer(settings, loc, async (topic) => produceBacklog(await import('./engine/connection').then((m) => m.makeKafka({ bootstrap: settings.bootstrap, allowNonLoopback: settings.allowNonLoopback })), topic, settings.partitions ?? 4, settings.records, settings.recordSize, hooks, 60_000), hooks);
    } else {
      result = kind === 'producer' ? await runProducerBench(settings, hooks) : await runConsumerBench(settings, hooks);
    }
    result.site = { uri: pathToFileURL(resolve(file)).toString(), index: site.index, label: site.label };
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
