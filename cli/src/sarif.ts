// SARIF 2.1.0 output so CI code-scanning views can show the findings inline.
import { RULES_DOC_URL, type Rule } from '../../server/src/index';
import type { FileResult } from './results';

const LEVEL = ['none', 'error', 'warning', 'note', 'note'];

export function toSarif(results: FileResult[], rules: readonly Rule[]) {
  return {
    version: '2.1.0',
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    runs: [{
      tool: {
        driver: {
          name: 'kafka-tune',
          informationUri: RULES_DOC_URL,
          rules: rules.map((r) => ({ id: r.id, shortDescription: { text: r.summary }, helpUri: `${RULES_DOC_URL}#${r.id}` })),
        },
      },
      results: results.flatMap((r) => r.diagnostics.map((d) => ({
        ruleId: String(d.code),
        level: LEVEL[d.severity ?? 1],
        message: { text: d.message },
        locations: [{
          physicalLocation: {
            artifactLocation: { uri: r.file.replace(/\\/g, '/') },
            region: { startLine: d.range.start.line + 1, startColumn: d.range.start.character + 1, endLine: d.range.end.line + 1, endColumn: d.range.end.character + 1 },
          },
        }],
      }))),
    }],
  };
}
