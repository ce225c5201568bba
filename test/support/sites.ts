// Turns an extractor's drafts into the sites the language service would see (sites/build.ts),
// for tests that call one extractor directly and then a rule or an edit writer.
import { parseSettings } from '../../common/src/settings';
import type { ConfigSite, SiteDraft, SourceDocument, Workload } from '../../server/src/service/model';
import { buildSites } from '../../server/src/service/sites/build';
import { EMPTY_WORKSPACE } from '../../server/src/service/workspace';

export function built(doc: SourceDocument, drafts: readonly SiteDraft[], workload: Workload = {}): ConfigSite[] {
  return buildSites(doc, drafts, EMPTY_WORKSPACE, parseSettings({ workload })).sites;
}
