// `kafka-tune lint`: the analysis the editor shows, over files, folders or stdin, for CI. Each
// file gets the project configuration found walking up from it (or --config), exactly as the
// language server does, so the editor and CI agree. Entries that cannot be read are reported one
// by one and the rest is still linted.
import { promises as fs, constants } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, relative, resolve, sep } from 'node:path';
import type { Diagnostic } from 'vscode-languageserver-types';
import { documentKind, isKindText, supportedKinds, type DocumentKind } from '../../common/src/model';
import { DIAGNOSTIC_SOURCE } from '../../common/src/protocol';
import { carrierKeysHere, ModuleResolver, parsersFor, ProjectConfigs, readCodeFactsHere, scanWorkspace, type LanguageService, type LoadedConfig, type ModuleFacts, type ScanOptions, type WorkspaceFacts } from '../../server/src/index';
import { analyseOnce, lintService, type Analysed } from './analyseFile';
import { LintPool, lintWorkerFile, type PoolStats } from './lintPool';
import { readAhead } from '../../common/src/readAhead';
import { parseSettings } from '../../common/src/settings';
import { uriToFsPath } from '../../common/src/uri';
import type { FileResult } from './results';
import { collectFiles, describe, type FoundFile, type WalkNote } from './walk';

export type { FileResult } from './results';

export interface LintOptions {
  cwd?: string;
  exclude?: readonly string[];
  gitignore?: boolean;
  /** --config: one configuration file for every file. */
  config?: string;
  /** The text of `-` (stdin) and the name it is linted as. */
  stdin?: { text: string; filename: string };
  onInternalError?: (what: string, e: unknown) => void;
  /**
   * Threads that parse and analyse (--jobs): with more than one, that many lint workers do it while
   * this thread reads and collects (lintPool.ts); with one, this thread does everything. 'auto':
   * one per core (at most AUTO_JOBS) when the run has enough Java and TS/JS sources to repay
   * starting the workers. 1 by default.
   */
  jobs?: number | 'auto';
  /** For tests: the bundle the workers run (engine.js beside lint.js by default) and their heap. */
  workers?: { file?: string; heapMb?: number };
}

/**
 * With fewer Java and TS/JS sources than this, 'auto' keeps to one thread: each worker loads the
 * engine and compiles the Java grammar before its first file. Measured (docs/measured.md): this
 * repository's test corpus (146 sources, 314 files) took 2.2 s on one thread, 2.6 s with two
 * workers; Apache Kafka's connect/ (627 sources) 4.3 and 3.8 s.
 */
const SOURCES_FOR_WORKERS = 400;
/** 'auto' jobs at most: each thread holds its own parsers and heap, and two already halve a run on two cores. */
const AUTO_JOBS = 2;

function threadsFor(jobs: LintOptions['jobs'], files: readonly FoundFile[]): number {
  if (jobs !== 'auto') return jobs ?? 1;
  const sources = files.filter((f) => { const r = documentKind(f.abs)?.reader; return r === 'java' || r === 'ts'; }).length;
  return sources >= SOURCES_FOR_WORKERS ? Math.max(1, Math.min(AUTO_JOBS, availableParallelism())) : 1;
}

/** Files read ahead of the one being analysed. */
const READ_AHEAD = 8;

export interface LintRun {
  /** Ordered by file, diagnostics by position. */
  results: FileResult[];
  notes: WalkNote[];
  /** What the lint workers did, when the run had them. */
  workers?: PoolStats;
}

export async function lintPaths(paths: readonly string[], opts: LintOptions = {}): Promise<LintRun> {
  const cwd = opts.cwd ?? process.cwd();
  const configs = new ProjectConfigs(opts.config && resolve(cwd, opts.config));
  // A --config that cannot be used is the caller's mistake, not one file's: it stops the run.
  if (opts.config) await configs.forFile(cwd);
  const onDisk = paths.filter((p) => p !== '-');
  const { files, notes } = await collectFiles(onDisk, { cwd, exclude: opts.exclude ?? [], gitignore: opts.gitignore ?? true, configs });
  // Started now, so that they load while the build files are read.
  const workerFile = opts.workers?.file ?? lintWorkerFile();
  const threads = threadsFor(opts.jobs, files);
  const pool = threads > 1 && workerFile ? new LintPool(workerFile, threads, { onInternalError: opts.onInternalError, heapMb: opts.workers?.heapMb }) : undefined;
  try {
    const run = await lintFiles(paths, files, notes, configs, cwd, opts, pool);
    return pool ? { ...run, workers: pool.stats } : run;
  } finally {
    await pool?.close();
  }
}

async function lintFiles(paths: readonly string[], files: FoundFile[], notes: WalkNote[], configs: ProjectConfigs, cwd: string, opts: LintOptions, pool: LintPool | undefined): Promise<LintRun> {
  const onDisk = paths.filter((p) => p !== '-');
  const roots = [...new Set([...files.map((f) => dirname(f.abs)), ...onDisk.map((p) => resolve(cwd, p))])];
  // Files named on their own (not found under a named folder), which are linted in their project.
  const namedFiles = files.filter((f) => onDisk.some((p) => resolve(cwd, p) === f.abs)).map((f) => f.abs);
  // Their paths and folders stand for no folder of their own in the scan: their projects do.
  const named = new Set(namedFiles.flatMap((f) => [f, dirname(f)]));
  // Each file's client version comes from the build files above it (its module, its parents),
  // within the repository; the workspace-wide facts from a bounded scan of the linted folders.
  const resolver = new ModuleResolver({ roots: [cwd, ...topFolders(roots)], repositoryFirst: true });
  const modules: Record<string, ModuleFacts> = {};
  const stdinPath = paths.includes('-') && opts.stdin ? [resolve(cwd, opts.stdin.filename)] : [];
  // The nearest build file's folder per file, shown with its versions in the reports.
  const moduleOf = new Map<string, string>();
  for (const abs of [...stdinPath, ...files.map((f) => f.abs)]) {
    const found = await resolver.modulesFor(abs);
    for (const m of found) modules[m.folder] = m;
    if (found[0]) moduleOf.set(abs, relative(cwd, uriToFsPath(found[0].folder)).split(sep).join('/') || '.');
  }
  // default-changed is said once per module among the files this run lints. With workers, the
  // scan's parsing is theirs too; a job a worker hands back is done here.
  const linted = new Set([...stdinPath, ...files.map((f) => f.abs)]);
  const inWorkers: ScanOptions = pool
    ? {
        codeFacts: (docs, labels) => pool.run({ kind: 'codeFacts', docs, labels }).catch(() => readCodeFactsHere(docs, labels)),
        carrierKeys: (doc) => pool.run({ kind: 'carrierKeys', doc }).catch(() => carrierKeysHere(doc)),
      }
    : {};
  const scanned = topFolders([...roots.filter((r) => !named.has(r)), ...(await Promise.all(namedFiles.map((f) => projectOf(f, cwd))))]);
  const workspace: WorkspaceFacts = { ...(await scanWorkspace(scanned, { analysed: (p) => linted.has(p), ...inWorkers })), modules };
  pool?.setWorkspace(workspace);
  const services = new Map<LoadedConfig | undefined, LanguageService>();
  const serviceFor = (cfg: LoadedConfig | undefined) => {
    let s = services.get(cfg);
    if (!s) {
      s = lintService(workspace, cfg?.settings, opts.onInternalError);
      services.set(cfg, s);
    }
    return s;
  };
  const configFor = async (abs: string, shown: string): Promise<{ ok: true; cfg: LoadedConfig | undefined } | { ok: false }> => {
    try {
      return { ok: true, cfg: await configs.forFile(abs) };
    } catch (e) {
      if (!notes.some((n) => n.message === (e as Error).message)) notes.push({ path: shown, level: 'error', message: (e as Error).message });
      return { ok: false };
    }
  };

  const results: FileResult[] = [];
  const record = (abs: string, shown: string, { diagnostics, checkedAgainst }: Analysed) => {
    const module = moduleOf.get(abs);
    results.push({ file: shown, diagnostics, ...(module ? { module } : {}), checkedAgainst });
  };
  // The parsers a file needs (the Java grammar is WASM, instantiated asynchronously) are loaded
  // before its synchronous analysis; only once each.
  const analyseHere = async (cfg: LoadedConfig | undefined, abs: string, shown: string, text: string) => {
    await parsersFor(abs);
    record(abs, shown, analyseOnce(serviceFor(cfg), abs, text));
  };
  const sentToWorkers: Array<Promise<void>> = [];
  const analyse = async (cfg: LoadedConfig | undefined, abs: string, shown: string, text: string) => {
    if (!pool || !(await pool.room())) return analyseHere(cfg, abs, shown, text);
    sentToWorkers.push(pool.analyse(abs, text, cfg?.settings).then((a) => record(abs, shown, a), () => analyseHere(cfg, abs, shown, text)));
  };

  if (paths.includes('-')) {
    if (!opts.stdin) throw new Error('stdin was named but not read');
    const abs = resolve(cwd, opts.stdin.filename);
    const got = await configFor(abs, opts.stdin.filename);
    const kind = documentKind(abs);
    if (!kind) notes.push({ path: opts.stdin.filename, level: 'warning', message: `not linted: kafka-tune reads ${supportedKinds()}` });
    else if (!isKindText(kind, opts.stdin.text)) notes.push({ path: opts.stdin.filename, level: 'warning', message: notOfItsKind(kind) });
    else if (got.ok) await analyseHere(got.cfg, abs, opts.stdin.filename, opts.stdin.text);
  }
  // The next files are read while one is analysed (the analysis is synchronous, the reads are not):
  // over a whole repository the run otherwise waits on the disk between files. READ_AHEAD files
  // ahead at most, so memory holds a few texts, not the tree (one ahead left the run idle for ~13 %
  // of its analysis phase over Apache Kafka's tree, --cpu-prof).
  const load = async (f: FoundFile) => {
    const got = await configFor(f.abs, f.shown);
    if (!got.ok) return undefined;
    const max = got.cfg?.settings.maxFileBytes ?? parseSettings({}).maxFileBytes;
    return { f, cfg: got.cfg, max, read: await readRegularFile(f.abs, max) };
  };
  const take = readAhead(files, READ_AHEAD, load);
  for (let i = 0; i < files.length; i++) {
    const loaded = await take(i);
    if (!loaded) continue;
    const { f, cfg, max, read } = loaded;
    // A .json file is linted only when it is a connector config; a lockfile or a tsconfig is no
    // file of this product's, and a walk over a folder says nothing of it.
    const kind = documentKind(f.abs);
    const byText = kind?.textMarker !== undefined;
    if ('error' in read) notes.push({ path: f.shown, level: 'error', message: read.error });
    else if ('tooLarge' in read) { if (!byText && (kind?.reader !== 'java' && kind?.reader !== 'ts' || await mentionsKafka(f.abs))) results.push({ file: f.shown, diagnostics: [tooLarge(read.tooLarge, max)] }); }
    else if (kind && !isKindText(kind, read.text)) { if (onDisk.includes(f.shown)) notes.push({ path: f.shown, level: 'warning', message: notOfItsKind(kind) }); }
    else await analyse(cfg, f.abs, f.shown, read.text);
  }
  await Promise.all(sentToWorkers);
  return { results: ordered(results), notes: [...notes].sort((a, b) => compare(a.path, b.path)) };
}

/**
 * Opens without blocking and checks the opened handle: the entry may have become a pipe or grown
 * since the walk looked at it. A file over the size limit is not read at all.
 */
async function readRegularFile(abs: string, maxBytes: number): Promise<{ text: string } | { tooLarge: number } | { error: string }> {
  let handle: fs.FileHandle | undefined;
  try {
    handle = await fs.open(abs, constants.O_RDONLY | constants.O_NONBLOCK);
    const st = await handle.stat();
    if (!st.isFile()) return { error: 'skipped: not a regular file (never read)' };
    if (st.size > maxBytes) return { tooLarge: st.size };
    return { text: await handle.readFile('utf8') };
  } catch (e) {
    return { error: `cannot read file (${describe(e)})` };
  } finally {
    await handle?.close().catch(() => undefined);
  }
}

/** Why a file of a kind told by its content was not linted, in the kind's terms. */
function notOfItsKind(kind: DocumentKind): string {
  if (kind.reader === 'yaml') return 'not linted: a YAML file is read when it is a Spring Boot application*.yml or a Docker Compose file that runs a Kafka image';
  if (kind.languageIds.includes('shellscript')) return 'not linted: a shell script is read only for the Kafka Connect connector configs it posts (a JSON body that names "connector.class")';
  return 'not linted: a .json file is read only when it is a Kafka Connect connector config (it names "connector.class")';
}

/** Code files over this size are not searched for "kafka" either: the notice stands. */
const KAFKA_SCAN_LIMIT = 64 * 1024 * 1024;

/**
 * Whether a code file too large to lint says "kafka" anywhere (case-insensitive). Kafka client code
 * always does (org.apache.kafka, kafkajs, node-rdkafka, @confluentinc/kafka-javascript), so a
 * bundled or generated file without it — a 1.5 MB swagger-ui-bundle.js under static/ (check 88) —
 * held nothing to lint, and saying it was skipped is noise.
 */
async function mentionsKafka(path: string): Promise<boolean> {
  const st = await fs.stat(path).catch(() => undefined);
  if (!st || st.size > KAFKA_SCAN_LIMIT) return true;
  const text = await fs.readFile(path, 'latin1').catch(() => undefined);
  return text === undefined || /kafka/i.test(text);
}

function tooLarge(size: number, max: number): Diagnostic {
  return {
    range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
    severity: 3,
    source: DIAGNOSTIC_SOURCE,
    code: 'file-too-large',
    message: `Kafka tuning skipped this file: ${size.toLocaleString('en-US')} bytes is over the maxFileBytes limit (${max.toLocaleString('en-US')}; \`maxFileBytes\` in .kafka-tuning.json sets it).`,
  };
}

/**
 * The project a file named on its own is linted in, as an editor with that project open would see
 * it: the repository holding it (the nearest folder above with .git), else the current folder when
 * it holds the file, else the file's own folder. Its compose images, broker files and Spring beans
 * then count (check 85: an mm2.properties linted alone was checked against the newest Kafka while
 * the repository's compose files run 3.3, and a Spring module's own ConsumerFactory went unseen).
 */
async function projectOf(path: string, cwd: string): Promise<string> {
  const dir = (await fs.stat(path).then((st) => st.isDirectory(), () => false)) ? path : dirname(path);
  for (let d = dir, i = 0; i < 32; i++) {
    if (await fs.stat(resolve(d, '.git')).then(() => true, () => false)) return d;
    const up = dirname(d);
    if (up === d) break;
    d = up;
  }
  return dir === cwd || dir.startsWith(cwd.endsWith(sep) ? cwd : cwd + sep) ? cwd : dir;
}

/** The outermost folders among `dirs`, so the build-file scan reads each tree once. */
function topFolders(dirs: string[]): string[] {
  const sorted = [...dirs].sort((a, b) => a.length - b.length);
  const out: string[] = [];
  for (const d of sorted) if (!out.some((o) => d === o || d.startsWith(o.endsWith('/') ? o : `${o}/`))) out.push(d);
  return out;
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function ordered(results: FileResult[]): FileResult[] {
  return [...results]
    .sort((a, b) => compare(a.file, b.file))
    .map((r) => ({
      ...r,
      diagnostics: [...r.diagnostics].sort((x, y) => x.range.start.line - y.range.start.line || x.range.start.character - y.range.start.character || String(x.code).localeCompare(String(y.code))),
    }));
}
