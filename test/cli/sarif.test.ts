// SARIF that code scanning accepts, checked by Microsoft's SARIF Multitool (`validate`: the schema
// plus the SARIF rules code-scanning services rely on). Before: a `#` or `?` in a path gave
// SARIF1002 (not a valid URI reference), the driver had no version (SARIF2005), and notices such
// as file-too-large were emitted with rule ids driver.rules did not describe.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, describe, it } from 'node:test';
import { ruleDocUrl } from '../../common/src/docs';
import { RULES } from '../../server/src/service/rules';
import { runCli } from '../support/cli';

const MULTITOOL = join(__dirname, '../../node_modules/.bin/sarif-multitool');

interface SarifLog {
  runs: Array<{
    tool: { driver: { version?: string; semanticVersion?: string; rules: Array<{ id: string; helpUri?: string; fullDescription?: { text: string }; help?: { text: string; markdown?: string } }> } };
    originalUriBaseIds: Record<string, { uri: string }>;
    invocations: Array<{ executionSuccessful: boolean; toolExecutionNotifications: Array<{ message: { text: string } }> }>;
    results: Array<{ ruleId: string; ruleIndex?: number; level?: string; message: { text?: string; arguments?: string[] }; locations: Array<{ physicalLocation: { artifactLocation: { uri: string; uriBaseId?: string } } }> }>;
  }>;
}

describe('SARIF output', () => {
  const root = mkdtempSync(join(tmpdir(), 'kt-sarif-'));
  after(() => rmSync(root, { recursive: true, force: true }));
  const files: Record<string, string> = {
    'dir #1/a?b.properties': 'acks=all\nlingr.ms=5\n',
    'x%20y/c.properties': 'acks=2\n',
    'big.properties': `${'#'.repeat(2000)}\n`,
    'broken.properties': 'acks=all\n# kafka-tuning-disable-next-line unknown-key\nlinger.ms=5\n',
    'escape.properties': 'acks=all\nclient.id=\\uZZ\n',
    '.kafka-tuning.json': JSON.stringify({ maxFileBytes: 1000 }),
  };
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, rel)), { recursive: true });
    writeFileSync(join(root, rel), text);
  }
  symlinkSync(join(root, 'missing.properties'), join(root, 'dangling.properties'));

  it('validates with the SARIF Multitool: no errors or warnings (percent-encoded URIs, a tool version)', async () => {
    const r = await runCli(['lint', '.', '--format', 'sarif'], { cwd: root });
    assert.equal(r.code, 2, 'the dangling link makes the run partial');
    const out = join(root, 'out.sarif');
    writeFileSync(out, r.stdout);
    const res = join(root, 'validation.sarif');
    const v = spawnSync(MULTITOOL, ['validate', out, '--output', res, '--log', 'ForceOverwrite'], { encoding: 'utf8', timeout: 60_000 });
    assert.equal(v.status, 0, `${v.stdout}\n${v.stderr}`);
    const report = JSON.parse(readFileSync(res, 'utf8')) as SarifLog;
    const problems = (report.runs[0].results ?? []).filter((x) => x.level !== 'note' && x.level !== 'none');
    assert.deepEqual(problems.map((p) => `${p.ruleId}: ${(p.message.arguments ?? []).join(' | ')}`), []);
  });

  it('the validator does catch what the old output had (so a clean report means something)', () => {
    const log = {
      version: '2.1.0',
      runs: [{ tool: { driver: { name: 'kafka-tune', rules: [] } }, results: [{ ruleId: 'x', message: { text: 'm' }, locations: [{ physicalLocation: { artifactLocation: { uri: 'dir #1/a?b.properties' } } }] }] }],
    };
    const old = join(root, 'old.sarif');
    writeFileSync(old, JSON.stringify(log));
    const res = join(root, 'old-validation.sarif');
    spawnSync(MULTITOOL, ['validate', old, '--output', res, '--log', 'ForceOverwrite'], { encoding: 'utf8', timeout: 60_000 });
    const ids = (JSON.parse(readFileSync(res, 'utf8')) as SarifLog).runs[0].results.map((x) => x.ruleId);
    assert.ok(ids.includes('SARIF1002'), ids.join(', '));
    assert.ok(ids.includes('SARIF2005'), ids.join(', '));
  });

  it('every ruleId is described in driver.rules with help naming its rule page; URIs are relative to %SRCROOT%', async () => {
    const r = await runCli(['lint', '.', '--format', 'sarif', '--min-severity', 'hint'], { cwd: root });
    const log = JSON.parse(r.stdout) as SarifLog;
    const run = log.runs[0];
    const rules = new Map(run.tool.driver.rules.map((x, i) => [x.id, i]));
    const used = new Set(run.results.map((x) => x.ruleId));
    for (const id of ['unknown-key', 'invalid-value', 'file-too-large', 'unused-suppression', 'syntax']) assert.ok(used.has(id), `emitted ${id}: ${[...used].join(', ')}`);
    for (const x of run.results) {
      assert.ok(rules.has(x.ruleId), `${x.ruleId} described`);
      assert.equal(x.ruleIndex, rules.get(x.ruleId));
    }
    // Help links point somewhere real or nowhere: the project has no web address yet (package.json
    // `repository`, common/src/docs.ts), so the help text names the rule's section in the sources.
    const url = ruleDocUrl('unknown-key');
    for (const d of run.tool.driver.rules) {
      if (url) assert.equal(d.helpUri, ruleDocUrl(d.id));
      else assert.equal(d.helpUri, undefined, `${d.id}: no placeholder help URI`);
      assert.ok(d.help?.text.includes(url ? ruleDocUrl(d.id)! : `'${d.id}' of docs/rules.md`), `${d.id}: ${d.help?.text}`);
    }
    // The rule's page travels with the report: why, the bad example and the finding the rule gives
    // on it, the good example and how to silence it, as text and Markdown.
    const described = new Map(run.tool.driver.rules.map((d) => [d.id, d]));
    for (const rule of RULES) {
      const d = described.get(rule.id);
      assert.ok(d, `${rule.id} in driver.rules`);
      assert.ok(d.fullDescription?.text.includes(rule.docs.why), `${rule.id}: fullDescription carries why`);
      const md = d.help?.markdown ?? '';
      for (const part of ['**Why it matters.**', '**Consequence.**', '**Bad example**', '**Good example**', '**False positives.**', rule.docs.bad.text.split('\n')[1] ?? rule.docs.bad.text, 'The rule reports on line', `kafka-tuning-disable-next-line ${rule.id}`]) {
        assert.ok(md.includes(part), `${rule.id}: help.markdown lacks ${JSON.stringify(part)}`);
      }
      assert.ok(d.help?.text.includes(rule.docs.consequence.replace(/`/g, '')), `${rule.id}: help.text carries the consequence`);
      assert.doesNotMatch(d.help?.text ?? '', /\*\*|```/, `${rule.id}: help.text is plain text`);
    }
    assert.equal(run.tool.driver.version, JSON.parse(readFileSync(join(__dirname, '../../cli/package.json'), 'utf8')).version);
    assert.equal(run.tool.driver.semanticVersion, run.tool.driver.version);
    assert.equal(run.originalUriBaseIds['%SRCROOT%'].uri, pathToFileURL(root).href + '/');
    const uris = run.results.map((x) => x.locations[0].physicalLocation.artifactLocation);
    assert.ok(uris.every((u) => u.uriBaseId === '%SRCROOT%'));
    assert.ok(uris.some((u) => u.uri === 'dir%20%231/a%3Fb.properties'), JSON.stringify(uris));
    assert.ok(uris.some((u) => u.uri === 'x%2520y/c.properties'), JSON.stringify(uris));
    // The unreadable entry makes the run partial, and says which.
    assert.equal(run.invocations[0].executionSuccessful, false);
    assert.match(run.invocations[0].toolExecutionNotifications.map((n) => n.message.text).join('\n'), /dangling\.properties: symbolic link to a missing target/);
  });
});
