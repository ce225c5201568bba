// Writes the generated parts of package.json's settings, so VS Code's Settings UI can edit them
// without "Edit in settings.json": one entry per rule and notice under kafkaTuning.rules (its
// summary and default level, picked from a list), and the workload fields under
// kafkaTuning.workload. The Settings UI draws an object setting as an editable table only when
// every property is a string, boolean, integer or number (an enum counts as a string) and
// additionalProperties is false or a schema; an object without additionalProperties is shown as a
// link to settings.json (settingsTreeModels.ts, getObjectSettingSchemaType in microsoft/vscode).
// `--check` fails when package.json drifted from the rules or WORKLOAD_FIELDS.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { WORKLOAD_FIELDS } from '../common/src/model';
import { RULE_LEVELS } from '../common/src/settings';
import { NOTICES } from '../server/src/service/notices';
import { RULES } from '../server/src/service/rules';

const LEVEL = ['', 'error', 'warning', 'information', 'hint'] as const;
const PACKAGE = join(__dirname, '../package.json');

interface LevelProperty { type: 'string'; enum: string[]; default: string; description: string }

/** Plain text for the Settings UI's key list, which does not render Markdown. */
function plain(markdown: string): string {
  return markdown.replace(/`([^`]*)`/g, '$1');
}

/** `kafkaTuning.rules.properties`: every code the analysis emits, in the order docs/rules.md lists them. */
export function ruleProperties(): Record<string, LevelProperty> {
  const entries: Array<[string, LevelProperty]> = [
    ...RULES.map((r): [string, LevelProperty] => [r.id, { type: 'string', enum: [...RULE_LEVELS], default: LEVEL[r.severity], description: plain(r.summary) }]),
    ...NOTICES.map((n): [string, LevelProperty] => [n.id, { type: 'string', enum: [...RULE_LEVELS], default: n.level, description: plain(n.summary) }]),
  ];
  return Object.fromEntries(entries);
}

/** `kafkaTuning.workload.properties`: one number per workload field, as the directive spells it in its description. */
export function workloadProperties(): Record<string, { type: 'integer' | 'number'; minimum: number; description: string }> {
  return Object.fromEntries(WORKLOAD_FIELDS.map((f) => [f.field, { type: f.integer ? 'integer' : 'number', minimum: f.min, description: f.description }]));
}

type Settings = Record<string, Record<string, unknown>>;

/** package.json's text with the generated parts replaced (key order of each setting kept). */
export function generatedPackageJson(text: string): string {
  const pkg = JSON.parse(text) as { contributes: { configuration: { properties: Settings } } };
  const settings = pkg.contributes.configuration.properties;
  settings['kafkaTuning.rules'].properties = ruleProperties();
  settings['kafkaTuning.workload'].properties = workloadProperties();
  // false, not absent: without it the Settings UI shows "Edit in settings.json" instead of a table.
  settings['kafkaTuning.workload'].additionalProperties = false;
  return `${JSON.stringify(pkg, null, 2)}\n`;
}

if (require.main === module) {
  const current = readFileSync(PACKAGE, 'utf8');
  const next = generatedPackageJson(current);
  if (process.argv.includes('--check')) {
    if (next !== current) {
      console.error('package.json settings are stale: run npm run settings:generate');
      process.exit(1);
    }
  } else if (next !== current) {
    writeFileSync(PACKAGE, next);
    console.log('package.json: kafkaTuning.rules and kafkaTuning.workload regenerated');
  }
}
