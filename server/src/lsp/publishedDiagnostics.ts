// The cap on diagnostics published per document, shared by the LSP thread and the analysis worker
// (which caps before it sends: 100k diagnostics cost more to copy between threads than to find).
import type { Diagnostic } from 'vscode-languageserver-types';

/**
 * Most diagnostics published per document. A 100k-key file had 100k unknown-key warnings: a 35 MB
 * message that took the server and the editor seconds to serialise and parse, for a Problems list
 * nobody reads. The most severe come first; one information diagnostic says how many were left out.
 */
export const MAX_PUBLISHED_DIAGNOSTICS = 1000;

export function capped(diagnostics: Diagnostic[]): Diagnostic[] {
  if (diagnostics.length <= MAX_PUBLISHED_DIAGNOSTICS) return diagnostics;
  const kept = diagnostics
    .map((d, i) => ({ d, i }))
    .sort((a, b) => (a.d.severity ?? 1) - (b.d.severity ?? 1) || a.i - b.i)
    .slice(0, MAX_PUBLISHED_DIAGNOSTICS - 1)
    .map((x) => x.d);
  kept.push({
    range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
    severity: 3,
    source: 'kafka-tuning',
    code: 'too-many-findings',
    message: `Kafka tuning found ${diagnostics.length} problems in this file; the ${kept.length} most severe are shown (\`kafka-tune\` on the command line lists all).`,
  });
  return kept;
}
