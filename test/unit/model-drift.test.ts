// package.json is what VS Code reads (Settings UI, activation); common/src/ is what the code reads.
// The two are written separately, so this test holds them together: every setting the code parses
// is contributed with the type, bounds, enum, pattern and default of the code's zod schema (via
// z.toJSONSchema), nothing is contributed that the code ignores, and the extension activates for
// every language id the analysis reads.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { DOCUMENT_KINDS, documentKind, languageIdForPath, WORKLOAD_FIELDS } from '../../common/src/model';
import { z } from 'zod';
import { benchmarkSettingsSchema, DEFAULT_BOOTSTRAP, DEFAULT_MAX_FILE_BYTES, parseSettings, RULE_LEVELS, settingsSchema } from '../../common/src/settings';
import { RULES } from '../../server/src/service/rules';

interface Contributed { type: string; default?: unknown; enum?: string[]; minimum?: number; maximum?: number; properties?: Record<string, Contributed>; additionalProperties?: Contributed; pattern?: string }

const manifest = JSON.parse(readFileSync(join(__dirname, '../../package.json'), 'utf8')) as {
  activationEvents: string[];
  contributes: { configuration: { properties: Record<string, Contributed> } };
};
const contributed = manifest.contributes.configuration.properties;

describe('package.json settings match common/src/settings.ts', () => {
  it('the same keys on both sides', () => {
    const fromCode = [
      ...Object.keys(settingsSchema.shape).map((k) => `kafkaTuning.${k}`),
      ...Object.keys(benchmarkSettingsSchema.shape).map((k) => `kafkaTuning.benchmark.${k}`),
    ].sort();
    assert.deepEqual(Object.keys(contributed).sort(), fromCode);
  });

  // Each contributed setting against the JSON Schema zod derives from the code's schema: type,
  // bounds, enum, pattern and default, recursively (workload fields, rule levels).
  const fromZod = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as unknown as Contributed & { properties: Record<string, Contributed> };
  const code: Record<string, Contributed> = {
    ...Object.fromEntries(Object.entries(fromZod(settingsSchema).properties).map(([k, v]) => [`kafkaTuning.${k}`, v])),
    ...Object.fromEntries(Object.entries(fromZod(benchmarkSettingsSchema).properties).map(([k, v]) => [`kafkaTuning.benchmark.${k}`, v])),
  };
  const comparable = (c: Contributed | undefined): object | undefined => c && {
    type: c.type,
    minimum: c.minimum,
    // zod states the safe-integer bound on every integer; package.json leaves it implicit.
    maximum: c.maximum === Number.MAX_SAFE_INTEGER ? undefined : c.maximum,
    enum: c.enum,
    pattern: c.pattern,
    default: c.default,
    properties: c.properties && Object.fromEntries(Object.entries(c.properties).map(([k, v]) => [k, comparable(v)])),
    additionalProperties: comparable(c.additionalProperties),
  };

  for (const key of Object.keys(contributed)) {
    it(`${key}: type, bounds, enum, pattern and default as the code parses it`, () => {
      assert.deepEqual(comparable(contributed[key]), comparable(code[key]));
    });
  }

  it('the workload fields are the shared model\'s, each with the description the Settings UI shows', () => {
    const w = contributed['kafkaTuning.workload'].properties ?? {};
    assert.deepEqual(Object.keys(w), WORKLOAD_FIELDS.map((f) => f.field));
    for (const f of WORKLOAD_FIELDS) assert.equal((w[f.field] as { description?: string }).description, f.description, f.field);
  });

  it('defaults as the code applies them', () => {
    assert.deepEqual(parseSettings(undefined), { rules: {}, workload: {}, javaClientVersion: '', clientVersions: {}, applicationKeys: [], maxFileBytes: DEFAULT_MAX_FILE_BYTES });
    assert.deepEqual(benchmarkSettingsSchema.parse({}), { bootstrap: DEFAULT_BOOTSTRAP, allowNonLoopback: false, perfTestCommand: '' });
    assert.deepEqual(RULE_LEVELS, contributed['kafkaTuning.rules'].additionalProperties?.enum);
  });

  it('a bad value falls back instead of breaking analysis (near-misses of the version pattern included)', () => {
    for (const v of ['3.9', '4.1.2', '4', '']) assert.equal(parseSettings({ javaClientVersion: v }).javaClientVersion, v);
    for (const v of ['v4.1', '4.1-ccs', '4.']) assert.equal(parseSettings({ javaClientVersion: v }).javaClientVersion, '', v);
    assert.equal(parseSettings({ maxFileBytes: 'big' }).maxFileBytes, DEFAULT_MAX_FILE_BYTES);
  });

  it('the rule-level example in the description names a real rule', () => {
    const ids = new Set(RULES.map((r) => r.id));
    const text = (contributed['kafkaTuning.rules'] as { markdownDescription?: string }).markdownDescription ?? '';
    const example = /`\{ "([^"]+)": "off" \}`/.exec(text);
    assert.ok(example && ids.has(example[1]), `the example rule id exists: ${example?.[1]}`);
  });
});

describe('documents: editor, CLI and server agree', () => {
  it('the extension activates for every language id the analysis reads', () => {
    const ids = DOCUMENT_KINDS.flatMap((k) => k.languageIds);
    const missing = ids.filter((id) => !manifest.activationEvents.includes(`onLanguage:${id}`));
    assert.deepEqual(missing, []);
  });

  it('the CLI hands each walked file the language id VS Code would', () => {
    assert.deepEqual(
      ['a.properties', 'A.java', 'x.ts', 'x.tsx', 'x.js', 'x.jsx', 'x.mjs', 'x.cts', 'application.yml', 'application-prod.yaml'].map(languageIdForPath),
      ['properties', 'java', 'typescript', 'typescriptreact', 'javascript', 'javascriptreact', 'javascript', 'typescript', 'yaml', 'yaml'],
    );
  });

  it('near-misses are not config files: other YAML, other extensions', () => {
    for (const f of ['docker-compose.yml', 'values.yaml', 'notes.txt', 'x.ts.orig', '.properties']) assert.equal(documentKind(f), undefined, f);
    // The editor's language id decides when there is one, but YAML is still Spring's files only.
    assert.equal(documentKind('docker-compose.yml', 'yaml'), undefined);
    assert.equal(documentKind('Untitled-1', 'properties')?.reader, 'properties');
    assert.equal(documentKind('C:\\work\\app\\src\\main\\resources\\application.yml')?.reader, 'yaml');
  });
});
