// Spring Boot profile documents. A multi-document application.yml (`---`) or .properties (`#---`,
// Boot 2.4+) is read as one property source per document (OriginTrackedYamlLoader,
// OriginTrackedPropertiesLoader). ConfigDataProperties binds each document's activation:
// `spring.config.activate.on-profile` / `on-cloud-platform` (Boot 2.4+), or the legacy
// `spring.profiles` (honoured with a deprecation warning in 2.4–2.7, refused at start-up from
// 3.0: InvalidConfigDataPropertyException). A document without activation applies always; of the
// documents that apply, a later one overrides an earlier one. So the configuration a client gets
// under profile `prod` is every unconditional document plus the `prod` ones, in file order — not
// the whole file flattened, and not the last document alone.
import type { Range } from 'vscode-languageserver-types';
import { within } from '../../util/ranges';
import type { ConfigSite } from '../../model';
import type { Finding } from '../../rules/types';
import type { FlatEntry } from './flat';
import { canonicalSpringName } from './keys';

export interface Activation {
  /** As a user reads it: "profile prod", "profiles local, dev", "cloud platform kubernetes". */
  label: string;
  /** Identifies documents with the same activation, which form one site together. */
  key: string;
  /** The key that sets it, as written, and where (for messages and the legacy-name finding). */
  rawKey: string;
  keyRange: Range;
  /** True for `spring.profiles`, the pre-2.4 name. */
  legacy: boolean;
}

const ON_PROFILE = 'spring.config.activate.on-profile';
const ON_CLOUD = 'spring.config.activate.on-cloud-platform';

/** The name with Spring's relaxed binding applied to each segment ("onProfile" → "on-profile"), list indexes dropped. */
function canonical(name: string): string {
  return name.split('.').map((s) => canonicalSpringName(s.replace(/\[\d+\]$/, ''))).join('.');
}

/** The activation of one document's entries, or undefined when the document applies always. */
export function activationOf(entries: readonly FlatEntry[]): Activation | undefined {
  // One document is one map: a key written twice keeps its last value (a YAML document cannot
  // repeat a key at all). Spring refuses a document with both names, so on-profile is read first.
  let onProfile: FlatEntry | undefined;
  let legacy: FlatEntry | undefined;
  let cloud: FlatEntry | undefined;
  for (const e of entries) {
    if (!e.value?.trim()) continue;
    const name = canonical(e.name);
    // `spring.profiles` itself (or a list under it); `spring.profiles.active` is another name.
    if (name === ON_PROFILE) onProfile = e;
    else if (name === 'spring.profiles') legacy = e;
    else if (name === ON_CLOUD) cloud = e;
  }
  const by = onProfile ?? legacy;
  const first = by ?? cloud;
  if (!first) return undefined;
  // Bound as String[]: a comma list, or a YAML sequence (read here as a comma list).
  const profiles = by ? by.value!.split(',').map((p) => p.trim()).filter(Boolean) : [];
  const platform = cloud?.value?.trim();
  const parts: string[] = [];
  if (profiles.length) parts.push(`${profiles.length > 1 ? 'profiles' : 'profile'} ${profiles.join(', ')}`);
  if (platform) parts.push(`cloud platform ${platform}`);
  return {
    label: parts.join(' on '),
    key: [profiles.join(','), platform ? `cloud=${platform}` : ''].filter(Boolean).join(';').toLowerCase(),
    rawKey: first.name,
    keyRange: first.keyRange,
    legacy: !onProfile && !!legacy,
  };
}

/**
 * Decides, per finding, what a profile document's site adds to what the unconditional site said.
 * Sites come in file order and the unconditional site of a file comes first (sites/spring). A
 * finding on the profile's own lines is its own. Elsewhere (an inherited line, the site's first
 * line for an unset key), repeating a conclusion the unconditional site drew for the same client
 * (same rule, same words) says nothing new; a different one on an inherited line holds only with
 * the profile active, so the message says so.
 */
export function profileFindings(): (site: ConfigSite, ruleId: string, finding: Finding) => Finding | undefined {
  const said = new Set<string>();
  return (site, ruleId, finding) => {
    const profile = site.syntax === 'spring-yaml' || site.syntax === 'spring-properties' ? site.spring.profile : undefined;
    const key = `${ruleId}\0${site.role ?? ''}\0${finding.message}`;
    if (!profile) {
      if (site.syntax === 'spring-yaml' || site.syntax === 'spring-properties') said.add(key);
      return finding;
    }
    // RuleContext.anchor() puts a finding about an unset key on the site's first character.
    const r = finding.range;
    const atSiteStart = r.start.line === site.range.start.line && r.start.character === site.range.start.character && r.end.line === r.start.line && r.end.character === r.start.character + 1;
    if (!atSiteStart && site.entries.some((e) => !e.inherited && within(r, e.range))) return finding;
    if (said.has(key)) return undefined;
    const onInherited = site.entries.some((e) => e.inherited && within(finding.range, e.range));
    return onInherited ? { ...finding, message: `${finding.message} (With ${profile.label} active.)` } : finding;
  };
}
