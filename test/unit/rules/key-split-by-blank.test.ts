import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { keySplitByBlank } from '../../../server/src/service/rules/keySplitByBlank';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings, fix, lint } from '../../support/service';

const ID = 'key-split-by-blank';
const mm2 = 'clusters = east, west\neast.bootstrap.servers = east:9092\nwest.bootstrap.servers = west:9092\neast->west.enabled = true\nheartbeats.topic replication.factor=1\n';

describe('key-split-by-blank (java.util.Properties key ends at a blank)', () => {
  it('warns on a blank inside a MirrorMaker key, alone on the line, and joins it', () => {
    const all = lint(mm2, { fileName: 'connect-mirror-maker.properties' }).filter((d) => d.range.start.line === 4);
    assert.deepEqual(all.map((d) => d.code), [ID]);
    assert.deepEqual(all[0].range, { start: { line: 4, character: 0 }, end: { line: 4, character: 37 } });
    assert.equal(all[0].message, "'heartbeats.topic replication.factor' has a blank where a dot belongs: the key ends at the blank, so this line sets 'heartbeats.topic' to 'replication.factor=1', and 'heartbeats.topic.replication.factor' keeps its default. Write 'heartbeats.topic.replication.factor=1'.");
    assert.equal(fix(ID, mm2, { fileName: 'connect-mirror-maker.properties' }), mm2.replace('heartbeats.topic replication', 'heartbeats.topic.replication'));
  });

  it('a client file: "ssl.truststore location: /x" as well', () => {
    const text = 'bootstrap.servers=b:9093\nsecurity.protocol=SSL\nssl.truststore location: /etc/kafka/truststore.jks\n';
    assert.equal(findings(ID, text, { fileName: 'consumer.properties' }).length, 1);
  });

  it('stays silent on a blank separator, a value holding "=" after "=", and halves that make no Kafka key', () => {
    assert.equal(findings(ID, 'linger.ms 5\nacks all\n', { fileName: 'producer.properties' }).length, 0);
    assert.equal(findings(ID, 'sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="u" password="p";\n', { fileName: 'producer.properties' }).length, 0);
    assert.equal(findings(ID, 'app.label=replication.factor=1\n', { fileName: 'producer.properties' }).length, 0);
    assert.equal(findings(ID, 'bootstrap.servers kafka.example.com:9092\n', { fileName: 'producer.properties' }).length, 0);
    assert.equal(findings(ID, 'topic orders.v1=primary\n', { fileName: 'producer.properties' }).length, 0);
  });

  it('its documented examples', () => assertDocsExamples(keySplitByBlank.id));
});
