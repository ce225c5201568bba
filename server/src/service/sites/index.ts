// Chooses the site extractor for a document by its language and name, and applies the
// `kafka-tuning:` directives that code sites carry (workload, role, client version).
import type { Catalog } from '../catalog';
import { parseDirective } from '../directive';
import type { ConfigSite, SourceDocument } from '../model';
import type { DirectiveSpan } from './directives';
import { LineIndex } from '../parse/lineIndex';
import { javaSites } from './java';
import { propertiesSites } from './properties';
import { isSpringConfigFile, springSites } from './spring';
import { tsSites } from './ts';

export interface ExtractedSites {
  sites: ConfigSite[];
  directives: DirectiveSpan[];
  /** Syntax problems worth reporting (a malformed \u escape makes Properties.load throw). */
  problems: Array<{ message: string; range: ConfigSite['range'] }>;
}

const TS_LANGS = new Set(['typescript', 'javascript', 'typescriptreact', 'javascriptreact']);

export function extractSites(doc: SourceDocument, catalog: Catalog): ExtractedSites {
  const name = doc.fileName.toLowerCase();
  if (isSpringConfigFile(doc.fileName)) return withDirectives(doc, springSites(doc, catalog));
  if (name.endsWith('.properties') || doc.languageId === 'properties') {
    const r = propertiesSites(doc, catalog);
    return { sites: r.sites, directives: r.directives, problems: r.parsed.problems };
  }
  if (doc.languageId === 'java' || name.endsWith('.java')) return withDirectives(doc, javaSites(doc, catalog));
  if (TS_LANGS.has(doc.languageId) || /\.[cm]?[jt]sx?$/.test(name)) return withDirectives(doc, tsSites(doc));
  return { sites: [], directives: [], problems: [] };
}

interface RawDirective { text: string; offset: number; range: ConfigSite['range'] }

const MARKER = /kafka-tuning\s*:/;

// A whole-line comment that starts with the directive marker (// … , # … , * … inside /* */).
const DIRECTIVE_LINE = /^[ \t]*(?:\/\/+|#|\/?\*+)[ \t]*kafka-tuning\s*:/gm;

/**
 * A directive applies to the config that follows it, up to the next directive (issue 3), also
 * when it sits above a class rather than the method: the extractors attach the comments next to
 * their sites, and whole-line directive comments anywhere else in the file are found here.
 */
function fileDirectives(doc: SourceDocument): RawDirective[] {
  const lines = new LineIndex(doc.text);
  const out: RawDirective[] = [];
  for (const m of doc.text.matchAll(DIRECTIVE_LINE)) {
    const start = m.index!;
    let end = doc.text.indexOf('\n', start);
    if (end < 0) end = doc.text.length;
    out.push({ text: doc.text.slice(start, end).replace(/\r$/, ''), offset: start, range: lines.range(start, end) });
  }
  return out;
}

/** Parses each directive once and applies the nearest preceding one to every code site. */
function withDirectives(doc: SourceDocument, sites: ConfigSite[]): ExtractedSites {
  const spans = new Map<number, DirectiveSpan>();
  const lines = new LineIndex(doc.text);
  const inFile = doc.text.includes('kafka-tuning') ? fileDirectives(doc) : [];
  for (const site of sites) {
    const siteStart = lines.offset(site.range.start);
    const attached = ((site.extras as { directives?: RawDirective[] } | undefined)?.directives ?? []);
    const raw = [...attached, ...inFile.filter((d) => d.offset < siteStart)];
    let applied: DirectiveSpan | undefined;
    for (const d of raw) {
      // Java hands over the whole comment ("// kafka-tuning: …"), TS and Spring the text after the marker.
      const m = MARKER.exec(d.text);
      const body = m ? d.text.slice(m.index + m[0].length) : d.text;
      const offset = m ? d.offset + m.index + m[0].length : d.offset;
      // Keyed by line: an extractor and the line scan may hand over the same comment.
      const span = spans.get(d.range.start.line) ?? { offset, range: d.range, directive: parseDirective(body.replace(/\*\/\s*$/, '')) };
      spans.set(d.range.start.line, span);
      if (!applied || span.offset > applied.offset) applied = span;
    }
    if (!applied) continue;
    const dir = applied.directive;
    site.workload = { ...site.workload, ...dir.workload };
    if (dir.role) site.role = dir.role;
    if (dir.client && dir.client.client === site.client.client) site.client = { ...site.client, version: dir.client.version, origin: 'directive' };
  }
  return { sites, directives: [...spans.values()], problems: [] };
}
