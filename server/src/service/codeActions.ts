// Quick fixes (from the findings under the cursor) and the three tuning presets for the site.
import type { CodeAction, Diagnostic, Range } from 'vscode-languageserver-types';
import type { Analysis } from './analyze';
import { editsFor } from './edits';
import type { SourceDocument } from './model';
import { presetsOfSite } from './presets';

export function codeActions(doc: SourceDocument, analysis: Analysis, range: Range, only?: string[]): CodeAction[] {
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
      }
    }
  }
  const wantRefactor = !only || only.some((k) => 'refactor'.startsWith(k) || k.startsWith('refactor'));
  if (wantRefactor) {
    for (const site of analysis.sites) {
      // Presets are offered anywhere on the lines of a site, not only inside its exact span.
      if (!site.role || site.range.end.line < range.start.line || site.range.start.line > range.end.line) continue;
      for (const { preset, edits } of presetsOfSite(doc, site)) {
        actions.push({ title: `Kafka: ${preset.title} — ${preset.trade}`, kind: 'refactor.rewrite.kafka-tuning', edit: { changes: { [doc.uri]: edits } } });
      }
    }
  }
  return actions;
}

function overlaps(a: Range, b: Range): boolean {
  const before = (x: Range['start'], y: Range['start']) => x.line < y.line || (x.line === y.line && x.character < y.character);
  return !before(a.end, b.start) && !before(b.end, a.start);
}
