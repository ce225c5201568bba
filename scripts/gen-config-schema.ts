// Writes schemas/kafka-tuning.schema.json, the JSON schema of the project configuration file, from
// its one declaration (projectConfigSchema in common/src/settings.ts). VS Code validates
// .kafka-tuning.json with it (package.json jsonValidation); other editors can point `$schema` at
// it. `--check` fails when the file drifted (test/unit/project-config.test.ts runs the same check).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { projectConfigSchema } from '../common/src/settings';
import { ruleProperties } from './gen-settings';

export const SCHEMA_FILE = join(__dirname, '../schemas/kafka-tuning.schema.json');

export function configJsonSchema(): string {
  const schema = z.toJSONSchema(projectConfigSchema, { io: 'input', target: 'draft-7' }) as unknown as { properties: { rules: Record<string, unknown> } };
  // Each rule and notice by name, with its summary and default level, as the Settings UI lists them
  // (scripts/gen-settings.ts): JSON editors complete the ids and show what each checks.
  schema.properties.rules.properties = ruleProperties();
  return JSON.stringify({ ...schema, title: 'Kafka Client Tuning project configuration (.kafka-tuning.json)' }, null, 2) + '\n';
}

if (require.main === module) {
  const text = configJsonSchema();
  if (process.argv.includes('--check')) {
    if (readFileSync(SCHEMA_FILE, 'utf8') !== text) {
      console.error('schemas/kafka-tuning.schema.json is out of date: run npm run schema:config');
      process.exit(1);
    }
  } else {
    writeFileSync(SCHEMA_FILE, text);
    console.log(`wrote ${SCHEMA_FILE}`);
  }
}
