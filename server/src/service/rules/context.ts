// Builds the RuleContext for one site: the last-wins view of its entries and the client's
// defaults for its version, so every rule reads "the value the client will actually run with".
import type { Range } from 'vscode-languageserver-types';
import { catalogFor, parseValue, type Catalog } from '../catalog';
import { clientDefault, clientSpelling } from '../defaults';
import type { ConfigEntry, ConfigSite, SourceDocument } from '../model';
import { isUnresolved } from '../util/placeholder';
import type { WorkspaceFacts } from '../workspace';
import type { RuleContext } from './types';

export function ruleContext(
  doc: SourceDocument,
  site: ConfigSite,
  workspace: WorkspaceFacts,
  catalog: Catalog = catalogFor(site.client.client === 'java' ? site.client.version : undefined),
  isApplicationKey: (key: string) => boolean = () => false,
): RuleContext {
  const last = new Map<string, ConfigEntry>();
  for (const e of site.entries) last.set(e.key, e);
  const role = site.role;
  const info = (key: string) => (role ? catalog.key(role, key) : undefined);
  const effective = (key: string) => {
    const e = last.get(key);
    // "${LINGER_MS}" is filled in later: its value is unknown here, not the default and not text.
    if (e) return e.value === undefined || isUnresolved(e.value) ? undefined : e.value;
    return clientDefault(site, key, catalog);
  };
  const parsed = (key: string): unknown => {
    const v = effective(key);
    if (v === undefined) return undefined;
    const ki = info(key);
    if (!ki) return undefined;
    const r = parseValue(ki, v);
    return r.ok ? r.value : undefined;
  };
  const siteStart: Range = { start: site.range.start, end: { line: site.range.start.line, character: site.range.start.character + 1 } };
  return {
    doc,
    site,
    catalog,
    workspace,
    workload: site.workload,
    entry: (key) => last.get(key),
    isSet: (key) => last.has(key),
    effective,
    number: (key) => {
      const v = parsed(key);
      return typeof v === 'number' ? v : typeof v === 'bigint' ? Number(v) : undefined;
    },
    bool: (key) => {
      const v = parsed(key);
      return typeof v === 'boolean' ? v : undefined;
    },
    info,
    display: (key) => last.get(key)?.rawKey ?? clientSpelling(site, key),
    isApplicationKey,
    anchor: (key) => (key && last.get(key)?.keyRange) || siteStart,
    mentions: (pattern) => testWhole(pattern, doc.text),
    fromText: (compute) => compute(doc.text),
  };
}

/** A pattern tested against the whole text from its start, whatever its flags (a /g lastIndex left over would skip part). */
export function testWhole(pattern: RegExp, text: string): boolean {
  pattern.lastIndex = 0;
  const hit = pattern.test(text);
  pattern.lastIndex = 0;
  return hit;
}
