// Chooses the site extractor for a document by its kind (common/src/model.ts: language id, else
// file name), then builds the sites once (sites/build.ts): directives, the workspace's client
// version and the default workload applied, ids assigned, frozen.
import { documentKind, isSpringConfigName } from '../../../../common/src/model';
import type { Settings } from '../../../../common/src/settings';
import { constantInAnyVersion, type Catalog } from '../catalog';
import type { ConfigSite, SiteDraft, SourceDocument } from '../model';
import type { WorkspaceFacts } from '../workspace';
import type { JavaTrees } from '../parse/javaTree';
import { buildSites } from './build';
import type { DirectiveSpan } from './directives';
import { javaSites } from './java';
import { propertiesSites } from './properties';
import { springSites } from './spring';
import { tsSites } from './ts';
import { linkedImportsOf } from '../crossFile/linkedImports';
import { boundPrefixSites } from './spring/boundPrefix';

export interface ExtractedSites {
  sites: ConfigSite[];
  directives: DirectiveSpan[];
  /** Syntax problems worth reporting (a malformed \u escape makes Properties.load throw). */
  problems: Array<{ message: string; range: ConfigSite['range'] }>;
}

export function extractSites(doc: SourceDocument, catalog: Catalog, workspace: WorkspaceFacts, settings: Settings, javaTrees?: JavaTrees): ExtractedSites {
  const kind = documentKind(doc.fileName, doc.languageId);
  const build = (drafts: SiteDraft[], directives: DirectiveSpan[] = [], problems: ExtractedSites['problems'] = []): ExtractedSites => {
    const built = buildSites(doc, drafts, workspace, settings);
    return { sites: built.sites, directives: [...directives, ...built.directives], problems };
  };
  if (!kind) return { sites: [], directives: [], problems: [] };
  if ((kind.reader === 'properties' || kind.reader === 'yaml') && isSpringConfigName(doc.fileName)) {
    return build([...springSites(doc, catalog), ...boundPrefixSites(doc, workspace.code?.boundKafkaMaps)]);
  }
  switch (kind.reader) {
    case 'properties': {
      const r = propertiesSites(doc, catalog);
      const built = build(r.sites, r.directives, r.parsed.problems);
      // A .properties directive opens a section that runs to the next directive: its sites are the
      // ones starting there. Directives are in line order: each site finds its own by binary search
      // (filtering all sites per directive was O(directives × sites)).
      r.directives.forEach((d) => (d.siteIds = []));
      for (const s of built.sites) {
        const line = s.range.start.line;
        let lo = 0;
        let hi = r.directives.length;
        while (lo < hi) {
          const mid = (lo + hi) >> 1;
          if (r.directives[mid].range.start.line <= line) lo = mid + 1;
          else hi = mid;
        }
        if (lo > 0) (r.directives[lo - 1].siteIds ??= []).push(s.id);
      }
      return built;
    }
    // A constant the build's own (older) version still has resolves too: its version is known only in build().
    case 'java': return build(javaSites(doc, { constant: (q) => catalog.constant(q) ?? constantInAnyVersion(q) }, javaTrees));
    case 'ts': return build(tsSites(doc, linkedImportsOf(doc.uri, workspace.code?.tsExports)));
    case 'yaml': return { sites: [], directives: [], problems: [] };
  }
}
