import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { ConfigSite, FixIntent, SiteDraft, SourceDocument } from '../../server/src/service/model';
import { springSites as springDrafts } from '../../server/src/service/sites/spring';
import { built } from '../support/sites';
import { springEdits } from '../../server/src/service/sites/spring/edits';
import { parseDataSize, parseDurationMs } from '../../server/src/service/sites/spring/keys';
import { applyTextEdits } from '../../server/src/service/util/textEdits';

const dir = join(__dirname, '../fixtures/spring');
const load = (name: string): SourceDocument => ({ uri: `file:///${name}`, fileName: name, languageId: 'x', text: readFileSync(join(dir, name), 'utf8') });
const table = (s: { entries: ConfigSite['entries'] }) => s.entries.map((e) => [e.key, e.value, e.rawKey]);
const r = (l1: number, c1: number, l2: number, c2: number) => ({ start: { line: l1, character: c1 }, end: { line: l2, character: c2 } });
const extras = (s: SiteDraft) => (s.syntax === 'spring-properties' || s.syntax === 'spring-yaml' ? { ...s.spring, directives: s.directives ?? [] } : assert.fail(`not a Spring site: ${s.syntax}`));
/** The extractor's drafts, without the identity the builder turns into an id. */
const springSites = (d: SourceDocument) => springDrafts(d);

describe('Spring value conversions', () => {
  it('DataSize and Duration as Spring parses them', () => {
    assert.deepEqual(['16KB', '1MB', '512', '2gb', '16 KB', '1KiB'].map(parseDataSize), [16384, 1048576, 512, 2147483648, undefined, undefined]);
    assert.deepEqual(['5s', '100ms', '250', 'PT3S', 'PT1M30S', 'P1D', 'PT0.5S', '1500us', '5 s', 'PT'].map(parseDurationMs),
      [5000, 100, 250, 3000, 90000, 86400000, 500, 1, undefined, undefined]);
  });
});

describe('springSites', () => {
  it('reads a whole small properties site exactly', () => {
    const text = 'spring.kafka.producer.batch-size=32KB\n';
    assert.deepEqual(springSites({ uri: 'file:///application.properties', fileName: 'application.properties', languageId: 'x', text }), [{
      syntax: 'spring-properties', role: 'producer', roleOrigin: 'Spring prefix', client: { client: 'java' },
      entries: [{ key: 'batch.size', rawKey: 'spring.kafka.producer.batch-size', nativeName: 'spring.kafka.producer.batch-size', value: '32768',
        keyRange: r(0, 0, 0, 32), valueRange: r(0, 33, 0, 37), range: r(0, 0, 0, 37), prefix: 'spring.kafka.producer.' }],
      range: r(0, 0, 0, 37), workload: {}, label: 'application.properties spring.kafka.producer',
      identity: 'spring:producer', directives: [], spring: { unknown: [], invalid: [] },
    }]);
  });

  it('YAML nesting: one site per role, precedence order, passthrough, unknown keys, directives', () => {
    const sites = springSites(load('application.yml'));
    assert.deepEqual(sites.map((s) => [s.role, s.syntax]), [['producer', 'spring-yaml'], ['consumer', 'spring-yaml']]);
    assert.deepEqual(table(sites[0]), [
      ['bootstrap.servers', 'localhost:9092,localhost:9093', 'spring.kafka.bootstrap-servers'],
      ['linger.ms', '1', 'spring.kafka.properties.[linger.ms]'],
      ['acks', 'all', 'spring.kafka.producer.acks'],
      ['batch.size', '16384', 'spring.kafka.producer.batch-size'],
      ['buffer.memory', '67108864', 'spring.kafka.producer.buffer-memory'],
      ['compression.type', 'lz4', 'spring.kafka.producer.compression-type'],
      ['linger.ms', '20', 'spring.kafka.producer.properties.[linger.ms]'],
      ['max.in.flight.requests.per.connection', '5', 'spring.kafka.producer.properties.max.in.flight.requests.per.connection'],
    ]);
    assert.deepEqual(extras(sites[0]).unknown, [{
      key: 'spring.kafka.producer.linger-ms', range: r(15, 6, 15, 15), suggestion: 'spring.kafka.producer.properties[linger.ms]', suggestionKind: 'kafka-key',
      value: '10', valueRange: r(15, 17, 15, 19), pairRange: r(15, 6, 15, 19),
    }]);
    assert.deepEqual(extras(sites[0]).directives.map((d) => d.text), ['record-bytes=512 rate=2000']);
    assert.deepEqual(table(sites[1]).slice(2).map((x) => [x[0], x[1]]), [
      ['group.id', 'billing'], ['fetch.max.wait.ms', '100'], ['fetch.min.bytes', '1048576'], ['heartbeat.interval.ms', '3000'],
      ['isolation.level', 'read_committed'], ['max.poll.interval.ms', '300000'], ['auto.commit.interval.ms', undefined],
    ]);
    assert.deepEqual(extras(sites[1]).invalid.map((v) => [v.key, v.range]), [['spring.kafka.consumer.auto-commit-interval', r(26, 28, 26, 31)]]);
  });

  it('properties: relaxed names, properties[...] passthrough, typo suggestions, Spring-only keys ignored', () => {
    const sites = springSites(load('application.properties'));
    assert.deepEqual(sites.map((s) => s.role), ['producer', 'consumer']);
    assert.deepEqual(table(sites[1]).map((x) => [x[0], x[1]]), [
      ['bootstrap.servers', 'localhost:9092'], ['linger.ms', '1'], ['group.id', 'billing'], ['fetch.min.bytes', '32768'],
      ['fetch.max.wait.ms', '500'], ['max.partition.fetch.bytes', '2097152'],
    ]);
    assert.deepEqual(extras(sites[0]).unknown.map((u) => [u.key, u.suggestion]), [
      ['spring.kafka.producer.linger-ms', 'spring.kafka.producer.properties[linger.ms]'],
      ['spring.kafka.producer.batch-sise', 'spring.kafka.producer.batch-size'],
    ]);
    assert.deepEqual(extras(sites[1]).directives.map((d) => [d.text, d.range.start.line]), [['partitions=12', 3]]);
  });

  it('broken YAML mid-edit keeps only the pairs that parsed, and files without kafka give nothing', () => {
    const sites = springSites(load('application-broken.yml'));
    assert.deepEqual(sites.map(table), [[['batch.size', '16384', 'spring.kafka.producer.batch-size']]]);
    assert.deepEqual(springSites({ uri: 'x', fileName: 'application.yml', languageId: 'yaml', text: 'server:\n  port: 8080\n' }), []);
  });
});


function fix(d: SourceDocument, role: string, intent: (s: ConfigSite) => FixIntent) {
  const site = built(d, springDrafts(d)).find((s) => s.role === role)!;
  const text = applyTextEdits(d.text, springEdits(d, site, intent(site)));
  return { text, site: built({ ...d, text }, springDrafts({ ...d, text })).find((s) => s.role === role)! };
}

describe('springEdits', () => {
  it('YAML: adds "[linger.ms]" under the existing properties mapping with its indent', () => {
    const d: SourceDocument = { uri: 'x', fileName: 'application.yml', languageId: 'yaml', text: 'spring:\n  kafka:\n    producer:\n      acks: all\n      properties:\n        "[batch.size]": 1\nserver:\n  port: 1\n' };
    const { text, site } = fix(d, 'producer', () => ({ kind: 'set', key: 'linger.ms', value: '5' }));
    assert.equal(text, 'spring:\n  kafka:\n    producer:\n      acks: all\n      properties:\n        "[batch.size]": 1\n        "[linger.ms]": 5\nserver:\n  port: 1\n');
    assert.equal(site.entries.find((e) => e.key === 'linger.ms')?.value, '5');
  });

  it('YAML: creates missing levels, replaces values, removes pairs', () => {
    const d: SourceDocument = { uri: 'x', fileName: 'application.yml', languageId: 'yaml', text: 'spring:\n  kafka:\n    consumer:\n      group-id: g\n      fetch-max-wait: "500ms"\n' };
    const add = fix(d, 'consumer', () => ({ kind: 'set', key: 'max.partition.fetch.bytes', value: '2097152' }));
    assert.match(add.text, /\n {6}properties:\n {8}"\[max\.partition\.fetch\.bytes\]": 2097152\n$/);
    assert.equal(add.site.entries.at(-1)?.value, '2097152');
    const rep = fix(d, 'consumer', () => ({ kind: 'set', key: 'fetch.max.wait.ms', value: '100ms' }));
    assert.match(rep.text, /fetch-max-wait: "100ms"/);
    assert.equal(rep.site.entries.find((e) => e.key === 'fetch.max.wait.ms')?.value, '100');
    const rm = fix(d, 'consumer', (s) => ({ kind: 'remove', entry: s.entries[1] }));
    assert.equal(rm.text, 'spring:\n  kafka:\n    consumer:\n      group-id: g\n');
  });

  it('properties: adds a line after the role siblings, replaces and removes lines', () => {
    const d: SourceDocument = { uri: 'x', fileName: 'application.properties', languageId: 'x', text: 'spring.kafka.producer.acks=all\nspring.kafka.producer.linger-ms=5\nserver.port=1\n' };
    const add = fix(d, 'producer', () => ({ kind: 'set', key: 'linger.ms', value: '5' }));
    assert.equal(add.text, 'spring.kafka.producer.acks=all\nspring.kafka.producer.properties[linger.ms]=5\nspring.kafka.producer.linger-ms=5\nserver.port=1\n');
    assert.equal(add.site.entries.at(-1)?.value, '5');
    const rep = fix(d, 'producer', () => ({ kind: 'set', key: 'acks', value: '1' }));
    assert.equal(rep.site.entries[0].value, '1');
    const rm = fix(d, 'producer', (s) => ({ kind: 'remove', entry: s.entries[0] }));
    assert.equal(rm.text, 'spring.kafka.producer.linger-ms=5\nserver.port=1\n');
  });
});

describe('Spring site ranges and directive scope', () => {
  const yml = (text: string): SourceDocument => ({ uri: 'file:///w/application.yml', fileName: 'application.yml', languageId: 'yaml', text });
  const sitesOf = (d: SourceDocument) => built(d, springDrafts(d));
  const shared = 'spring:\n  kafka:\n    bootstrap-servers: 127.0.0.1:9092\n';

  it('each role site starts at its own block, so each gets its lens on its own line', () => {
    const text = `${shared}    producer:\n      acks: all\n      linger-ms: 10\n    consumer:\n      group-id: g\n`;
    const [producer, consumer] = sitesOf(yml(text));
    // producer: is line 3, linger-ms (an unknown key, still the producer's) line 5, consumer: line 6.
    assert.deepEqual([producer.role, producer.range.start, producer.range.end], ['producer', { line: 3, character: 4 }, { line: 5, character: 15 }]);
    assert.deepEqual([consumer.role, consumer.range.start, consumer.range.end], ['consumer', { line: 6, character: 4 }, { line: 7, character: 17 }]);
    // Both still read the shared key.
    assert.deepEqual([producer, consumer].map((s) => s.entries[0].key), ['bootstrap.servers', 'bootstrap.servers']);
  });

  it('the example application.yml puts its two sites on different lines', () => {
    const path = join(__dirname, '../../examples/spring/src/main/resources/application.yml');
    const d: SourceDocument = { uri: 'file:///application.yml', fileName: 'application.yml', languageId: 'yaml', text: readFileSync(path, 'utf8') };
    const lines = d.text.split('\n');
    const sites = sitesOf(d);
    assert.deepEqual(sites.map((s) => [s.role, lines[s.range.start.line].trim()]), [['producer', 'producer:'], ['consumer', 'consumer:']]);
  });

  it('properties: a role site starts at its first own line, after the shared ones', () => {
    const d: SourceDocument = { uri: 'x', fileName: 'application.properties', languageId: 'x', text: 'spring.kafka.bootstrap-servers=h:9092\nspring.kafka.producer.acks=all\nspring.kafka.consumer.group-id=g\n' };
    assert.deepEqual(sitesOf(d).map((s) => [s.role, s.range.start.line, s.range.end.line]), [['producer', 1, 1], ['consumer', 2, 2]]);
  });

  it('a file with shared keys only keeps one site over them', () => {
    const sites = sitesOf(yml(`${shared}    properties:\n      "[linger.ms]": 5\n`));
    assert.deepEqual(sites.map((s) => [s.role, s.range.start.line, s.range.end.line]), [[undefined, 2, 4]]);
  });

  const workloads = (text: string) => sitesOf(yml(text)).map((s) => [s.role, s.workload.partitions]);
  const blocks = '    producer:\n      acks: all\n    consumer:\n      group-id: g\n';

  it('a directive above spring: or kafka: reaches every client block below it', () => {
    assert.deepEqual(workloads(`# kafka-tuning: partitions=4\nspring:\n  kafka:\n${blocks}`), [['producer', 4], ['consumer', 4]]);
    assert.deepEqual(workloads(`spring:\n  application:\n    name: x\n  # kafka-tuning: partitions=4\n  kafka:\n${blocks}`), [['producer', 4], ['consumer', 4]]);
    // Above a shared key at the spring.kafka level: that level is every role's.
    assert.deepEqual(workloads(`spring:\n  kafka:\n    # kafka-tuning: partitions=4\n    bootstrap-servers: h:9092\n${blocks}`), [['producer', 4], ['consumer', 4]]);
  });

  it('a directive above producer: stays the producer\'s, and a nearer one wins for its block', () => {
    assert.deepEqual(workloads(`spring:\n  kafka:\n    # kafka-tuning: partitions=4\n${blocks}`), [['producer', 4], ['consumer', undefined]]);
    assert.deepEqual(workloads(`# kafka-tuning: partitions=4\nspring:\n  kafka:\n    producer:\n      acks: all\n    # kafka-tuning: partitions=12\n    consumer:\n      group-id: g\n`), [['producer', 4], ['consumer', 12]]);
  });
});
