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
    for (const f of analysis.findings) {
      if (!overlaps(f.diagnostic.range, range)) continue;
      for (const fix of f.finding.fixes ?? []) {
        const edits = editsFor(doc, f.site, fix.intents);
        if (!edits || edits.length === 0) continue;
        actions.push({
          title: fix.title,
          kind: 'quickfix',
          diagnostics: [f.diagnostic as Diagnostic],
          isPreferred: fix.preferred,
          edit: { changes: { [doc.uri]: edits } },
        });
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
