// package.json is what VS Code reads (Settings UI, activation); common/src/ is what the code reads.
// The two are written separately, so this test holds them together: every setting the code parses
// is contributed with the same type, bounds, enum and default, nothing is contributed that the code
// ignores, and the extension activates for every language id the analysis reads.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { DOCUMENT_KINDS, documentKind, languageIdForPath, WORKLOAD_FIELDS } from '../../common/src/model';
import { benchmarkSettingsSchema, DEFAULT_BOOTSTRAP, DEFAULT_MAX_FILE_BYTES, parseSettings, RULE_LEVELS, settingsSchema } from '../../common/src/settings';
import { RULES } from '../../server/src/service/rules';

interface Contributed { type: string; default?: unknown; enum?: string[]; minimum?: number; properties?: Record<string, Contributed>; additionalProperties?: Contributed; pattern?: string }

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

  it('workload fields: one property per field, with the type and minimum the directive enforces', () => {
    const w = contributed['kafkaTuning.workload'].properties ?? {};
    assert.deepEqual(Object.keys(w).sort(), WORKLOAD_FIELDS.map((f) => f.field).sort());
    for (const f of WORKLOAD_FIELDS) {
      assert.equal(w[f.field].type, f.integer ? 'integer' : 'number', f.field);
      assert.equal(w[f.field].minimum, f.min, f.field);
    }
  });

  it('rule levels and defaults', () => {
    assert.deepEqual(contributed['kafkaTuning.rules'].additionalProperties?.enum, [...RULE_LEVELS]);
    assert.equal(contributed['kafkaTuning.maxFileBytes'].default, DEFAULT_MAX_FILE_BYTES);
    assert.equal(contributed['kafkaTuning.benchmark.bootstrap'].default, DEFAULT_BOOTSTRAP);
    assert.deepEqual(parseSettings(undefined), { rules: {}, workload: {}, clientVersions: {}, applicationKeys: [], maxFileBytes: DEFAULT_MAX_FILE_BYTES });
    assert.deepEqual(benchmarkSettingsSchema.parse({}), { bootstrap: DEFAULT_BOOTSTRAP, allowNonLoopback: false, perfTestCommand: '' });
  });

  it('the version pattern accepts what the code accepts (and refuses the same near-misses)', () => {
    const re = new RegExp(contributed['kafkaTuning.javaClientVersion'].pattern ?? '');
    for (const v of ['3.9', '4.1.2', '4']) {
      assert.ok(re.test(v), v);
      assert.equal(parseSettings({ javaClientVersion: v }).javaClientVersion, v);
    }
    for (const v of ['v4.1', '4.1-ccs', '4.']) {
      assert.equal(re.test(v), false, v);
      assert.equal(parseSettings({ javaClientVersion: v }).javaClientVersion, undefined, v);
    }
  });

  it('a rule level override names real rules in the description example', () => {
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
