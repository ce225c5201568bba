// Derived from the generated catalogs: StreamsConfig's cache.max.bytes.buffering constant carries
// @Deprecated from the 3.7.2 catalog on (not in 3.3.2) and every newer catalog still defines the key;
// KafkaConfig's broker.id doc says "deprecated … Please use node.id instead" in 4.4.0 only.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { deprecatedKey } from '../../../server/src/service/rules/deprecatedKey';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings } from '../../support/service';

const ID = 'deprecated-key';
const streams = (version: string) => `# kafka-tuning: client=java@${version}\napplication.id=orders\nbootstrap.servers=kafka:9092\ncache.max.bytes.buffering=10485760\n`;

describe('deprecated-key (ConfigDef docs and @Deprecated constants, per catalog)', () => {
  it('a 3.9 Streams file with cache.max.bytes.buffering: information on the key, phrased by the version', () => {
    const [d, ...rest] = findings(ID, streams('3.9'), { fileName: 'streams.properties' });
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 3);
    assert.deepEqual(d.range, { start: { line: 3, character: 0 }, end: { line: 3, character: 25 } });
    assert.equal(d.message, "'cache.max.bytes.buffering' is deprecated since Kafka 3.4 and still accepted by Kafka 4.4 (the newest release checked).");
  });

  it('names the replacement and the removal release when the documentation gives them', () => {
    const broker = '# kafka-tuning: client=java@4.4\nprocess.roles=broker,controller\nnode.id=1\nbroker.id=1\ncontroller.quorum.voters=1@localhost:9093\n';
    const [d, ...rest] = findings(ID, broker, { fileName: 'server.properties' });
    assert.equal(rest.length, 0);
    assert.equal(d.range.start.line, 3);
    assert.match(d.message, /^'broker\.id' is deprecated since Kafka 4\.4 .*removed in Kafka 5\.0\. Use 'node\.id' instead\.$/);
  });

  it('near-miss: the same key checked as a version where it was not yet deprecated stays silent', () => {
    assert.deepEqual(findings(ID, streams('3.3'), { fileName: 'streams.properties' }), []);
  });

  it('near-miss: a deprecated key a newer release removed is left to removed-in-newer-kafka, which names the deprecation', () => {
    const text = '# kafka-tuning: client=java@3.9\nbootstrap.servers=kafka:9092\nauto.include.jmx.reporter=false\n';
    assert.deepEqual(findings(ID, text, { fileName: 'producer.properties' }), []);
    const [removed] = findings('removed-in-newer-kafka', text, { fileName: 'producer.properties' });
    assert.match(removed.message, /works on Kafka 3\.9, deprecated since Kafka 3\.4, but was removed in Kafka 4\.0/);
  });

  it('an unknown version: a hint phrased by the newest catalog, which says the version is not known', () => {
    const [d, ...rest] = findings(ID, 'application.id=orders\nbootstrap.servers=kafka:9092\ncache.max.bytes.buffering=10485760\n', { fileName: 'streams.properties' });
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 4);
    assert.match(d.message, /^'cache\.max\.bytes\.buffering' is deprecated since Kafka 3\.4 and still accepted by Kafka 4\.4 \(the newest release checked\)\. No Kafka version was found for this file: on an older release the key is not deprecated yet\./);
  });

  it('near-misses: a key no version deprecates, a renamed constant whose new spelling lives on', () => {
    assert.deepEqual(findings(ID, '# kafka-tuning: client=java@4.4\nbootstrap.servers=kafka:9092\nlinger.ms=5\n', { fileName: 'producer.properties' }), []);
    // ProducerConfig.PARTITIONER_ADPATIVE_PARTITIONING_ENABLE_CONFIG is @Deprecated in 4.4, the correctly spelled constant is not.
    assert.deepEqual(findings(ID, '# kafka-tuning: client=java@4.4\nbootstrap.servers=kafka:9092\npartitioner.adaptive.partitioning.enable=true\n', { fileName: 'producer.properties' }), []);
  });

  it('its documented examples', () => assertDocsExamples(deprecatedKey));
});
