// A Java file without a config map of its own still shows how it uses its clients: a sender class
// given a KafkaProducer or Spring's KafkaTemplate. It gets a site that carries only those code facts
// (sites/java/index.ts), on which only the code rules run.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lint } from '../support/service';

const opts = { fileName: 'src/main/java/shop/EventSender.java' };
const templateClass = (body: string) => `package shop;

import java.util.List;
import org.springframework.kafka.core.KafkaTemplate;
import org.springframework.stereotype.Component;

@Component
public class EventSender {
  private final KafkaTemplate<String, String> kafkaTemplate;

  public EventSender(KafkaTemplate<String, String> kafkaTemplate) { this.kafkaTemplate = kafkaTemplate; }
${body}
}
`;
const codes = (text: string, o = opts) => lint(text, o).map((d) => `${d.code}@${d.range.start.line}`);

describe('Java code-only sites', () => {
  it('KafkaTemplate flushed after each message it is given: information with advice for the template', () => {
    const text = templateClass('\n  public void publish(String event) {\n    kafkaTemplate.send("events", event);\n    kafkaTemplate.flush();\n  }');
    const ds = lint(text, opts);
    assert.deepEqual(ds.map((d) => d.code), ['java-flush-per-record']);
    assert.equal(ds[0].severity, 3);
    assert.match(ds[0].message, /act on failures in a whenComplete of the future send\(\) returns/);
    assert.doesNotMatch(ds[0].message, /Callback/);
  });

  it('KafkaTemplate send(...).get() in a loop: a warning whose advice keeps the template\'s futures', () => {
    const text = templateClass('\n  public void publishAll(List<String> events) throws Exception {\n    for (String e : events) {\n      kafkaTemplate.send("events", e).get();\n    }\n  }');
    const ds = lint(text, opts);
    assert.deepEqual(ds.map((d) => d.code), ['java-send-get-in-loop']);
    assert.match(ds[0].message, /Keep the futures KafkaTemplate\.send returns/);
  });

  it('a producer given to the class, sent with get() per record: the same finding as with a map in the file', () => {
    const text = 'package shop;\n\nimport java.util.List;\nimport org.apache.kafka.clients.producer.KafkaProducer;\nimport org.apache.kafka.clients.producer.ProducerRecord;\n\npublic class Exporter {\n  private final KafkaProducer<String, String> producer;\n  Exporter(KafkaProducer<String, String> producer) { this.producer = producer; }\n  void export(List<String> rows) throws Exception {\n    for (String row : rows) {\n      producer.send(new ProducerRecord<>("rows", row)).get();\n    }\n  }\n}\n';
    assert.deepEqual(codes(text, { fileName: 'src/main/java/shop/Exporter.java' }), ['java-send-get-in-loop@11']);
  });

  it('near misses: a template whose sends go unread, two sends to one topic, another library\'s Producer, a file with no such call', () => {
    assert.deepEqual(codes(templateClass('\n  public void publish(String a, String b) {\n    kafkaTemplate.send("events", a);\n    kafkaTemplate.send("events", b);\n  }\n  void drain() { kafkaTemplate.flush(); }')), []);
    const pulsar = 'package shop;\n\nimport java.util.List;\nimport org.apache.pulsar.client.api.Producer;\n\npublic class Relay {\n  private Producer<String> producer;\n  void relay(List<String> xs) throws Exception {\n    for (String x : xs) {\n      producer.send(x);\n      producer.flush();\n    }\n  }\n}\n';
    assert.deepEqual(codes(pulsar, { fileName: 'src/main/java/shop/Relay.java' }), []);
    assert.deepEqual(codes(templateClass('\n  public void publish(String event) {\n    kafkaTemplate.send("events", event);\n  }')), []);
  });
});
