// Chooses the site extractor for a document by its kind (common/src/model.ts: language id, else
// file name), then builds the sites once (sites/build.ts): directives, the workspace's client
// version and the default workload applied, ids assigned, frozen.
import { documentKind, isComposeDocument, isKindText, isSpringConfigName } from '../../../../common/src/model';
import type { Settings } from '../../../../common/src/settings';
import { constantInAnyVersion, fieldValueInAnyVersion, type Catalog } from '../catalog';
import type { ConfigSite, SiteDraft, SourceDocument } from '../model';
import type { WorkspaceFacts } from '../workspace';
import type { JavaTrees } from '../parse/javaTree';
import { buildSites } from './build';
import type { DirectiveSpan } from './directives';
import { javaSites } from './java';
import { propertiesSitesOf } from './propertiesMemo';
import { springSites } from './spring';
import { tsSites } from './ts';
import { linkedImportsOf } from '../crossFile/linkedImports';
import { boundPrefixSites } from './spring/boundPrefix';
import { cloudStreamSites } from './spring/cloudStream';
import { composeDuplicateKeys, composeSites } from './compose';
import { connectorJsonProblems, connectorJsonSites } from './connectorJson';
import { uriKey } from '../../../../common/src/uri';

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
  if (!kind || !isKindText(kind, doc.text)) return { sites: [], directives: [], problems: [] };
  if ((kind.reader === 'properties' || kind.reader === 'yaml') && (isSpringConfigName(doc.fileName) || (kind.reader === 'properties' && bootKeysOnly(doc.text)))) {
    return build([...springSites(doc, catalog), ...boundPrefixSites(doc, workspace.code?.boundKafkaMaps), ...cloudStreamSites(doc)]);
  }
  switch (kind.reader) {
    case 'properties': {
      // Built section by section from the document's previous analysis (propertiesMemo.ts).
      const r = propertiesSitesOf(doc, catalog, workspace, settings);
      return { sites: r.sites, directives: r.directives, problems: r.problems };
    }
    // A constant the build's own (older) version still has resolves too: its version is known only in build().
    case 'java': return build(javaSites(doc, { constant: (q) => catalog.constant(q) ?? constantInAnyVersion(q), value: (q) => catalog.fieldValue(q) ?? fieldValueInAnyVersion(q) }, javaTrees));
    case 'ts': return build(tsSites(doc, linkedImportsOf(doc.uri, workspace.code?.tsExports)));
    case 'yaml': {
      if (!isComposeDocument(doc.fileName, doc.text)) return { sites: [], directives: [], problems: [] };
      const scanned = workspace.compose?.find((f) => uriKey(f.file) === uriKey(doc.uri));
      return build(composeSites(doc, scanned), [], composeDuplicateKeys(doc));
    }
    case 'json': {
      const sites = connectorJsonSites(doc, catalog);
      return build(sites, [], sites.length > 0 ? connectorJsonProblems(doc) : []);
    }
  }
}

/**
 * A .properties file of another name that Spring Boot reads (spring.config.name=orders,
 * --spring.config.location, @PropertySource): its Kafka keys are Spring Boot's `spring.kafka.*`,
 * which no Kafka client reads. Read as a Spring file only when no line is a plain Kafka key at the
 * same time — a file with both is left to the .properties reader, as before.
 */
function bootKeysOnly(text: string): boolean {
  if (!SPRING_KAFKA_LINE.test(text)) return false;
  return !PLAIN_KAFKA_LINE.test(text);
}
const SPRING_KAFKA_LINE = /^[ \t]*spring\.kafka\.[a-z]/m;
const PLAIN_KAFKA_LINE = /^[ \t]*(?:bootstrap\.servers|group\.id|key\.(?:de)?serializer|value\.(?:de)?serializer|acks|application\.id|security\.protocol)[ \t]*[=:]/m;
