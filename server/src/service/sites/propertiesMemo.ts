// The .properties sites of a document built from its previous analysis where an edit left them
// alone: the parse is updated for the edit (parse/propertiesIncremental.ts), and a section whose
// directive and entries are the same objects as before gets its previous sites back — the same
// frozen objects, so the rule results stored for them are recognised by identity
// (ruleResults.ts) and nothing about them is computed again. A section holds everything its sites
// are made of but the file-wide librdkafka decision and the site ids (ordinals counted over the
// whole file), and both are checked before a section's sites are taken again.
//
// Kept per document uri for the last few documents; each state is only ever used for the text it
// was made from or a later one of the same document, and is dropped when the file name, the
// catalog, the workspace facts or the settings object differ (buildSites reads the last two).
import type { Settings } from '../../../../common/src/settings';
import type { Catalog } from '../catalog';
import type { Directive } from '../directive';
import { directiveStart, parseDirective } from '../directive';
import type { ConfigSite, SourceDocument } from '../model';
import { parseProperties, type ParsedProperties, type PropertiesProblem, type PropertyEntry } from '../parse/properties';
import { reparseProperties, spliceOf, type PropertiesSplice } from '../parse/propertiesIncremental';
import type { WorkspaceFacts } from '../workspace';
import { buildSites } from './build';
import type { DirectiveSpan } from './directives';
import { dialectCounts, dialectOf, directivesOf, isTemplateEntry, sectionDrafts, sectionsOf, type DialectCounts, type Section } from './properties';
import { roleFromFileName } from './roles';

interface SectionMemo {
  /** The section's directive (the same object for the same text, from the memo) and its range; none for the part above the first directive. */
  directive?: { directive: Directive; range: DirectiveSpan['range'] };
  entries: PropertyEntry[];
  librdkafka: boolean;
  sites: ConfigSite[];
}

interface DocumentMemo {
  text: string;
  parsed: ParsedProperties;
  /** The librdkafka evidence counted over `parsed`. */
  evidence: DialectCounts;
  /** The directives and sections of `parsed` (the spans without the site ids extractSites adds). */
  spans: DirectiveSpan[];
  sectionList: Section[];
  fileName: string;
  catalog: Catalog;
  workspace: WorkspaceFacts;
  settings: Settings;
  /** Directives parsed, by their text (carried over while the directives are kept, so they stay the same objects). */
  directives: Map<string, Directive>;
  /** By the line the section starts on (its directive's line; -1 for the part above the first directive). */
  sections: Map<number, SectionMemo>;
}

/** Documents whose state is kept (the ones being edited). */
const KEPT = 8;
const memos = new Map<string, DocumentMemo>();

export interface PropertiesExtraction {
  sites: ConfigSite[];
  directives: DirectiveSpan[];
  problems: PropertiesProblem[];
}

export function propertiesSitesOf(doc: SourceDocument, catalog: Catalog, workspace: WorkspaceFacts, settings: Settings): PropertiesExtraction {
  const before = memos.get(doc.uri);
  const parsed = before ? reparseProperties(before.text, before.parsed, doc.text) : parseProperties(doc.text);
  const same = before && before.fileName === doc.fileName && before.catalog === catalog && before.workspace === workspace && before.settings === settings ? before : undefined;

  const directiveMemo = new Map<string, Directive>();
  const parseOne = (text: string): Directive => {
    let d = directiveMemo.get(text) ?? same?.directives.get(text);
    if (!d) d = parseDirective(text);
    directiveMemo.set(text, d);
    return d;
  };
  const splice = spliceOf(parsed);
  // Directives and sections: last time's, with the sections the edit touched read again, when it
  // added or removed no line and no directive; else from the whole parse.
  const kept = before && splice?.from === before.parsed ? sectionsAfter(before, parsed, splice, doc.text.length - before.text.length) : undefined;
  const directives = kept?.directives ?? directivesOf(parsed, parseOne);
  const sectionList = kept?.sections ?? sectionsOf(parsed, directives);
  const fileRole = roleFromFileName(doc.fileName);
  // The librdkafka evidence: last time's counts, less what the edit took out, plus what it put in.
  const evidence = before && splice?.from === before.parsed ? updated(before.evidence, splice) : before?.parsed === parsed ? before.evidence : dialectCounts(parsed);
  const dialect = dialectOf(doc.fileName, fileRole, parsed, evidence);
  const librdkafka = dialect !== undefined;

  const ordinals = new Map<string, number>();
  const sites: ConfigSite[] = [];
  const sections = new Map<number, SectionMemo>();
  for (const section of sectionList) {
    const at = section.directive ? section.directive.range.start.line : -1;
    const key = section.directive ? { directive: section.directive.directive, range: section.directive.range } : undefined;
    const previous = same?.sections.get(at);
    let built = previous && sameSection(previous, key, section, librdkafka) && takeIds(previous.sites, ordinals) ? previous.sites : undefined;
    if (!built) built = buildSites(doc, sectionDrafts(doc, catalog, section, fileRole, dialect), workspace, settings, ordinals).sites;
    sections.set(at, { directive: key, entries: section.entries, librdkafka, sites: built });
    for (const s of built) sites.push(s);
  }

  memos.delete(doc.uri);
  memos.set(doc.uri, { text: doc.text, parsed, evidence, spans: directives.map(withoutSites), sectionList, fileName: doc.fileName, catalog, workspace, settings, directives: kept ? before!.directives : directiveMemo, sections });
  if (memos.size > KEPT) memos.delete(memos.keys().next().value!);

  // A .properties directive opens a section that runs to the next directive: its sites are the
  // ones starting there. Directives are in line order: each site finds its own by binary search
  // (filtering all sites per directive was O(directives × sites)).
  directives.forEach((d) => (d.siteIds = []));
  for (const s of sites) {
    const line = s.range.start.line;
    let lo = 0;
    let hi = directives.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (directives[mid].range.start.line <= line) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0) directives[lo - 1].siteIds!.push(s.id);
  }
  return { sites, directives, problems: parsed.problems };
}

const withoutSites = (d: DirectiveSpan): DirectiveSpan => ({ offset: d.offset, directive: d.directive, range: d.range });

/**
 * The directives and sections after an edit that added or removed no line and took out or put in
 * no directive comment: the same directives (those after the edit `shift` characters later) and
 * sections, of which those holding a line the edit re-read get their entries again. Undefined
 * when that does not hold (the caller reads them from the whole parse).
 */
function sectionsAfter(before: DocumentMemo, parsed: ParsedProperties, splice: PropertiesSplice, shift: number): { directives: DirectiveSpan[]; sections: Section[] } | undefined {
  const { from, to, delta } = splice.lines;
  if (delta !== 0) return undefined;
  if ([...splice.removed.comments, ...splice.added.comments].some((c) => directiveStart(c.text) >= 0)) return undefined;
  const directives = before.spans.map((d) => (d.range.start.line >= to && shift ? { ...d, offset: d.offset + shift } : withoutSites(d)));
  const sections: Section[] = [];
  const entries = parsed.entries;
  for (let k = 0; k < before.sectionList.length; k++) {
    const previous = before.sectionList[k];
    const start = k === 0 ? 0 : directives[k - 1].range.start.line;
    const end = k < directives.length ? directives[k].range.start.line : Infinity;
    const directive = k === 0 ? undefined : directives[k - 1];
    if (end <= from || start >= to) {
      sections.push({ directive, entries: previous.entries });
      continue;
    }
    // As sectionsOf: the entries whose key starts after the section's directive line and before the next.
    const own: PropertyEntry[] = [];
    for (let i = firstKeyAfter(entries, k === 0 ? -1 : start); i < entries.length && entries[i].keyRange.start.line < end; i++) {
      if (!isTemplateEntry(entries[i])) own.push(entries[i]);
    }
    sections.push({ directive, entries: own });
  }
  return { directives, sections };
}

/** Index of the first entry whose key starts on a line after `line` (entries are in line order). */
function firstKeyAfter(entries: readonly PropertyEntry[], line: number): number {
  let lo = 0;
  let hi = entries.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (entries[mid].keyRange.start.line <= line) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function updated(counts: DialectCounts, splice: PropertiesSplice): DialectCounts {
  const out = dialectCounts(splice.removed);
  const into = dialectCounts(splice.added);
  return { rdkOnly: counts.rdkOnly - out.rdkOnly + into.rdkOnly, javaOnly: counts.javaOnly - out.javaOnly + into.javaOnly, naming: counts.naming - out.naming + into.naming };
}

/** Drops what is kept for a document (closed, or forgotten by the service). */
export function forgetPropertiesMemo(uri: string): void {
  memos.delete(uri);
}

function sameSection(previous: SectionMemo, key: SectionMemo['directive'], section: Section, librdkafka: boolean): boolean {
  if (previous.librdkafka !== librdkafka || previous.entries.length !== section.entries.length) return false;
  if (!!previous.directive !== !!key) return false;
  if (previous.directive && key && (previous.directive.directive !== key.directive || !sameRange(previous.directive.range, key.range))) return false;
  if (previous.entries !== section.entries) for (let i = 0; i < section.entries.length; i++) if (previous.entries[i] !== section.entries[i]) return false;
  return true;
}

const sameRange = (a: DirectiveSpan['range'], b: DirectiveSpan['range']) =>
  a.start.line === b.start.line && a.start.character === b.start.character && a.end.line === b.end.line && a.end.character === b.end.character;

/** Whether the sites keep their ids at this place in the file (same ordinal per identity); counts them if so. */
function takeIds(built: readonly ConfigSite[], ordinals: Map<string, number>): boolean {
  const next = new Map<string, number>();
  for (const s of built) {
    const cut = s.id.lastIndexOf('#');
    const identity = s.id.slice(0, cut);
    const n = next.get(identity) ?? ordinals.get(identity) ?? 0;
    if (s.id.slice(cut + 1) !== String(n)) return false;
    next.set(identity, n + 1);
  }
  for (const [k, n] of next) ordinals.set(k, n);
  return true;
}
