// Reproduced with kafka-streams 3.0.2 and 4.1.2: EOS + producer.max.in.flight…=10 throws in
// getProducerConfigs; acks=1 is handed on next to enable.idempotence=true, which ProducerConfig
// (kafka-clients 4.1.2) refuses.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { streamsEosProducerConflict } from '../../../server/src/service/rules/streamsEosProducerConflict';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings, fix, lint } from '../../support/service';

const ID = 'streams-eos-producer-conflict';
const opts = { fileName: 'streams.properties' };
const HEAD = 'application.id=ledger\nbootstrap.servers=kafka:9092\nprocessing.guarantee=exactly_once_v2\n';

describe('streams-eos-producer-conflict (StreamsConfig.getProducerConfigs, idempotent producer)', () => {
  it('producer.acks=1 under exactly-once: an error on the value of the producer line', () => {
    const [d, ...rest] = findings(ID, `${HEAD}producer.acks=1\n`, opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 1);
    assert.deepEqual(d.range, { start: { line: 3, character: 14 }, end: { line: 3, character: 15 } });
    assert.match(d.message, /^producer\.acks=1 with processing\.guarantee=exactly_once_v2: Streams builds an idempotent, transactional producer/);
  });

  it('in-flight above 5 on 3.x, where the producer line gets no idempotence-conflict', () => {
    const text = `# kafka-tuning: client=java@3.7\n${HEAD}producer.max.in.flight.requests.per.connection=10\n`;
    const [d] = findings(ID, text, opts);
    assert.match(d.message, /Can't exceed 5 when exactly-once processing is enabled/);
  });

  it('one finding per decision: producer.acks=1 next to producer.transactional.id gets this rule only, not idempotence-conflict too', () => {
    const text = `${HEAD}producer.acks=1\nproducer.transactional.id=ledger-tx\n`;
    const about = lint(text, opts).filter((d) => d.range.start.line === 3).map((d) => d.code);
    assert.deepEqual(about, [ID]);
    assert.deepEqual(findings('idempotence-conflict', text, opts), []);
  });

  it('in-flight above 5 on 4.x too: this rule speaks for the producer line, idempotence-conflict steps aside', () => {
    const text = `# kafka-tuning: client=java@4.1\n${HEAD}producer.max.in.flight.requests.per.connection=10\n`;
    assert.equal(findings(ID, text, opts).length, 1);
    assert.deepEqual(findings('idempotence-conflict', text, opts), []);
  });

  it('near-miss for the hand-over: producer.retries=0 is not this rule\'s, idempotence-conflict still reports it', () => {
    const text = `# kafka-tuning: client=java@3.7\n${HEAD}producer.retries=0\nproducer.enable.idempotence=true\n`;
    assert.deepEqual(findings(ID, text, opts), []);
    assert.equal(findings('idempotence-conflict', text, opts).length, 1);
  });

  it('fix: rewrites the in-flight value on its own line (a second line would be overridden by the original, read last)', () => {
    const text = `# kafka-tuning: client=java@3.7\n${HEAD}producer.max.in.flight.requests.per.connection=10\n`;
    assert.equal(fix(ID, text, opts), text.replace('connection=10', 'connection=5'));
    const java = 'import java.util.Properties;\nimport org.apache.kafka.streams.StreamsConfig;\nclass App {\n  Properties props() {\n    Properties p = new Properties();\n    p.put(StreamsConfig.APPLICATION_ID_CONFIG, "ledger");\n    p.put(StreamsConfig.BOOTSTRAP_SERVERS_CONFIG, "kafka:9092");\n    p.put(StreamsConfig.PROCESSING_GUARANTEE_CONFIG, "exactly_once_v2");\n    p.put("producer.max.in.flight.requests.per.connection", "8");\n    return p;\n  }\n}\n';
    assert.equal(fix(ID, java, { fileName: 'App.java' }), java.replace('connection", "8"', 'connection", "5"'));
  });

  it('a Java map keeps the prefixed key in the Streams site', () => {
    const java = 'import java.util.Properties;\nimport org.apache.kafka.streams.StreamsConfig;\nclass App {\n  Properties props() {\n    Properties p = new Properties();\n    p.put(StreamsConfig.APPLICATION_ID_CONFIG, "ledger");\n    p.put(StreamsConfig.BOOTSTRAP_SERVERS_CONFIG, "kafka:9092");\n    p.put(StreamsConfig.PROCESSING_GUARANTEE_CONFIG, "exactly_once_v2");\n    p.put("producer.max.in.flight.requests.per.connection", "8");\n    return p;\n  }\n}\n';
    const found = findings(ID, java, { fileName: 'App.java' });
    assert.equal(found.length, 1);
    assert.equal(found[0].range.start.line, 8);
  });

  it('near misses: at-least-once, acks=all or -1, in-flight 5', () => {
    assert.deepEqual(findings(ID, 'application.id=a\nbootstrap.servers=k:9092\nproducer.acks=1\n', opts), []);
    assert.deepEqual(findings(ID, `${HEAD}producer.acks=all\n`, opts), []);
    assert.deepEqual(findings(ID, `${HEAD}producer.acks=-1\n`, opts), []);
    assert.deepEqual(findings(ID, `# kafka-tuning: client=java@3.7\n${HEAD}producer.max.in.flight.requests.per.connection=5\n`, opts), []);
  });

  it('its documented examples', () => assertDocsExamples(streamsEosProducerConflict));
});
