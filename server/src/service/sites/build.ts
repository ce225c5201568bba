// The one place a config site is made: an extractor's draft plus what the document and the
// workspace say about it. In order of precedence: a `kafka-tuning:` directive above the site, the
// version the build files of the document's own module pin, the kafkaTuning.* settings. The result is frozen, so a
// rule, a hover or the benchmark can never see a half-finished or later-changed site.
import type { Settings } from '../../../../common/src/settings';
import { parseDirective } from '../directive';
import type { ClientKind, ClientVersion, ConfigSite, RawDirective, SiteDraft, SourceDocument } from '../model';
import { LineIndex, lineIndexOf } from '../parse/lineIndex';
import { moduleVersion, type WorkspaceFacts } from '../workspace';
import type { DirectiveSpan } from './directives';
import { installedRelease, isZooKeeperBroker, ZOOKEEPER_LAST, ZOOKEEPER_ORIGIN } from './era';
import { composeKafkaVersion } from '../crossFile/compose';
import { compareVersions } from '../catalog';

const MARKER = /kafka-tuning\s*:/;

/** Roles whose config a separate Kafka process reads, not the application's client library. */
const SERVER_ROLES = new Set(['broker', 'topic', 'connect', 'connector', 'mirrormaker']);
/** A build version that comes from the server artifacts themselves (maven.ts / gradle.ts name the artifact in the origin). */
const SERVER_ARTIFACT = /\bkafka_2\.\d+\b|\bconnect-(?:runtime|api|mirror)\b/;

// A whole-line comment that starts with the directive marker (// … , # … , * … inside /* */).
const DIRECTIVE_LINE = /^[ \t]*(?:\/\/+|#|\/?\*+)[ \t]*kafka-tuning\s*:/gm;

/**
 * A directive applies to the config that follows it, up to the next directive, also when it sits
 * above a class rather than the method: the extractors attach the comments next to their sites,
 * and whole-line directive comments anywhere else in the file are found here.
 */
function fileDirectives(doc: SourceDocument, lines: LineIndex): RawDirective[] {
  const out: RawDirective[] = [];
  for (const m of doc.text.matchAll(DIRECTIVE_LINE)) {
    const start = m.index!;
    let end = doc.text.indexOf('\n', start);
    if (end < 0) end = doc.text.length;
    out.push({ text: doc.text.slice(start, end).replace(/\r$/, ''), offset: start, range: lines.range(start, end) });
  }
  return out;
}

export interface BuiltSites {
  sites: ConfigSite[];
  /** The code directives applied (each parsed once), for their `unknown-directive` problems. */
  directives: DirectiveSpan[];
}

/**
 * `ordinals`: how many sites of each identity came before these drafts in the document (the
 * .properties memo builds one section at a time, sites/propertiesMemo.ts); counted on in place.
 */
export function buildSites(doc: SourceDocument, drafts: readonly SiteDraft[], workspace: WorkspaceFacts, settings: Settings, ordinals = new Map<string, number>()): BuiltSites {
  const lines = lineIndexOf(doc.text);
  // .properties drafts arrive with their section's directive applied, and the Spring extractor
  // reads every comment and scopes each to the block it precedes. The Java and TS extractors attach
  // only the comments next to a site, so for them a line scan finds a directive above a class.
  const scanned = (d: SiteDraft) => d.syntax === 'java' || d.syntax === 'ts';
  const inFile = drafts.some(scanned) && doc.text.includes('kafka-tuning') ? fileDirectives(doc, lines) : [];
  const spans = new Map<number, DirectiveSpan>();
  // Looked up once per client kind: every site of the document lies in the same module.
  const built = new Map<ClientKind, ClientVersion | undefined>();
  const buildVersion = (kind: ClientKind) => {
    if (!built.has(kind)) built.set(kind, moduleVersion(workspace, doc.uri, kind));
    return built.get(kind);
  };
  const seen = ordinals;
  // Every bootstrap list the document writes (a MirrorMaker 2 file's are under cluster prefixes, in
  // sites of their own): which compose files elsewhere in the workspace speak for it.
  const addresses = workspace.compose ? drafts.flatMap((d) => d.entries.filter((e) => e.key === 'bootstrap.servers' && e.value).map((e) => e.value!)) : [];
  // A connector's database (Debezium, JDBC): the compose file that runs it runs the connector too.
  const databaseHost = workspace.compose ? drafts.flatMap((d) => d.entries.filter((e) => e.key === 'database.hostname' && e.value && !e.value.includes('${')).map((e) => e.value!.trim()))[0] : undefined;
  const sites = drafts.map((draft): ConfigSite => {
    const { identity, directives, ...rest } = draft;
    const ordinal = seen.get(identity) ?? 0;
    seen.set(identity, ordinal + 1);
    const id = `${identity}#${ordinal}`;
    let { role, roleOrigin, client, workload } = rest;
    if (directives) {
      const applied = nearestDirective(directives, scanned(draft) ? inFile : [], lines.offset(rest.range.start), spans);
      if (applied) {
        (applied.siteIds ??= []).push(id);
        const dir = applied.directive;
        workload = { ...workload, ...dir.workload };
        if (dir.role) { role = dir.role; roleOrigin = 'directive'; }
        if (dir.client && dir.client.client === client.client) client = { ...client, version: dir.client.version, origin: 'directive' };
      }
    }
    // A ZooKeeper-mode broker file runs on 3.9 at the newest, whatever the workspace's client
    // library version is; only a directive naming a version overrides that.
    // A compose site's image names its release itself (sites/compose.ts).
    if (draft.syntax !== 'compose' && !(client.origin === 'directive' && client.version) && client.client === 'java' && isZooKeeperBroker(role, rest.entries)) {
      client = { ...client, version: ZOOKEEPER_LAST, origin: ZOOKEEPER_ORIGIN };
    }
    // A broker, topic, Connect or MirrorMaker file runs in a process of its own (a Kafka
    // distribution, a container image): the kafka-clients an application module builds with says
    // nothing about its version, unless the module builds that server itself (kafka_2.13,
    // connect-runtime, connect-mirror) or a connector for it (connect-api).
    const serverSide = role !== undefined && SERVER_ROLES.has(role);
    // The image a Docker Compose file of the workspace runs it in (crossFile/compose.ts). A
    // ZooKeeper-mode file takes it only for a release that still runs ZooKeeper mode.
    const composed = serverSide && client.client === 'java' && !(client.origin === 'directive' && client.version) ? composeKafkaVersion(workspace.compose, doc.uri, role, addresses, databaseHost) : undefined;
    if (composed && client.origin === ZOOKEEPER_ORIGIN && compareVersions(composed.version, '4.0') < 0) client = { ...client, version: composed.version, origin: composed.origin };
    // The install folder the file's own paths name (plugin.path=/opt/confluent-6.1.0/…): after the
    // build and the image, and over the ZooKeeper-era guess when it names an older release.
    const installed = serverSide && client.client === 'java' && !(client.origin === 'directive' && client.version) ? installedRelease(rest.entries) : undefined;
    if (installed && !composed && client.origin === ZOOKEEPER_ORIGIN && compareVersions(installed.version, '4.0') < 0) client = { ...client, ...installed };
    if (!client.version) {
      // The module's build file, when it names a version. When it does not say, the version stays
      // unknown (or the setting's): another module's version is not this one's.
      const ws = buildVersion(client.client);
      if (ws?.version && (!serverSide || SERVER_ARTIFACT.test(ws.origin ?? ''))) client = { ...client, version: ws.version, origin: ws.origin };
      else if (composed) client = { ...client, version: composed.version, origin: composed.origin };
      else if (installed) client = { ...client, ...installed };
      else if (!serverSide) {
        const assumed = settings.clientVersions[client.client] ?? (client.client === 'java' ? settings.javaClientVersion : undefined);
        if (assumed) client = { ...client, version: assumed, origin: 'setting' };
      }
    }
    const site = {
      ...rest,
      ...syntaxDetails(draft),
      id,
      role,
      ...(roleOrigin ? { roleOrigin } : {}),
      client: Object.freeze(client),
      workload: Object.freeze({ ...settings.workload, ...workload }),
      entries: Object.freeze(rest.entries.map((e) => Object.freeze({ ...e }))),
    } as ConfigSite;
    return Object.freeze(site);
  });
  return { sites, directives: [...spans.values()] };
}

/** The syntax-specific part of a draft (site.java / site.ts / site.spring), frozen with the site. */
function syntaxDetails(draft: SiteDraft): object {
  switch (draft.syntax) {
    case 'java': return { java: Object.freeze({ ...draft.java }) };
    case 'ts': return { ts: Object.freeze({ ...draft.ts }) };
    case 'spring-properties':
    case 'spring-yaml': return { spring: Object.freeze({ ...draft.spring }) };
    case 'compose': return { compose: Object.freeze({ ...draft.compose }) };
    case 'json': return { json: Object.freeze({ ...draft.json }) };
    case 'properties': return {};
  }
}

/** Parses each directive once (keyed by line) and returns the one nearest above the site. */
function nearestDirective(attached: readonly RawDirective[], inFile: readonly RawDirective[], siteStart: number, spans: Map<number, DirectiveSpan>): DirectiveSpan | undefined {
  let applied: DirectiveSpan | undefined;
  for (const d of [...attached, ...inFile.filter((x) => x.offset < siteStart)]) {
    // Java hands over the whole comment ("// kafka-tuning: …"), TS and Spring the text after the marker.
    const m = MARKER.exec(d.text);
    const body = m ? d.text.slice(m.index + m[0].length) : d.text;
    const offset = m ? d.offset + m.index + m[0].length : d.offset;
    // Keyed by line: an extractor and the line scan may hand over the same comment.
    const span = spans.get(d.range.start.line) ?? { offset, range: d.range, directive: parseDirective(body.replace(/\*\/\s*$/, '')) };
    spans.set(d.range.start.line, span);
    if (!applied || span.offset > applied.offset) applied = span;
  }
  return applied;
}
