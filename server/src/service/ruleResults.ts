// What each rule found on each site in a document's previous analysis, so an edit re-runs rules
// only on the sites it changed: typing in one section of a 2,000-line .properties file leaves the
// other 49 sections' findings as they were. A stored result is reused only when everything it can
// depend on is unchanged:
//   - the site itself, every field (entries with their ranges, directives, workload, client
//     version, role, id): the previous site with the same id must be deeply equal to it;
//   - the workspace facts and settings objects (the service replaces them, never mutates them);
//   - the document's text, but only for a rule that read it on that site (ctx.doc.text is
//     watched): such a result is reused only for the identical text;
//   - what the rule asked of the text instead (ctx.mentions, ctx.fromText): reused while each
//     answer is the same for the new text.
// One generation is kept per document (the sites of the last analysis), so memory stays in
// proportion to the document.
import type { Settings } from '../../../common/src/settings';
import type { ConfigSite, SourceDocument } from './model';
import { testWhole } from './rules/context';
import type { Finding } from './rules/types';
import type { WorkspaceFacts } from './workspace';

/** A ctx.mentions() answer a result was computed with. */
export interface Mention {
  pattern: RegExp;
  found: boolean;
}

/** A ctx.fromText() answer a result was computed with. */
export interface TextFact {
  compute: (text: string) => unknown;
  value: unknown;
}

/** What a stored result was computed from, besides its site, the workspace and the settings. */
export interface ReadOfText {
  /** Whether the rule read ctx.doc.text itself. */
  readText: boolean;
  mentions: Mention[];
  facts: TextFact[];
}

interface Stored {
  findings: Finding[];
  /** The text the rule read through ctx.doc.text; undefined when it did not read it. */
  text: string | undefined;
  /** The ctx.mentions() answers it depends on: reused only while each is the same for the new text. */
  mentions: Mention[];
  /** The ctx.fromText() answers it depends on: reused only while each is deeply equal for the new text. */
  facts: TextFact[];
}

export interface SiteResults {
  /** The findings stored for this rule on this site, when still valid. */
  get(ruleId: string): Finding[] | undefined;
  put(ruleId: string, findings: Finding[], read: ReadOfText): void;
  /**
   * What every rule found on this site last time, in the order they ran, when the site is the same
   * (or a deeply equal) object as last time and each of those results is still valid: the caller then skips asking rule
   * by rule (113 rules × 50 sites of a .properties file was ~1 ms per keystroke).
   */
  all<R>(): Array<[R, Finding[]]> | undefined;
  /** Stores the whole list for `all()` (only when every rule that applied ran or was reused without throwing). */
  putAll<R>(list: Array<[R, Finding[]]>): void;
}

interface SiteEntry {
  site: ConfigSite;
  rules: Map<string, Stored>;
  all?: Array<[unknown, Finding[]]>;
  /** Of the results in `all`, those that depend on the text or on ctx.mentions() or ctx.fromText() answers. */
  dependent?: Stored[];
}

export class RuleResults {
  /** By site id: the site as it was and what each rule found on it. */
  private previous = new Map<string, SiteEntry>();
  private next = new Map<string, SiteEntry>();
  private workspace: WorkspaceFacts | undefined;
  private settings: Settings | undefined;
  private text = '';
  private kind = '';
  /** ctx.mentions() answers for the current text, each pattern tested once per analysis (by source and flags). */
  private found = new Map<string, boolean>();
  /** ctx.fromText() answers for the current text, by function. */
  private computed = new Map<(text: string) => unknown, unknown>();

  /** Starts one analysis; results from other workspace facts, settings, file name or language are dropped. */
  begin(doc: SourceDocument, workspace: WorkspaceFacts, settings: Settings): void {
    const kind = `${doc.fileName}\0${doc.languageId}`;
    if (workspace !== this.workspace || settings !== this.settings || kind !== this.kind) this.previous.clear();
    this.workspace = workspace;
    this.settings = settings;
    this.kind = kind;
    this.text = doc.text;
    this.next = new Map();
    this.found.clear();
    this.computed.clear();
  }

  /** Whether the pattern occurs in the current text (memoised for this analysis). */
  mentions(pattern: RegExp): boolean {
    const key = `${pattern.flags}/${pattern.source}`;
    let hit = this.found.get(key);
    if (hit === undefined) this.found.set(key, (hit = testWhole(pattern, this.text)));
    return hit;
  }

  /** What `compute` makes of the current text (memoised for this analysis). */
  fromText<T>(compute: (text: string) => T): T {
    if (this.computed.has(compute)) return this.computed.get(compute) as T;
    const value = compute(this.text);
    this.computed.set(compute, value);
    return value;
  }

  /** Whether a stored result still holds for the current text. */
  private holds(s: Stored): boolean {
    if (s.text !== undefined && s.text !== this.text) return false;
    if (s.mentions.some((m) => this.mentions(m.pattern) !== m.found)) return false;
    return s.facts.every((f) => sameData(this.fromText(f.compute), f.value));
  }

  /**
   * The results for one site of the current analysis: its stored results (when the site with its
   * id was deeply equal last time) and the place its new ones go. Compared once per site, not once
   * per rule; a deep comparison that stops at the first difference allocates nothing, unlike a
   * JSON fingerprint (which cost more than the rules it saved on a 2,000-line file).
   */
  site(site: ConfigSite): SiteResults {
    const before = this.previous.get(site.id);
    const stored = before && sameData(before.site, site) ? before.rules : undefined;
    const into = new Map<string, Stored>();
    const entry: SiteEntry = { site, rules: into };
    this.next.set(site.id, entry);
    return {
      all: <R>() => {
        // A deeply equal site is as good as the same object: every rule's stored result stands or
        // falls with the same checks get() makes (text read, mentions), done here once per site.
        if (!before?.all || !stored) return undefined;
        if (!before.dependent!.every((s) => this.holds(s))) return undefined;
        entry.rules = before.rules;
        entry.all = before.all;
        entry.dependent = before.dependent;
        return before.all as Array<[R, Finding[]]>;
      },
      putAll: (list) => {
        entry.all = list;
        entry.dependent = [...into.values()].filter((s) => s.text !== undefined || s.mentions.length > 0 || s.facts.length > 0);
      },
      get: (ruleId) => {
        const s = stored?.get(ruleId);
        if (!s || !this.holds(s)) return undefined;
        into.set(ruleId, s);
        return s.findings;
      },
      put: (ruleId, findings, read) => void into.set(ruleId, { findings, text: read.readText ? this.text : undefined, mentions: read.mentions, facts: read.facts }),
    };
  }

  /** Ends the analysis: what it used or computed becomes the previous generation. */
  end(): void {
    this.previous = this.next;
    this.next = new Map();
  }
}

/** Deep equality of plain data (sites hold objects, arrays, strings, numbers, booleans; no Map, Set or class). */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return a !== a && b !== b; // NaN
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameData(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  // for…in over plain objects: no key arrays allocated (Object.keys made this 5× slower).
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  let keys = 0;
  for (const k in x) {
    keys++;
    if (!(k in y) || !sameData(x[k], y[k])) return false;
  }
  for (const _ in y) keys--;
  return keys === 0;
}

/**
 * The document as a rule sees it, with reads of its text noticed: a rule that reads the text
 * (to look outside its site) depends on all of it, not only on the site.
 */
export function watchedDocument(doc: SourceDocument, onRead: () => void): SourceDocument {
  return {
    uri: doc.uri,
    fileName: doc.fileName,
    languageId: doc.languageId,
    get text() {
      onRead();
      return doc.text;
    },
  };
}
