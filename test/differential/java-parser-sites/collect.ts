// One walk over the CST collects what a Java file does with config maps: where each map is
// declared, every put/setProperty/putAll on it, map literals (Map.of, Map.ofEntries, double-brace
// init), and where maps flow (client constructors, returns, calls) so roles can be resolved after.
import { descendants, isToken, kid, kids, span, tok, typeName, view, viewPrimary } from './cst';
import type { CstNode, JExpr } from './cst';
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
}

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
  inits: Map<string, JExpr>;
  returns: JExpr[];
  /** Start of a method (annotations included): directives above it apply to its maps. */
  owner?: number;
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
export interface Invocation { scope: Scope; method: string; args: JExpr[] }

// Kafka clients and the Spring factories that build them; the config map is their first argument.
const SINK_TYPES: Record<string, Sink> = {
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
const MAP_TYPES = new Set(['Properties', 'Map', 'HashMap', 'LinkedHashMap', 'TreeMap', 'Hashtable', 'ConcurrentHashMap', 'ImmutableMap']);
const PUTS = new Set(['put', 'setProperty', 'putIfAbsent']);

export class Collector {
  readonly sites: RawSite[] = [];
  readonly flows: Flow[] = [];
  readonly calls: Invocation[] = [];
  /** `new OffsetAndMetadata(record.offset())`: the argument, a consumed record's own offset. */
  readonly consumedOffsetCommits: CstNode[] = [];
  readonly methods = new Map<string, Scope[]>();
  constructor(private readonly file: FileScope) {}

  walk(n: CstNode, scope: Scope): void {
    switch (n.name) {
      case 'importDeclaration':
        this.file.addImport(n);
        return;
      case 'typeIdentifier': {
        const id = tok(n, 'Identifier');
        if (id) this.file.declared.add(id.image);
        break;
      }
      case 'classBody':
      case 'enumBody':
      case 'interfaceBody':
        scope = newScope('class', scope);
        break;
      case 'methodDeclaration':
      case 'constructorDeclaration':
        scope = this.method(n, scope);
        break;
      case 'fieldDeclaration':
      case 'localVariableDeclarationStatement':
        this.declaration(n, scope);
        break;
      case 'expressionStatement':
        this.statement(n, scope);
        break;
      case 'returnStatement': {
        const e = kid(n, 'expression');
        if (e) scope.returns.push(this.literalSite(view(e), scope) ?? view(e));
        break;
      }
      case 'primary':
        this.primary(n, scope);
        break;
    }
    for (const list of Object.values(n.children)) {
      for (const c of list) if (!isToken(c)) this.walk(c, scope);
    }
  }

  private method(n: CstNode, scope: Scope): Scope {
    const m = newScope('method', scope);
    m.owner = n.location.startOffset;
    const declarator = kid(kid(n, 'methodHeader') ?? n, 'methodDeclarator') ?? kid(n, 'constructorDeclarator');
    const nameTok = declarator && (tok(declarator, 'Identifier') ?? tok(kid(declarator, 'simpleTypeName') ?? declarator, 'Identifier'));
    m.name = nameTok?.image;
    const list = declarator && kid(declarator, 'formalParameterList');
    let index = 0;
    for (const p of list ? kids(list, 'formalParameter') : []) {
      const reg = !isToken(p) ? kid(p, 'variableParaRegularParameter') : undefined;
      const id = reg && kid(reg, 'variableDeclaratorId');
      const idTok = id && tok(id, 'Identifier');
      if (idTok) {
        m.params.set(idTok.image, String(index));
        m.types.set(idTok.image, typeName(reg!));
      }
      index++;
    }
    if (m.name) this.methods.set(m.name, [...(this.methods.get(m.name) ?? []), m]);
    return m;
  }

  private declaration(n: CstNode, scope: Scope): void {
    const decl = n.name === 'fieldDeclaration' ? n : kid(n, 'localVariableDeclaration');
    if (!decl) return;
    const modifiers = [...kids(decl, 'fieldModifier'), ...kids(decl, 'variableModifier')];
    const isFinal = modifiers.some((m) => !isToken(m) && tok(m, 'Final'));
    const type = typeName(kid(decl, 'localVariableType') ?? decl);
    const list = kid(decl, 'variableDeclaratorList');
    for (const d of list ? kids(list, 'variableDeclarator') : []) {
      if (isToken(d)) continue;
      const id = tok(kid(d, 'variableDeclaratorId') ?? d, 'Identifier');
      const initNode = kid(kid(d, 'variableInitializer') ?? d, 'expression');
      if (!id) continue;
      scope.types.set(id.image, type);
      scope.declarations.set(id.image, span(n));
      if (!initNode) {
        if (MAP_TYPES.has(type)) scope.sites.set(id.image, this.keep(this.site(scope, span(n), id.image)));
        continue;
      }
      if (isFinal) this.file.constants.set(id.image, initNode);
      const init = view(initNode);
      scope.inits.set(id.image, init);
      const created = this.mapCreation(init, scope, span(n), id.image);
      // `Properties p = build();` is an alias of what build() returns until something puts into it
      // (resolve() then makes it a site of its own).
      if (created) scope.sites.set(id.image, this.keep(created));
    }
  }

  private statement(n: CstNode, scope: Scope): void {
    const se = kid(n, 'statementExpression');
    const e = se && kid(se, 'expression');
    const call = e && view(e);
    if (!call || call.kind !== 'call' || call.callee.length < 2) return;
    const method = call.callee.at(-1)!;
    const receiverParts = call.callee.slice(0, -1);
    const name = receiverParts[0] === 'this' ? receiverParts[1] : receiverParts[0];
    if (!name || receiverParts.length > (receiverParts[0] === 'this' ? 2 : 1)) return;
    const target = this.resolve(name, scope, receiverParts[0] === 'this', span(n));
    if (!target) return;
    if (PUTS.has(method) && call.args.length === 2) {
      const [key, value] = call.args.map(view);
      target.entries.push({ key, value, range: span(n), form: 'statement', receiver: receiverParts.join('.'), method });
    } else if (method === 'putAll' && call.args.length === 1) {
      this.include(target, view(call.args[0]), scope);
    }
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

  private primary(n: CstNode, scope: Scope): void {
    const e = viewPrimary(n, n, true);
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
    } else if (e.kind === 'call' && e.callee.length === 2 && /^(Admin|AdminClient)$/.test(e.callee[0]) && e.callee[1] === 'create' && e.args.length > 0) {
      this.flow(scope, e.args[0], 'admin', `${e.callee[0]}.create`);
    } else if (e.kind === 'call' && (e.callee.length === 1 || (e.callee.length === 2 && e.callee[0] === 'this'))) {
      this.calls.push({ scope, method: e.callee.at(-1)!, args: e.args.map(view) });
    }
  }

  private flow(scope: Scope, arg: CstNode, role: Sink, type: string): void {
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
    const close = e.node.location.endOffset;
    if (e.callee[1] === 'of') {
      const site = this.site(scope, anchor, name);
      site.literal = { kind: 'mapOf', spelling: e.callee.join('.'), close };
      for (let i = 0; i + 1 < e.args.length; i += 2) {
        const [a, b] = [e.args[i], e.args[i + 1]];
        site.entries.push({ key: view(a), value: view(b), range: [a.location.startOffset, b.location.endOffset + 1], form: 'pair' });
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
  private doubleBrace(body: CstNode, site: RawSite): void {
    for (const decl of kids(body, 'classBodyDeclaration')) {
      const init = !isToken(decl) ? kid(decl, 'instanceInitializer') : undefined;
      const stmts = init && kid(kid(init, 'block') ?? init, 'blockStatements');
      for (const s of stmts ? descendants(stmts, 'expressionStatement') : []) {
        const se = kid(s, 'statementExpression');
        const call = se && kid(se, 'expression') && view(kid(se, 'expression')!);
        if (call?.kind === 'call' && call.callee.length === 1 && PUTS.has(call.callee[0]) && call.args.length === 2) {
          const [key, value] = call.args.map(view);
          site.entries.push({ key, value, range: span(s), form: 'statement', receiver: '', method: call.callee[0] });
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

export function newScope(kind: Scope['kind'], parent?: Scope): Scope {
  return { kind, parent, params: new Map(), types: new Map(), sites: new Map(), declarations: new Map(), inits: new Map(), returns: [] };
}
