import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings } from '../../support/service';

const ID = 'java-send-callback-ignores-exception';
const file = { fileName: 'Ticker.java' };
/** A producer made here; `body` goes into publish(String price). */
const producer = (body: string, conf = '') => `import java.util.Properties;
import org.apache.kafka.clients.producer.*;

public class Ticker {
  private final Producer<String, String> producer;

  public Ticker() {
    Properties props = new Properties();
    props.put("bootstrap.servers", "kafka:9092");
    props.put("key.serializer", "org.apache.kafka.common.serialization.StringSerializer");
    props.put("value.serializer", "org.apache.kafka.common.serialization.StringSerializer");
${conf}    producer = new KafkaProducer<>(props);
  }

  public void publish(String price) {
${body}
  }
}
`;

describe('java-send-callback-ignores-exception (a send callback that never reads its exception)', () => {
  it('information at the unread parameter of a lambda, naming it and the delivery limit of the version', () => {
    const [d, ...rest] = findings(ID, producer('    producer.send(new ProducerRecord<>("prices", price), (md, err) -> System.out.println("at " + md.offset()));'), file);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 3);
    assert.deepEqual(d.range, { start: { line: 15, character: 62 }, end: { line: 15, character: 65 } });
    assert.equal(d.message, "This send callback never reads 'err', its exception parameter. When a delivery fails (delivery.timeout.ms passes, the record is too large, the topic refuses the write), the producer calls it with the exception and with metadata that holds no offset, and this code goes on as if the record were written. Check it first: if (err != null) log or handle the failure.");
  });

  it('an anonymous Callback, typed lambda parameters, and the other callbacks of the producer named once', () => {
    const anon = producer('    producer.send(new ProducerRecord<>("prices", price), new Callback() {\n      @Override\n      public void onCompletion(RecordMetadata metadata, Exception e) {\n        System.out.println(metadata.partition());\n      }\n    });');
    const [a] = findings(ID, anon, file);
    assert.equal(a.range.start.line, 17);
    const two = producer('    producer.send(new ProducerRecord<>("prices", price), (RecordMetadata m, Exception ex) -> {});\n    producer.send(new ProducerRecord<>("audit", price), (m, ex) -> { System.out.println(m); });');
    const [t, ...rest] = findings(ID, two, file);
    assert.equal(rest.length, 0);
    assert.match(t.message, /never reads 'ex'.* The same holds for the callback at line 17\.$/);
  });

  it('says what ended the delivery before Kafka 2.1, which has no delivery.timeout.ms', () => {
    const text = '// kafka-tuning: client=java@2.0\n' + producer('    producer.send(new ProducerRecord<>("prices", price), (md, err) -> {});');
    const [d] = findings(ID, text, file);
    assert.match(d.message, /When a delivery fails \(its retries are used up or request\.timeout\.ms passes,/);
  });

  it('near misses: the exception read or handed on, `_`, a method reference, a transaction, a KafkaTemplate, a one-argument send', () => {
    assert.equal(findings(ID, producer('    producer.send(new ProducerRecord<>("prices", price), (md, err) -> { if (err != null) err.printStackTrace(); });'), file).length, 0);
    assert.equal(findings(ID, producer('    producer.send(new ProducerRecord<>("prices", price), (md, err) -> log(md, err));'), file).length, 0);
    assert.equal(findings(ID, producer('    producer.send(new ProducerRecord<>("prices", price), (md, _) -> {});'), file).length, 0);
    assert.equal(findings(ID, producer('    producer.send(new ProducerRecord<>("prices", price), this::onSent);'), file).length, 0);
    const tx = producer('    producer.beginTransaction();\n    producer.send(new ProducerRecord<>("prices", price), (md, err) -> {});\n    producer.commitTransaction();', '    props.put("transactional.id", "ticker-1");\n');
    assert.equal(findings(ID, tx, file).length, 0);
    const template = `import org.springframework.kafka.core.KafkaTemplate;\nimport org.apache.kafka.clients.producer.ProducerRecord;\n\nclass Pub {\n  private final KafkaTemplate<String, String> template;\n  Pub(KafkaTemplate<String, String> t) { template = t; }\n  void go(String v) { template.send(new ProducerRecord<>("t", v)); }\n}\n`;
    assert.equal(findings(ID, template, { fileName: 'Pub.java' }).length, 0);
  });

  it('Spring Kafka 3: KafkaTemplate.send().whenComplete whose lambda never reads the exception; a lambda that checks it stays silent', () => {
    const pub = (lambda: string) => `import org.springframework.kafka.core.KafkaTemplate;\n\nclass OrderEvents {\n  private final KafkaTemplate<String, String> template;\n  OrderEvents(KafkaTemplate<String, String> t) { template = t; }\n  void placed(String id, String json) {\n    template.send("orders", id, json).whenComplete(${lambda});\n  }\n}\n`;
    const [d, ...rest] = findings(ID, pub('(result, ex) -> log.info("order at offset {}", result.getRecordMetadata().offset())'), { fileName: 'OrderEvents.java' });
    assert.equal(rest.length, 0);
    assert.equal(d.range.start.line, 6);
    assert.match(d.message, /^This whenComplete never reads 'ex', the exception of KafkaTemplate\.send\(\)'s future\. .*the lambda gets a null result and the exception/);
    // Near misses: the exception read; a failure-only lambda; a plain producer's future has no whenComplete.
    assert.equal(findings(ID, pub('(result, ex) -> { if (ex != null) log.error("order {} not sent", id, ex); }'), { fileName: 'OrderEvents.java' }).length, 0);
    assert.equal(findings(ID, pub('(result, _) -> {}'), { fileName: 'OrderEvents.java' }).length, 0);
    assert.equal(findings(ID, pub('this::onSent'), { fileName: 'OrderEvents.java' }).length, 0);
  });

  it('documents a bad example it fires on and a good one it is silent on', () => assertDocsExamples(ID));
});
