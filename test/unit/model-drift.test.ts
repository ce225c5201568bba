// package.json is what VS Code reads (Settings UI, activation); common/src/ is what the code reads.
// The two are written separately, so this test holds them together: every setting the code parses
// is contributed with the type, bounds, enum, pattern and default of the code's zod schema (via
// z.toJSONSchema), nothing is contributed that the code ignores, and the extension activates for
// every language id the analysis reads.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { DOCUMENT_KINDS, documentKind, isKindText, languageIdForPath, WORKLOAD_FIELDS } from '../../common/src/model';
import { z } from 'zod';
import { benchmarkSettingsSchema, DEFAULT_BOOTSTRAP, DEFAULT_MAX_FILE_BYTES, parseSettings, RULE_LEVELS, settingsSchema } from '../../common/src/settings';
import { NOTICES } from '../../server/src/service/notices';
import { RULES } from '../../server/src/service/rules';
import { generatedPackageJson, ruleProperties } from '../../scripts/gen-settings';

interface Contributed { type: string; default?: unknown; enum?: string[]; minimum?: number; maximum?: number; properties?: Record<string, Contributed>; additionalProperties?: Contributed | false; pattern?: string; description?: string; anyOf?: Contributed[] }

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
  // `additionalProperties: false` is package.json's alone: zod objects drop unknown keys instead of
  // failing, and VS Code needs the false to draw the setting as a table (see the test below).
  // kafkaTuning.rules' `properties` are generated from the rules and checked on their own below.
  const comparable = (c: Contributed | false | undefined, key = ''): object | undefined => (c ? {
    type: c.type,
    minimum: c.minimum,
    // zod states the safe-integer bound on every integer; package.json leaves it implicit.
    maximum: c.maximum === Number.MAX_SAFE_INTEGER ? undefined : c.maximum,
    enum: c.enum,
    pattern: c.pattern,
    default: c.default,
    properties: key === 'kafkaTuning.rules' ? undefined : c.properties && Object.fromEntries(Object.entries(c.properties).map(([k, v]) => [k, comparable(v)])),
    additionalProperties: comparable(c.additionalProperties),
  } : undefined);

  for (const key of Object.keys(contributed)) {
    it(`${key}: type, bounds, enum, pattern and default as the code parses it`, () => {
      assert.deepEqual(comparable(contributed[key], key), comparable(code[key], key));
    });
  }

  it('the workload fields are the shared model\'s, each with the description the Settings UI shows', () => {
    const w = contributed['kafkaTuning.workload'].properties ?? {};
    assert.deepEqual(Object.keys(w), WORKLOAD_FIELDS.map((f) => f.field));
    for (const f of WORKLOAD_FIELDS) assert.equal((w[f.field] as { description?: string }).description, f.description, f.field);
  });

  it('kafkaTuning.rules lists every rule and notice with its summary and default level, as npm run settings:generate writes it', () => {
    const props = contributed['kafkaTuning.rules'].properties ?? {};
    assert.deepEqual(Object.keys(props), [...RULES.map((r) => r.id), ...NOTICES.map((n) => n.id)]);
    assert.deepEqual(props, ruleProperties());
    for (const [id, p] of Object.entries(props)) {
      assert.deepEqual(p.enum, [...RULE_LEVELS], id);
      assert.ok(RULE_LEVELS.includes(p.default as never) && p.default !== 'off', id);
      assert.ok(p.description && !p.description.includes('`'), id);
    }
    assert.equal(props['acks-durability'].default, 'information');
    assert.equal(props['syntax'].default, 'error');
    // An id no rule has still validates against the level enum (a rule from a newer version, say).
    assert.deepEqual(contributed['kafkaTuning.rules'].additionalProperties, { type: 'string', enum: [...RULE_LEVELS] });
    const text = readFileSync(join(__dirname, '../../package.json'), 'utf8');
    assert.equal(generatedPackageJson(text), text, 'package.json is stale: run npm run settings:generate');
  });

  // VS Code's Settings UI draws an object setting as an editable table (key list with descriptions,
  // a value picker per key) only when additionalProperties is false or a schema and every property
  // schema is string/boolean/integer/number (enums included); otherwise it shows "Edit in
  // settings.json". microsoft/vscode settingsTreeModels.ts, getObjectSettingSchemaType.
  it('every object setting meets the Settings UI\'s conditions for an editable table', () => {
    const simple = (s: Contributed) => ['string', 'boolean', 'integer', 'number'].includes(s.type);
    for (const [key, c] of Object.entries(contributed)) {
      if (c.type !== 'object') continue;
      assert.ok(c.additionalProperties === false || (typeof c.additionalProperties === 'object' && simple(c.additionalProperties)), `${key}: additionalProperties`);
      for (const [name, p] of Object.entries(c.properties ?? {})) assert.ok(simple(p), `${key}.${name}`);
    }
    assert.deepEqual(Object.entries(contributed).filter(([, c]) => c.type === 'object').map(([k]) => k), ['kafkaTuning.rules', 'kafkaTuning.workload', 'kafkaTuning.clientVersions']);
  });

  it('near miss: the object settings still read the old shapes, and an unknown workload field is dropped, not fatal', () => {
    const s = parseSettings({ workload: { recordBytes: 512, colour: 'red' }, rules: { 'acks-durability': 'off', 'a-rule-from-later': 'hint' } });
    assert.deepEqual(s.workload, { recordBytes: 512 });
    assert.deepEqual(s.rules, { 'acks-durability': 'off', 'a-rule-from-later': 'hint' });
  });

  it('defaults as the code applies them', () => {
    assert.deepEqual(parseSettings(undefined), { rules: {}, workload: {}, javaClientVersion: '', clientVersions: {}, applicationKeys: [], maxFileBytes: DEFAULT_MAX_FILE_BYTES });
    assert.deepEqual(benchmarkSettingsSchema.parse({}), { bootstrap: DEFAULT_BOOTSTRAP, allowNonLoopback: false, perfTestCommand: '' });
    assert.deepEqual(RULE_LEVELS, (contributed['kafkaTuning.rules'].additionalProperties as Contributed).enum);
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
      ['a.properties', 'A.java', 'x.ts', 'x.tsx', 'x.js', 'x.jsx', 'x.mjs', 'x.cts', 'application.yml', 'application-prod.yaml', 'docker-compose.yml'].map(languageIdForPath),
      ['properties', 'java', 'typescript', 'typescriptreact', 'javascript', 'javascriptreact', 'javascript', 'typescript', 'yaml', 'yaml', 'dockercompose'],
    );
  });

  it('near-misses are not config files: other extensions, and YAML that is neither Spring\'s nor a Compose file running Kafka', () => {
    for (const f of ['notes.txt', 'x.ts.orig', '.properties']) assert.equal(documentKind(f), undefined, f);
    // Other YAML is told by its text: a Compose file under another name runs a Kafka image; a Helm values file does not.
    for (const f of ['values.yaml', 'kafka.yml']) {
      const kind = documentKind(f)!;
      assert.equal(isKindText(kind, 'replicaCount: 3\nimage:\n  repository: apache/kafka\n'), false, f);
      assert.equal(isKindText(kind, 'services:\n  broker:\n    image: confluentinc/cp-kafka:7.6.1\n'), true, f);
    }
    // JSON is told by its text: a connector config names its connector.class, composer.json does not.
    const json = documentKind('composer.json')!;
    assert.equal(isKindText(json, '{"require": {"php": ">=8.1"}}'), false);
    assert.equal(isKindText(json, '{"name": "s3-sink", "config": {"connector.class": "io.confluent.connect.s3.S3SinkConnector"}}'), true);
    // The editor's language id decides when there is one, but YAML is still Spring's and Compose's files only.
    assert.equal(isKindText(documentKind('values.yaml', 'yaml')!, 'replicaCount: 3\n'), false);
    assert.equal(documentKind('docker-compose.yml', 'yaml')?.languageIds[0], 'dockercompose');
    assert.equal(documentKind('compose.yaml', 'dockercompose')?.reader, 'yaml');
    assert.equal(documentKind('Untitled-1', 'properties')?.reader, 'properties');
    assert.equal(documentKind('C:\\work\\app\\src\\main\\resources\\application.yml')?.reader, 'yaml');
  });
});
