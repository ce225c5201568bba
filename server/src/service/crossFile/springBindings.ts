// Which of the application's own @ConfigurationProperties maps reach a Kafka client, read from the
// workspace's Java sources with tree-sitter (parse/javaTree.ts). Two passes over the files:
//  1. bindings: a class `@ConfigurationProperties(prefix = "nakadi.kafka")` (or a record) with a
//     Map/Properties field `producer` binds `nakadi.kafka.producer.*` into that map (nested holder
//     classes of the same file followed one level: `app.kafka.producer`); a @Bean method
//     `@ConfigurationProperties("kafka.consumer") Map<String, Object> consumerProps()` binds the
//     map it returns.
//  2. flows: the first argument of `new KafkaProducer<>(…)`, `new DefaultKafkaConsumerFactory<>(…)`,
//     `Admin.create(…)` (the second of `new KafkaStreams(topology, …)`) followed back — a getter or
//     field of a variable typed with a binding class, the bean method, `new HashMap<>(…)`, a local
//     that copies or putAll()s one, a method of the file that returns one — to a bound map.
// Spring binds map keys with the prefix's relaxed names (kebab-case, case-insensitive), so paths are
// kept in that canonical form. What cannot be followed gives nothing: the YAML keys then stay the
// application's own, as before.
import type { BoundKafkaMap } from './facts';
import type { Role, SourceDocument } from '../model';
import { parseJava } from '../parse/javaTree';
import { named, typeName, type SyntaxNode } from '../sites/java/cst';
import { MAP_TYPES, SINK_TYPES } from '../sites/java/collect';
import { canonicalSpringName } from '../sites/spring/keys';

/** Worth parsing: names the annotation or a Kafka client/factory. */
export function mayBindOrUseKafkaMap(text: string): boolean {
  return text.includes('ConfigurationProperties') || (/kafka/i.test(text) && /\b(?:KafkaProducer|KafkaConsumer|DefaultKafka(?:Producer|Consumer)Factory|KafkaStreams|Admin(?:Client)?\.create)\b/.test(text));
}

interface Holder {
  /** Canonical prefix of the class ("nakadi.kafka"), or undefined for a nested holder reached through a field. */
  prefix?: string;
  /** Map fields by name → their path segment; other fields by name → their type (a nested holder). */
  maps: Map<string, string>;
  nested: Map<string, string>;
  /** Methods without parameters that return a bound map (`Properties asProperties()` copying `properties`). */
  methods: Map<string, Found>;
  file: string;
}

interface Parsed { doc: SourceDocument; tree: ReturnType<typeof parseJava> }

const MAX_DEPTH = 4;

export function boundKafkaMaps(docs: readonly SourceDocument[]): BoundKafkaMap[] {
  const parsed: Parsed[] = [];
  try {
    for (const doc of docs) if (mayBindOrUseKafkaMap(doc.text)) parsed.push({ doc, tree: parseJava(doc.text) });
    const holders = new Map<string, Holder>();
    const beans = new Map<string, { path: string; file: string }>();
    for (const p of parsed) collectBindings(p, holders, beans);
    if (holders.size === 0 && beans.size === 0) return [];
    // A holder's own methods that hand out its map (`asProperties()`), read before the flows that call them.
    for (const p of parsed) holderMethods(p, holders, beans);
    const out: BoundKafkaMap[] = [];
    for (const p of parsed) out.push(...flows(p, holders, beans));
    return out;
  } catch {
    // A tree shape this code did not foresee costs the workspace this fact, never the scan.
    return [];
  } finally {
    for (const p of parsed) p.tree.delete();
  }
}

function baseName(fileName: string): string {
  return fileName.split(/[\\/]/).pop() ?? fileName;
}

function annotationsOf(n: SyntaxNode): SyntaxNode[] {
  const mods = n.namedChildren.find((c) => c.type === 'modifiers');
  return mods ? mods.namedChildren.filter((a) => a.type === 'annotation' || a.type === 'marker_annotation') : [];
}

/** The prefix of `@ConfigurationProperties("x")` / `(prefix = "x")` / `(value = "x")`, canonical. */
function boundPrefix(n: SyntaxNode): string | undefined {
  for (const a of annotationsOf(n)) {
    if (!/(?:^|\.)ConfigurationProperties$/.test(a.childForFieldName('name')?.text ?? '')) continue;
    const args = a.childForFieldName('arguments');
    for (const arg of args ? named(args) : []) {
      const v = arg.type === 'element_value_pair' && ['prefix', 'value'].includes(arg.childForFieldName('key')?.text ?? '') ? arg.childForFieldName('value') : arg;
      if (v?.type === 'string_literal') {
        const text = v.text.slice(1, -1).trim();
        return text ? text.split('.').map(canonicalSpringName).join('.') : undefined;
      }
    }
  }
  return undefined;
}

function collectBindings(p: Parsed, holders: Map<string, Holder>, beans: Map<string, { path: string; file: string }>): void {
  const file = baseName(p.doc.fileName);
  for (const c of p.tree.rootNode.descendantsOfType(['class_declaration', 'record_declaration'])) {
    const name = c.childForFieldName('name')?.text;
    if (!name) continue;
    const h: Holder = { prefix: boundPrefix(c), maps: new Map(), nested: new Map(), methods: new Map(), file };
    const fields: Array<[string, string]> = [];
    if (c.type === 'record_declaration') {
      const params = c.childForFieldName('parameters');
      for (const f of params ? named(params) : []) {
        const id = f.childForFieldName('name')?.text;
        if (id) fields.push([id, typeName(f.childForFieldName('type'))]);
      }
    }
    const body = c.childForFieldName('body');
    for (const f of body ? named(body) : []) {
      if (f.type !== 'field_declaration') continue;
      if (f.firstChild?.type === 'modifiers' && f.firstChild.children.some((m) => m.type === 'static')) continue;
      const t = typeName(f.childForFieldName('type'));
      for (const d of f.childrenForFieldName('declarator')) {
        const id = d.childForFieldName('name')?.text;
        if (id) fields.push([id, t]);
      }
    }
    for (const [id, t] of fields) {
      if (MAP_TYPES.has(t)) h.maps.set(id, canonicalSpringName(id));
      else if (/^[A-Z]/.test(t)) h.nested.set(id, t);
    }
    if (h.maps.size > 0 || h.nested.size > 0) holders.set(name, h);
  }
  for (const m of p.tree.rootNode.descendantsOfType('method_declaration')) {
    const prefix = boundPrefix(m);
    const name = m.childForFieldName('name')?.text;
    if (prefix && name && MAP_TYPES.has(typeName(m.childForFieldName('type')))) beans.set(name, { path: prefix, file });
  }
}

/** The bound map a holder's member names: `producer` of a prefixed class, or of a nested holder one level down. */
function memberPath(holders: Map<string, Holder>, type: string, chain: string[]): { path: string; file: string } | undefined {
  const h = holders.get(type);
  if (!h || chain.length === 0) return undefined;
  const [first, ...rest] = chain;
  if (rest.length === 0) {
    const seg = h.maps.get(first);
    if (seg && h.prefix) return { path: `${h.prefix}.${seg}`, file: h.file };
    return h.methods.get(first);
  }
  const nestedType = h.nested.get(first);
  const inner = nestedType ? holders.get(nestedType) : undefined;
  if (!inner || !h.prefix || rest.length !== 1) return undefined;
  const seg = inner.maps.get(rest[0]);
  return seg ? { path: `${h.prefix}.${canonicalSpringName(first)}.${seg}`, file: h.file } : undefined;
}

/** `getProducer` → `producer`; a record accessor or field name stays as it is. */
function property(member: string): string {
  const m = /^(?:get|is)([A-Z].*)$/.exec(member);
  return m ? m[1][0].toLowerCase() + m[1].slice(1) : member;
}

interface Found { path: string; file: string; whole: boolean }

function holderMethods(p: Parsed, holders: Map<string, Holder>, beans: Map<string, { path: string; file: string }>): void {
  const { resolve } = resolver(p, holders, beans);
  for (const c of p.tree.rootNode.descendantsOfType('class_declaration')) {
    const h = holders.get(c.childForFieldName('name')?.text ?? '');
    const body = c.childForFieldName('body');
    if (!h || !h.prefix || !body) continue;
    for (const m of named(body)) {
      const name = m.childForFieldName('name')?.text;
      const params = m.childForFieldName('parameters');
      if (m.type !== 'method_declaration' || !name || (params && named(params).length > 0) || !MAP_TYPES.has(typeName(m.childForFieldName('type')))) continue;
      for (const r of m.descendantsOfType('return_statement')) {
        const found = resolve(named(r)[0], 1);
        if (found) { h.methods.set(property(name), found); break; }
      }
    }
  }
}

function flows(p: Parsed, holders: Map<string, Holder>, beans: Map<string, { path: string; file: string }>): BoundKafkaMap[] {
  const { resolve } = resolver(p, holders, beans);
  const root = p.tree.rootNode;
  const out: BoundKafkaMap[] = [];
  // The config a client runs with is more than the map when the call hands it serializers too
  // (`new KafkaConsumer<>(map, keyDeser, valueDeser)`), and for a Spring consumer factory, whose
  // listeners add their own group.id, client.id and properties (@KafkaListener): then the keys
  // under the prefix are overrides of a config the YAML file does not show.
  const push = (arg: SyntaxNode | undefined, role: Role, more: boolean) => {
    const f = resolve(arg, 0);
    if (f) out.push({ path: f.path, role, whole: f.whole && !more, source: f.file });
  };
  for (const n of root.descendantsOfType(['object_creation_expression', 'method_invocation'])) {
    const args = n.childForFieldName('arguments');
    const a = args ? named(args) : [];
    if (n.type === 'object_creation_expression') {
      const t = typeName(n.childForFieldName('type'));
      const sink = SINK_TYPES[t];
      if (sink && a.length > 0) push(a[0], sink, a.length > 1 || t === 'DefaultKafkaConsumerFactory');
      else if (t === 'KafkaStreams' && a.length >= 2) push(a[1], 'streams', false);
    } else {
      const obj = n.childForFieldName('object')?.text;
      if ((obj === 'Admin' || obj === 'AdminClient') && n.childForFieldName('name')?.text === 'create' && a.length > 0) push(a[0], 'admin', false);
    }
  }
  return out;
}

/** Follows an expression of one file back to a bound map (see the header). */
function resolver(p: Parsed, holders: Map<string, Holder>, beans: Map<string, { path: string; file: string }>): { resolve: (n: SyntaxNode | null | undefined, depth: number) => Found | undefined } {
  const root = p.tree.rootNode;
  // Declared types of fields, parameters and locals by name: the file is read as one scope, as codeUse.ts does.
  const types = new Map<string, string>();
  for (const d of root.descendantsOfType(['field_declaration', 'local_variable_declaration', 'formal_parameter'])) {
    const t = typeName(d.childForFieldName('type'));
    if (d.type === 'formal_parameter') {
      const n = d.childForFieldName('name')?.text;
      if (n) types.set(n, t);
      continue;
    }
    for (const decl of d.childrenForFieldName('declarator')) {
      const n = decl.childForFieldName('name')?.text;
      if (n) types.set(n, t);
    }
  }
  const methods = new Map<string, SyntaxNode[]>();
  for (const m of root.descendantsOfType('method_declaration')) {
    const n = m.childForFieldName('name')?.text;
    if (n) methods.set(n, [...(methods.get(n) ?? []), m]);
  }
  const enclosingClass = (n: SyntaxNode): string | undefined => {
    for (let q = n.parent; q; q = q.parent) if (q.type === 'class_declaration' || q.type === 'record_declaration') return q.childForFieldName('name')?.text;
    return undefined;
  };
  const enclosingMethod = (n: SyntaxNode): SyntaxNode | undefined => {
    for (let q = n.parent; q; q = q.parent) if (q.type === 'method_declaration' || q.type === 'constructor_declaration') return q;
    return undefined;
  };

  /** A receiver chain `props.getKafka().getProducer()` → ["props", "kafka", "producer"]. */
  const chainOf = (n: SyntaxNode): string[] | undefined => {
    if (n.type === 'identifier') return [n.text];
    if (n.type === 'this') return ['this'];
    if (n.type === 'field_access') {
      const obj = n.childForFieldName('object');
      const f = n.childForFieldName('field')?.text;
      const head = obj ? chainOf(obj) : undefined;
      return head && f ? [...head, f] : undefined;
    }
    if (n.type === 'method_invocation') {
      const args = n.childForFieldName('arguments');
      if (args && named(args).length > 0) return undefined;
      const obj = n.childForFieldName('object');
      const m = n.childForFieldName('name')?.text;
      if (!m) return undefined;
      const head = obj ? chainOf(obj) : ['this'];
      return head ? [...head, property(m)] : undefined;
    }
    return undefined;
  };

  const resolve = (n: SyntaxNode | null | undefined, depth: number): Found | undefined => {
    if (!n || depth > MAX_DEPTH) return undefined;
    if (n.type === 'parenthesized_expression' || n.type === 'cast_expression') return resolve(n.namedChildren.at(-1), depth + 1);
    if (n.type === 'object_creation_expression') {
      // new HashMap<>(bound) / new Properties() … : a copy is the same keys.
      const t = typeName(n.childForFieldName('type'));
      const args = n.childForFieldName('arguments');
      const a = args ? named(args) : [];
      return MAP_TYPES.has(t) && a.length === 1 ? resolve(a[0], depth + 1) : undefined;
    }
    if (n.type === 'method_invocation') {
      const copied = copiedMap(n);
      if (copied) return resolve(copied, depth + 1);
    }
    if (n.type === 'method_invocation' && !n.childForFieldName('object')) {
      const m = n.childForFieldName('name')?.text ?? '';
      const bean = beans.get(m);
      if (bean) return { ...bean, whole: true };
    }
    const chain = chainOf(n);
    if (chain) {
      const [head, ...rest] = chain;
      const own = head === 'this' ? enclosingClass(n) : undefined;
      const viaVar = head !== 'this' ? types.get(head) : undefined;
      const hit = own ? memberPath(holders, own, rest) : viaVar ? memberPath(holders, viaVar, rest) : undefined;
      // A bare field name inside the binding class itself (`new KafkaProducer<>(producer)`).
      const bare = !hit && chain.length === 1 ? memberPath(holders, enclosingClass(n) ?? '', chain) : undefined;
      if (hit ?? bare) return { ...(hit ?? bare)!, whole: true };
    }
    if (n.type === 'identifier') return local(n, depth);
    if (n.type === 'method_invocation' && (!n.childForFieldName('object') || n.childForFieldName('object')?.type === 'this')) {
      const m = n.childForFieldName('name')?.text ?? '';
      for (const decl of methods.get(m) ?? []) {
        for (const r of decl.descendantsOfType('return_statement')) {
          const found = resolve(named(r)[0], depth + 1);
          if (found) return found;
        }
      }
    }
    return undefined;
  };

  /** A local map: its initializer or a putAll() into it; any other put makes it more than the bound map. */
  const local = (id: SyntaxNode, depth: number): Found | undefined => {
    const method = enclosingMethod(id);
    if (!method) return undefined;
    let found: Found | undefined;
    let extra = false;
    for (const d of method.descendantsOfType('variable_declarator')) {
      if (d.childForFieldName('name')?.text !== id.text || d.startIndex > id.startIndex) continue;
      const init = d.childForFieldName('value');
      const got = init ? resolve(init, depth + 1) : undefined;
      if (got) found = got;
      // An empty new map is a start, not keys of its own.
      else if (init && !isEmptyMap(init)) extra = true;
    }
    for (const c of method.descendantsOfType('method_invocation')) {
      if (c.childForFieldName('object')?.text !== id.text) continue;
      const m = c.childForFieldName('name')?.text;
      const args = c.childForFieldName('arguments');
      const a = args ? named(args) : [];
      if (m === 'putAll' && a.length === 1) {
        const got = resolve(a[0], depth + 1);
        if (got && !found) found = got;
        else extra = true;
      } else if (m === 'put' || m === 'setProperty' || m === 'putIfAbsent' || m === 'remove' || m === 'clear') extra = true;
    }
    return found && { ...found, whole: found.whole && !extra };
  };

  return { resolve };
}

/** Stream steps that keep the map's entries (a filter may drop empty ones, which add nothing). */
const ENTRY_STEPS = new Set(['stream', 'filter', 'peek', 'sorted', 'distinct', 'sequential', 'parallel']);
const COPIES = new Set(['Map.copyOf', 'Collections.unmodifiableMap', 'ImmutableMap.copyOf']);

/**
 * The map a call copies: `Map.copyOf(m)`, `Collections.unmodifiableMap(m)`, or
 * `m.entrySet().stream().filter(…).collect(Collectors.toMap(…))` (the keys of `m` again).
 */
function copiedMap(n: SyntaxNode): SyntaxNode | undefined {
  const name = n.childForFieldName('name')?.text ?? '';
  const args = n.childForFieldName('arguments');
  const a = args ? named(args) : [];
  if (COPIES.has(`${n.childForFieldName('object')?.text ?? ''}.${name}`) && a.length === 1) return a[0];
  if (name !== 'collect' || a.length !== 1 || !/^(?:Collectors\.)?toMap\s*\(/.test(a[0].text)) return undefined;
  for (let q = n.childForFieldName('object'); q?.type === 'method_invocation'; q = q.childForFieldName('object')) {
    const step = q.childForFieldName('name')?.text ?? '';
    if (step === 'entrySet') return q.childForFieldName('object') ?? undefined;
    if (!ENTRY_STEPS.has(step)) return undefined;
  }
  return undefined;
}

function isEmptyMap(n: SyntaxNode): boolean {
  const args = n.childForFieldName('arguments');
  return n.type === 'object_creation_expression' && MAP_TYPES.has(typeName(n.childForFieldName('type'))) && (!args || named(args).length === 0) && !n.childForFieldName('body');
}
