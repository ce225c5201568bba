// The Java extractor as it was on java-parser (frozen copy of server/src/service/sites/java/ before
// the switch to tree-sitter), kept only as the reference of test/unit/java-parsers-differential.test.ts.
// Kafka configuration written in Java: Properties / Map built with put, setProperty, putAll,
// Map.of, Map.ofEntries or double-brace init, keyed by string literals or the *_CONFIG constants
// of ProducerConfig / ConsumerConfig / AdminClientConfig / CommonClientConfigs (Kafka clients 2.x–4.x),
// found through java-parser's real CST. One site per map variable per method.
import { baseName } from '../../../common/src/model';
import { LineIndex } from '../../../server/src/service/parse/lineIndex';
import type { ConfigEntry, SiteDraft, SourceDocument } from '../../../server/src/service/model';
import { FileScope, integer } from './values';
import type { ConstantLookup } from './values';
import { tryParse } from './cst';
import type { CstNode, IToken, JExpr } from './cst';
import { Collector, newScope } from './collect';
import type { RawEntry, RawSite } from './collect';
import { RoleResolver } from './roles';
import type { DirectiveComment, JavaEntryShape, JavaSiteShape, KeyStyle } from '../../../server/src/service/sites/java/shape';


export type { JavaSiteShape, JavaEntryShape, DirectiveComment } from '../../../server/src/service/sites/java/shape';

// Kafka keys are dotted lower-case words ("linger.ms"); a literal-keyed map that reaches no client
// and uses no config constant is only kept when its keys look like that, so a `counts.put("a", 1)`
// in the same file is not mistaken for configuration.
const KAFKA_KEY_SHAPE = /^[a-z][a-z0-9-]*(\.[a-z0-9-]+)+$/;

export function javaSites(doc: SourceDocument, ctx: ConstantLookup): SiteDraft[] {
  // Files that never mention Kafka are skipped before the (comparatively costly) parse.
  if (!/kafka/i.test(doc.text)) return [];
  const cst = tryParse(doc.text);
  if (!cst) return [];
  try {
    return extract(doc, cst, ctx);
  } catch {
    // A CST shape this code did not foresee must cost the user a site, never the server.
    return [];
  }
}

function extract(doc: SourceDocument, cst: CstNode, ctx: ConstantLookup): SiteDraft[] {
  const file = new FileScope(ctx);
  const collector = new Collector(file);
  collector.walk(cst, newScope('class'));
  const roles = new RoleResolver(collector);
  const lines = new LineIndex(doc.text);
  const comments = ((cst as { comments?: IToken[] }).comments ?? []).slice().sort((a, b) => a.startOffset - b.startOffset);
  const out: SiteDraft[] = [];
  for (const raw of collector.sites) {
    const built = raw.entries.map((e) => entry(doc, file, lines, e)).filter((e) => e !== undefined);
    const role = roles.role(raw, built.map((b) => b.shape.configClass));
    const constantKeyed = built.some((b) => b.shape.configClass !== undefined);
    const looksKafka = built.some((b) => KAFKA_KEY_SHAPE.test(b.entry.key));
    if (!role && !constantKeyed && !looksKafka) continue;
    const start = Math.min(raw.anchor[0], ...raw.entries.map((e) => e.range[0]));
    const end = Math.max(raw.anchor[1], ...raw.entries.map((e) => e.range[1]));
    const shape: JavaSiteShape = {
      entries: built.map((b) => b.shape),
      sinks: roles.sinks(raw),
      declaration: raw.name !== undefined ? lines.range(raw.anchor[0], raw.anchor[1]) : undefined,
      name: raw.name?.startsWith('\0') ? undefined : raw.name,
      literal: raw.literal && { kind: raw.literal.kind, spelling: raw.literal.spelling, close: lines.range(raw.literal.close, raw.literal.close + 1) },
      imports: {
        end: file.lastImportEnd >= 0 ? lines.range(file.lastImportEnd, file.lastImportEnd) : undefined,
        types: [...file.types.values()],
        staticMembers: Object.fromEntries(file.staticMembers),
        staticWildcards: [...file.staticWildcards],
      },
    };
    const name = shape.name ?? raw.literal?.spelling.replace(/\.entry$/, '.ofEntries') ?? 'map';
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
      java: shape,
      directives: directivesBefore(doc.text, comments, [raw.anchor[0], raw.owner], lines),
    });
  }
  out.sort((a, b) => a.range.start.line - b.range.start.line || a.range.start.character - b.range.start.character);
  if (collector.consumedOffsetCommits.length > 0) {
    const owner = out.find((d) => d.role === 'consumer') ?? out.find((d) => d.role === 'producer') ?? out[0];
    if (owner?.syntax === 'java') {
      owner.java.consumedOffsetCommits = collector.consumedOffsetCommits.map((n) => {
        const [s, e] = [n.location.startOffset, n.location.endOffset + 1];
        return { range: lines.range(s, e), text: doc.text.slice(s, e) };
      });
    }
  }
  return out;
}

function entry(doc: SourceDocument, file: FileScope, lines: LineIndex, e: RawEntry): { entry: ConfigEntry; shape: JavaEntryShape } | undefined {
  const named = file.key(e.key);
  if (!named) return undefined;
  const [ks, ke] = [e.key.node.location.startOffset, e.key.node.location.endOffset + 1];
  const [vs, ve] = [e.value.node.location.startOffset, e.value.node.location.endOffset + 1];
  const range = lines.range(e.range[0], e.range[1]);
  return {
    entry: {
      key: named.key,
      rawKey: e.key.kind === 'string' ? e.key.value : doc.text.slice(ks, ke),
      value: file.value(e.value),
      keyRange: lines.range(ks, ke),
      valueRange: lines.range(vs, ve),
      range,
    },
    shape: {
      range,
      form: e.form,
      receiver: e.receiver,
      method: e.method,
      keyStyle: keyStyle(e.key),
      configClass: named.configClass,
      ...valueShape(e.value),
    },
  };
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

/**
 * `// kafka-tuning: …` comments directly above a site's declaration or above its method (only
 * blank space or other comments in between); the lead's directive parser reads their text.
 */
function directivesBefore(text: string, comments: IToken[], starts: number[], lines: LineIndex): DirectiveComment[] {
  const found = new Map<number, DirectiveComment>();
  for (const start of starts) {
    let cursor = start;
    let i = upperBound(comments, start) - 1;
    for (; i >= 0; i--) {
      const c = comments[i];
      if (text.slice(c.endOffset + 1, cursor).trim() !== '') break;
      if (/kafka-tuning\s*:/.test(c.image)) {
        found.set(c.startOffset, { text: c.image, range: lines.range(c.startOffset, c.endOffset + 1), offset: c.startOffset });
      }
      cursor = c.startOffset;
    }
  }
  return [...found.values()].sort((a, b) => a.offset - b.offset);
}

/** Index of the first comment starting at or after `offset`. */
function upperBound(comments: IToken[], offset: number): number {
  let lo = 0;
  let hi = comments.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (comments[mid].startOffset < offset) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
