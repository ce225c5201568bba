import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findings, fix } from '../../support/service';

const ID = 'idempotence-conflict';
const at = (version: string) => `# kafka-tuning: client=java@${version}\n`;

describe('idempotence-conflict (docs/sources.md#idempotence)', () => {
  it('explicit enable.idempotence=true with acks=1: the constructor exception, on the acks value', () => {
    const [d, ...rest] = findings(ID, `${at('3.9')}enable.idempotence=true\nacks=1\n`);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 1);
    assert.deepEqual(d.range, { start: { line: 2, character: 5 }, end: { line: 2, character: 6 } });
    assert.equal(d.message, 'acks=1 conflicts with idempotence (enable.idempotence=true): the producer refuses to start with ConfigException "Must set acks to all in order to use the idempotent producer. Otherwise we cannot guarantee idempotence.".');
  });

  it('explicit with retries=0 gives the retries exception; the fix removes retries and re-lints clean', () => {
    const text = `${at('4.1')}enable.idempotence=true\nretries=0\n`;
    const [d] = findings(ID, text);
    assert.match(d.message, /"Must set retries to non-zero when using the idempotent producer\."/);
    const fixed = fix(ID, text);
    assert.equal(fixed, `${at('4.1')}enable.idempotence=true\n`);
    assert.equal(findings(ID, fixed).length, 0);
  });

  it('in-flight > 5 with explicit idempotence: the 3.x message before 4.0, the 4.0 message after', () => {
    const [old] = findings(ID, `${at('3.9')}enable.idempotence=true\nmax.in.flight.requests.per.connection=6\n`);
    assert.match(old.message, /"Must set max\.in\.flight\.requests\.per\.connection to at most 5 to use the idempotent producer\."/);
    const [now] = findings(ID, `${at('4.0')}enable.idempotence=true\nmax.in.flight.requests.per.connection=6\n`);
    assert.match(now.message, /"To use the idempotent producer, max\.in\.flight\.requests\.per\.connection must be set to at most 5\. Current value is 6\."/);
    assert.equal(now.severity, 1);
  });

  it('implicit idempotence in 3.x: a written acks=1 is one decision, reported once by acks-durability with the consequence', () => {
    assert.equal(findings(ID, `${at('3.9')}acks=1\n`).length, 0);
    const [d, ...rest] = findings('acks-durability', `${at('3.9')}acks=1\n`);
    assert.equal(rest.length, 0);
    assert.match(d.message, /It also turns off the default idempotence of Kafka 3\.9, with only an INFO log line/);
  });

  it('implicit idempotence in 3.x: with acks=1 written, retries=0 is not a second "idempotence is off" (acks-durability said it)', () => {
    assert.deepEqual(findings(ID, `${at('3.9')}acks=1\nretries=0\n`), []);
    assert.equal(findings('acks-durability', `${at('3.9')}acks=1\nretries=0\n`).length, 1);
  });

  it('implicit idempotence in 3.x: retries=0 silently turns it off (warning saying so)', () => {
    const [d, ...rest] = findings(ID, `${at('3.9')}retries=0\n`);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.match(d.message, /^Idempotence is off: it is on by default in Kafka 3\.9, but retries=0 silently disables it \(only an INFO log line\)\. A failed batch then goes to the callback as an error instead of being retried\./);
  });

  it('implicit in-flight > 5: a warning in 3.x (WARN log), an error from 4.0', () => {
    const [w] = findings(ID, `${at('3.7')}max.in.flight.requests.per.connection=10\n`);
    assert.equal(w.severity, 2);
    assert.match(w.message, /a WARN log line \(an error from 4\.0\)/);
    const [e] = findings(ID, `${at('4.1')}max.in.flight.requests.per.connection=10\n`);
    assert.equal(e.severity, 1);
    assert.match(e.message, /it is on by default in Kafka 4\.1.*Current value is 10\./);
  });

  it('a 4.x in-flight error hides the silent acks conflict (the constructor throws first)', () => {
    const ds = findings(ID, `${at('4.1')}acks=1\nmax.in.flight.requests.per.connection=6\n`);
    assert.deepEqual(ds.map((d) => d.severity), [1]);
  });

  it('transactional.id without explicit idempotence: 3.x throws the transactional.id message, 2.8 the acks one', () => {
    const [x] = findings(ID, `${at('3.9')}transactional.id=orders-tx\nacks=1\n`);
    assert.equal(x.severity, 1);
    assert.match(x.message, /"Cannot set a transactional\.id without also enabling idempotence\."/);
    const [y] = findings(ID, `${at('2.8')}transactional.id=orders-tx\nacks=1\n`);
    assert.match(y.message, /\(transactional\.id is set\).*"Must set acks to all/);
  });

  it('stays silent where idempotence is not implicit: before 3.0, 3.0.0 and 3.1.0 (KAFKA-13598), or explicitly off', () => {
    assert.equal(findings(ID, `${at('2.8')}acks=1\n`).length, 0);
    assert.equal(findings(ID, `${at('3.0')}acks=1\n`).length, 0);
    assert.equal(findings(ID, `${at('3.1.0')}acks=1\n`).length, 0);
    assert.equal(findings(ID, `${at('3.1.1')}retries=0\n`).length, 1);
    assert.equal(findings(ID, `${at('4.1')}enable.idempotence=false\nacks=1\nmax.in.flight.requests.per.connection=10\n`).length, 0);
  });

  it('stays silent on compatible values (near miss: acks=-1, retries=1, in-flight=5)', () => {
    assert.equal(findings(ID, `${at('4.1')}enable.idempotence=true\nacks=-1\nretries=1\nmax.in.flight.requests.per.connection=5\n`).length, 0);
  });

  it('gives no verdict when enable.idempotence is written but unreadable (invalid-value reports it)', () => {
    assert.equal(findings(ID, `${at('3.9')}enable.idempotence=yes\nacks=1\n`).length, 0);
    assert.equal(findings('invalid-value', `${at('3.9')}enable.idempotence=yes\nacks=1\n`).length, 1);
  });

  it('says when the version is unknown and it assumed the newest', () => {
    const [d] = findings(ID, 'retries=0\n');
    assert.match(d.message, /client version unknown, so checked as the newest Kafka/);
  });

  it('the acks fix sets acks=all and clears the finding', () => {
    const text = `${at('3.9')}enable.idempotence=true\nacks=1\n`;
    const fixed = fix(ID, text);
    assert.equal(fixed, `${at('3.9')}enable.idempotence=true\nacks=all\n`);
    assert.equal(findings(ID, fixed).length, 0);
  });
});

describe('idempotence-conflict: acks=0/1 replaced by acks=all only in another block (Java)', () => {
  const java = (body: string, idempotence = '    props.put(ProducerConfig.ENABLE_IDEMPOTENCE_CONFIG, true);\n') => `import java.util.Properties;
import org.apache.kafka.clients.producer.*;
class Sender {
  KafkaProducer<String, String> create(boolean durable) {
    Properties props = new Properties();
    props.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, "kafka:9092");
    props.put(ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, "org.apache.kafka.common.serialization.StringSerializer");
    props.put(ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, "org.apache.kafka.common.serialization.StringSerializer");
${idempotence}${body}    return new KafkaProducer<>(props);
  }
}
`;
  const opts = { fileName: 'Sender.java' };

  it('explicit idempotence, acks "0" first and "all" inside an if: a warning on the first value naming the exception', () => {
    const [d, ...rest] = findings(ID, java('    props.put(ProducerConfig.ACKS_CONFIG, "0");\n    if (durable) {\n      props.put(ProducerConfig.ACKS_CONFIG, "all");\n    }\n'), opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.equal(d.range.start.line, 9);
    assert.match(d.message, /^acks=0 is put here, and the later acks on line 12 is in another block, so it replaces this one only on the paths that reach it\. On the others acks=0 conflicts with idempotence \(enable\.idempotence=true\) and the producer refuses to start with ConfigException "Must set acks to all/);
  });

  it('near misses: the override in the same block, idempotence not asked for explicitly, acks=all first', () => {
    assert.deepEqual(findings(ID, java('    props.put(ProducerConfig.ACKS_CONFIG, "0");\n    props.put(ProducerConfig.ACKS_CONFIG, "all");\n'), opts), []);
    assert.deepEqual(findings(ID, java('    props.put(ProducerConfig.ACKS_CONFIG, "1");\n    if (durable) {\n      props.put(ProducerConfig.ACKS_CONFIG, "all");\n    }\n', ''), opts), []);
    assert.deepEqual(findings(ID, java('    props.put(ProducerConfig.ACKS_CONFIG, "all");\n    if (!durable) {\n      props.put(ProducerConfig.ENABLE_IDEMPOTENCE_CONFIG, false);\n    }\n', ''), opts), []);
  });
});
