// parse → sites → rules → diagnostics. Pure: the LSP server, the CLI and the tests all call this.
import type { Diagnostic } from 'vscode-languageserver-types';
import { ruleDocUrl } from '../../../common/src/docs';
import { languageCapReason, sizeCap } from '../../../common/src/limits';
import { documentKind, isKindText } from '../../../common/src/model';
import { DIAGNOSTIC_SOURCE } from '../../../common/src/protocol';
import { catalogFor } from './catalog';
import type { ConfigSite, SourceDocument } from './model';
import { lineIndexOf } from './parse/lineIndex';
import { NOTICES } from './notices';
import { parenDepthExceeds } from './parse/nesting';
import { RULES } from './rules';
import { ruleContext } from './rules/context';
import { type Mention, type RuleResults, type TextFact, watchedDocument } from './ruleResults';
import { Severity, type Finding, type Rule, type RuleContext } from './rules/types';
import { runsOnOverrides } from './rules/overrideScope';
import type { Settings } from '../../../common/src/settings';
import { extractSites } from './sites';
import { profileFindings } from './sites/spring/profiles';
import { replacedFactoryFindings } from './sites/spring/replacedFactory';
import type { DirectiveSpan } from './sites/directives';
import { findSuppressions } from './suppressions';
import { keyMatcher } from './util/keyPattern';
import { isTestSource } from './util/testSource';
import type { WorkspaceFacts } from './workspace';
import type { JavaTrees } from './parse/javaTree';


export interface RuleFinding {
  rule: Rule;
  site: ConfigSite;
  finding: Finding;
  diagnostic: Diagnostic;
}

export interface Analysis {
  sites: ConfigSite[];
  /** The directives the sites were built with, each with the ids of the sites it applies to. */
  directives: DirectiveSpan[];
  diagnostics: Diagnostic[];
  findings: RuleFinding[];
}

const LEVEL: Record<string, Severity> = { error: Severity.Error, warning: Severity.Warning, information: Severity.Information, hint: Severity.Hint };

/** Told about a failure the service caught and survived (a rule that threw); the host decides where it goes. */
export type InternalErrorReporter = (what: string, error: unknown) => void;

/**
 * `results`, when given, holds what each rule found on each site last time (ruleResults.ts): rules
 * re-run only on the sites that changed. Without it every rule runs on every site. `javaTrees`: the
 * caller's cache of Java syntax trees per document, for incremental re-parsing.
 */
export function analyze(doc: SourceDocument, workspace: WorkspaceFacts, settings: Settings, onInternalError: InternalErrorReporter = () => undefined, results?: RuleResults, javaTrees?: JavaTrees): Analysis {
  // A level set for a notice (syntax, unused-suppression, file-too-large…) applies like a rule's.
  const leveled = (d: Diagnostic): Diagnostic[] => {
    const level = settings.rules[String(d.code)];
    if (level === 'off') return [];
    return [level ? { ...d, severity: LEVEL[level] } : d];
  };
  // A JSON file that is no connector config is not this product's: not even a notice.
  const kind = documentKind(doc.fileName, doc.languageId);
  if (kind && !isKindText(kind, doc.text)) return { sites: [], directives: [], findings: [], diagnostics: [] };
  const skip = skipReason(doc, settings);
  // Minified code that names nothing of Kafka held nothing to analyse anyway: skipped without a
  // word (check 65: a vendored animation script got a notice in a folder's lint).
  if (skip?.code === 'file-minified' && !/kafka/i.test(doc.text)) return { sites: [], directives: [], findings: [], diagnostics: [] };
  if (skip) {
    return {
      sites: [],
      directives: [],
      findings: [],
      diagnostics: leveled({
        range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
        severity: Severity.Information,
        source: DIAGNOSTIC_SOURCE,
        code: skip.code,
        message: `Kafka tuning skipped this file: ${skip.why}.`,
      }),
    };
  }
  const extracted = extractSites(doc, catalogFor(), workspace, settings, javaTrees);
  const diagnostics: Diagnostic[] = [];
  const findings: RuleFinding[] = [];
  for (const p of extracted.problems) {
    diagnostics.push(...leveled({ range: p.range, severity: Severity.Error, source: DIAGNOSTIC_SOURCE, code: 'syntax', message: p.message }));
  }
  const lines = lineIndexOf(doc.text);
  for (const span of extracted.directives) {
    for (const p of span.directive.problems) {
      const at = (o: number) => lines.position(span.offset + o);
      diagnostics.push(...leveled({ range: { start: at(p.start), end: at(p.end) }, severity: Severity.Warning, source: DIAGNOSTIC_SOURCE, code: 'unknown-directive', message: p.message }));
    }
  }
  const isApplicationKey = keyMatcher(settings.applicationKeys);
  const inTests = isTestSource(doc.fileName);
  // A line written once for several clients (a Spring spring.kafka.properties[...] entry, or
  // spring.kafka.security.protocol feeding the producer and the consumer site) gives each site the
  // same finding at the same place: one diagnostic says it (the first site's finding and fix).
  const said = new Set<string>();
  const ofProfile = profileFindings();
  const ofReplacedFactory = replacedFactoryFindings(workspace, doc.uri);
  results?.begin(doc, workspace, settings);
  for (const site of extracted.sites) {
    const stored = results?.site(site);
    // What the rule running now reads outside its site (ruleResults.ts decides when that allows reuse).
    let readText = false;
    let mentions: Mention[] = [];
    let facts: TextFact[] = [];
    let ctx: RuleContext | undefined;
    const context = (): RuleContext => {
      if (ctx || !results) return (ctx ??= ruleContext(doc, site, workspace, undefined, isApplicationKey));
      const r = results;
      const plain = ruleContext(watchedDocument(doc, () => void (readText = true)), site, workspace, undefined, isApplicationKey);
      return (ctx = {
        ...plain,
        mentions: (pattern) => {
          const found = r.mentions(pattern);
          mentions.push({ pattern, found });
          return found;
        },
        fromText: (compute) => {
          const value = r.fromText(compute);
          facts.push({ compute, value });
          return value;
        },
      });
    };
    // The same site object with every result still valid: last time's list, rule by rule.
    let ran = stored?.all<Rule>();
    if (!ran) {
      const list: Array<[Rule, Finding[]]> = [];
      let complete = true;
      for (const rule of RULES) {
        const level = settings.rules[rule.id];
        if (level === 'off' || !applies(rule, site) || (rule.runtimeOnly && inTests)) continue;
        let produced = stored?.get(rule.id);
        if (!produced) {
          readText = false;
          mentions = [];
          facts = [];
          let threw = false;
          try {
            produced = rule.check(context());
          } catch (e) {
            // One broken rule must not take the others (or the server) down with it.
            produced = [];
            threw = true;
            onInternalError(`rule ${rule.id} on ${doc.uri}`, e);
          }
          // A rule that threw is tried again next time (and reported again).
          if (!threw) stored?.put(rule.id, produced, { readText, mentions, facts });
          else complete = false;
        }
        list.push([rule, produced]);
      }
      // Rules that found nothing need no place in the list kept for next time.
      if (complete) stored?.putAll(list.filter(([, produced]) => produced.length > 0));
      ran = list;
    }
    for (const [rule, produced] of ran) {
      const level = settings.rules[rule.id];
      for (const raw of produced) {
        // A Spring profile document's site: only what the profile changes, said as such.
        const shown = ofProfile(site, rule.id, raw);
        if (!shown) continue;
        const f = ofReplacedFactory(site, rule.id, shown);
        if (!f) continue;
        const sameText = sayingOf(rule, f);
        if (said.has(sameText)) continue;
        said.add(sameText);
        const diagnostic: Diagnostic = {
          range: f.range,
          severity: level ? LEVEL[level] : (f.severity ?? rule.severity),
          source: DIAGNOSTIC_SOURCE,
          code: rule.id,
          message: f.message,
        };
        // Only a real page: without a public repository there is none (the VS Code client links
        // the rule reference it ships instead).
        const href = ruleDocUrl(rule.id);
        if (href) diagnostic.codeDescription = { href };
        diagnostics.push(diagnostic);
        findings.push({ rule, site, finding: f, diagnostic });
      }
    }
  }
  results?.end();
  const shown = sameForEveryService(diagnostics, findings);
  return applySuppressions(doc, { sites: extracted.sites, directives: extracted.directives, diagnostics: shown.diagnostics, findings: shown.findings }, leveled);
}

/**
 * One finding for what several services of a Compose file share (check 48: a data-volume warning
 * repeated for each of 45 brokers, a misspelt variable for each of 28): the first service's, saying
 * which others it holds for. A finding is the same when its rule and message match once the
 * service's own name is taken out.
 */
function sameForEveryService(diagnostics: Diagnostic[], findings: RuleFinding[]): { diagnostics: Diagnostic[]; findings: RuleFinding[] } {
  const composeFindings = findings.filter((f) => f.site.syntax === 'compose');
  if (composeFindings.length < 2) return { diagnostics, findings };
  const serviceOf = (f: RuleFinding) => (f.site.syntax === 'compose' ? f.site.compose.service : '');
  const keyOf = (f: RuleFinding) => {
    const service = serviceOf(f);
    const message = service ? f.diagnostic.message.split(service).join('\u0000') : f.diagnostic.message;
    return `${f.rule.id}\u0001${message}`;
  };
  const groups = new Map<string, RuleFinding[]>();
  for (const f of composeFindings) {
    const key = keyOf(f);
    const group = groups.get(key);
    if (group) group.push(f);
    else groups.set(key, [f]);
  }
  const dropped = new Set<Diagnostic>();
  for (const group of groups.values()) {
    const others = [...new Set(group.slice(1).map(serviceOf).filter((s) => s && s !== serviceOf(group[0])))];
    if (others.length === 0) continue;
    for (const f of group.slice(1)) dropped.add(f.diagnostic);
    group[0].diagnostic.message += ` The same holds for ${others.length === 1 ? 'service' : 'services'} ${others.join(', ')}.`;
  }
  if (dropped.size === 0) return { diagnostics, findings };
  return { diagnostics: diagnostics.filter((d) => !dropped.has(d)), findings: findings.filter((f) => !dropped.has(f.diagnostic)) };
}

/**
 * What a finding says, where: one diagnostic per saying. Kept per finding object, which the stored
 * rule results hand back edit after edit, so the string (and its hash) is made once.
 */
function sayingOf(rule: Rule, f: Finding): string {
  let key = sayings.get(f);
  if (key === undefined) {
    const where = rule.oncePerDocument ? 'document' : `${f.range.start.line}:${f.range.start.character}-${f.range.end.line}:${f.range.end.character}`;
    sayings.set(f, (key = `${rule.id}\0${where}\0${f.message}`));
  }
  return key;
}
const sayings = new WeakMap<Finding, string>();

/**
 * Drops the findings a `kafka-tuning-disable-next-line` comment names on the line below it, and
 * reports each comment (or rule id in it) that silenced nothing. File-level notices stay: they sit
 * on line 0 of a file the analysis did not read.
 */
function applySuppressions(doc: SourceDocument, analysis: Analysis, leveled: (d: Diagnostic) => Diagnostic[]): Analysis {
  const suppressions = findSuppressions(doc.text);
  if (suppressions.length === 0) return analysis;
  const byLine = new Map(suppressions.map((s) => [s.line + 1, s]));
  const used = new Set<string>();
  const silenced = (d: Diagnostic): boolean => {
    const s = byLine.get(d.range.start.line);
    if (!s || d.code === 'unused-suppression') return false;
    if (s.rules.length === 0) {
      used.add(`${s.line}`);
      return true;
    }
    const hit = s.rules.find((r) => r.id === String(d.code));
    if (hit) used.add(`${s.line}:${hit.id}`);
    return !!hit;
  };
  const diagnostics = analysis.diagnostics.filter((d) => !silenced(d));
  const kept = new Set(diagnostics);
  const findings = analysis.findings.filter((f) => kept.has(f.diagnostic));
  for (const s of suppressions) {
    const unused = s.rules.length === 0
      ? (used.has(`${s.line}`) ? [] : [{ id: '', range: s.range }])
      : s.rules.filter((r) => !used.has(`${s.line}:${r.id}`));
    for (const r of unused) {
      diagnostics.push(...leveled({
        range: r.range,
        severity: Severity.Warning,
        source: DIAGNOSTIC_SOURCE,
        code: 'unused-suppression',
        ...(ruleDocUrl('unused-suppression') ? { codeDescription: { href: ruleDocUrl('unused-suppression')! } } : {}),
        message: r.id
          ? `Unused suppression: no '${r.id}' finding on the next line${knownId(r.id) ? '' : ` ('${r.id}' is not a rule id; see the rule list)`}.`
          : 'Unused suppression: no finding on the next line.',
      }));
    }
  }
  return { ...analysis, diagnostics, findings };
}

function knownId(id: string): boolean {
  return RULES.some((r) => r.id === id) || NOTICES.some((n) => n.id === id);
}

/** Open parentheses beyond which java-parser is not asked (parse/nesting.ts says why). */
const JAVA_MAX_PAREN_DEPTH = 64;

/** Code files at least this long are checked for minification (a cheap line count). */
const MINIFIED_MIN_CHARS = 100_000;
/** Average characters per line above which code is minified or generated, not hand-written config. */
const MINIFIED_AVG_LINE = 500;

/**
 * Why a document is not analysed, decided in one cheap pass before any parse: over
 * kafkaTuning.maxFileBytes or its language's cap (common/src/limits.ts, shared with the CLI); binary (a NUL in the first 8000 characters, git's rule); or minified
 * code — a 5 MB bundle on one line costs the TypeScript parser seconds of a single-threaded server
 * and holds no configuration anyone edits. .properties and YAML have no minified form and parse
 * in linear time, so only code files get the minified check. Java nested past 64 open
 * parentheses is skipped too: java-parser's recovery from that costs seconds and gigabytes.
 */
export function skipReason(doc: SourceDocument, settings: Settings): { code: string; why: string } | undefined {
  const n = doc.text.length;
  const cap = sizeCap(doc.fileName, doc.languageId, settings.maxFileBytes);
  if (n > cap.limit) {
    return { code: 'file-too-large', why: cap.from === 'setting' ? `${n} characters is over kafkaTuning.maxFileBytes (${settings.maxFileBytes})` : languageCapReason(n, cap, 'characters') };
  }
  if (doc.text.slice(0, 8000).includes('\0')) return { code: 'file-binary', why: 'it contains NUL characters (binary content, not text configuration)' };
  if (n >= MINIFIED_MIN_CHARS && isCode(doc)) {
    // The shared index the analysis needs anyway (patched from the last text's after a keystroke),
    // not a count of its own; it counts a lone \r as a break too, as LSP positions do.
    const lines = lineIndexOf(doc.text).lineCount;
    if (n / lines > MINIFIED_AVG_LINE) return { code: 'file-minified', why: `it looks minified or generated (${lines} lines, ${Math.round(n / lines)} characters per line on average)` };
  }
  if (documentKind(doc.fileName, doc.languageId)?.reader === 'java' && parenDepthExceeds(doc.text, JAVA_MAX_PAREN_DEPTH)) {
    return { code: 'file-too-nested', why: `parentheses open more than ${JAVA_MAX_PAREN_DEPTH} deep somewhere in it (unbalanced code the Java parser cannot recover from in reasonable time)` };
  }
  return undefined;
}

function isCode(doc: SourceDocument): boolean {
  const reader = documentKind(doc.fileName, doc.languageId)?.reader;
  return reader === 'java' || reader === 'ts';
}

function applies(rule: Rule, site: ConfigSite): boolean {
  if (site.overrides && !runsOnOverrides(rule, site)) return false;
  if (site.syntax === 'compose' ? !rule.compose : rule.compose === 'only') return false;
  if (rule.roles && (!site.role || !rule.roles.includes(site.role))) return false;
  if (rule.clients && !rule.clients.includes(site.client.client)) return false;
  if (rule.needs && rule.needs.some((n) => site.workload[n] === undefined)) return false;
  return true;
}
