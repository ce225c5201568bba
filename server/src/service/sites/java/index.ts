// Kafka configuration written in Java: Properties / Map built with put, setProperty, putAll,
// Map.of, Map.ofEntries or double-brace init, keyed by string literals or the *_CONFIG constants
// of ProducerConfig / ConsumerConfig / AdminClientConfig / CommonClientConfigs (Kafka clients 2.x–4.x),
// found through tree-sitter's syntax tree (parse/javaTree.ts). One site per map variable per method.
// tree-sitter recovers from syntax errors where a compiler stops: the sites of a method (or, outside
// methods, the span of a site) that holds an ERROR or MISSING node are left out, since a half-typed
// statement may be the put or the flow that would change what the rules say.
import { baseName } from '../../../../../common/src/model';
import { LineIndex, lineIndexOf } from '../../parse/lineIndex';
import { memoByText } from '../../parse/textMemo';
import { assignedNamesAfterEdit, callAssignedNames } from './assignedNames';
import type { ConfigEntry, SiteDraft, SourceDocument } from '../../model';
import { CONFIG_CLASSES, FileScope, integer } from './values';
import type { ConstantLookup } from './values';
import { parseJava, type JavaTrees } from '../../parse/javaTree';
import { view, type JExpr, type SyntaxNode } from './cst';
import { javaValueType } from './valueType';
import { Collector, MAP_TYPES, newScope, OTHER_SINK_NAMES, SINK_TYPES } from './collect';
import type { RawEntry, RawSite, Run } from './collect';
import { RoleResolver } from './roles';
import { javaCodeUse, type JavaCodeUse } from './codeUse';
import { springRetryForever } from './springRetry';
import { listenerSites, mayHoldListenerProperties } from './listenerProperties';
import { detachedListeners, mayHoldDetachedListener, mayHoldSwallowingListener, swallowingListeners } from './listenerErrors';
import { isTestSource } from '../../util/testSource';
import type { DirectiveComment, JavaEntryShape, JavaSiteShape, KeyStyle } from './shape';

export { javaEdits } from './edits';
export type { JavaSiteShape, JavaEntryShape, DirectiveComment } from './shape';
export type { JavaCodeUse, JavaPattern } from './codeUse';

// Kafka keys are dotted lower-case words ("linger.ms"); a literal-keyed map that reaches no client
// and uses no config constant is only kept when its keys look like that, so a `counts.put("a", 1)`
// in the same file is not mistaken for configuration.
const KAFKA_KEY_SHAPE = /^[a-z][a-z0-9-]*(\.[a-z0-9-]+)+$/;
const words = (names: Iterable<string>) => new RegExp(`\\b(?:${[...names].join('|')})\\b`);
/**
 * What a file must contain to hold a site, read from the text before any parse. Every site is a map
 * the code names by one of MAP_TYPES (a declaration, `new HashMap<>()`, `Map.of`, a parameter typed
 * Map), and extract() keeps it only with a role (a sink's name: `new KafkaProducer<>(…)`,
 * `Admin.create(…)`; or a config class's constants), a config class's constant as a key (its name
 * is written, in the put or in the static import), or a literal key of Kafka's shape (a quoted
 * `a.b`, in the put or in the constant it names). In Apache Kafka's own sources, 83% of the Java
 * files fail this and are skipped without parsing.
 */
const NAMES_A_MAP = words(MAP_TYPES);
const NAMES_A_SINK_OR_CONFIG_CLASS = words([...Object.keys(SINK_TYPES), ...OTHER_SINK_NAMES, ...Object.keys(CONFIG_CLASSES)]);
const QUOTES_A_KAFKA_KEY = /"[a-z][a-z0-9-]*\.[a-z0-9-]/;

/**
 * What a file without a config map must say before its code is read for the patterns of
 * codeUse.ts: a Kafka client or Spring for Apache Kafka import, and a call those patterns are
 * about. Without the import, `Producer` and `Consumer` are anybody's types.
 */
const IMPORTS_A_CLIENT = /\bimport\s+(?:static\s+)?org\.(?:apache\.kafka\.(?:clients\.(?:producer|consumer)|streams)|springframework\.kafka\.core)\./;
const CALLS_A_PATTERN = /\.(?:flush|commitSync|commitAsync|poll|cleanUp)\s*\(|\)\s*\.get\s*\(/;

function mayHoldCodeUse(text: string): boolean {
  // A try around a send (spring-template-send-caught), or a callback given to send (java-send-callback-ignores-exception).
  return IMPORTS_A_CLIENT.test(text) && (CALLS_A_PATTERN.test(text) || (/\.send\s*\(/.test(text) && (/\btry\s*[({]/.test(text) || /->|\bnew\s+Callback\s*\(/.test(text))));
}

/**
 * A file without a config map is read only for facts the code rules use, and those rules are
 * silent in test sources (runtimeOnly): a test file is not parsed for them at all. In Apache
 * Kafka's own tree most files that import a client and call flush/poll/commit are tests.
 */
function mayHoldCodeOnly(doc: SourceDocument): boolean {
  if (isTestSource(doc.fileName)) return false;
  return mayHoldSwallowingListener(doc.text) || mayHoldDetachedListener(doc.text) || mayHoldCodeUse(doc.text);
}

function mayHoldSite(text: string): boolean {
  return /kafka/i.test(text) && NAMES_A_MAP.test(text) && (NAMES_A_SINK_OR_CONFIG_CLASS.test(text) || QUOTES_A_KAFKA_KEY.test(text));
}

/**
 * `trees`: the service's cache of each document's last tree, so an edit re-parses incrementally;
 * without it (the CLI, one-off calls) the tree is parsed here and deleted before returning.
 */
export function javaSites(doc: SourceDocument, ctx: ConstantLookup, trees?: JavaTrees): SiteDraft[] {
  if (!mayHoldSite(doc.text) && !mayHoldListenerProperties(doc.text) && !mayHoldCodeOnly(doc)) return [];
  // An open document: its syntax from the service's cache, a JavaScript copy patched after each edit.
  const tree = trees ? undefined : parseJava(doc.text);
  try {
    return extract(doc, tree ? tree.rootNode : trees!.root(doc.uri, doc.text), ctx);
  } catch {
    // A tree shape this code did not foresee must cost the user a site, never the server.
    return [];
  } finally {
    tree?.delete();
  }
}

/** The mark (SiteDraft.overrides) of a map this file receives rather than creates. */
export const FROM_CALLER = '(given by a caller)';

/**
 * A map this file is handed instead of creating: a method's parameter, or a field or variable
 * assigned a plain name (`this.props = props;`, `props = config;`) rather than a new map or a
 * literal. Its entries are only those written here on top of what the caller set.
 */
function receivedFromCaller(text: string, raw: RawSite): boolean {
  const name = raw.name;
  if (!name || name.startsWith('\0') || raw.literal) return false;
  if (raw.scope.params.has(name)) return true;
  return memoByText(text, 'java:assigned-names', assignedNamesAfterEdit).has(name);
}

/**
 * A map declared from a call (`Map<String, Object> props = streamsConfigs();`,
 * `= kafkaProperties.buildProducerProperties()`): the call fills it with keys this declaration
 * does not show, so a key not written here may be set there. The call's name, or undefined for a
 * map created here (new HashMap<>(), Map.of(…)).
 */
function builtByCall(text: string, raw: RawSite): string | undefined {
  if (!raw.name || raw.name.startsWith('\0') || raw.literal) return undefined;
  const declaration = text.slice(raw.anchor[0], raw.anchor[1]);
  const name = raw.name.replace(/[$]/g, '\\$&');
  const call = new RegExp(`\\b${name}\\s*=\\s*(?!new\\b)([\\w.]+)\\s*\\(`).exec(declaration)?.[1]
    // Or assigned elsewhere in the file from a call (a constructor's `this.props = createProperties()`).
    ?? memoByText(text, 'java:call-assigned-names', callAssignedNames).get(raw.name);
  return call && !/^(?:Map|ImmutableMap)\.(?:of|ofEntries)$/.test(call) ? call : undefined;
}

function extract(doc: SourceDocument, root: SyntaxNode, ctx: ConstantLookup): SiteDraft[] {
  const file = new FileScope(ctx);
  const collector = new Collector(file);
  collector.walk(root, newScope('class'));
  const roles = new RoleResolver(collector);
  const lines = lineIndexOf(doc.text);
  const comments = collector.comments.slice().sort((a, b) => a.start - b.start);
  const errors = errorSpans(root);
  const connectPlugin = [...collector.supertypes].some((t) => CONNECT_PLUGIN.test(t));
  const out: SiteDraft[] = [];
  const imports: JavaSiteShape['imports'] = {
    end: file.lastImportEnd >= 0 ? lines.range(file.lastImportEnd, file.lastImportEnd) : undefined,
    types: [...file.types.values()],
    staticMembers: Object.fromEntries(file.staticMembers),
    staticWildcards: [...file.staticWildcards],
  };
  for (const raw of collector.sites) {
    if (errors.length > 0 && unsure(raw, errors)) continue;
    const built = raw.entries.map((e) => entry(doc, file, lines, e)).filter((e) => e !== undefined);
    const role = roles.role(raw, built.map((b) => b.shape.configClass));
    const constantKeyed = built.some((b) => b.shape.configClass !== undefined);
    const looksKafka = built.some((b) => KAFKA_KEY_SHAPE.test(b.entry.key));
    if (!role && !constantKeyed && !looksKafka) continue;
    // A Kafka Connect connector's or task's own config (taskConfigs(), the map start() reads), or a map
    // keyed by what the file's own ConfigDef defines: its keys are the plugin's, read by its ConfigDef,
    // not a Kafka client's. Unless the map is seen reaching a client, or uses a client config class.
    if (!roles.flowed(raw) && !constantKeyed && (connectPlugin || raw.entries.some((e) => ownConfigDefKey(collector, e)))) continue;
    const start = Math.min(raw.anchor[0], ...raw.entries.map((e) => e.range[0]));
    const end = Math.max(raw.anchor[1], ...raw.entries.map((e) => e.range[1]));
    const shape: JavaSiteShape = {
      entries: built.map((b) => b.shape),
      sinks: roles.sinks(raw),
      declaration: raw.name !== undefined ? lines.range(raw.anchor[0], raw.anchor[1]) : undefined,
      name: raw.name?.startsWith('\0') ? undefined : raw.name,
      enclosing: enclosingNames(doc.text, raw),
      literal: raw.literal && { kind: raw.literal.kind, spelling: raw.literal.spelling, close: lines.range(raw.literal.close, raw.literal.close + 1) },
      imports,
    };
    const name = shape.name ?? raw.literal?.spelling.replace(/\.entry$/, '.ofEntries') ?? 'map';
    // Keys read in by Properties.load may set what this code leaves out: only rules that judge a
    // written entry run (rules/overrideScope.ts), not those that reason from an unwritten default.
    // Likewise a map the class is given (a parameter, or a field assigned one): its caller may
    // have set what this file leaves out (`this.props = props`, then puts here); and a map declared
    // from a call, which filled it first.
    const call = raw.loaded ? undefined : builtByCall(doc.text, raw);
    // A map that copies another in (new HashMap<>(base()), putAll(common)) holds that map's keys too,
    // which this site does not list: the copied map is analysed as a site of its own.
    const copied = raw.includes.length > 0 ? `${name} (it copies in another map, analysed on its own)` : undefined;
    const overrides = raw.loaded ? `${name}.load(…)` : receivedFromCaller(doc.text, raw) ? `${name} ${FROM_CALLER}` : call ? `${name} = ${call}(…)` : copied;
    out.push({
      syntax: 'java',
      identity: `java:${name}`,
      role,
      ...(role ? { roleOrigin: 'code' } : {}),
      client: { client: 'java' },
      entries: built.map((b) => b.entry),
      range: lines.range(start, end),
      workload: {},
      label: `${role ?? 'kafka'} ${name} (${baseName(doc.fileName)}:${lines.position(start).line + 1})`,
      ...(overrides ? { overrides } : {}),
      java: shape,
      directives: directivesBefore(doc.text, comments, [raw.anchor[0], raw.owner], lines),
    });
  }
  out.sort((a, b) => a.range.start.line - b.range.start.line || a.range.start.character - b.range.start.character);
  if (collector.consumedOffsetCommits.length > 0) {
    const owner = out.find((d) => d.role === 'consumer') ?? out.find((d) => d.role === 'producer') ?? out[0];
    if (owner?.syntax === 'java') {
      owner.java.consumedOffsetCommits = collector.consumedOffsetCommits.map((n) => {
        const [s, e] = [n.startIndex, n.endIndex];
        return { range: lines.range(s, e), text: doc.text.slice(s, e) };
      });
    }
  }
  if (collector.transactionIdPrefixes.length > 0) {
    const owner = out.find((d) => d.role === 'producer');
    if (owner?.syntax === 'java') {
      owner.java.transactionIdPrefixes = collector.transactionIdPrefixes.map(({ arg }) => {
        const value = file.value(view(arg));
        return { range: lines.range(arg.startIndex, arg.endIndex), ...(value !== undefined ? { value } : {}) };
      });
    }
  }
  // How the code uses its clients is a fact about the code, whatever config the file holds: a file
  // without a config site of its own (a sender class given its producer or KafkaTemplate, a
  // listener) gets a site that carries only that.
  const inTests = isTestSource(doc.fileName);
  const listenerFacts = inTests ? [] : [...(mayHoldSwallowingListener(doc.text) ? swallowingListeners(root, lines) : []), ...(mayHoldDetachedListener(doc.text) ? detachedListeners(root, lines) : [])];
  // A half-typed file (an ERROR or MISSING node anywhere) may be on its way to other code.
  if (out.length === 0 && errors.length === 0 && !inTests) {
    const uses = [...(mayHoldCodeUse(doc.text) ? [...javaCodeUse(root, lines), ...springRetryForever(root, lines)] : []), ...listenerFacts];
    // A manual commit is judged against the consumer's config, which such a file does not hold.
    if (uses.some((u) => u.pattern !== 'manual-commit')) out.push(codeOnlySite(doc, lines, imports, uses));
  } else if (out.length > 0) {
    const uses = [...javaCodeUse(root, lines), ...springRetryForever(root, lines), ...listenerFacts];
    for (const client of ['producer', 'consumer'] as const) {
      const mine = uses.filter((u) => u.client === client);
      const owner = out.find((d) => d.role === client) ?? out[0];
      if (mine.length > 0 && owner?.syntax === 'java') owner.java.codeUse = [...(owner.java.codeUse ?? []), ...mine];
    }
  }
  // Listener overrides come last: the code patterns above belong to the file's own maps, and an
  // overrides site runs none of their rules.
  if (mayHoldListenerProperties(doc.text)) {
    // A syntax error inside the annotation may be a half-typed string: that listener is left out.
    const broken = (d: SiteDraft) => errors.some(([s, e]) => s < lines.offset(d.range.end) && e > lines.offset(d.range.start));
    out.push(...listenerSites(doc, root, file, lines, imports).filter((d) => !broken(d)));
  }
  return out;
}

/** A conditional's static branches, kept where the value itself cannot be known. */
function choicesOf(file: FileScope, value: JExpr): { choices?: string[] } {
  const choices = file.value(value) === undefined ? file.choices(value) : undefined;
  return choices ? { choices } : {};
}

function entry(doc: SourceDocument, file: FileScope, lines: LineIndex, e: RawEntry): { entry: ConfigEntry; shape: JavaEntryShape } | undefined {
  const named = file.key(e.key);
  if (!named) return undefined;
  const [ks, ke] = [e.key.node.startIndex, e.key.node.endIndex];
  const [vs, ve] = [e.value.node.startIndex, e.value.node.endIndex];
  const range = lines.range(e.range[0], e.range[1]);
  return {
    entry: {
      key: named.key,
      rawKey: e.key.kind === 'string' ? e.key.value : doc.text.slice(ks, ke),
      value: file.value(e.value),
      ...choicesOf(file, e.value),
      keyRange: lines.range(ks, ke),
      valueRange: lines.range(vs, ve),
      range,
      ...(e.run !== undefined ? { run: runName(lines, e.run) } : {}),
    },
    shape: {
      range,
      form: e.form,
      receiver: e.receiver,
      method: e.method,
      keyStyle: keyStyle(e.key),
      configClass: named.configClass,
      ...valueShape(e.value),
      ...typeOf(e),
    },
  };
}

function enclosingNames(text: string, raw: RawSite): JavaSiteShape['enclosing'] {
  let className: string | undefined;
  for (let s: RawSite['scope'] | undefined = raw.scope; s && className === undefined; s = s.parent) if (s.kind === 'class') className = s.name;
  const m = raw.scope.kind === 'method' ? raw.scope : undefined;
  const header = m?.owner !== undefined && m.body !== undefined ? text.slice(m.owner, m.body).trim() : undefined;
  return { ...(header ? { header } : {}), ...(className ? { className } : {}) };
}

/** Kafka Connect's plugin classes a connector or task extends (SourceConnector, SinkTask, Connector, Task…). */
const CONNECT_PLUGIN = /^(?:(?:Source|Sink)(?:Connector|Task)|Connector|Task)$/;

/** The entry's key is a constant (or literal) the file's own ConfigDef defines. */
function ownConfigDefKey(collector: Collector, e: RawEntry): boolean {
  if (e.key.kind === 'name') return collector.configDefKeys.has(e.key.parts.at(-1)!) && !(e.key.parts.length > 1 && e.key.parts[0] in CONFIG_CLASSES);
  return e.key.kind === 'string' && collector.configDefKeys.has(JSON.stringify(e.key.value));
}

/** "12:4+1": the statement list at line 12, column 4 (0-based), after one other use of the map. */
function runName(lines: LineIndex, run: Run): string {
  const p = lines.position(run.at);
  return `${p.line}:${p.character}+${run.uses}`;
}

/** Properties.setProperty(String, String) hands Kafka a String whatever the argument looks like. */
function typeOf(e: RawEntry): Pick<JavaEntryShape, 'valueType'> {
  const t = e.method === 'setProperty' ? 'String' : javaValueType(e.value);
  return t ? { valueType: t } : {};
}

function keyStyle(k: JExpr): KeyStyle {
  if (k.kind === 'string') return 'literal';
  if (k.kind === 'name') return k.parts.length === 1 ? 'static' : 'constant';
  return 'other';
}

function valueShape(v: JExpr): Pick<JavaEntryShape, 'valueKind' | 'wrapper' | 'numberSuffix'> {
  if (v.kind === 'string') return { valueKind: 'string' };
  if (v.kind === 'bool') return { valueKind: 'bool' };
  if (v.kind === 'number' || (v.kind === 'neg' && v.operand.kind === 'number')) {
    const text = v.kind === 'number' ? v.text : v.operand.kind === 'number' ? v.operand.text : '';
    if (integer(text) === undefined) return { valueKind: 'other' };
    return { valueKind: 'number', numberSuffix: /[lL]$/.test(text) ? 'L' : undefined };
  }
  if (v.kind === 'call' && v.callee.length === 2 && ['toString', 'valueOf'].includes(v.callee[1]) && v.args.length === 1) {
    return { valueKind: 'wrapped', wrapper: v.callee.join('.') };
  }
  return { valueKind: 'other' };
}

type Comment = Collector['comments'][number];

/** Where the tree has ERROR or MISSING nodes (outermost only): none in a file that parses cleanly. */
function errorSpans(root: SyntaxNode): Array<[number, number]> {
  if (!root.hasError) return [];
  if (root.isError) return [[root.startIndex, root.endIndex]];
  const out: Array<[number, number]> = [];
  const visit = (n: SyntaxNode) => {
    for (const c of n.children) {
      if (c.isError || c.isMissing) out.push([c.startIndex, c.endIndex]);
      else if (c.hasError) visit(c);
    }
  };
  visit(root);
  return out;
}

/**
 * A site is unsure when a syntax error is in its method (a half-typed put or `new KafkaProducer`
 * anywhere in it may change its keys or its role) or, for a map outside methods, within its span.
 */
function unsure(raw: RawSite, errors: Array<[number, number]>): boolean {
  const [from, to] = raw.scope.kind === 'method' && raw.scope.owner !== undefined && raw.scope.end !== undefined
    ? [raw.scope.owner, raw.scope.end]
    : [Math.min(raw.anchor[0], ...raw.entries.map((e) => e.range[0])), Math.max(raw.anchor[1], ...raw.entries.map((e) => e.range[1]))];
  return errors.some(([s, e]) => (s < to && e > from) || (s === e && s >= from && s <= to));
}

/**
 * `// kafka-tuning: …` comments directly above a site's declaration or above its method (only
 * blank space or other comments in between); the lead's directive parser reads their text.
 */
function directivesBefore(text: string, comments: Comment[], starts: number[], lines: LineIndex): DirectiveComment[] {
  const found = new Map<number, DirectiveComment>();
  for (const start of starts) {
    let cursor = start;
    let i = upperBound(comments, start) - 1;
    for (; i >= 0; i--) {
      const c = comments[i];
      if (text.slice(c.end, cursor).trim() !== '') break;
      if (/kafka-tuning\s*:/.test(c.text)) {
        found.set(c.start, { text: c.text, range: lines.range(c.start, c.end), offset: c.start });
      }
      cursor = c.start;
    }
  }
  return [...found.values()].sort((a, b) => a.offset - b.offset);
}

/** Index of the first comment starting at or after `offset`. */
function upperBound(comments: Comment[], offset: number): number {
  let lo = 0;
  let hi = comments.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (comments[mid].start < offset) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The site of a Java file whose only Kafka matter is how its code uses the clients: no role and no
 * entries (no config rule, preset or summary applies), marked as holding code only so that only
 * the rules about the code run (rules/overrideScope.ts).
 */
function codeOnlySite(doc: SourceDocument, lines: LineIndex, imports: JavaSiteShape['imports'], uses: JavaCodeUse[]): SiteDraft {
  const first = uses[0].range;
  return {
    syntax: 'java',
    identity: 'java:code',
    role: undefined,
    client: { client: 'java' },
    entries: [],
    range: first,
    workload: {},
    label: `Kafka client code (${baseName(doc.fileName)}:${first.start.line + 1})`,
    overrides: 'code only',
    java: { entries: [], sinks: [], imports, codeUse: uses },
  };
}
