import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { producerClass } from '../../support/javaCode';
import { findings } from '../../support/service';

const ID = 'java-send-result-ignored';
const at = (body: string, extra = '') => findings(ID, producerClass(body, extra), { fileName: 'Exporter.java' });

describe('java-send-result-ignored (failures nobody sees)', () => {
  it('fires, as information, on a bare send(record)', () => {
    const [d, ...rest] = at('    producer.send(new ProducerRecord<>("rows", rows.get(0)));');
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 3);
    assert.equal(d.range.start.line, 15);
    assert.match(d.message, /^send\(\) without a Callback, its Future dropped/);
  });

  it('says the bare sends of one producer once, naming the other lines', () => {
    const three = ['    for (String row : rows) {', '      producer.send(new ProducerRecord<>("rows", row));', '      producer.send(new ProducerRecord<>("audit", row));', '      producer.send(new ProducerRecord<>("mirror", row));', '    }'].join('\n');
    const [d, ...rest] = at(three);
    assert.equal(rest.length, 0);
    assert.equal(d.range.start.line, 16);
    assert.match(d.message, /The same holds for the send\(\) of this producer on lines 18, 19\. Pass a Callback/);
    // A bare send in another method of the same producer is the same decision (check 24 counted it a repeat).
    const other = at('    producer.send(new ProducerRecord<>("rows", rows.get(0)));', '  void audit(String row) {\n    producer.send(new ProducerRecord<>("audit", row));\n  }');
    assert.equal(other.length, 1);
    assert.match(other[0].message, /of this producer on line 19\./);
  });

  it('stays silent with a callback, a kept or awaited Future, a returned Future, and in a transaction', () => {
    assert.equal(at('    producer.send(new ProducerRecord<>("rows", rows.get(0)), (m, e) -> { if (e != null) e.printStackTrace(); });').length, 0);
    assert.equal(at('    Future<RecordMetadata> f = producer.send(new ProducerRecord<>("rows", rows.get(0)));\n    f.get();').length, 0);
    assert.equal(at('    producer.send(new ProducerRecord<>("rows", rows.get(0))).get();').length, 0);
    assert.equal(at('', '  Future<RecordMetadata> one(String r) {\n    return producer.send(new ProducerRecord<>("rows", r));\n  }').length, 0);
    assert.equal(at('    producer.beginTransaction();\n    for (String r : rows) producer.send(new ProducerRecord<>("rows", r));\n    producer.commitTransaction();').length, 0);
  });
});

describe('java-send-result-ignored: test code', () => {
  it('near miss: a method named for fire-and-forget drops the result on purpose; a helper named otherwise still fires', () => {
    const send = '    producer.send(new ProducerRecord<>("rows", row));\n';
    assert.equal(at('    fireAndForget(rows.get(0));', `  void fireAndForget(String row) {\n${send}  }`).length, 0);
    assert.equal(at('    sendFire_and_forget(rows.get(0));', `  void sendFire_and_forget(String row) {\n${send}  }`).length, 0);
    assert.equal(at('    publish(rows.get(0));', `  void publish(String row) {\n${send}  }`).length, 1);
  });

  it('near miss: the same fire-and-forget send in a test class is silent', () => {
    const text = 'import java.util.Properties;\nimport org.apache.kafka.clients.producer.*;\n\nclass OrderFlowTest {\n  void sends() {\n    Properties p = new Properties();\n    p.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, "localhost:9092");\n    KafkaProducer<String, String> producer = new KafkaProducer<>(p);\n    producer.send(new ProducerRecord<>("orders", "k", "v"));\n    producer.close();\n  }\n}\n';
    assert.deepEqual(findings('java-send-result-ignored', text, { fileName: 'src/test/java/OrderFlowTest.java' }), []);
    assert.equal(findings('java-send-result-ignored', text.replace('OrderFlowTest', 'OrderFlow'), { fileName: 'src/main/java/OrderFlow.java' }).length, 1);
  });
});

describe('java-send-result-ignored: what ends a delivery, per client version', () => {
  it('before 2.1 (no delivery.timeout.ms, KIP-91) the retries and request.timeout.ms; from 2.1 delivery.timeout.ms', () => {
    const text = '// kafka-tuning: client=java@1.1\n' + producerClass('    producer.send(new ProducerRecord<>("rows", rows.get(0)));');
    const [old] = findings('java-send-result-ignored', text, { fileName: 'src/main/java/a/Exporter.java' });
    assert.match(old.message, /its retries are used up or request\.timeout\.ms passes/);
    assert.doesNotMatch(old.message, /delivery\.timeout\.ms/);
    const [now] = findings('java-send-result-ignored', text.replace('java@1.1', 'java@2.1'), { fileName: 'src/main/java/a/Exporter.java' });
    assert.match(now.message, /delivery\.timeout\.ms passes/);
  });
});
