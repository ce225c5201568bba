// Which file carries a module's default-changed note. A module (the nearest folder above a file
// with a Java build file: pom.xml, build.gradle(.kts), the same folders the client version is
// resolved from) gets the note once per key: the first of its files in path order that leaves the
// key unset carries it, every other file of the module stays silent about that key. Decided on
// the workspace scan, by running the service's own site extraction on the files that can hold a
// Java client config (.properties, Confluent *.config, Spring application*, Java sources that name
// a client class), so the editor and `kafka-tune lint` pick the same file whatever is open.
import { promises as fs } from 'node:fs';
import { documentKind, languageIdForPath } from '../../../common/src/model';
import { readAhead } from '../../../common/src/readAhead';
import { parseSettings } from '../../../common/src/settings';
import { fsPathToUri, uriKey } from '../../../common/src/uri';
import { catalogFor } from '../service/catalog';
import { setChangedDefaults, unsetChangedDefaults } from '../service/rules/defaultChanged';
import { isSpringProfileFile } from '../service/util/springProfileFile';
import { extractSites } from '../service/sites';
import { EMPTY_WORKSPACE, type WorkspaceFacts } from '../service/workspace';
import type { SourceDocument } from '../service/model';
import { parsersFor } from './parserWasm';

export const JAVA_BUILD_FILES = ['pom.xml', 'build.gradle', 'build.gradle.kts'];

/** A Java source that can configure a producer or consumer (cheap test before parsing it). */
const JAVA_CLIENT = /\b(ProducerConfig|ConsumerConfig|KafkaProducer|KafkaConsumer|ProducerFactory|ConsumerFactory)\b|"(bootstrap\.servers|linger\.ms|acks|session\.timeout\.ms)"/;
const MAX_BYTES = 1_000_000;
/**
 * Files parsed at most (the editor's first analyses wait for the scan): files past it in path
 * order keep a note of their own, as a file outside the scan does.
 */
const MAX_PARSED = 1500;
/** Files read ahead of the one being parsed. */
const READ_AHEAD = 8;

export interface CandidateFile {
  path: string;
  /** Shown in the carrier's message and recorded for the others: relative to the scanned folder. */
  rel: string;
  /** The scanned folder it was found in. */
  root: string;
  /** The module folder, relative to root ('' for the scanned folder itself). */
  module: string;
}

/** Whether the scan should consider the file at all: a document kind that can hold a Java client config. */
export function mayCarryDefaultChange(name: string): boolean {
  const reader = documentKind(name)?.reader;
  return reader === 'properties' || reader === 'java' || reader === 'yaml';
}

/**
 * The keys whose default changed that a file's sites leave unset, and, marked with a leading '=',
 * those its sites write (its own extraction, with no workspace facts and default settings);
 * undefined when its sites cannot be read. Where: on this thread by default; `kafka-tune lint`
 * over many files has its workers do it (cli/src/lintPool.ts).
 */
export type CarrierKeysReader = (doc: SourceDocument) => Promise<string[] | undefined>;

// The same for every file (the newest catalog, default settings): made once, on first use.
let shared: { catalog: ReturnType<typeof catalogFor>; settings: ReturnType<typeof parseSettings> } | undefined;

export const carrierKeysHere: CarrierKeysReader = async (doc) => {
  // A profile overlay never carries the note (default-changed is silent there).
  if (isSpringProfileFile(doc.fileName)) return [];
  await parsersFor(doc.fileName);
  try {
    shared ??= { catalog: catalogFor(), settings: parseSettings({}) };
    const { sites } = extractSites(doc, shared.catalog, EMPTY_WORKSPACE, shared.settings);
    return [...new Set(sites.flatMap(unsetChangedDefaults)), ...new Set(sites.flatMap(setChangedDefaults).map((k) => `=${k}`))];
  } catch {
    return undefined;
  }
};

export async function defaultChangeCarriers(files: readonly CandidateFile[], keysOf: CarrierKeysReader = carrierKeysHere): Promise<Pick<WorkspaceFacts, 'defaultChangedElsewhere' | 'defaultChangedCarriers'>> {
  const carrier = new Map<string, { rel: string; key: string }>();
  const elsewhere: Record<string, Record<string, string>> = {};
  const others = new Map<string, Set<string>>();
  const moduleOf = new Map<string, string>();
  let parsed = 0;
  // Path order, by code unit: the same on every machine.
  const ordered = [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  // The next files are read, and their keys looked for, while this one is taken: one read after
  // another left the thread idle for a third of the scan of Apache Kafka's tree (`kafka-tune lint .`
  // there, --cpu-prof), and a reader in worker threads works on several at once.
  const take = readAhead(ordered, READ_AHEAD, async (f) => {
    const text = await read(f.path);
    if (text === undefined) return 'skipped' as const;
    if (documentKind(f.path)?.reader === 'java' && !JAVA_CLIENT.test(text)) return 'skipped' as const;
    return keysOf({ uri: fsPathToUri(f.path), fileName: f.path, languageId: languageIdForPath(f.path) ?? 'plaintext', text });
  });
  // First every file's keys, then the carriers: a key some file of the module writes is set for
  // the module's client (a Java consumer that sets session.timeout.ms after loading a .properties
  // file that leaves it out), so no file of that module is told it runs with the default.
  const unsetIn: Array<{ f: CandidateFile; uri: string; keys: string[] }> = [];
  const setBy = new Map<string, string>();
  for (const [i, f] of ordered.entries()) {
    const got = await take(i);
    if (got === 'skipped') continue;
    // Files past the bound may have been read ahead already; none of them is counted in.
    if (++parsed > MAX_PARSED) break;
    if (got === undefined) continue;
    const keys: string[] = [];
    for (const k of got) {
      if (k.startsWith('=')) setBy.set(`${f.root}\0${f.module}\0${k.slice(1)}`, f.rel);
      else keys.push(k);
    }
    unsetIn.push({ f, uri: fsPathToUri(f.path), keys });
    // The scan runs beside the editor's requests: let them in between files.
    await new Promise((r) => setImmediate(r));
  }
  for (const { f, uri, keys } of unsetIn) {
    for (const k of keys) {
      const id = `${f.root}\0${f.module}\0${k}`;
      const setter = setBy.get(id);
      if (setter !== undefined) {
        (elsewhere[uriKey(uri)] ??= {})[k] = setter;
        continue;
      }
      const c = carrier.get(id);
      if (!c) {
        carrier.set(id, { rel: f.rel, key: uriKey(uri) });
        moduleOf.set(uriKey(uri), f.module);
      } else if (c.key !== uriKey(uri)) {
        (elsewhere[uriKey(uri)] ??= {})[k] = c.rel;
        const set = others.get(c.key) ?? new Set<string>();
        set.add(uriKey(uri));
        others.set(c.key, set);
      }
    }
  }
  const carriers: Record<string, { module: string; others: number }> = {};
  for (const [key, set] of others) carriers[key] = { module: moduleOf.get(key) ?? '', others: set.size };
  return { defaultChangedElsewhere: elsewhere, defaultChangedCarriers: carriers };
}

async function read(path: string): Promise<string | undefined> {
  try {
    const st = await fs.stat(path);
    if (!st.isFile() || st.size > MAX_BYTES) return undefined;
    return await fs.readFile(path, 'utf8');
  } catch {
    return undefined;
  }
}
