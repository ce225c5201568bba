// Completion and hover inside a `kafka-tuning:` directive, the comment every computed number
// depends on. Completion offers the field names (with what each means and its unit) and the values
// that can be listed: roles, client kinds and the Kafka versions whose catalogs ship. Hover shows
// each field's value in readable units, the configs the directive applies to and what is wrong
// with it. The fields come from WORKLOAD_FIELDS and the parser in directive.ts, so the help cannot
// drift from what is parsed.
import type { CompletionItem, Hover, Position } from 'vscode-languageserver-types';
import { documentKind, ROLES, WORKLOAD_FIELDS, type WorkloadUnit } from '../../../common/src/model';
import { bytes, count, duration } from '../../../common/src/units';
import type { Analysis } from './analyze';
import { catalogFor, catalogVersions } from './catalog';
import { DIRECTIVE_CLIENTS, directiveStart, parseDirective } from './directive';
import type { ClientKind, ConfigSite, Role, SourceDocument } from './model';
import { LineIndex, lineIndexOf } from './parse/lineIndex';

/** Where a directive's fields are on its line: columns of the text after "kafka-tuning:". */
export interface DirectiveText {
  line: number;
  start: number;
  end: number;
}

const enum Kind { Field = 5, Value = 12, EnumMember = 20 }

const ROLE_HELP: Record<Role, string> = {
  producer: 'a producer config: producer keys and rules',
  consumer: 'a consumer config: consumer keys and rules',
  admin: 'an admin client config',
  broker: 'a broker config (server.properties)',
  topic: 'topic-level configs',
  streams: 'a Kafka Streams application config (StreamsConfig; producer./consumer./admin. prefixes reach its clients)',
  connect: 'a Connect worker config (distributed or standalone)',
  connector: 'a Connect connector config (connector.class, tasks.max, errors.*, *.override.*)',
  mirrormaker: 'a MirrorMaker 2 driver config (clusters, <alias>.bootstrap.servers, <src>-><dst>.*)',
};

const CLIENT_HELP: Record<ClientKind, string> = {
  java: 'the Java client (Apache Kafka\'s own)',
  kafkajs: 'kafkajs, with its own option names and defaults',
  librdkafka: 'librdkafka (confluent-kafka-javascript, node-rdkafka), with its own defaults',
};

const OTHER_FIELDS: Record<'client' | 'role', { detail: string; description: string; example: string }> = {
  client: {
    detail: 'java | kafkajs | librdkafka, optional @version',
    description: 'Whose defaults and option names apply, and for the Java client which Kafka version\'s (java@4.1), over what the build files say. In a .properties file it says whose config the file is; in code and Spring files it applies only to configs written for that client.',
    example: 'client=java@4.1',
  },
  role: {
    detail: ROLES.join(' | '),
    description: 'Which Kafka configuration this is, when the file name and keys do not tell: decides the keys checked and the rules that run.',
    example: 'role=producer',
  },
};

/** The directive on `line`: a comment in the document's own syntax whose text starts with "kafka-tuning:". */
export function directiveOnLine(doc: SourceDocument, lines: LineIndex, line: number): DirectiveText | undefined {
  const text = lines.lineText(line);
  if (!text.includes('kafka-tuning')) return undefined;
  const reader = documentKind(doc.fileName, doc.languageId)?.reader;
  // Where the comment's text starts (after its marker) and ends.
  const bodies: Array<[number, number]> = [];
  if (reader === 'properties') {
    const m = /^[ \t\f]*[#!]/.exec(text);
    // A line after `key=a \` continues that value: a # there is text, not a comment.
    if (m && !continuesValue(lines, line)) bodies.push([m[0].length, text.length]);
  } else if (reader === 'yaml') {
    // A YAML comment starts at a # that begins the line or follows a space (a trailing comment too).
    for (const m of text.matchAll(/(?:^|[ \t])#/g)) bodies.push([m.index! + m[0].length, text.length]);
  } else if (reader === 'java' || reader === 'ts') {
    // Whole-line comments, as sites/build.ts scans them: // …, /* … */, or * … inside a block.
    const m = /^[ \t]*(?:\/\/+|\/?\*+)/.exec(text);
    if (m) {
      const close = text.indexOf('*/', m[0].length);
      bodies.push([m[0].length, close < 0 ? text.length : close]);
    }
  }
  for (const [from, to] of bodies) {
    const at = directiveStart(text.slice(from, to));
    if (at >= 0) return { line, start: from + at, end: to };
  }
  return undefined;
}

/** True when `line` continues the value of a .properties entry (a line above ends in an odd run of backslashes). */
function continuesValue(lines: LineIndex, line: number): boolean {
  const odd = (t: string) => (/\\+$/.exec(t)?.[0].length ?? 0) % 2 === 1;
  const comment = (t: string) => /^[ \t\f]*[#!]/.test(t);
  // Back to the first of the lines that each end in a continuation backslash, then forward:
  // an entry's backslash carries on into the next line, a comment's does not.
  let first = line;
  while (first > 0 && odd(lines.lineText(first - 1))) first--;
  let inValue = false;
  for (let l = first; l < line; l++) inValue = inValue || !comment(lines.lineText(l));
  return inValue;
}

// ---------------------------------------------------------------------------------------- completion

/** Items for the directive at `pos`; undefined when `pos` is not inside one (other completion applies). */
export function directiveCompletion(doc: SourceDocument, pos: Position): CompletionItem[] | undefined {
  const lines = lineIndexOf(doc.text);
  const d = directiveOnLine(doc, lines, pos.line);
  if (!d || pos.character < d.start || pos.character > d.end) return undefined;
  const text = lines.lineText(pos.line);
  const before = text.slice(d.start, pos.character);
  const tokenStart = d.start + before.search(/\S*$/);
  const token = text.slice(tokenStart, pos.character);
  const eq = token.indexOf('=');
  if (eq < 0) {
    // Fields already written on the line are not offered again (the one being typed aside).
    const written = new Set([...text.slice(d.start, d.end).matchAll(/(\S+?)=/g)].filter((m) => !(token && d.start + m.index! === tokenStart)).map((m) => m[1]));
    // Right after "kafka-tuning:" with no space, keep the fields apart from the colon.
    const lead = tokenStart === d.start && tokenStart > 0 && text[tokenStart - 1] === ':' ? ' ' : '';
    const range = { start: { line: pos.line, character: tokenStart }, end: pos };
    return fieldItems().filter((i) => !written.has(i.label)).map((i) => ({ ...i, textEdit: { range, newText: `${lead}${i.label}=` } }));
  }
  const key = token.slice(0, eq);
  const range = { start: { line: pos.line, character: tokenStart + eq + 1 }, end: pos };
  return valueItems(key).map((i) => ({ ...i, textEdit: { range, newText: i.label } }));
}

function fieldItems(): CompletionItem[] {
  const numeric = WORKLOAD_FIELDS.map((f, i): CompletionItem => ({
    label: f.directive,
    kind: Kind.Field,
    detail: `${unitWords(f.unit)}${f.integer ? ', whole number' : ''}${f.min > 0 ? ` ≥ ${f.min}` : ''}`,
    documentation: { kind: 'markdown', value: `${f.description} Rules that need it stay silent until it is declared.\n\n\`${f.directive}=${f.example}\` reads as ${readable(f.unit, f.example)}.` },
    sortText: `0${i}`,
  }));
  const others = (['client', 'role'] as const).map((key, i): CompletionItem => ({
    label: key,
    kind: Kind.Field,
    detail: OTHER_FIELDS[key].detail,
    documentation: { kind: 'markdown', value: `${OTHER_FIELDS[key].description}\n\n\`${OTHER_FIELDS[key].example}\`` },
    sortText: `1${i}`,
    // Their values can be listed: open the list again once "client=" is in.
    command: { title: 'Suggest values', command: 'editor.action.triggerSuggest' },
  }));
  return [...numeric, ...others];
}

function valueItems(key: string): CompletionItem[] {
  if (key === 'role') {
    return ROLES.map((r, i) => ({ label: r, kind: Kind.EnumMember, detail: ROLE_HELP[r], sortText: `${i}` }));
  }
  if (key === 'client') {
    const items: CompletionItem[] = Object.entries(DIRECTIVE_CLIENTS).map(([name, kind], i) => ({
      label: name,
      kind: Kind.EnumMember,
      detail: name === kind ? CLIENT_HELP[kind] : `same as ${kind}`,
      sortText: `0${i}`,
    }));
    // One per catalog the extension ships (a release line: 4.1.2 stands for 4.1.x), newest first.
    const lines = catalogVersions().map((v) => v.split('.').slice(0, 2).join('.')).reverse();
    lines.forEach((v, i) => items.push({
      label: `java@${v}`,
      kind: Kind.Value,
      detail: `Java client, defaults and keys of Kafka ${catalogFor(v).version}`,
      sortText: `1${String(i).padStart(2, '0')}`,
    }));
    return items;
  }
  // Numbers are not a list; nothing to offer.
  return [];
}

// ---------------------------------------------------------------------------------------- hover

/** The hover for the directive at `pos`; undefined when `pos` is not on one. */
export function directiveHover(doc: SourceDocument, analysis: Analysis, pos: Position): Hover | undefined {
  const lines = lineIndexOf(doc.text);
  const d = directiveOnLine(doc, lines, pos.line);
  const text = lines.lineText(pos.line);
  const marker = d ? text.lastIndexOf('kafka-tuning', d.start) : -1;
  if (!d || pos.character < marker || pos.character > d.end) return undefined;
  const body = text.slice(d.start, d.end);
  const parsed = parseDirective(body);
  const out: string[] = ['**kafka-tuning directive**: the workload and client the rules compute with for the config it applies to.', ''];

  const rows: string[] = [];
  for (const f of WORKLOAD_FIELDS) {
    const v = parsed.workload[f.field];
    if (v !== undefined) rows.push(`| \`${f.directive}\` | ${readable(f.unit, v)} | ${f.description} |`);
  }
  if (parsed.client) {
    const { client, version } = parsed.client;
    const what = client === 'java'
      ? `Java client, defaults and keys of Kafka ${catalogFor(version).version}${version ? '' : ' (the newest shipped)'}`
      : `${client}${version ? ` ${version}` : ''}`;
    rows.push(`| \`client\` | ${what} | ${OTHER_FIELDS.client.description} |`);
  }
  if (parsed.role) rows.push(`| \`role\` | ${parsed.role} | ${ROLE_HELP[parsed.role]} |`);
  if (rows.length) out.push('| field | value | meaning |', '| --- | --- | --- |', ...rows, '');

  if (parsed.problems.length) {
    out.push('**Not understood** (ignored):', ...parsed.problems.map((p) => `- ${p.message}`), '');
  }

  const span = analysis.directives.find((s) => s.range.start.line === pos.line);
  const sites = (span?.siteIds ?? []).map((id) => analysis.sites.find((s) => s.id === id)).filter((s): s is ConfigSite => !!s);
  if (sites.length === 0) {
    out.push('Applies to no configuration yet: no Kafka config below it takes it as its nearest directive.');
  } else {
    out.push(`Applies to ${sites.map((s) => `\`${s.label}\` (${lineSpan(s)}${s.entries.length ? '' : ', no keys yet'})`).join(', ')}.`);
    for (const s of sites) {
      if (parsed.client && parsed.client.client !== s.client.client) {
        out.push('', `\`client=${parsed.client.client}\` does not change \`${s.label}\`: that config is written for ${s.client.client}.`);
      }
    }
    // What the rules get for the fields the directive leaves out: the settings' workload, or nothing.
    const missing = WORKLOAD_FIELDS.filter((f) => parsed.workload[f.field] === undefined);
    const fromSettings = missing.filter((f) => sites[0].workload[f.field] !== undefined);
    const absent = missing.filter((f) => sites[0].workload[f.field] === undefined);
    if (fromSettings.length) out.push('', `From the workload settings: ${fromSettings.map((f) => `\`${f.directive}=${sites[0].workload[f.field]}\``).join(' ')}.`);
    if (absent.length) out.push('', `Not declared: ${absent.map((f) => `\`${f.directive}\``).join(', ')}. Rules that need them stay silent.`);
  }
  return {
    contents: { kind: 'markdown', value: out.join('\n') },
    range: { start: { line: pos.line, character: marker }, end: { line: pos.line, character: d.start + body.trimEnd().length } },
  };
}

function lineSpan(site: ConfigSite): string {
  const a = site.range.start.line + 1;
  const b = site.range.end.line + 1;
  return a === b ? `line ${a}` : `lines ${a}–${b}`;
}

function unitWords(unit: WorkloadUnit): string {
  switch (unit) {
    case 'bytes': return 'bytes';
    case 'ms': return 'milliseconds';
    case 'records/s': return 'records per second';
    case 'partitions': return 'a partition count';
  }
}

/** 1536 bytes → "1536 (1.5 KiB)", 120000 ms → "120,000 ms (2 min)", 20000 records/s → "20,000 records/s". */
function readable(unit: WorkloadUnit, n: number): string {
  switch (unit) {
    case 'bytes': return bytes(n);
    case 'ms': return Math.abs(n) < 1000 ? duration(n) : `${count(n)} ms (${duration(n)})`;
    case 'records/s': return `${count(n)} records/s`;
    case 'partitions': return `${count(n)} partition${n === 1 ? '' : 's'}`;
  }
}
