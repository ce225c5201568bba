// Chooses the site extractor for a document by its language and name, and applies the
// `kafka-tuning:` directives that code sites carry (workload, role, client version).
import type { Catalog } from '../catalog';
import { parseDirective } from '../directive';
import type { ConfigSite, SourceDocument } from '../model';
import type { DirectiveSpan } from './directives';
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
  if (isSpringConfigFile(doc.fileName)) return withDirectives(springSites(doc, catalog));
  if (name.endsWith('.properties') || doc.languageId === 'properties') {
    const r = propertiesSites(doc, catalog);
    return { sites: r.sites, directives: r.directives, problems: r.parsed.problems };
  }
  if (doc.languageId === 'java' || name.endsWith('.java')) return withDirectives(javaSites(doc, catalog));
  if (TS_LANGS.has(doc.languageId) || /\.[cm]?[jt]sx?$/.test(name)) return withDirectives(tsSites(doc));
  return { sites: [], directives: [], problems: [] };
}

interface RawDirective { text: string; offset: number; range: ConfigSite['range'] }

const MARKER = /kafka-tuning\s*:/;

/** Code extractors hand over directive comments; parse each once and apply the nearest one to its site. */
function withDirectives(sites: ConfigSite[]): ExtractedSites {
  const spans = new Map<number, DirectiveSpan>();
  for (const site of sites) {
    const raw = ((site.extras as { directives?: RawDirective[] } | undefined)?.directives ?? []);
    let applied: DirectiveSpan | undefined;
    for (const d of raw) {
      // Java hands over the whole comment ("// kafka-tuning: …"), TS and Spring the text after the marker.
      const m = MARKER.exec(d.text);
      const body = m ? d.text.slice(m.index + m[0].length) : d.text;
      const offset = m ? d.offset + m.index + m[0].length : d.offset;
      const span = spans.get(offset) ?? { offset, range: d.range, directive: parseDirective(body.replace(/\*\/\s*$/, '')) };
      spans.set(offset, span);
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
