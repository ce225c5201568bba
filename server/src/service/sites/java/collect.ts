// One walk over the syntax tree collects what a Java file does with config maps: where each map is
// declared, every put/setProperty/putAll on it, map literals (Map.of, Map.ofEntries, double-brace
// init), and where maps flow (client constructors, returns, calls) so roles can be resolved after.
import { deferred, descendants, isComment, named, simpleTypeName, span, typeName, view } from './cst';
import type { Deferred, JExpr, SyntaxNode } from './cst';
import type { FileScope } from './values';
import { CONTAINERS } from '../../parse/javaMirror';

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
  /**
   * `props.load(stream)`: Properties read from a file or resource the code does not show, so a key
   * not written here may be set there (Properties.load javadoc: it adds the stream's key/value pairs).
   */
  loaded?: boolean;
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
/** The classes whose static create(config) makes an Admin client (KafkaAdminClient.create too, check 51). */
const ADMIN_FACTORIES = new Set(['Admin', 'AdminClient', 'KafkaAdminClient']);
export const OTHER_SINK_NAMES = ['KafkaStreams', 'Admin', 'AdminClient', 'KafkaAdminClient'];
/** Expressions that may be a map creation or literal (view() unwraps parentheses). */
const MAY_CREATE = new Set(['object_creation_expression', 'method_invocation', 'parenthesized_expression']);
/** The node types walk() reads. */
const METHODS = new Set(['method_declaration', 'constructor_declaration']);
const VISITED = [
  'import_declaration', 'class_declaration', 'interface_declaration', 'enum_declaration', 'record_declaration', 'annotation_type_declaration',
  'class_body', 'enum_body', 'interface_body', 'method_declaration', 'constructor_declaration', 'local_variable_declaration', 'field_declaration',
  'expression_statement', 'return_statement', 'method_invocation', 'object_creation_expression', 'line_comment', 'block_comment',
];
const VISITED_TYPES = new Set(VISITED);

export class Collector {
  readonly sites: RawSite[] = [];
  readonly flows: Flow[] = [];
  readonly calls: Invocation[] = [];
  /** `new OffsetAndMetadata(record.offset())`: the argument, a consumed record's own offset. */
  readonly consumedOffsetCommits: SyntaxNode[] = [];
  /** `x.setTransactionIdPrefix(arg)` calls (Spring's producer factory or template): the calls. */
  readonly transactionIdPrefixes: Array<{ call: SyntaxNode; arg: SyntaxNode }> = [];
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
   * Visits the nodes this extractor reads, in source order: descendantsOfType() collects them
   * (inside the WASM module for web-tree-sitter's nodes, where stepping a TreeCursor from JavaScript
   * costs a round trip per node, and most of the ~15 nodes per line are identifiers, types and
   * punctuation nobody asks about; from the lists kept per member in an open document's copy).
   * The scopes open at each node are kept on a stack, closed by their end offsets.
   * A method or constructor whose node is unchanged since the last walk (an open document's syntax
   * copy moves untouched members over, parse/javaMirror.ts) is not walked again: what walking it
   * did is replayed (memberEffects below), when what it looked up outside itself still answers the same.
   */
  walk(root: SyntaxNode, scope: Scope): void {
    this.walkUnder(root, [{ scope, end: Infinity }]);
    if (this.recording) this.finishRecording();
  }

  /**
   * The nodes under `n` in document order: a class and its body one child at a time (CONTAINERS,
   * between which an edit copies again only what it touched), anything else with one
   * descendantsOfType() call; a recorded method is replayed without collecting its nodes.
   */
  private walkUnder(n: SyntaxNode, open: Array<{ scope: Scope; end: number }>): void {
    if (CONTAINERS.has(n.type)) {
      if (VISITED_TYPES.has(n.type)) this.visit(n, open);
      for (const c of n.children) this.walkUnder(c, open);
      return;
    }
    const recorded = !this.recording && METHODS.has(n.type) && memberEffects.has(n);
    let nodes = recorded ? [n] : n.descendantsOfType(VISITED);
    for (let i = 0; i < nodes.length; i++) {
      if (this.visit(nodes[i], open)) {
        // A replayed method: its nodes were read when it was recorded.
        const end = nodes[i].endIndex;
        while (i + 1 < nodes.length && nodes[i + 1].startIndex < end) i++;
      } else if (recorded && i === 0) {
        // Not replayed after all (a look-up outside it would now find a map): walked, from its first node on.
        nodes = n.descendantsOfType(VISITED);
      }
    }
  }

  /** One node the walk reads; true when it was a method replayed whole. */
  private visit(n: SyntaxNode, open: Array<{ scope: Scope; end: number }>): boolean {
    if (this.recording && n.startIndex >= this.recording.member.endIndex) this.finishRecording();
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
        if (name) this.declare(name.text);
        for (const field of ['superclass', 'interfaces']) {
          const list = n.childForFieldName(field);
          if (list) for (const t of descendants(list, 'type_identifier')) this.supertype(t.text);
        }
        break;
      }
      case 'class_body':
      case 'enum_body':
      case 'interface_body': {
        const scope = this.newScope('class', current);
        // Named after its declaration (an anonymous class's body has none): `Utils.producerConfig`
        // written inside Utils names the class's own field (RoleResolver.sitesOf).
        const name = n.parent?.childForFieldName('name')?.text;
        if (name) scope.name = name;
        open.push({ scope, end: n.endIndex });
        break;
      }
      case 'method_declaration':
      case 'constructor_declaration': {
        if (!this.recording) {
          const done = memberEffects.get(n);
          if (done && this.replay(n, done, current)) return true;
          this.startRecording(n);
        }
        const m = this.method(n, current);
        if (this.recording?.member === n) this.recording.effects.scope = m;
        open.push({ scope: m, end: n.endIndex });
        break;
      }
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
    return false;
  }

  // ---- replaying a member's walk ---------------------------------------------------------------
  // Walking a method adds to the collector's lists (sites, flows, calls, comments, methods, offset
  // commits) and to the file's constants and class names, all from the method's own text, except
  // where a statement names a variable the method does not declare: resolve() then looks in the
  // class (a field). The walk of a method is recorded with those look-ups; it is replayed only when
  // each still finds no map (a field that is a map, or a site the class holds, makes the method
  // write into the class's state, and such a method is walked again every time).

  private recording?: { member: SyntaxNode; effects: MemberEffects; from: Marks; tainted: boolean };

  private marks(): Marks {
    return { sites: this.sites.length, flows: this.flows.length, calls: this.calls.length, commits: this.consumedOffsetCommits.length, comments: this.comments.length };
  }

  private startRecording(member: SyntaxNode): void {
    this.recording = {
      member,
      from: this.marks(),
      tainted: false,
      effects: { start: member.startIndex, scope: undefined!, scopes: [], sites: [], flows: [], calls: [], commits: [], comments: [], methods: [], constants: [], declared: [], supertypes: [], defineKeys: [], escapes: [] },
    };
  }

  private finishRecording(): void {
    const r = this.recording!;
    this.recording = undefined;
    if (r.tainted) {
      memberEffects.delete(r.member);
      return;
    }
    const e = r.effects;
    e.sites = this.sites.slice(r.from.sites);
    e.flows = this.flows.slice(r.from.flows);
    e.calls = this.calls.slice(r.from.calls);
    e.commits = this.consumedOffsetCommits.slice(r.from.commits);
    e.comments = this.comments.slice(r.from.comments);
    memberEffects.set(r.member, e);
  }

  /** Replays a recorded member under `parent`; false (nothing done) when a look-up outside it would now answer otherwise. */
  private replay(n: SyntaxNode, e: MemberEffects, parent: Scope): boolean {
    for (const { name, viaThis } of e.escapes) if (!findsNoMap(parent, name, viaThis)) return false;
    if (n.startIndex !== e.start) shiftEffects(e, n.startIndex - e.start);
    e.scope.parent = parent;
    for (const s of e.sites) this.sites.push(s);
    for (const f of e.flows) this.flows.push(f);
    for (const c of e.calls) this.calls.push(c);
    for (const c of e.commits) this.consumedOffsetCommits.push(c);
    for (const c of e.comments) this.comments.push(c);
    for (const m of e.methods) this.addMethod(m);
    for (const [name, init] of e.constants) this.file.constants.set(name, init);
    for (const name of e.declared) this.file.declared.add(name);
    for (const name of e.supertypes) this.supertypes.add(name);
    for (const key of e.defineKeys) this.configDefKeys.add(key);
    return true;
  }

  private newScope(kind: Scope['kind'], parent: Scope): Scope {
    const s = newScope(kind, parent);
    this.recording?.effects.scopes.push(s);
    return s;
  }

  private declare(name: string): void {
    this.file.declared.add(name);
    this.recording?.effects.declared.push(name);
  }

  /** A class's superclass or interface (a local class inside a recorded method is replayed with it). */
  private supertype(name: string): void {
    this.supertypes.add(name);
    this.recording?.effects.supertypes.push(name);
  }

  private constant(name: string, init: SyntaxNode): void {
    this.file.constants.set(name, init);
    this.recording?.effects.constants.push([name, init]);
  }

  private method(n: SyntaxNode, scope: Scope): Scope {
    const m = this.newScope('method', scope);
    m.owner = n.startIndex;
    m.end = n.endIndex;
    m.body = n.childForFieldName('body')?.startIndex;
    const facts = methodFacts(n);
    m.name = facts.name;
    for (const p of facts.params) {
      m.params.set(p.name, p.index);
      m.types.set(p.name, p.type);
    }
    if (m.name) {
      this.addMethod(m);
      this.recording?.effects.methods.push(m);
    }
    return m;
  }

  /** The collector's own list per name (a new walk, new lists): appended in place. */
  private addMethod(m: Scope): void {
    const same = this.methods.get(m.name!);
    if (same) same.push(m);
    else this.methods.set(m.name!, [m]);
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
      if (isFinal) this.constant(name, initNode);
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
    } else if (method === 'load' || method === 'loadFromXML') {
      target.loaded = true;
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
    // While a member is recorded: whether the search has left it (the class's state is read).
    const member = this.recording?.effects.scope;
    let outside = false;
    for (let s: Scope | undefined = scope; s; s = s.parent) {
      if (viaThis && s.kind !== 'class') {
        if (s === member) outside = true;
        continue;
      }
      const found = s.sites.get(name);
      if (found) {
        if (outside) this.recording!.tainted = true;
        return found;
      }
      if (s.types.has(name) || s.params.has(name)) {
        if (!MAP_TYPES.has(s.types.get(name) ?? '')) {
          if (outside) this.recording!.effects.escapes.push({ name, viaThis });
          return undefined;
        }
        if (outside) this.recording!.tainted = true;
        const decl = s.declarations.get(name);
        const created = this.keep(this.site(s, decl ?? at, name));
        s.sites.set(name, created);
        return created;
      }
      if (s === member) outside = true;
    }
    if (outside) this.recording!.effects.escapes.push({ name, viaThis });
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
    if (e.kind === 'call' && e.callee.length >= 2 && e.callee.at(-1) === 'setTransactionIdPrefix' && e.args.length === 1) {
      this.transactionIdPrefixes.push({ call: n, arg: e.args[0] });
    }
    if (e.kind === 'new' && e.type in SINK_TYPES && e.args.length > 0) {
      this.flow(scope, e.args[0], SINK_TYPES[e.type], e.type);
    } else if (e.kind === 'new' && e.type === 'KafkaStreams' && e.args.length >= 2) {
      // new KafkaStreams(topology, props[, clientSupplier | time]): the config is the second argument.
      this.flow(scope, e.args[1], 'streams', 'KafkaStreams');
    } else if (e.kind === 'call' && e.callee.length === 2 && ADMIN_FACTORIES.has(e.callee[0]) && e.callee[1] === 'create' && e.args.length > 0) {
      this.flow(scope, e.args[0], 'admin', `${e.callee[0]}.create`);
    } else if (e.kind === 'call' && (e.callee.length === 1 || (e.callee.length === 2 && e.callee[0] === 'this'))) {
      this.calls.push({ scope, method: e.callee.at(-1)!, args: e.args.map(deferred) });
    }
  }

  /** `new ConfigDef().define(TOPIC_CONFIG, Type.STRING, …)`: the key the file's own ConfigDef declares. */
  private configDefKey(n: SyntaxNode): void {
    const first = n.childForFieldName('arguments')?.namedChildren.find((a) => !isComment(a));
    if (!first) return;
    const key = first.type === 'identifier' || first.type === 'string_literal' ? first.text : first.type === 'field_access' ? first.childForFieldName('field')?.text ?? '' : undefined;
    if (key === undefined) return;
    this.configDefKeys.add(key);
    // A connector's config() method is replayed when untouched: its keys come back with it.
    this.recording?.effects.defineKeys.push(key);
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
    const name = n.childForFieldName('name')?.text;
    return name === 'create' || name === 'setTransactionIdPrefix';
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

interface Marks { sites: number; flows: number; calls: number; commits: number; comments: number }

/**
 * What walking one method or constructor added (Collector.walk), kept per node: an open document's
 * syntax copy moves the members an edit did not touch into the new copy as the same node objects
 * (parse/javaMirror.ts), so their walk is replayed instead of done again. Offsets are those of the
 * member at `start`; a replay at another offset shifts them first.
 */
interface MemberEffects {
  start: number;
  /** The member's own scope: its parent is the class scope of the walk that replays it. */
  scope: Scope;
  /** Every scope made inside the member (its own, an anonymous class's, a nested method's). */
  scopes: Scope[];
  sites: RawSite[];
  flows: Flow[];
  calls: Invocation[];
  commits: SyntaxNode[];
  comments: Collector['comments'];
  /** Method scopes made inside, in order, each with a name. */
  methods: Scope[];
  constants: Array<[string, SyntaxNode]>;
  declared: string[];
  /** Supertypes of classes declared inside the member (Collector.supertypes). */
  supertypes: string[];
  /** `.define(key, …)` keys inside the member (Collector.configDefKeys). */
  defineKeys: string[];
  /** Names looked up outside the member that found no map there (resolve()). */
  escapes: Array<{ name: string; viaThis: boolean }>;
}

const memberEffects = new WeakMap<SyntaxNode, MemberEffects>();

/** What resolve() from inside a member under `scope` would find for `name`: true when no map (nothing to write into). */
function findsNoMap(scope: Scope, name: string, viaThis: boolean): boolean {
  for (let s: Scope | undefined = scope; s; s = s.parent) {
    if (viaThis && s.kind !== 'class') continue;
    if (s.sites.has(name)) return false;
    if (s.types.has(name) || s.params.has(name)) return !MAP_TYPES.has(s.types.get(name) ?? '');
  }
  return true;
}

/** Moves a recorded member's offsets by `d` (the text before it grew or shrank). */
function shiftEffects(e: MemberEffects, d: number): void {
  const spans = new Set<[number, number]>();
  for (const s of e.scopes) {
    if (s.owner !== undefined) s.owner += d;
    if (s.end !== undefined) s.end += d;
    // The header (owner → body) is cut from the text with these: a stale body cut it short.
    if (s.body !== undefined) s.body += d;
    for (const span of s.declarations.values()) spans.add(span);
  }
  const literals = new Set<MapLiteral>();
  // A literal's pairs share one Run object: each is shifted once.
  const runs = new Set<Run>();
  for (const site of e.sites) {
    spans.add(site.anchor);
    site.owner += d;
    for (const entry of site.entries) {
      spans.add(entry.range);
      if (entry.run) runs.add(entry.run);
    }
    if (site.literal) literals.add(site.literal);
  }
  for (const r of runs) r.at += d;
  for (const span of spans) {
    span[0] += d;
    span[1] += d;
  }
  for (const l of literals) l.close += d;
  for (const c of e.comments) {
    c.start += d;
    c.end += d;
  }
  e.start += d;
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
