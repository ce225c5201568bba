// A build whose Kafka release line has no catalog of its own was checked against the catalog
// below it, and keys added in between were called unknown to it: a Boot 3.2.5 module (kafka-clients
// 3.6.2) was told "'auto.include.jmx.reporter' … a Kafka 3.6.2 producer does not read it", yet
// KIP-830 added the key in 3.4. Every line from 2.8 to 4.4 now has a catalog, and where a line has
// none, only what the two catalogs around it agree on is claimed (bracketOf).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { bracketOf, catalogFor, catalogVersions } from '../../server/src/service/catalog';
import { versionNote } from '../../server/src/service/catalog/history';
import { keyRemovedLater, valueRefusedLater } from '../../server/src/service/rules/lifecycle';
import { findings, lint } from '../support/service';

const boot325 = { java: { client: 'java' as const, version: '3.6.2', origin: 'spring-boot-starter-parent 3.2.5 manages kafka-clients 3.6.2 (pom.xml)' } };
/** The catalogs this product shipped before every line had one. */
const SPARSE = ['2.8.2', '3.0.2', '3.3.2', '3.7.2', '3.9.1', '4.0.2', '4.1.2', '4.4.0'];

describe('versions between catalogs: the reported examples', () => {
  it('a Boot 3.2.5 module (Kafka 3.6.2) with auto.include.jmx.reporter (KIP-830, 3.4): no finding', () => {
    const yaml = 'spring:\n  kafka:\n    producer:\n      properties:\n        auto.include.jmx.reporter: false\n';
    assert.equal(catalogFor('3.6.2').version, '3.6.2');
    assert.deepEqual(lint(yaml, { fileName: 'application.yml', workspace: { versions: boot325 } }).filter((d) => /auto\.include\.jmx\.reporter/.test(d.message) && d.code !== 'removed-in-newer-kafka' && d.code !== 'deprecated-key'), []);
    assert.deepEqual(findings('unknown-key', yaml, { fileName: 'application.yml', workspace: { versions: boot325 } }), []);
  });

  it('client=java@3.6 Streams with statestore.cache.max.bytes (KIP-770, 3.4): no finding', () => {
    const text = '# kafka-tuning: client=java@3.6\napplication.id=a\nbootstrap.servers=k:9092\nstatestore.cache.max.bytes=10485760\n';
    assert.deepEqual(findings('unknown-key', text, { fileName: 'streams.properties' }), []);
  });

  it('client=java@3.8 consumer with metadata.recovery.strategy (KIP-899, 3.8): no finding', () => {
    const text = '# kafka-tuning: client=java@3.8\nbootstrap.servers=k:9092\ngroup.id=g\nmetadata.recovery.strategy=rebootstrap\n';
    assert.deepEqual(findings('unknown-key', text, { fileName: 'consumer.properties' }), []);
  });

  it('near miss: a key added in 3.7 on an exact 3.3 build still warns', () => {
    const [d, ...rest] = findings('unknown-key', '# kafka-tuning: client=java@3.3\nbootstrap.servers=k:9092\nenable.metrics.push=false\n', { fileName: 'producer.properties' });
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.match(d.message, /^'enable\.metrics\.push' needs Kafka 3\.7 or newer: a Kafka 3\.3 producer does not read it/);
  });

  it('every release line from 2.8 to 4.4 has a catalog of its own', () => {
    const lines = catalogVersions().map((v) => v.split('.').slice(0, 2).join('.'));
    assert.deepEqual(lines, ['2.8', '3.0', '3.1', '3.2', '3.3', '3.4', '3.5', '3.6', '3.7', '3.8', '3.9', '4.0', '4.1', '4.2', '4.3', '4.4']);
    assert.equal(bracketOf('3.6.2'), undefined);
  });
});

describe('versions between catalogs: what the bracketing catalogs allow', () => {
  it('bracketOf: a line without a catalog, between two that have one', () => {
    assert.deepEqual(bracketOf('3.6.2', SPARSE), { below: '3.3.2', above: '3.7.2' });
    // Near misses: its own line shipped (a patch above it too), older or newer than all, unparseable.
    assert.equal(bracketOf('3.3.0', SPARSE), undefined);
    assert.equal(bracketOf('3.7.9', SPARSE), undefined);
    assert.equal(bracketOf('2.5.0', SPARSE), undefined);
    assert.equal(bracketOf('4.5.0', SPARSE), undefined);
    assert.equal(bracketOf('${kafka.version}', SPARSE), undefined);
  });

  it('a key first in the catalog above: hedged, naming the bracket (was "a Kafka 3.6.2 producer does not read it")', () => {
    assert.deepEqual(versionNote('auto.include.jmx.reporter', 'producer', '3.3.2', '3.6.2', SPARSE), {
      kind: 'between',
      text: 'was added after Kafka 3.3 and by 3.7; whether Kafka 3.6.2 reads it cannot be told from the catalogs shipped',
    });
    // Near miss: the exact 3.3 build may be told the key is missing.
    assert.deepEqual(versionNote('enable.metrics.push', 'producer', '3.3.2', '3.3.2', SPARSE), { kind: 'added', since: '3.7.2', text: 'was added after Kafka 3.3 (it is in 3.7)' });
    // A key first seen two catalogs up is still absent from the version (it is not in 3.7 either).
    assert.equal(versionNote('metadata.recovery.strategy', 'consumer', '3.3.2', '3.6.2', SPARSE)?.kind, 'added');
  });

  it('a 3.6 build with a key its own catalog lacks (added in 3.7) still warns', () => {
    const [d] = findings('unknown-key', '# kafka-tuning: client=java@3.6\nbootstrap.servers=k:9092\nenable.metrics.push=false\n', { fileName: 'producer.properties' });
    assert.equal(d.severity, 2);
    assert.match(d.message, /^'enable\.metrics\.push' needs Kafka 3\.7 or newer: a Kafka 3\.6 producer does not read it/);
  });

  it('a removal between the catalogs around the version is marked, so the rule does not say "works on"', () => {
    // auto.include.jmx.reporter: in 3.9, not in 4.0 (KIP-830 removed it in 4.0).
    const exact = keyRemovedLater('producer', 'auto.include.jmx.reporter', '3.9.0', ['3.9.1', '4.4.0']);
    assert.equal(exact?.version, '4.4.0');
    assert.equal(exact?.bracket, undefined);
    const hedged = keyRemovedLater('producer', 'auto.include.jmx.reporter', '4.1.0', ['3.9.1', '4.4.0']);
    assert.deepEqual(hedged?.bracket, { below: '3.9.1', above: '4.4.0' });
    // With every line shipped a 3.9 build is told 4.0, without a hedge.
    assert.deepEqual(keyRemovedLater('producer', 'auto.include.jmx.reporter', '3.9.0'), { when: 'Kafka 4.0', version: '4.0.2' });
  });

  it('a value refused between the catalogs around the version is flagged as such', () => {
    // client.dns.lookup=default: accepted by 2.8, refused from 3.0 (KIP-602).
    const exact = valueRefusedLater('producer', 'client.dns.lookup', 'default', '2.8.0', ['2.8.2', '3.3.2']);
    assert.ok(exact?.refusal);
    assert.equal(exact?.bracket, undefined);
    const hedged = valueRefusedLater('producer', 'client.dns.lookup', 'default', '3.1.0', ['2.8.2', '3.3.2']);
    assert.deepEqual(hedged?.bracket, { below: '2.8.2', above: '3.3.2' });
  });
});
