// Quick fixes (from the findings under the cursor) and the three tuning presets for the site.
import type { CodeAction, Diagnostic, Range, TextEdit } from 'vscode-languageserver-types';
import type { Analysis } from './analyze';
import { editsFor } from './edits';
import type { Fix, SourceDocument } from './model';
import { MEASURE_FIX_COMMAND, type MeasureFixArgs } from '../../../common/src/protocol';
import { presetsOfSite } from './presets';
import { groupProtocolMigration } from './groupProtocolMigration';
import { documentKind } from '../../../common/src/model';
import { NOTICES } from './notices';
import { lineIndexOf } from './parse/lineIndex';
import { commentToken, SUPPRESS_MARKER } from './suppressions';

/** A quick fix of its own sub-kind, so clients (and tests) can tell "silence it" from "fix it". */
export const SUPPRESS_KIND = 'quickfix.suppress';

/** Notices about a whole file or about suppressions themselves: a comment above line 1 cannot silence them. */
const NOT_SUPPRESSIBLE = new Set(['unused-suppression', 'file-too-large', 'file-binary', 'file-minified', 'file-too-nested', 'too-many-findings']);

/** What the client can do beyond edits: run "Measure this fix" (VS Code's benchmark). */
export interface CodeActionOptions {
  measureFix?: boolean;
}

export function codeActions(doc: SourceDocument, analysis: Analysis, range: Range, only?: string[], opts: CodeActionOptions = {}): CodeAction[] {
  const actions: CodeAction[] = [];
  const wantQuickFix = !only || only.some((k) => 'quickfix'.startsWith(k) || k.startsWith('quickfix'));
  if (wantQuickFix) {
    // Two findings can propose the same change (idempotence-conflict and acks-durability both
    // "Set acks=all"): one action, listing every diagnostic it resolves.
    const byChange = new Map<string, CodeAction>();
    for (const f of analysis.findings) {
      if (!overlaps(f.diagnostic.range, range)) continue;
      for (const fix of f.finding.fixes ?? []) {
        const edits = editsFor(doc, f.site, fix.intents);
        if (!edits || edits.length === 0) continue;
        const same = `${fix.title}\u0000${JSON.stringify(edits)}`;
        const seen = byChange.get(same);
        if (seen) {
          seen.diagnostics!.push(f.diagnostic as Diagnostic);
          if (fix.preferred) seen.isPreferred = true;
          continue;
        }
        const action: CodeAction = {
          title: fix.title,
          kind: 'quickfix',
          diagnostics: [f.diagnostic as Diagnostic],
          isPreferred: fix.preferred,
          edit: { changes: { [doc.uri]: edits } },
        };
        byChange.set(same, action);
        actions.push(action);
        const measure = opts.measureFix ? measureAction(doc, f, fix) : undefined;
        if (measure) actions.push(measure);
      }
    }
    actions.push(...suppressionFixes(doc, analysis, range));
  }
  const wantRefactor = !only || only.some((k) => 'refactor'.startsWith(k) || k.startsWith('refactor'));
  if (wantRefactor) {
    // Presets are offered anywhere on the lines of a site, not only inside its exact span.
    const here = analysis.sites.filter((site) => site.role && site.range.end.line >= range.start.line && site.range.start.line <= range.end.line);
    for (const site of here) {
      // Where two configs share the lines (producer.* inside a Streams file), the title says which one.
      const twin = here.some((o) => o !== site && o.label === site.label);
      const which = here.length > 1 ? ` (${site.label}${twin ? `, line ${site.range.start.line + 1}` : ''})` : '';
      for (const { preset, edits } of presetsOfSite(doc, site)) {
        actions.push({ title: `Kafka: ${preset.title}${which} — ${preset.trade}`, kind: 'refactor.rewrite.kafka-tuning', edit: { changes: { [doc.uri]: edits } } });
      }
      const migration = groupProtocolMigration(site);
      const migrationEdits = migration && editsFor(doc, site, migration.intents);
      // A syntax whose writer cannot express the removals and the new key apart (edits that touch) gets no migration.
      if (migration && migrationEdits?.length && !overlapping(migrationEdits)) {
        actions.push({ title: `Kafka: ${migration.title}${which}`, kind: 'refactor.rewrite.kafka-tuning', edit: { changes: { [doc.uri]: migrationEdits } } });
      }
    }
  }
  return actions;
}

/**
 * "Measure this fix": for a rule whose fix changes throughput or latency, a command that benchmarks
 * the config as written against the config with the fix. Only fixes that set values (a benchmark
 * can apply them as overrides) and only configs the benchmark runs (producers, consumers).
 */
function measureAction(doc: SourceDocument, f: Analysis['findings'][number], fix: Fix): CodeAction | undefined {
  if (!f.rule.measure || (f.site.role !== 'producer' && f.site.role !== 'consumer')) return undefined;
  const values: Record<string, string> = {};
  for (const i of fix.intents) {
    if (i.kind !== 'set') return undefined;
    values[i.key] = i.value;
  }
  const args: MeasureFixArgs = { uri: doc.uri, siteId: f.site.id, values, rule: f.rule.id, fix: fix.title, measure: f.rule.measure };
  return {
    title: `Measure this fix on the benchmark broker: ${fix.title}`,
    kind: 'quickfix',
    diagnostics: [f.diagnostic as Diagnostic],
    command: { title: 'Measure this fix', command: MEASURE_FIX_COMMAND, arguments: [args] },
  };
}

function overlapping(edits: TextEdit[]): boolean {
  const at = (p: Range['start']) => p.line * 1e6 + p.character;
  const spans = edits.map((e) => [at(e.range.start), at(e.range.end)]).sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  return spans.some((s, i) => i > 0 && s[0] < spans[i - 1][1]);
}

function overlaps(a: Range, b: Range): boolean {
  const before = (x: Range['start'], y: Range['start']) => x.line < y.line || (x.line === y.line && x.character < y.character);
  return !before(a.end, b.start) && !before(b.end, a.start);
}

/**
 * "Suppress <rule> on the next line": inserts the comment above the finding's line, indented like
 * it, in the file's own comment syntax. Not offered where a comment line would change the meaning:
 * inside a .properties value continued with a trailing backslash.
 */
function suppressionFixes(doc: SourceDocument, analysis: Analysis, range: Range): CodeAction[] {
  const out: CodeAction[] = [];
  const lines = lineIndexOf(doc.text);
  const kind = documentKind(doc.fileName, doc.languageId);
  const token = commentToken(kind);
  if (!token) return out;
  const seen = new Set<string>();
  for (const d of analysis.diagnostics) {
    const code = String(d.code ?? '');
    if (!code || NOT_SUPPRESSIBLE.has(code) || !overlaps(d.range, range)) continue;
    if (!NOTICES.some((n) => n.id === code) && !analysis.findings.some((f) => f.diagnostic === d)) continue;
    const line = d.range.start.line;
    if (seen.has(`${line}:${code}`)) continue;
    seen.add(`${line}:${code}`);
    if (kind?.reader === 'properties' && line > 0 && /(^|[^\\])(\\\\)*\\$/.test(lines.lineText(line - 1))) continue;
    const indent = /^[ \t]*/.exec(lines.lineText(line))?.[0] ?? '';
    out.push({
      title: `Suppress ${code} on this line (${SUPPRESS_MARKER})`,
      kind: SUPPRESS_KIND,
      diagnostics: [d],
      edit: { changes: { [doc.uri]: [{ range: { start: { line, character: 0 }, end: { line, character: 0 } }, newText: `${indent}${token} ${SUPPRESS_MARKER} ${code}\n` }] } },
    });
  }
  return out;
}
