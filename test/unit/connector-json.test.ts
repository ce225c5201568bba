// Connector configs written as JSON (sites/connectorJson.ts, edits/json.ts): the shapes the
// Connect REST API takes, values as Connect reads them, fixes that keep the file valid JSON, and
// every other JSON file left alone.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parse } from 'jsonc-parser';
import { catalogFor } from '../../server/src/service/catalog';
import { connectorJsonSites } from '../../server/src/service/sites/connectorJson';
import { doc, fix, lint, quickFixes, service } from '../support/service';

const CLASS = '"connector.class": "io.example.OrdersSinkConnector"';
const sitesOf = (text: string, name = 'orders.json') => connectorJsonSites(doc(text, name), catalogFor());

describe('connector JSON files: sites', () => {
  it('the body of POST /connectors: its config object, named by "name"', () => {
    const [site, ...rest] = sitesOf(`{\n  "name": "orders-sink",\n  "config": {\n    ${CLASS},\n    "topics": "orders"\n  }\n}\n`);
    assert.equal(rest.length, 0);
    assert.equal(site.role, 'connector');
    assert.equal(site.label, 'orders-sink (connector)');
    assert.deepEqual(site.syntax === 'json' && site.json.path, ['config']);
    assert.deepEqual(site.entries.map((e) => [e.key, e.value]), [['connector.class', 'io.example.OrdersSinkConnector'], ['topics', 'orders']]);
    assert.deepEqual(site.entries[1].valueRange, { start: { line: 4, character: 15 }, end: { line: 4, character: 21 } });
  });

  it('a bare config (PUT /connectors/{name}/config) and a list of connectors each make sites', () => {
    const [bare] = sitesOf(`{${CLASS}}`);
    assert.deepEqual(bare.syntax === 'json' && bare.json.path, []);
    const list = sitesOf(`[{"name": "a", "config": {${CLASS}}}, {"name": "b", "config": {${CLASS}}}]`);
    assert.deepEqual(list.map((s) => s.label), ['a (connector)', 'b (connector)']);
  });

  it('numbers and booleans are the strings Connect reads; null, lists and objects have no value', () => {
    const [site] = sitesOf(`{${CLASS}, "tasks.max": 4, "errors.log.enable": true, "topics": null, "transforms": ["a"]}`);
    assert.deepEqual(site.entries.map((e) => [e.key, e.value]), [['connector.class', 'io.example.OrdersSinkConnector'], ['tasks.max', '4'], ['errors.log.enable', 'true'], ['topics', undefined], ['transforms', undefined]]);
  });

  it('producer.override.* keys make the producer site they are for', () => {
    const sites = sitesOf(`{"name": "cdc", "config": {"connector.class": "io.example.CdcSource", "producer.override.linger.ms": "20"}}`);
    assert.deepEqual(sites.map((s) => [s.role, s.label]), [['connector', 'cdc (connector)'], ['producer', 'producer.override.* in cdc']]);
  });

  it('JSON that is no connector config has no site and no finding, however large', () => {
    assert.deepEqual(sitesOf('{"name": "x", "version": "1.0.0", "dependencies": {"kafkajs": "^2.2.4"}}', 'package.json'), []);
    assert.deepEqual(sitesOf(`{"config": {"topics": "orders"}}`), []);
    const huge = `{"packages": {${Array.from({ length: 60000 }, (_, i) => `"p${i}": {"version": "1.0.${i}"}`).join(',')}}}`;
    assert.ok(huge.length > 1_000_000);
    assert.deepEqual(lint(huge, { fileName: 'package-lock.json' }), []);
  });
});

describe('connector JSON files Connect cannot read as written', () => {
  const syntax = (text: string) => lint(text, { fileName: 'orders.json' }).filter((d) => d.code === 'syntax');

  it('a trailing comma or a comment: an error where JSON stops, while the keys are still read', () => {
    const trailing = `{\n  "name": "orders",\n  "config": {\n    ${CLASS},\n    "topics": "orders",\n  }\n}\n`;
    const [d, ...rest] = syntax(trailing);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 1);
    assert.equal(d.range.start.line, 5);
    assert.match(d.message, /^Not valid JSON here \(property name expected\): Connect's REST API reads a connector config with Jackson, which takes no comments and no trailing comma/);
    assert.equal(sitesOf(trailing).length, 1);
    const [c] = syntax(`{\n  // the orders sink\n  ${CLASS}\n}\n`);
    assert.equal(c.range.start.line, 1);
    assert.match(c.message, /\(invalid comment token\)/);
    // Notes in # lines before the object (check 57): JSON has no such comment; the keys are still read.
    const noted = `# A template: adapt before posting\n# (see the README)\n{\n  "name": "orders",\n  "config": {\n    ${CLASS},\n    "topics": "orders"\n  }\n}\n`;
    const [h, ...more] = syntax(noted);
    assert.equal(more.length, 0);
    assert.equal(h.range.start.line, 0);
    assert.match(h.message, /^Not valid JSON here \(invalid symbol\)/);
    assert.equal(sitesOf(noted).length, 1);
  });

  it('near misses: valid JSON, a template filled in before posting, JSON that is no connector config', () => {
    assert.deepEqual(syntax(`{\n  "name": "orders",\n  "config": {\n    ${CLASS},\n    "topics": "orders"\n  }\n}\n`), []);
    assert.deepEqual(syntax(`{\n  ${CLASS},\n  "tasks.max": \${TASKS},\n}\n`), []);
    assert.deepEqual(syntax('{\n  "compilerOptions": { "strict": true, },\n}\n'), []);
    // Notes after the object: Jackson reads the first value and stops there.
    assert.deepEqual(syntax(`{\n  ${CLASS}\n}\n\n// "table.whitelist": "a,b"\n`), []);
  });
});

describe('connector JSON files: fixes keep valid JSON', () => {
  const SINK = (extra: string) => `{\n  "name": "orders-sink",\n  "config": {\n    ${CLASS},\n    "topics": "orders",\n${extra}    "errors.deadletterqueue.topic.name": "orders-dlq"\n  }\n}\n`;
  const opts = { fileName: 'orders-sink.json' };

  it('a value already written is replaced in its quotes', () => {
    const fixed = fix('connect-dlq-without-tolerance', SINK('    "errors.tolerance": "none",\n'), opts);
    assert.equal((parse(fixed) as { config: Record<string, string> }).config['errors.tolerance'], 'all');
    assert.match(fixed, /^ {4}"errors\.tolerance": "all",$/m);
    assert.deepEqual(lint(fixed, opts).filter((d) => d.code === 'connect-dlq-without-tolerance'), []);
  });

  it('a key not written is added to the config object, as a string, indented like its neighbours', () => {
    const fixed = fix('connect-dlq-without-tolerance', SINK(''), opts);
    const config = (parse(fixed) as { config: Record<string, string> }).config;
    assert.equal(config['errors.tolerance'], 'all');
    assert.equal(config.topics, 'orders');
    assert.match(fixed, /^ {4}"errors\.tolerance": "all"$/m);
  });

  it('a misspelt override key is renamed inside its quotes', () => {
    const text = `{\n  "name": "cdc",\n  "config": {\n    "connector.class": "io.example.CdcSource",\n    "producer.override.lingr.ms": "20"\n  }\n}\n`;
    const fixed = fix('unknown-key', text, opts);
    assert.equal((parse(fixed) as { config: Record<string, string> }).config['producer.override.linger.ms'], '20');
  });

  it('no "suppress on this line" action: JSON has no comments', () => {
    const s = service(opts);
    const d = doc(SINK(''), opts.fileName);
    const diag = s.diagnostics(d).find((x) => x.code === 'connect-dlq-without-tolerance')!;
    const all = s.codeActions(d, diag.range);
    assert.ok(quickFixes('connect-dlq-without-tolerance', SINK(''), opts).length > 0);
    assert.deepEqual(all.filter((a) => /^Suppress/.test(a.title)), []);
  });
});
