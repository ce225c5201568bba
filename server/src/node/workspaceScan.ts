// Reads the workspace for facts the rules need beyond one file and that belong to no module:
// broker/topic min.insync.replicas, the broker's group session-timeout bounds, the kafkajs codecs
// registered anywhere, the files that name a broker's or topic's record-batch limit, and
// (codeScan.ts) what the code says across files. Bounded (depth, file count) so a huge monorepo
// cannot stall the server.
// Client versions are not read here: they are per module, resolved upward from each analysed file
// (moduleVersions.ts).
import { promises as fs } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { parseProperties } from '../service/parse/properties';
import { fsPathToUri } from '../../../common/src/uri';
import { isSkippedFolder } from './skippedFolder';
import { readAhead } from '../../../common/src/readAhead';
import { kafkajsCodecsIn } from './kafkajsCodecs';
import { CodeCandidates, type CodeFactsReader } from './codeScan';
import { ProjectConfigs } from './projectConfig';
import { defaultChangeCarriers, JAVA_BUILD_FILES, mayCarryDefaultChange, type CandidateFile, type CarrierKeysReader } from './defaultChangeCarriers';
import { springKeysReadIn } from './springKeysRead';
import { springFactoryBeansIn } from './springFactoryBeans';
import { springAckFactsIn } from './springAckListeners';
import { springSites } from '../service/sites/spring';
import type { WorkspaceFacts, WorkspaceSetting } from '../service/workspace';
import { composeEnvFilePaths, composeImages, composeKafkaServices, interpolate, isComposeFileName, kafkaImage, parseDotEnv } from '../service/crossFile/compose';
import { isComposeDocument, isSpringConfigName } from '../../../common/src/model';
import { composeBuilds, dockerfileBaseImage, dockerfileKafkaTarball, isDockerfileName } from '../service/crossFile/dockerfile';

const MAX_FILES = 5000;
/**
 * Deep enough for a Java module's sources: module/src/main/java plus a package of five or six
 * levels is 10 or 11 folders down (check 49: @Value reads at depth 9 were never seen, and their
 * keys were called unread). MAX_FILES still bounds the walk.
 */
const MAX_DEPTH = 16;

export interface ScanOptions {
  /**
   * Which files may carry a module's default-changed note: only files that are analysed. The CLI
   * passes the files it lints (.gitignore, --exclude and the project file's ignore applied); by
   * default a file the project file's `ignore` globs exclude is left out, as the editor leaves it.
   */
  analysed?: (absPath: string) => boolean | Promise<boolean>;
  /** Where the code sources are parsed (codeScan.ts): in place unless the caller has a worker for it. */
  codeFacts?: CodeFactsReader;
  /** Where the default-changed candidates are parsed (defaultChangeCarriers.ts): likewise. */
  carrierKeys?: CarrierKeysReader;
}

export async function scanWorkspace(folders: string[], opts: ScanOptions = {}): Promise<WorkspaceFacts> {
  const facts: WorkspaceFacts = { kafkajsCodecs: [] };
  const minInsync: WorkspaceSetting[] = [];
  const broker: BrokerSeen = { 'group.min.session.timeout.ms': [], 'group.max.session.timeout.ms': [] };
  const candidates: CandidateFile[] = [];
  let seen = 0;
  const code = new CodeCandidates();
  const visit = async (root: string, dir: string, depth: number, module: string): Promise<void> => {
    if (depth > MAX_DEPTH || seen > MAX_FILES) return;
    let entries;
    try {
      entries = await fs.readdir(dir, { withFileTypes: true });
    } catch {
      return;
    }
    // A folder with a Java build file is a module of its own (as moduleVersions.ts resolves it).
    const here = entries.some((e) => e.isFile() && JAVA_BUILD_FILES.includes(e.name)) ? toSlash(relative(root, dir)) : module;
    // Java and TS/JS sources are read by both readFacts and code.offer: once, and a few files ahead
    // of the one being looked at, so the scan does not wait on the disk file by file (it was idle for
    // most of ~4 s over Apache Kafka's tree; `kafka-tune lint .` there, --cpu-prof).
    const sources = entries.filter((e) => e.isFile() && SOURCE.test(e.name)).map((e) => join(dir, e.name));
    const take = readAhead(sources, READ_AHEAD, readIfSmall);
    let looked = 0; // sources taken so far, in the order of `entries`
    for (const e of entries) {
      if (++seen > MAX_FILES) return;
      const path = join(dir, e.name);
      if (e.isDirectory()) {
        if (!e.name.startsWith('.') && !(await isSkippedFolder(path, e.name))) await visit(root, path, depth + 1, here);
      } else if (e.isFile()) {
        const text = SOURCE.test(e.name) ? take(looked++) : undefined;
        await readFacts(path, relative(root, path), facts, minInsync, broker, text).catch(() => undefined);
        await code.offer(root, path, text).catch(() => false);
        if (mayCarryDefaultChange(e.name)) candidates.push({ path, rel: toSlash(relative(root, path)), root, module: here });
      }
    }
  };
  facts.messageSizeLimits = [];
  for (const f of folders) await visit(f, f, 0, '');
  // A scan cut short by its file bound cannot say that no file names a size limit.
  if (seen > MAX_FILES) delete facts.messageSizeLimits;
  // Across files: bound @ConfigurationProperties maps that reach a client, exported kafkajs clients.
  // The two parse apart from each other: at once, when their readers are other threads.
  const codeFacts = code.facts(opts.codeFacts).catch(() => undefined);
  const configs = new ProjectConfigs();
  const analysed = opts.analysed ?? (async (path: string) => !(await configs.forFile(path).catch(() => undefined))?.ignores(path));
  const kept: CandidateFile[] = [];
  for (const c of candidates) if (await analysed(c.path)) kept.push(c);
  const carriers = await defaultChangeCarriers(kept, opts.carrierKeys);
  Object.assign(facts, carriers);
  const read = await codeFacts;
  if (read) facts.code = read;
  // Several broker configs that disagree say nothing certain about the cluster the client talks
  // to: rules that need the value then stay silent rather than pick one.
  const agreed = (seen: WorkspaceSetting[]) => (seen.length > 0 && seen.every((m) => m.value === seen[0].value) ? seen[0] : undefined);
  const found: Array<[keyof WorkspaceFacts & `${string}Ms` | 'minInsyncReplicas', WorkspaceSetting | undefined]> = [
    ['minInsyncReplicas', agreed(minInsync)],
    ['groupMinSessionTimeoutMs', agreed(broker['group.min.session.timeout.ms'])],
    ['groupMaxSessionTimeoutMs', agreed(broker['group.max.session.timeout.ms'])],
  ];
  for (const [k, v] of found) if (v) facts[k] = v;
  return facts;
}

/**
 * The Kafka keys a Spring Boot configuration file sets, in any of its documents (profiles included),
 * and whether it makes the producer transactional (spring.kafka.producer.transaction-id-prefix).
 */
function springConfigIn(name: string, text: string, uri: string): { keys: string[]; transactional: boolean } {
  if (!/^application[-.\w]*\.(?:ya?ml|properties)$/.test(name)) return { keys: [], transactional: false };
  const sites = springSites({ uri, fileName: name, languageId: '', text });
  return {
    keys: [...new Set(sites.flatMap((site) => site.entries.filter((e) => !e.inherited).map((e) => e.key)))],
    transactional: sites.some((site) => (site.syntax === 'spring-yaml' || site.syntax === 'spring-properties') && site.spring.transactionIdPrefix !== undefined),
  };
}

function addAckFacts(facts: WorkspaceFacts, ack: ReturnType<typeof springAckFactsIn>, uri: string): void {
  if (ack.listeners.length > 0) (facts.springAckListeners ??= []).push(...ack.listeners);
  if (ack.setsAckMode) (facts.springAckModeSetters ??= []).push(uri);
}

function toSlash(p: string): string {
  return p.split(sep).join('/');
}

/** Broker-only settings gathered from broker config files (a topic file cannot set them). */
type BrokerSeen = Record<'group.min.session.timeout.ms' | 'group.max.session.timeout.ms', WorkspaceSetting[]>;

async function readFacts(path: string, rel: string, facts: WorkspaceFacts, minInsync: WorkspaceSetting[], broker: BrokerSeen, read?: Promise<string | undefined>): Promise<void> {
  const name = basename(path);
  // Read at most once, and only when a branch wants the text (a .yml file is read to tell a
  // compose file by its content, then analysed as one); a source file's text may come read already.
  let reading: Promise<string | undefined> | undefined = read;
  const small = () => (reading ??= readIfSmall(path));
  try {
    await readFactsOf(name, path, rel, facts, minInsync, broker, small, (text) => (reading = Promise.resolve(text)));
  } finally {
    // Whatever was read: does it name a broker's or a topic's record-batch limit?
    const text = reading === undefined ? undefined : await reading.catch(() => undefined);
    if (text !== undefined && SIZE_LIMIT.test(text)) facts.messageSizeLimits?.push(toSlash(rel));
  }
}

/** message.max.bytes (broker), max.message.bytes (topic), KAFKA_MESSAGE_MAX_BYTES, TopicConfig.MAX_MESSAGE_BYTES_CONFIG… */
const SIZE_LIMIT = /message[._]max[._]bytes|max[._]message[._]bytes/i;

async function readFactsOf(
  name: string, path: string, rel: string, facts: WorkspaceFacts, minInsync: WorkspaceSetting[], broker: BrokerSeen,
  small: () => Promise<string | undefined>, readWhole: (text: string) => void,
): Promise<void> {
  if (/\.(java|kt)$/.test(name)) {
    const text = await small();
    if (text === undefined) return;
    const uri = fsPathToUri(path);
    const read = springKeysReadIn(name, text, uri);
    if (read.length > 0) (facts.codeReadKeys ??= []).push(...read);
    const beans = springFactoryBeansIn(name, text, uri);
    if (beans.length > 0) (facts.springFactoryBeans ??= []).push(...beans);
    if (text.includes('java.security.auth.login.config')) (facts.jaasPropertyFiles ??= []).push(uri);
    addAckFacts(facts, springAckFactsIn(name, text, uri), uri);
  } else if (/\.[cm]?[jt]sx?$/.test(name)) {
    const text = await small();
    if (text === undefined) return;
    for (const c of kafkajsCodecsIn(name, text)) if (!facts.kafkajsCodecs.includes(c)) facts.kafkajsCodecs.push(c);
  } else if (isDockerfileName(name)) {
    // A Dockerfile that starts FROM a Kafka image speaks for the files beside it (a worker's
    // connect-distributed.properties next to `FROM confluentinc/cp-kafka-connect:5.3.1`, check 47)
    // as a compose file of one service would: its release, no cluster, no address.
    const text = (await small()) ?? '';
    const image = dockerfileBaseImage(text);
    const known = image ? kafkaImage(image) : undefined;
    if (image && known) {
      const service = { service: toSlash(rel), hosts: [], localPorts: [], image, kind: known.kind, ...(known.version ? { kafkaVersion: known.version } : {}), ...(known.debezium ? { debeziumVersion: known.debezium } : {}) };
      (facts.compose ??= []).push({ file: fsPathToUri(path), label: toSlash(rel), services: [service] });
    } else {
      // Or it installs Kafka's own binary distribution on another base (FROM openjdk…).
      const tarball = dockerfileKafkaTarball(text);
      if (tarball) (facts.compose ??= []).push({ file: fsPathToUri(path), label: toSlash(rel), services: [{ service: toSlash(rel), hosts: [], localPorts: [], image: tarball.archive, kind: 'broker', kafkaVersion: tarball.version }] });
    }
  } else if (isComposeFileName(name) || (/\.ya?ml$/i.test(name) && !isSpringConfigName(name) && isComposeDocument(name, (await small()) ?? ''))) {
    const text = await small();
    if (text === undefined) return;
    const uri = fsPathToUri(path);
    // Compose interpolates ${VAR} from the .env file of the project folder (the compose file's).
    const env = parseDotEnv(await fs.readFile(join(dirname(path), '.env'), 'utf8').catch(() => ''));
    const envFiles = await readEnvFiles(dirname(path), composeEnvFilePaths(text));
    const baseImages = await readBaseImages(dirname(path), text, env);
    const around = { ...(Object.keys(env).length > 0 ? { env } : {}), ...(Object.keys(envFiles).length > 0 ? { envFiles } : {}), ...(Object.keys(baseImages).length > 0 ? { baseImages } : {}) };
    const services = composeKafkaServices(text, around);
    if (services.length > 0) (facts.compose ??= []).push({ file: uri, label: toSlash(rel), services, containers: composeImages(text, env), ...around });
    // SPRING_KAFKA_LISTENER_ACK_MODE in a service's environment sets the ack mode too.
    addAckFacts(facts, springAckFactsIn(name, text, uri), uri);
  } else if (/\.(ya?ml|env)$/.test(name) || name === '.env' || (/\.properties$/.test(name) && !/(server|broker|topic|controller)/i.test(name))) {
    const text = await small();
    if (text === undefined) return;
    const uri = fsPathToUri(path);
    addAckFacts(facts, springAckFactsIn(name, text, uri), uri);
    const { keys, transactional } = springConfigIn(name, text, uri);
    if (keys.length > 0) (facts.springConfigKeys ??= []).push({ file: uri, keys });
    if (transactional) (facts.springTransactionalFiles ??= []).push(uri);
  } else if (/\.properties$/.test(name) && /(server|broker|topic|controller)/i.test(name)) {
    const whole = await fs.readFile(path, 'utf8');
    readWhole(whole);
    const parsed = parseProperties(whole);
    const last = (key: string) => parsed.entries.filter((x) => x.key === key).pop();
    const e = last('min.insync.replicas');
    if (e) minInsync.push({ value: e.value.trim(), file: rel });
    for (const key of Object.keys(broker) as Array<keyof BrokerSeen>) {
      const b = last(key);
      if (b) broker[key].push({ value: b.value.trim(), file: rel });
    }
  } else if (/\.(?:sh|tf|tfvars)$/.test(name)) {
    // Read only for the size-limit note above: a script or Terraform file that creates a topic
    // with `--config max.message.bytes=…` or sets a broker's message.max.bytes.
    await small();
  }
}

/** Files larger than this are not read whole by the scan (a generated or vendored file says nothing here). */
const MAX_BYTES = 1_000_000;
/** Source files both readFacts and the code scan read (Java/Kotlin, TS/JS). */
const SOURCE = /\.(?:java|kt|[cm]?[jt]sx?)$/;
/** Source files of a folder read ahead of the one being looked at. */
const READ_AHEAD = 8;

/** A regular file's text when it is under the scan's size limit; undefined when it is missing, unreadable or too large. */
async function readIfSmall(path: string): Promise<string | undefined> {
  const size = await fs.stat(path).then((st) => (st.isFile() ? st.size : Infinity), () => Infinity);
  return size < MAX_BYTES ? fs.readFile(path, 'utf8').catch(() => undefined) : undefined;
}

/**
 * The variables of the files a compose file's services name in `env_file:`, by the path as
 * written, resolved against the compose file's folder (as Compose does). A file that is missing,
 * unreadable or over 1 MB is left out: its variables stay unknown, as they would be to a reader.
 */
async function readEnvFiles(folder: string, paths: readonly string[]): Promise<Record<string, Record<string, string>>> {
  const out: Record<string, Record<string, string>> = {};
  for (const p of paths) {
    const text = await readIfSmall(resolve(folder, p));
    if (text !== undefined) out[p] = parseDotEnv(text);
  }
  return out;
}

/** The base image of each service the compose file builds, from its Dockerfile (crossFile/dockerfile.ts); build args interpolated from the `.env`. */
async function readBaseImages(folder: string, text: string, env: Readonly<Record<string, string>>): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const b of composeBuilds(text)) {
    const dockerfile = b.inline ?? (b.dockerfile === undefined ? undefined : await readIfSmall(resolve(folder, b.dockerfile)));
    const args = Object.fromEntries(Object.entries(b.args).map(([k, v]) => [k, interpolate(v, env)]));
    const image = dockerfile === undefined ? undefined : dockerfileBaseImage(dockerfile, args);
    if (image) out[b.service] = image;
  }
  return out;
}
