// Fixes the message itself spells out (issue: 30s → 30000, yes → true, linger-ms →
// properties[linger.ms]), each written in the file's own syntax, and near misses that stay silent.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { doc, findings, fix, lint, quickFixes, service } from '../../support/service';

const yml = { fileName: 'application.yml' };
const props = { fileName: 'application.properties' };

describe('invalid-value: a duration with a unit for a millisecond key', () => {
  it('.properties: 30s is 30000, said in the message and set by the fix', () => {
    const text = 'bootstrap.servers=b:9092\nrequest.timeout.ms=30s\n';
    const [d] = findings('invalid-value', text);
    assert.equal(d.message, 'Invalid value 30s for configuration request.timeout.ms: Not a number of type INT. Accepted: a whole number ≥ 0. request.timeout.ms is a number of milliseconds: 30s is 30000.');
    assert.deepEqual(quickFixes('invalid-value', text).map((a) => a.title), ['Set request.timeout.ms=30000 (30 s)']);
    const fixed = fix('invalid-value', text);
    assert.equal(fixed, 'bootstrap.servers=b:9092\nrequest.timeout.ms=30000\n');
    assert.deepEqual(findings('invalid-value', fixed), []);
  });

  it('Spring YAML properties[...]: the quoted value keeps its quotes; ISO-8601 is read too', () => {
    const text = 'spring:\n  kafka:\n    producer:\n      properties:\n        "[delivery.timeout.ms]": "PT2M"\n';
    const [d] = findings('invalid-value', text, yml);
    assert.match(d.message, /delivery\.timeout\.ms is a number of milliseconds: PT2M is 120000\.$/);
    assert.equal(fix('invalid-value', text, yml), text.replace('"PT2M"', '"120000"'));
  });

  it('Spring YAML properties[...]: 30s becomes 30000, in a consumer block beside a producer block', () => {
    const text = 'spring:\n  kafka:\n    consumer:\n      properties:\n        "[session.timeout.ms]": 45s\n    producer:\n      properties:\n        "[request.timeout.ms]": 30s\n';
    assert.deepEqual(findings('invalid-value', text, yml).map((d) => d.message.replace(/^.*: /, '')), ['30s is 30000.', '45s is 45000.']);
    const once = fix('invalid-value', text, yml);
    const twice = fix('invalid-value', once, yml);
    assert.equal(twice, text.replace('45s', '45000').replace('30s', '30000'));
    assert.deepEqual(findings('invalid-value', twice, yml), []);
  });

  it('near misses: no unit fix for ns/us, decimals, a non-ms key, or an overridden entry', () => {
    for (const v of ['1500us', '1.5s', '30 s']) {
      const [d] = findings('invalid-value', `linger.ms=${v}\n`);
      assert.doesNotMatch(d.message, /is a number of milliseconds/, v);
      assert.deepEqual(quickFixes('invalid-value', `linger.ms=${v}\n`), [], v);
    }
    // retries is a count: "5s" has no millisecond reading.
    assert.deepEqual(quickFixes('invalid-value', 'retries=5s\n'), []);
    // The first linger.ms is overridden by the second: fixing it would change nothing.
    const dup = findings('invalid-value', 'linger.ms=5s\nlinger.ms=5\n');
    assert.equal(dup.length, 1);
    assert.doesNotMatch(dup[0].message, /is a number of milliseconds/);
  });
});

describe('invalid-value fixes in Java code', () => {
  it('rewrites the string literal, keeping the constant and the literal style', () => {
    const java = 'import java.util.Properties;\nimport org.apache.kafka.clients.producer.KafkaProducer;\nimport org.apache.kafka.clients.producer.ProducerConfig;\nclass P {\n  KafkaProducer<String, String> make() {\n    Properties props = new Properties();\n    props.put(ProducerConfig.REQUEST_TIMEOUT_MS_CONFIG, "30s");\n    return new KafkaProducer<>(props);\n  }\n}\n';
    const fixed = fix('invalid-value', java, { fileName: 'P.java' });
    assert.equal(fixed, java.replace('"30s"', '"30000"'));
    assert.deepEqual(findings('invalid-value', fixed, { fileName: 'P.java' }), []);
  });
});

describe('invalid-value: yes/no/on/off for a boolean', () => {
  it('.properties: yes becomes true', () => {
    const text = 'enable.idempotence=yes\nacks=all\n';
    const [d] = findings('invalid-value', text);
    assert.equal(d.message, 'Invalid value yes for configuration enable.idempotence: Expected value to be either true or false. Accepted: true or false (any case). Kafka reads only true or false: write true for yes.');
    assert.equal(fix('invalid-value', text), 'enable.idempotence=true\nacks=all\n');
    assert.equal(fix('invalid-value', 'enable.idempotence=Off\n'), 'enable.idempotence=false\n');
  });

  it('Spring .properties pass-through: yes reaches Kafka as text and is fixed in place', () => {
    const text = 'spring.kafka.producer.properties[enable.idempotence]=yes\n';
    assert.equal(fix('invalid-value', text, props), 'spring.kafka.producer.properties[enable.idempotence]=true\n');
  });

  it('Spring YAML spring.kafka.properties: a quoted "yes" is text to Kafka; reported once with the fix, with or without client blocks', () => {
    const shared = 'spring:\n  kafka:\n    properties:\n      "[enable.idempotence]": "yes"\n';
    const [d] = findings('invalid-value', shared, yml);
    assert.match(d.message, /Kafka reads only true or false: write true for yes\.$/);
    assert.equal(fix('invalid-value', shared, yml), shared.replace('"yes"', '"true"'));
    // Both client blocks read request.timeout.ms from the shared level: one finding, not one per block.
    const blocks = 'spring:\n  kafka:\n    properties:\n      "[request.timeout.ms]": 5s\n    producer:\n      acks: all\n    consumer:\n      group-id: g\n';
    assert.deepEqual(findings('invalid-value', blocks, yml).map((x) => x.range.start.line), [3]);
    assert.deepEqual(quickFixes('invalid-value', blocks, yml).map((a) => [a.title, a.diagnostics?.length]), [['Set request.timeout.ms=5000 (5 s)', 1]]);
    // Near miss: a good shared value stays silent without client blocks too.
    assert.deepEqual(findings('invalid-value', 'spring:\n  kafka:\n    properties:\n      "[linger.ms]": 5\n      "[enable.idempotence]": true\n', yml), []);
  });

  it('near misses: YAML 1.1 already reads yes as true, and an unrelated word gets no fix', () => {
    assert.deepEqual(findings('invalid-value', 'spring:\n  kafka:\n    producer:\n      properties:\n        "[enable.idempotence]": yes\n', yml), []);
    assert.equal(findings('invalid-value', 'enable.idempotence=maybe\n').length, 1);
    assert.deepEqual(quickFixes('invalid-value', 'enable.idempotence=maybe\n'), []);
  });
});

describe('invalid-value: a Spring DataSize under properties[...]', () => {
  it('16KB for batch.size is 16384 bytes', () => {
    const text = 'spring.kafka.producer.properties[batch.size]=16KB\n';
    const [d] = findings('invalid-value', text, props);
    assert.match(d.message, /Spring Boot passes properties\[\.\.\.\] values to Kafka as text; 16KB in bytes is 16384\.$/);
    assert.deepEqual(quickFixes('invalid-value', text, props).map((a) => a.title), ['Set batch.size=16384 (16 KiB)']);
    assert.equal(fix('invalid-value', text, props), 'spring.kafka.producer.properties[batch.size]=16384\n');
  });

  it('near misses: Boot\'s own batch-size converts 16KB itself; a plain .properties file gets no Spring reading', () => {
    assert.deepEqual(lint('spring.kafka.producer.batch-size=16KB\n', props).map((d) => d.code), []);
    assert.equal(findings('invalid-value', 'batch.size=16KB\n').length, 1);
    assert.deepEqual(quickFixes('invalid-value', 'batch.size=16KB\n'), []);
  });
});

describe('spring-unknown-property in YAML', () => {
  it('linger-ms moves under properties: as "[linger.ms]" with its value', () => {
    const text = 'spring:\n  kafka:\n    producer:\n      acks: all\n      linger-ms: 10\n    consumer:\n      group-id: g\n';
    const actions = quickFixes('spring-unknown-property', text, yml);
    assert.deepEqual(actions.map((a) => a.title), ["Rename to 'spring.kafka.producer.properties[linger.ms]'"]);
    const fixed = fix('spring-unknown-property', text, yml);
    assert.equal(fixed, 'spring:\n  kafka:\n    producer:\n      acks: all\n      properties:\n        "[linger.ms]": 10\n    consumer:\n      group-id: g\n');
    assert.deepEqual(lint(fixed, yml).map((d) => d.code), []);
  });

  it('Spring .properties: linger-ms becomes properties[linger.ms] on its line', () => {
    const text = 'spring.kafka.producer.acks=all\nspring.kafka.producer.linger-ms=10\n';
    assert.deepEqual(quickFixes('spring-unknown-property', text, props).map((a) => a.title), ["Rename to 'spring.kafka.producer.properties[linger.ms]'"]);
    assert.equal(fix('spring-unknown-property', text, props), 'spring.kafka.producer.acks=all\nspring.kafka.producer.properties[linger.ms]=10\n');
  });

  it('a near Boot key is renamed in place, nested or dotted', () => {
    assert.equal(fix('spring-unknown-property', 'spring:\n  kafka:\n    producer:\n      batch-sise: 16KB\n', yml), 'spring:\n  kafka:\n    producer:\n      batch-size: 16KB\n');
    assert.equal(fix('spring-unknown-property', 'spring.kafka.producer.batch-sise: 16KB\n', yml), 'spring.kafka.producer.batch-size: 16KB\n');
  });

  it('near miss: a key that is neither Kafka\'s nor close to Boot\'s gets the hint and no fix', () => {
    const text = 'spring:\n  kafka:\n    producer:\n      acks: all\n      my-app-topic: orders\n';
    const [d] = findings('spring-unknown-property', text, yml);
    assert.ok(d);
    assert.deepEqual(quickFixes('spring-unknown-property', text, yml), []);
  });
});

describe('code actions: one action per change', () => {
  const at = (text: string, line: number) => {
    const s = service();
    const d = doc(text);
    // The fixes only: each finding's "suppress on this line" action (kind quickfix.suppress) is one per rule by design.
    return s.codeActions(d, { start: { line, character: 0 }, end: { line, character: 6 } }, ['quickfix'])
      .filter((a) => a.kind === 'quickfix')
      .map((a) => [a.title, a.diagnostics?.map((x) => x.code), a.isPreferred]);
  };

  it('"Set enable.idempotence=false" from two findings (retries=0 and in-flight 6, each silently dropping idempotence) is offered once, for both diagnostics', () => {
    const s = service();
    const d = doc('# kafka-tuning: client=java@3.9\nretries=0\nmax.in.flight.requests.per.connection=6\n');
    const both = s.codeActions(d, { start: { line: 1, character: 0 }, end: { line: 2, character: 40 } }, ['quickfix'])
      .filter((a) => a.kind === 'quickfix' && a.title.startsWith('Set enable.idempotence=false'));
    assert.deepEqual(both.map((a) => [a.title, a.diagnostics?.map((x) => x.code)]), [
      ['Set enable.idempotence=false (give up idempotence explicitly)', ['idempotence-conflict', 'idempotence-conflict']],
    ]);
  });

  it('a written acks=1 already turns idempotence off: retries=0 beside it is not a second finding saying so', () => {
    const s = service();
    const d = doc('# kafka-tuning: client=java@3.9\nacks=1\nretries=0\n');
    const codes = s.codeActions(d, { start: { line: 1, character: 0 }, end: { line: 2, character: 9 } }, ['quickfix']).flatMap((a) => a.diagnostics?.map((x) => x.code) ?? []);
    assert.ok(codes.includes('acks-durability'));
    assert.ok(!codes.includes('idempotence-conflict'), codes.join(', '));
  });

  it('explicit idempotence with acks=1: one finding (the constructor error), acks-durability stays silent', () => {
    assert.deepEqual(at('# kafka-tuning: client=java@3.9\nacks=1\nenable.idempotence=true\n', 1), [
      ['Set acks=all', ['idempotence-conflict'], true],
      ['Set enable.idempotence=false (give up idempotence explicitly)', ['idempotence-conflict'], undefined],
    ]);
  });

  it('near miss: with one finding there is nothing to merge', () => {
    assert.deepEqual(at('acks=1\nenable.idempotence=false\n', 0), [['Set acks=all', ['acks-durability'], true]]);
  });
});
