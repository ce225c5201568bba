// Kafka Connect connector configs written as JSON, the form the worker's REST API takes: the
// body of POST /connectors ({"name": …, "config": {…}}), of PUT /connectors/{name}/config (the
// config object alone), or a list of either (a provisioning script's file). Connect reads every
// value as a string (ConnectorInfo's config is a Map<String, String>), so each key becomes an entry
// like a .properties line, and the drafts are made exactly as for a connector .properties file
// (sites/properties.ts sectionDrafts): producer.override.* and consumer.override.* keys form
// their clients' sites there too.
import { parse, parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';
import type { Catalog } from '../catalog';
import type { SiteDraft, SourceDocument } from '../model';
import type { PropertyEntry } from '../parse/properties';
import { lineIndexOf, type LineIndex } from '../parse/lineIndex';
import { baseName } from '../../../../common/src/model';
import { sectionDrafts } from './properties';
import { isShellScript, maskOutside, shellJsonSpans, type TextSpan } from './shellJson';

/** What a JSON site carries besides its entries: where its config object sits, for edits. */
export interface JsonExtras {
  /** The JSON path of the config object ([] for a bare config, ['config'], [2, 'config']…). */
  path: ReadonlyArray<string | number>;
  /** In a shell script: the stretch of the script that holds this JSON document (sites/shellJson.ts). */
  span?: TextSpan;
}

/**
 * The text the JSON of a site is read and edited in: the script with all but the site's JSON
 * blanked, or the file with its `#` comment lines blanked (offsets kept): JSON has no such comments,
 * but a file that starts with notes in them (check 57) is still read for its keys, and
 * connectorJsonProblems says it cannot be posted as written.
 */
export function jsonTextOf(text: string, span: TextSpan | undefined): string {
  return span ? maskOutside(text, span) : text.replace(/^[ \t]*#[^\r\n]*/gm, (line) => ' '.repeat(line.length));
}

/** One connector config object in the file and its path. */
interface ConfigObject {
  node: Node;
  path: Array<string | number>;
  name?: string;
}

export function connectorJsonSites(doc: SourceDocument, catalog: Catalog): SiteDraft[] {
  // A shell script holds any number of JSON bodies (one per curl call); a .json file is one.
  const spans: Array<TextSpan | undefined> = isShellScript(doc.fileName, doc.languageId) ? shellJsonSpans(doc.text) : [undefined];
  const lines = lineIndexOf(doc.text);
  return spans.flatMap((span, i) => documentSites(doc, catalog, lines, span, span ? `sh${i}:` : ''));
}

function documentSites(doc: SourceDocument, catalog: Catalog, lines: LineIndex, span: TextSpan | undefined, tag: string): SiteDraft[] {
  const root = parseTree(jsonTextOf(doc.text, span), [], { allowTrailingComma: true, disallowComments: false });
  if (!root) return [];
  const out: SiteDraft[] = [];
  for (const obj of configObjects(root)) {
    // Keys whose value is null, an object or a list: entries with no value Connect could read.
    const unusable = new WeakSet<PropertyEntry['keyRange']>();
    const entries = obj.node.children?.flatMap((p) => entryOf(p, lines, unusable) ?? []) ?? [];
    if (!entries.some((e) => e.key === 'connector.class')) continue;
    const name = obj.name ?? baseName(doc.fileName);
    for (const draft of sectionDrafts(doc, catalog, { entries }, 'connector', undefined)) {
      if (draft.syntax !== 'properties') continue;
      const prefix = draft.identity === 'properties' ? undefined : draft.entries[0]?.prefix;
      out.push({
        ...draft,
        syntax: 'json',
        identity: `json:${tag}${obj.path.join('/')}${prefix ? `:${prefix}` : ''}`,
        label: prefix ? `${prefix}* in ${name}` : `${name} (connector)`,
        entries: draft.entries.map((e) => (unusable.has(e.keyRange) ? { ...e, value: undefined } : e)),
        json: { path: obj.path, ...(span ? { span } : {}) },
      });
    }
  }
  return out;
}

/** The config objects of the file: the root, its `config`, or those of each element of a root array. */
function configObjects(root: Node): ConfigObject[] {
  const one = (node: Node, path: Array<string | number>): ConfigObject | undefined => {
    if (node.type !== 'object') return undefined;
    const config = propertyValue(node, 'config');
    const name = propertyValue(node, 'name');
    const named = name?.type === 'string' ? { name: String(name.value) } : {};
    if (config?.type === 'object') return { node: config, path: [...path, 'config'], ...named };
    return { node, path };
  };
  if (root.type === 'array') return (root.children ?? []).flatMap((c, i) => one(c, [i]) ?? []);
  const single = one(root, []);
  return single ? [single] : [];
}

function propertyValue(obj: Node, key: string): Node | undefined {
  const prop = obj.children?.find((p) => p.children?.[0]?.value === key);
  return prop?.children?.[1];
}

/**
 * A property as a .properties-like entry. Strings are read inside their quotes (so an edit of the
 * value keeps them); numbers and booleans as the text Connect turns them into; null, objects and
 * arrays have no value Connect could use.
 */
function entryOf(prop: Node, lines: LineIndex, unusable: WeakSet<PropertyEntry['keyRange']>): PropertyEntry | undefined {
  const [k, v] = prop.children ?? [];
  if (!k || k.type !== 'string') return undefined;
  const keyRange = lines.range(k.offset + 1, k.offset + k.length - 1);
  const whole = lines.range(prop.offset, prop.offset + prop.length);
  const scalar = v?.type === 'string' || v?.type === 'number' || v?.type === 'boolean';
  if (!v || !scalar) unusable.add(keyRange);
  if (!v) return { key: String(k.value), value: '', keyRange, valueRange: { start: keyRange.end, end: keyRange.end }, range: whole, lineRange: whole };
  const inner = v.type === 'string' ? lines.range(v.offset + 1, v.offset + v.length - 1) : lines.range(v.offset, v.offset + v.length);
  return { key: String(k.value), value: scalar ? String(v.value) : '', keyRange, valueRange: inner, range: whole, lineRange: whole };
}

/**
 * Where the file stops being JSON as Connect reads it. The worker's REST API parses the request
 * body with Jackson's defaults, which take no comments and no trailing comma, so a file that
 * needs either cannot be posted as written (curl -d @file). The sites above are read leniently all
 * the same, so the rules still see its keys. A file with ${…} or {{…}} in it is a template that
 * something fills in first: not judged.
 */
export function connectorJsonProblems(doc: SourceDocument): Array<{ message: string; range: SiteDraft['range'] }> {
  // In a script, what the shell makes of the text first (quotes, expansions) is not modelled here.
  if (/\$\{|\{\{/.test(doc.text) || isShellScript(doc.fileName, doc.languageId)) return [];
  const errors: ParseError[] = [];
  parse(doc.text, errors, { allowTrailingComma: false, disallowComments: true });
  // Jackson stops after the first value (FAIL_ON_TRAILING_TOKENS is off by default): what follows
  // the root object, a comment or notes, is never read.
  const root = parseTree(jsonTextOf(doc.text, undefined), [], { allowTrailingComma: true, disallowComments: false });
  const first = errors.find((e) => !root || e.offset < root.offset + root.length);
  if (!first) return [];
  const lines = lineIndexOf(doc.text);
  const what = printParseErrorCode(first.error).replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return [{
    range: lines.range(first.offset, first.offset + Math.max(first.length, 1)),
    message: `Not valid JSON here (${what}): Connect's REST API reads a connector config with Jackson, which takes no comments and no trailing comma, so posting this file as written (POST /connectors, PUT /connectors/<name>/config) fails and no connector is created or changed.`,
  }];
}
