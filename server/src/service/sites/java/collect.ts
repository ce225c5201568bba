// One walk over the syntax tree collects what a Java file does with config maps: where each map is
// declared, every put/setProperty/putAll on it, map literals (Map.of, Map.ofEntries, double-brace
// init), and where maps flow (client constructors, returns, calls) so roles can be resolved after.
import { deferred, descendants, isComment, named, simpleTypeName, span, typeName, view } from './cst';
import type { Deferred, JExpr, SyntaxNode } from './cst';
import type { FileScope } from './values';

export type EntryForm = 'statement' | 'pair' | 'entryCall';

export interface RawEntry {
  key: JExpr;
  value: JExpr;
  /** The whole statement (with `;`), Map.of key/value pair, or `entry(…)` call. */
  range: [number, number];
  form: EntryForm;
  /** How the statement reaches the map: "props", "this.props", "" inside double-brace init. */
  receiver?: string;
  method?: string;
  /**
   * The straight-line run the entry is written in (see ConfigEntry.run): entries of one run follow
   * each other on every path through it; undefined for a literal's pairs, which form one run.
   * Named by where its statement list (or lone statement) starts and how many other uses of the
   * map came before in that list; index.ts names the place by line and column, so a CRLF file's
   * runs read as its LF twin's.
   */
  run?: Run;
}

export interface Run { at: number; uses: number }

export interface MapLiteral {
  kind: 'mapOf' | 'ofEntries';
  /** Callee as written ("Map.of", "ImmutableMap.of"); for ofEntries, the entry call ("Map.entry"). */
  spelling: string;
  /** `)` of the literal: new pairs go before it. */
  close: number;
}

export interface Scope {
  kind: 'class' | 'method';
  name?: string;
  parent?: Scope;
  params: Map<string, string>;
  /** Declared type of each local/field (simple name), for telling maps from other variables. */
  types: Map<string, string>;
  sites: Map<string, RawSite>;
  declarations: Map<string, [number, number]>;
  inits: Map<string, Deferred>;
  returns: Deferred[];
  /** Start of a method (annotations included): directives above it apply to its maps. */
  owner?: number;
  /** End of a method: a syntax error anywhere in it makes its sites unsure (index.ts). */
  end?: number;
  /** Start of a method's body (`{`): the text from `owner` to it is the method's header. */
  body?: number;
}

export interface RawSite {
  name?: string;
  scope: Scope;
  /** Declaration statement (or the literal itself when passed directly). */
  anchor: [number, number];
  /** Start of the enclosing member (method or field, annotations included), for directives. */
  owner: number;
  entries: RawEntry[];
  literal?: MapLiteral;
  /** Maps copied in with putAll / a copy constructor; resolved to sites later. */
  includes: { scope: Scope; expr: JExpr }[];
}

export type Sink = 'producer' | 'consumer' | 'admin' | 'streams';
/** `type`: the class the map is handed to (KafkaConsumer, DefaultKafkaConsumerFactory, Admin.create). */
export interface Flow { scope: Scope; expr: JExpr; role: Sink; type: string }
export interface Invocation { scope: Scope; method: string; args: Deferred[] }

// Kafka clients and the Spring factories that build them; the config map is their first argument.
export const SINK_TYPES: Record<string, Sink> = {
  KafkaProducer: 'producer',
  KafkaConsumer: 'consumer',
  DefaultKafkaProducerFactory: 'producer',
  DefaultKafkaConsumerFactory: 'consumer',
  KafkaAdmin: 'admin',
  StreamsConfig: 'streams',
};
/**
 * What a consumed record is usually called (`record`, `consumerRecord`, `r`, `msg`…): another holder
 * of an offset (`committed.offset()`, `position.offset()`) may already be the next one.
 */
const CONSUMED_RECORD = /^(?:r|cr|m|rec|msg)$|record$|message$/i;
export const MAP_TYPES = new Set(['Properties', 'Map', 'HashMap', 'LinkedHashMap', 'TreeMap', 'Hashtable', 'ConcurrentHashMap', 'ImmutableMap']);
const PUTS = new Set(['put', 'setProperty', 'putIfAbsent']);
/** Nodes whose statements run one after the other (a block, a constructor body, a switch case's statements). */
const STATEMENT_LISTS = new Set(['block', 'constructor_body', 'switch_block_statement_group']);
/** What else a config map flows into (besides SINK_TYPES): `new KafkaStreams(topology, props)`, `Admin.create(props)`. */
export const OTHER_SINK_NAMES = ['KafkaStreams', 'Admin', 'AdminClient'];
/** Expressions that may be a map creation or literal (view() unwraps parentheses). */
const MAY_CREATE = new Set(['object_creation_expression', 'method_invocation', 'parenthesized_expression']);
/** The node types walk() reads. */
const VISITED = [
  'import_declaration', 'class_declaration', 'interface_declaration', 'enum_declaration', 'record_declaration', 'annotation_type_declaration',
  'class_body', 'enum_body', 'interface_body', 'method_declaration', 'constructor_declaration', 'local_variable_declaration', 'field_declaration',
  'expression_statement', 'return_statement', 'method_invocation', 'object_creation_expression', 'line_comment', 'block_comment',
];

export class Collector {
  readonly sites: RawSite[] = [];
  readonly flows: Flow[] = [];
  readonly calls: Invocation[] = [];
  /** `new OffsetAndMetadata(record.offset())`: the argument, a consumed record's own offset. */
  readonly consumedOffsetCommits: SyntaxNode[] = [];
  /** Every comment, in source order (directives are read from them). */
  readonly comments: Array<{ start: number; end: number; text: string }> = [];
  readonly methods = new Map<string, Scope[]>();
  /** Simple names of the types the file's classes extend or implement (`SourceConnector`, `Task`). */
  readonly supertypes = new Set<string>();
  /** First arguments of `.define(…)` calls (a ConfigDef's keys): constant names, or string literals with their quotes. */
  readonly configDefKeys = new Set<string>();
  /** Per statement list and map name: where a statement uses the map other than by a put (runOf). */
  private readonly mapUses = new Map<string, number[]>();
  constructor(private readonly file: FileScope) {}

  /**
   * Visits the nodes this extractor reads, in source order: one descendantsOfType() call collects
   * them inside the WASM module (stepping a TreeCursor from JavaScript costs a round trip per node,
   * and most of the ~15 nodes per line are identifiers, types and punctuation nobody asks about).
   * The scopes open at each node are kept on a stack, closed by their end offsets.
   */
  walk(root: SyntaxNode, scope: Scope): void {
    const open: Array<{ scope: Scope; end: number }> = [{ scope, end: Infinity }];
    for (const n of root.descendantsOfType(VISITED)) {
      while (n.startIndex >= open[open.length - 1].end) open.pop();
      const current = open[open.length - 1].scope;
      switch (n.type) {
        case 'import_declaration':
          this.file.addImport(n);
          break;
        case 'class_declaration':
        case 'interface_declaration':
        case 'enum_declaration':
        case 'record_declaration':
        case 'annotation_type_declaration': {
          const name = n.childForFieldName('name');
          if (name) this.file.declared.add(name.text);
          for (const field of ['superclass', 'interfaces']) {
            const list = n.childForFieldName(field);
            if (list) for (const t of descendants(list, 'type_identifier')) this.supertypes.add(t.text);
          }
          break;
        }
        case 'class_body':
        case 'enum_body':
        case 'interface_body': {
          const scope = newScope('class', current);
          scope.name = n.parent?.childForFieldName('name')?.text;
          open.push({ scope, end: n.endIndex });
          break;
        }
        case 'method_declaration':
        case 'constructor_declaration':
          open.push({ scope: this.method(n, current), end: n.endIndex });
          break;
        case 'local_variable_declaration':
          // `for (Properties p = …; …)` declares a loop variable, not a map anyone configures.
          if (n.parent?.type !== 'for_statement') this.declaration(n, current);
          break;
        case 'field_declaration':
          this.declaration(n, current);
          break;
        case 'expression_statement':
          this.statement(n, current);
          break;
        case 'return_statement': {
          const e = named(n)[0];
          if (!e) break;
          // Only a creation or a call can be a map literal of its own (Map.of, new HashMap<>() {{…}}).
          const literal = MAY_CREATE.has(e.type) ? this.literalSite(view(e), current) : undefined;
          current.returns.push(literal ? { expr: literal } : deferred(e));
          break;
        }
        case 'method_invocation':
        case 'object_creation_expression':
          this.primary(n, current);
          break;
        case 'line_comment':
        case 'block_comment': {
          // tree-sitter-java's line comment runs to the \n, so a CRLF file's keeps its \r.
          const text = n.text.replace(/\r$/, '');
          this.comments.push({ start: n.startIndex, end: n.startIndex + text.length, text });
          break;
        }
      }
    }
  }

  private method(n: SyntaxNode, scope: Scope): Scope {
    const m = newScope('method', scope);
    m.owner = n.startIndex;
    m.end = n.endIndex;
    m.body = n.childForFieldName('body')?.startIndex;
    const facts = methodFacts(n);
    m.name = facts.name;
    for (const p of facts.params) {
      m.params.set(p.name, p.index);
      m.types.set(p.name, p.type);
    }
    if (m.name) this.methods.set(m.name, [...(this.methods.get(m.name) ?? []), m]);
    return m;
  }

  private declaration(n: SyntaxNode, scope: Scope): void {
    const { isFinal, type, declarators } = declarationFacts(n);
    for (const { name, initNode } of declarators) {
      scope.types.set(name, type);
      scope.declarations.set(name, span(n));
      if (!initNode) {
        if (MAP_TYPES.has(type)) scope.sites.set(name, this.keep(this.site(scope, span(n), name)));
        continue;
      }
      if (isFinal) this.file.constants.set(name, initNode);
      if (!MAY_CREATE.has(initNode.type)) {
        scope.inits.set(name, deferred(initNode));
        continue;
      }
      const init = view(initNode);
      scope.inits.set(name, { expr: init });
      const created = this.mapCreation(init, scope, span(n), name);
      // The literal's pairs (Map.of, double-brace, a copied literal) are written by this statement.
      if (created && n.type === 'local_variable_declaration') {
        const run = this.runOf(n, name);
        for (const e of created.entries) e.run ??= run;
      }
      // `Properties p = build();` is an alias of what build() returns until something puts into it
      // (resolve() then makes it a site of its own).
      if (created) scope.sites.set(name, this.keep(created));
    }
  }

  private statement(n: SyntaxNode, scope: Scope): void {
    const facts = statementFacts(n);
    if (!facts) return;
    const { method, call, receiverParts, name } = facts;
    const target = this.resolve(name, scope, receiverParts[0] === 'this', span(n));
    if (!target) return;
    if (PUTS.has(method) && call.args.length === 2) {
      const [key, value] = call.args.map(view);
      target.entries.push({ key, value, range: span(n), form: 'statement', receiver: receiverParts.join('.'), method, run: this.runOf(n, name) });
    } else if (method === 'putAll' && call.args.length === 1) {
      this.include(target, view(call.args[0]), scope);
    }
  }

  /**
   * Which straight-line run a put statement belongs to. A put is only a later write of an earlier one
   * when both sit in the same statement list (a method body, an initializer, one branch's block)
   * and no statement between them uses the map otherwise (a client built from it, a read, a
   * remove): a put in another method, another branch, or after `new KafkaConsumer<>(props)` may
   * run in other circumstances or after the map was used, so it replaces nothing for certain.
   */
  private runOf(n: SyntaxNode, name: string): Run {
    const list = n.parent;
    if (!list || !STATEMENT_LISTS.has(list.type)) return { at: n.startIndex, uses: 0 };
    const memo = `${list.startIndex}:${name}`;
    let uses = this.mapUses.get(memo);
    if (!uses) {
      const mentions = new RegExp(`(^|[^\\w$])${name.replace(/\$/g, '\\$')}(?![\\w$])`);
      uses = list.namedChildren.filter((s) => !isComment(s) && !writesOnly(s, name) && mentions.test(s.text)).map((s) => s.startIndex);
      this.mapUses.set(memo, uses);
    }
    return { at: list.startIndex, uses: uses.filter((u) => u < n.startIndex).length };
  }

  /** The site a `recv.put(…)` writes to: a local map, a field, or a map-typed parameter. */
  private resolve(name: string, scope: Scope, viaThis: boolean, at: [number, number]): RawSite | undefined {
    for (let s: Scope | undefined = scope; s; s = s.parent) {
      if (viaThis && s.kind !== 'class') continue;
      const found = s.sites.get(name);
      if (found) return found;
      if (s.types.has(name) || s.params.has(name)) {
        if (!MAP_TYPES.has(s.types.get(name) ?? '')) return undefined;
        const decl = s.declarations.get(name);
        const created = this.keep(this.site(s, decl ?? at, name));
        s.sites.set(name, created);
        return created;
      }
    }
    return undefined;
  }

  /** A call or `new` (every one in the file is visited, so a chain's head is seen on its own). */
  private primary(n: SyntaxNode, scope: Scope): void {
    if (n.type === 'method_invocation' && n.childForFieldName('name')?.text === 'define') this.configDefKey(n);
    let matters = mayMatter.get(n);
    if (matters === undefined) mayMatter.set(n, (matters = this.mayMatter(n)));
    if (!matters) return;
    const e = view(n);
    if (e.kind === 'new' && e.type === 'OffsetAndMetadata' && e.args.length > 0) {
      const a = view(e.args[0]);
      if (a.kind === 'call' && a.args.length === 0 && a.callee.length >= 2 && a.callee.at(-1) === 'offset' && CONSUMED_RECORD.test(a.callee.at(-2)!)) {
        this.consumedOffsetCommits.push(e.args[0]);
      }
    }
    if (e.kind === 'new' && e.type in SINK_TYPES && e.args.length > 0) {
      this.flow(scope, e.args[0], SINK_TYPES[e.type], e.type);
    } else if (e.kind === 'new' && e.type === 'KafkaStreams' && e.args.length >= 2) {
      // new KafkaStreams(topology, props[, clientSupplier | time]): the config is the second argument.
      this.flow(scope, e.args[1], 'streams', 'KafkaStreams');
    } else if (e.kind === 'call' && e.callee.length === 2 && (e.callee[0] === 'Admin' || e.callee[0] === 'AdminClient') && e.callee[1] === 'create' && e.args.length > 0) {
      this.flow(scope, e.args[0], 'admin', `${e.callee[0]}.create`);
    } else if (e.kind === 'call' && (e.callee.length === 1 || (e.callee.length === 2 && e.callee[0] === 'this'))) {
      this.calls.push({ scope, method: e.callee.at(-1)!, args: e.args.map(deferred) });
    }
  }

  /** `new ConfigDef().define(TOPIC_CONFIG, Type.STRING, …)`: the key the file's own ConfigDef declares. */
  private configDefKey(n: SyntaxNode): void {
    const first = n.childForFieldName('arguments')?.namedChildren.find((a) => !isComment(a));
    if (!first) return;
    if (first.type === 'identifier') this.configDefKeys.add(first.text);
    else if (first.type === 'field_access') this.configDefKeys.add(first.childForFieldName('field')?.text ?? '');
    else if (first.type === 'string_literal') this.configDefKeys.add(first.text);
  }

  /**
   * Whether primary() can use a call or creation, read from its name or type alone: a sink or
   * OffsetAndMetadata creation, Admin.create, or a call on no receiver or `this` (a method of this
   * file, which parameters flow through).
   */
  private mayMatter(n: SyntaxNode): boolean {
    if (n.type === 'object_creation_expression') {
      const type = n.childForFieldName('type');
      const simple = type ? simpleTypeName(type) : undefined;
      return simple !== undefined && (simple in SINK_TYPES || simple === 'KafkaStreams' || simple === 'OffsetAndMetadata');
    }
    const object = n.childForFieldName('object');
    if (!object || object.type === 'this' || object.type === 'parenthesized_expression') return true;
    return n.childForFieldName('name')?.text === 'create';
  }

  private flow(scope: Scope, arg: SyntaxNode, role: Sink, type: string): void {
    const e = view(arg);
    this.flows.push({ scope, expr: this.literalSite(e, scope) ?? e, role, type });
  }

  /** A map literal used in place (an argument, a return value) becomes a site of its own. */
  private literalSite(e: JExpr, scope: Scope): JExpr | undefined {
    const site = this.mapCreation(e, scope, span(e.node));
    if (!site) return undefined;
    const key = `\0literal${this.sites.length}`;
    scope.sites.set(key, this.keep(site));
    return { kind: 'name', parts: [key], node: e.node };
  }

  /** A site for `new Properties()`, `new HashMap<>(…)`, `Map.of(…)`, `Map.ofEntries(…)`, double-brace. */
  private mapCreation(e: JExpr, scope: Scope, anchor: [number, number], name?: string): RawSite | undefined {
    if (e.kind === 'new' && MAP_TYPES.has(e.type)) {
      const site = this.site(scope, anchor, name);
      if (e.args.length === 1) this.include(site, view(e.args[0]), scope);
      if (e.body) this.doubleBrace(e.body, site);
      return site;
    }
    if (e.kind !== 'call' || e.callee.length !== 2 || !['Map', 'ImmutableMap'].includes(e.callee[0])) return undefined;
    const close = e.node.endIndex - 1;
    if (e.callee[1] === 'of') {
      const site = this.site(scope, anchor, name);
      site.literal = { kind: 'mapOf', spelling: e.callee.join('.'), close };
      for (let i = 0; i + 1 < e.args.length; i += 2) {
        const [a, b] = [e.args[i], e.args[i + 1]];
        site.entries.push({ key: view(a), value: view(b), range: [a.startIndex, b.endIndex], form: 'pair' });
      }
      return site;
    }
    if (e.callee[1] === 'ofEntries') {
      const site = this.site(scope, anchor, name);
      site.literal = { kind: 'ofEntries', spelling: 'Map.entry', close };
      for (const a of e.args) {
        const entry = view(a);
        if (entry.kind !== 'call' || entry.callee.at(-1) !== 'entry' || entry.args.length !== 2) continue;
        site.literal.spelling = entry.callee.join('.');
        site.entries.push({ key: view(entry.args[0]), value: view(entry.args[1]), range: span(a), form: 'entryCall' });
      }
      return site;
    }
    return undefined;
  }

  /** `new Properties() {{ put(K, V); }}`: the anonymous class's instance initializer puts on itself. */
  private doubleBrace(body: SyntaxNode, site: RawSite): void {
    for (const init of named(body)) {
      if (init.type !== 'block') continue;
      for (const s of descendants(init, 'expression_statement')) {
        const e = named(s)[0];
        const call = e && view(e);
        if (call?.kind === 'call' && call.callee.length === 1 && PUTS.has(call.callee[0]) && call.args.length === 2) {
          const [key, value] = call.args.map(view);
          // The initializer's own statements run in order; a put nested in an if or a loop is its own run.
          site.entries.push({ key, value, range: span(s), form: 'statement', receiver: '', method: call.callee[0], run: { at: s.parent === init ? init.startIndex : s.startIndex, uses: 0 } });
        }
      }
    }
  }

  private include(site: RawSite, e: JExpr, scope: Scope): void {
    const lit = this.mapCreation(e, scope, span(e.node));
    if (lit) site.entries.push(...lit.entries);
    else site.includes.push({ scope, expr: e });
  }

  private site(scope: Scope, anchor: [number, number], name?: string): RawSite {
    return { name, scope, anchor, owner: scope.kind === 'method' ? scope.owner ?? anchor[0] : anchor[0], entries: [], includes: [] };
  }

  /** Records a site for output (a literal copied into another map is not one). */
  private keep(site: RawSite): RawSite {
    this.sites.push(site);
    return site;
  }
}

// What the walk reads from a node's own subtree, kept per node. An open document's syntax copy
// (parse/javaMirror.ts) moves the class members an edit did not touch into the new copy as the
// same node objects, with the same text below them, so these answers stay true for them and the
// walk over an unchanged member reads no child again. They hold names and nodes, never offsets
// (a moved member's offsets change; span() reads them when a site is built).
const methodCache = new WeakMap<SyntaxNode, MethodFacts>();
const declarationCache = new WeakMap<SyntaxNode, DeclarationFacts>();
const statementCache = new WeakMap<SyntaxNode, StatementFacts | null>();
const mayMatter = new WeakMap<SyntaxNode, boolean>();

interface MethodFacts {
  name?: string;
  /** Formal parameters: name, position among the arguments, declared simple type. */
  params: Array<{ name: string; index: string; type: string }>;
}

function methodFacts(n: SyntaxNode): MethodFacts {
  let facts = methodCache.get(n);
  if (facts) return facts;
  facts = { name: n.childForFieldName('name')?.text, params: [] };
  const list = n.childForFieldName('parameters');
  let index = 0;
  for (const p of list ? named(list) : []) {
    if (p.type === 'spread_parameter') index++;
    if (p.type !== 'formal_parameter') continue;
    const id = p.childForFieldName('name');
    if (id) facts.params.push({ name: id.text, index: String(index), type: typeName(p.childForFieldName('type')) });
    index++;
  }
  methodCache.set(n, facts);
  return facts;
}

interface DeclarationFacts {
  isFinal: boolean;
  type: string;
  /** Each declared identifier and its initialiser (none for an array initializer `{…}`). */
  declarators: Array<{ name: string; initNode?: SyntaxNode }>;
}

function declarationFacts(n: SyntaxNode): DeclarationFacts {
  let facts = declarationCache.get(n);
  if (facts) return facts;
  const modifiers = n.firstChild?.type === 'modifiers' ? n.firstChild : undefined;
  facts = { isFinal: !!modifiers?.children.some((m) => m.type === 'final'), type: typeName(n.childForFieldName('type')), declarators: [] };
  for (const d of n.childrenForFieldName('declarator')) {
    const id = d.childForFieldName('name');
    const value = d.childForFieldName('value');
    // An array initializer ({…}) is not an expression a map or a key comes from.
    const initNode = value && value.type !== 'array_initializer' ? value : undefined;
    if (!id || id.type !== 'identifier') continue;
    facts.declarators.push({ name: id.text, initNode: initNode ?? undefined });
  }
  declarationCache.set(n, facts);
  return facts;
}

interface StatementFacts {
  method: string;
  call: Extract<JExpr, { kind: 'call' }>;
  receiverParts: string[];
  /** The map variable: `props` for `props.put(…)` and `this.props.put(…)`. */
  name: string;
}

/** An expression statement that calls a method on a variable or `this.` field; null for any other. */
function statementFacts(n: SyntaxNode): StatementFacts | null {
  let facts = statementCache.get(n);
  if (facts !== undefined) return facts;
  facts = readStatement(n);
  statementCache.set(n, facts);
  return facts;
}

function readStatement(n: SyntaxNode): StatementFacts | null {
  const first = n.firstNamedChild;
  const e = first && isComment(first) ? named(n)[0] : first;
  if (e?.type !== 'method_invocation') return null;
  const method = e.childForFieldName('name')?.text;
  if (!method) return null;
  // Only a put or putAll adds to a map, so only they are read whole; any other call on a
  // map-typed variable (`result.remove(K)`) still makes the variable a site, as a put would.
  const call = PUTS.has(method) || method === 'putAll' ? view(e) : receiverOnly(e, method);
  if (!call || call.kind !== 'call' || call.callee.length < 2) return null;
  const receiverParts = call.callee.slice(0, -1);
  const name = receiverParts[0] === 'this' ? receiverParts[1] : receiverParts[0];
  if (!name || receiverParts.length > (receiverParts[0] === 'this' ? 2 : 1)) return null;
  return { method, call, receiverParts, name };
}

/** `props.put(K, V)` / `this.props.putAll(other)`: a statement that only writes into the map `name`. */
function writesOnly(s: SyntaxNode, name: string): boolean {
  // Its own declaration (`Properties props = new Properties();`) starts the run.
  if (s.type === 'local_variable_declaration') return declarationFacts(s).declarators.some((d) => d.name === name);
  if (s.type !== 'expression_statement') return false;
  const facts = statementFacts(s);
  return facts !== null && facts.name === name && (PUTS.has(facts.method) || facts.method === 'putAll');
}

const RECEIVERS = new Set(['identifier', 'field_access', 'parenthesized_expression']);
/** `x.m(…)` or `this.x.m(…)` as a call with its callee only (the arguments left unread). */
function receiverOnly(e: SyntaxNode, method: string): JExpr | undefined {
  const object = e.childForFieldName('object');
  if (!object || !RECEIVERS.has(object.type)) return undefined;
  const receiver = view(object);
  return receiver.kind === 'name' ? { kind: 'call', callee: [...receiver.parts, method], args: [], node: e } : undefined;
}

export function newScope(kind: Scope['kind'], parent?: Scope): Scope {
  return { kind, parent, params: new Map(), types: new Map(), sites: new Map(), declarations: new Map(), inits: new Map(), returns: [] };
}
