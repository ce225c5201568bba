// The project configuration file's published JSON schema is the one its zod declaration generates,
// and VS Code is pointed at it; the README's example is a valid file.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { configJsonSchema, SCHEMA_FILE } from '../../scripts/gen-config-schema';
import { PROJECT_CONFIG_FILE, projectConfigSchema } from '../../common/src/settings';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { ConfigError, loadProjectConfig } from '../../server/src/node/projectConfig';

const root = join(__dirname, '../..');

describe('.kafka-tuning.json schema', () => {
  it('schemas/kafka-tuning.schema.json is generated from projectConfigSchema (npm run schema:config)', () => {
    assert.equal(readFileSync(SCHEMA_FILE, 'utf8'), configJsonSchema());
  });

  it('package.json contributes it for the file name both sides look for', () => {
    const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { contributes: { jsonValidation: Array<{ fileMatch: string; url: string }> } };
    const entry = manifest.contributes.jsonValidation.find((j) => j.fileMatch === PROJECT_CONFIG_FILE);
    assert.ok(entry, 'a jsonValidation entry');
    assert.equal(join(root, entry.url), SCHEMA_FILE);
  });

  it('the README examples parse; a misspelt field is an error naming it', () => {
    const after = (file: string, heading: string) => {
      const text = readFileSync(join(root, file), 'utf8');
      assert.ok(text.includes(heading), `${file} has "${heading}"`);
      return [...text.slice(text.indexOf(heading)).matchAll(/```json\n([\s\S]*?)```/g)].map((m) => JSON.parse(m[1]) as unknown);
    };
    const examples = [...after('README.md', '## Project configuration'), ...after('cli/README.md', '## In CI')];
    assert.ok(examples.length >= 2, 'the configuration example and the CI one');
    for (const e of examples) assert.equal(projectConfigSchema.safeParse(e).success, true, JSON.stringify(e));
    const bad = projectConfigSchema.safeParse({ rule: {} });
    assert.equal(bad.success, false);
    assert.match(bad.error?.issues[0].message ?? '', /Unrecognized key: "rule"/);
  });

  it('a rule id no rule or notice has is an error naming it (a typo would leave the rule on); real ids pass', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kt-config-'));
    const file = join(dir, PROJECT_CONFIG_FILE);
    writeFileSync(file, JSON.stringify({ rules: { 'max-block-defualt': 'off', 'unknown-key': 'hint' } }));
    await assert.rejects(loadProjectConfig(file), (e: Error) => e instanceof ConfigError && /rules\.max-block-defualt: no rule or notice has this id \(did you mean 'max-block-default'\?\)/.test(e.message));
    writeFileSync(file, JSON.stringify({ rules: { 'max-block-default': 'off', 'unused-suppression': 'error' } }));
    assert.deepEqual((await loadProjectConfig(file)).settings.rules, { 'max-block-default': 'off', 'unused-suppression': 'error' });
    rmSync(dir, { recursive: true, force: true });
  });
});
