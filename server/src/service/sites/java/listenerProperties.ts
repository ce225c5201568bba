// `@KafkaListener(properties = {"max.poll.records=10", "fetch.min.bytes: 1024"})`: Spring for Apache
// Kafka hands these strings to the listener's consumer as property overrides. Each string is read
// as a line of a Java properties file (KafkaListener#properties javadoc, spring-kafka 2.2.4+:
// "key=value", "key:value" and "key value" all work; KafkaListenerAnnotationBeanPostProcessor loads
// each with Properties.load), and the overrides supersede the consumer factory's values of the same
// name. They are a partial config: the rest lives in the factory, so the site is marked `overrides`
// and only the rules that judge a written entry on its own run on it (rules/overrideScope.ts).
import type { LineIndex } from '../../parse/lineIndex';
import { parseProperties } from '../../parse/properties';
import type { ConfigEntry, SiteDraft, SourceDocument } from '../../model';
import { named, view, type SyntaxNode } from './cst';
import type { FileScope } from './values';
import type { JavaEntryShape, JavaSiteShape } from './shape';

/** What a file must say before its annotations are looked at. */
export function mayHoldListenerProperties(text: string): boolean {
  return text.includes('KafkaListener') && /\bproperties\s*=/.test(text);
}

export function listenerSites(doc: SourceDocument, root: SyntaxNode, file: FileScope, lines: LineIndex, imports: JavaSiteShape['imports']): SiteDraft[] {
  const out: SiteDraft[] = [];
  for (const a of root.descendantsOfType('annotation')) {
    if (!/(?:^|\.)KafkaListener$/.test(a.childForFieldName('name')?.text ?? '')) continue;
    const args = a.childForFieldName('arguments');
    const pair = args ? named(args).find((p) => p.type === 'element_value_pair' && p.childForFieldName('key')?.text === 'properties') : undefined;
    const value = pair?.childForFieldName('value');
    if (!pair || !value) continue;
    const items = value.type === 'element_value_array_initializer' ? named(value) : [value];
    const entries: Array<{ entry: ConfigEntry; shape: JavaEntryShape }> = [];
    for (const item of items) {
      const e = overrideEntry(doc, item, file, lines);
      if (e) entries.push(e);
    }
    if (entries.length === 0) continue;
    const method = methodName(a);
    const label = `consumer @KafkaListener${method ? ` ${method}()` : ''} properties (${doc.fileName.split(/[\\/]/).pop()}:${lines.position(a.startIndex).line + 1})`;
    out.push({
      syntax: 'java',
      identity: `java:@KafkaListener:${method ?? 'listener'}`,
      role: 'consumer',
      roleOrigin: 'code',
      client: { client: 'java' },
      entries: entries.map((e) => e.entry),
      range: lines.range(pair.startIndex, pair.endIndex),
      workload: {},
      label,
      overrides: '@KafkaListener properties',
      java: { entries: entries.map((e) => e.shape), sinks: ['@KafkaListener'], imports, annotation: true },
    });
  }
  return out;
}

/**
 * One string of the array as the consumer receives it. A value known only at run time (a constant
 * from elsewhere, a `${…}` or `#{…}` that resolves to several lines) gives no entry.
 */
function overrideEntry(doc: SourceDocument, item: SyntaxNode, file: FileScope, lines: LineIndex): { entry: ConfigEntry; shape: JavaEntryShape } | undefined {
  const e = view(item);
  const text = file.value(e);
  if (text === undefined || /^\s*[$#]\{/.test(text)) return undefined;
  const parsed = parseProperties(text);
  const p = parsed.entries[0];
  if (!p || parsed.entries.length !== 1 || p.key === '' || /[$#]\{/.test(p.key)) return undefined;
  // Spring resolves ${…} and SpEL #{…} in each string before loading it: such a value is not known here.
  const value = /#\{/.test(p.value) ? undefined : p.value;
  // Offsets inside the literal are exact only when the source spells the string as it runs
  // (one literal, no escapes); otherwise the whole string stands for key and value.
  const raw = doc.text.slice(item.startIndex, item.endIndex);
  const exact = e.kind === 'string' && raw === `"${text}"` && p.keyRange.start.line === 0 && p.valueRange.end.line === 0;
  const at = (ch: number) => item.startIndex + 1 + ch;
  const whole = lines.range(item.startIndex, item.endIndex);
  const range = (r: { start: { character: number }; end: { character: number } }) => (exact ? lines.range(at(r.start.character), at(r.end.character)) : whole);
  return {
    entry: { key: p.key, rawKey: p.key, value, keyRange: range(p.keyRange), valueRange: range(p.valueRange), range: whole },
    shape: { range: whole, form: 'pair', keyStyle: 'literal', valueKind: 'string' },
  };
}

function methodName(annotation: SyntaxNode): string | undefined {
  const owner = annotation.parent?.parent;
  return owner?.type === 'method_declaration' ? owner.childForFieldName('name')?.text : undefined;
}
