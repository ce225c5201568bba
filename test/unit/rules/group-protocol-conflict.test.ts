// Measured against the kafka-clients jars (ConsumerConfig constructed with no broker): 3.7.2 accepts
// all of these, 3.9.1 refuses group.remote.assignor under classic, 4.0.2/4.4.0 also refuse the
// classic-only keys under group.protocol=consumer (see the rule file).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findings, fix } from '../../support/service';

const ID = 'group-protocol-conflict';
const opts = { fileName: 'consumer.properties' };
const BASE = 'bootstrap.servers=broker:9092\ngroup.id=orders\n';

describe('group-protocol-conflict (KIP-848, ConsumerConfig)', () => {
  it('session.timeout.ms under group.protocol=consumer: an error on the key, as Kafka 4.x refuses it', () => {
    const [d, ...rest] = findings(ID, `${BASE}group.protocol=consumer\nsession.timeout.ms=45000\n`, opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 1);
    assert.deepEqual(d.range, { start: { line: 3, character: 0 }, end: { line: 3, character: 18 } });
    assert.equal(d.message, "session.timeout.ms cannot be set when group.protocol=consumer: the Java consumer refuses to start (ConfigException, Kafka 4.4.0 — the client version is unknown, so checked as the newest; declare client=java@X to be exact). Under the consumer protocol (KIP-848) the broker's group.consumer.session.timeout.ms decides the session; remove it here.");
    // With the version known, the message states it without the caveat.
    const [known] = findings(ID, `# kafka-tuning: client=java@4.1.2\n${BASE}group.protocol=consumer\nsession.timeout.ms=45000\n`, opts);
    assert.match(known.message, /\(ConfigException, Kafka 4\.1\.2\)\. Under/);
  });

  it('heartbeat and assignment strategy too, whatever the case of the protocol name', () => {
    const found = findings(ID, `${BASE}group.protocol=CONSUMER\nheartbeat.interval.ms=3000\npartition.assignment.strategy=org.apache.kafka.clients.consumer.RangeAssignor\n`, opts);
    assert.deepEqual(found.map((d) => d.range.start.line), [3, 4]);
  });

  it('fix removes the key and the file is clean', () => {
    const fixed = fix(ID, `${BASE}group.protocol=consumer\nsession.timeout.ms=45000\n`, opts);
    assert.equal(fixed, `${BASE}group.protocol=consumer\n`);
    assert.equal(findings(ID, fixed, opts).length, 0);
  });

  it('group.remote.assignor under the default classic protocol; the fix switches to the consumer protocol', () => {
    const [d] = findings(ID, `${BASE}group.remote.assignor=uniform\n`, opts);
    assert.match(d.message, /^group\.remote\.assignor cannot be set when group\.protocol=classic \(the default\): the Java consumer refuses to start/);
    const fixed = fix(ID, `${BASE}group.remote.assignor=uniform\n`, opts);
    assert.match(fixed, /^group\.protocol=consumer$/m);
    assert.equal(findings(ID, fixed, opts).length, 0);
  });

  it('near misses: the classic protocol with its own keys, the consumer protocol with its own, and versions that accept them', () => {
    assert.deepEqual(findings(ID, `${BASE}group.protocol=classic\nsession.timeout.ms=45000\nheartbeat.interval.ms=3000\n`, opts), []);
    assert.deepEqual(findings(ID, `${BASE}group.protocol=consumer\ngroup.remote.assignor=uniform\n`, opts), []);
    // 3.9 accepted session.timeout.ms under the consumer protocol; 3.7 also the remote assignor under classic.
    assert.deepEqual(findings(ID, `# kafka-tuning: client=java@3.9\n${BASE}group.protocol=consumer\nsession.timeout.ms=45000\n`, opts), []);
    assert.deepEqual(findings(ID, `# kafka-tuning: client=java@3.7\n${BASE}group.remote.assignor=uniform\n`, opts), []);
  });
  it('says nothing when group.protocol is set from a value the file does not show (a variable, a placeholder)', () => {
    // As Kafka's own VerifiableConsumer: the protocol comes from an argument and the remote assignor
    // is put only in the branch for the consumer protocol.
    const java = `import java.util.Properties;
import org.apache.kafka.clients.consumer.*;

class Reader {
  KafkaConsumer<String, String> open(String protocol, String assignor) {
    Properties props = new Properties();
    props.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, "broker:9092");
    props.put(ConsumerConfig.GROUP_ID_CONFIG, "orders");
    props.put(ConsumerConfig.GROUP_PROTOCOL_CONFIG, protocol);
    props.put(ConsumerConfig.GROUP_REMOTE_ASSIGNOR_CONFIG, assignor);
    props.put(ConsumerConfig.SESSION_TIMEOUT_MS_CONFIG, "45000");
    return new KafkaConsumer<>(props);
  }
}
`;
    assert.deepEqual(findings(ID, java, { fileName: 'Reader.java' }), []);
    assert.deepEqual(findings(ID, `${BASE}group.protocol=\${GROUP_PROTOCOL}\ngroup.remote.assignor=uniform\n`, opts), []);
    // The same file with the protocol written out still draws the finding: the silence is the unknown value's.
    assert.equal(findings(ID, java.replace('GROUP_PROTOCOL_CONFIG, protocol', 'GROUP_PROTOCOL_CONFIG, "classic"'), { fileName: 'Reader.java' }).length, 1);
  });
});
