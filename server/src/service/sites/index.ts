// Chooses the site extractor for a document by its language and name.
import type { Catalog } from '../catalog';
import type { ConfigSite, SourceDocument } from '../model';
import type { DirectiveSpan } from './directives';
import { propertiesSites } from './properties';

export interface ExtractedSites {
  sites: ConfigSite[];
  directives: DirectiveSpan[];
  /** Syntax problems worth reporting (a malformed \u escape makes Properties.load throw). */
  problems: Array<{ message: string; range: ConfigSite['range'] }>;
}

export function isSpringConfig(fileName: string): boolean {
  return /(^|[\\/])application[^\\/]*\.(properties|ya?ml)$/i.test(fileName);
}

export function extractSites(doc: SourceDocument, catalog: Catalog): ExtractedSites {
  const name = doc.fileName.toLowerCase();
  if (name.endsWith('.properties') || doc.languageId === 'properties') {
    const r = propertiesSites(doc, catalog);
    return { sites: r.sites, directives: r.directives, problems: r.parsed.problems };
  }
  return { sites: [], directives: [], problems: [] };
}
