import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { consumerClass } from '../../support/javaCode';
import { findings } from '../../support/service';

const ID = 'java-client-per-message';
const at = (body: string, extra = '') => findings(ID, consumerClass(body, extra), { fileName: 'Reader.java' });
const PRODUCER_MAP = '    Properties out = new Properties();\n    out.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, "kafka1:9092");\n';
const withProducerImport = (text: string) => text.replace('import java.time.Duration;', 'import java.time.Duration;\nimport org.apache.kafka.clients.producer.*;\nimport org.apache.kafka.common.serialization.StringSerializer;');

describe('java-client-per-message (a client started per record)', () => {
  it('fires on new KafkaProducer in the loop over polled records', () => {
    const text = withProducerImport(consumerClass(`${PRODUCER_MAP}    while (running) {\n      for (ConsumerRecord<String, String> r : consumer.poll(Duration.ofMillis(500))) {\n        KafkaProducer<String, String> p = new KafkaProducer<>(out, new StringSerializer(), new StringSerializer());\n        p.send(new ProducerRecord<>("clean", r.value()), (m, e) -> {});\n        p.close();\n      }\n    }`));
    const [d, ...rest] = findings(ID, text, { fileName: 'Reader.java' });
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.match(d.message, /^A new KafkaProducer is created inside the for loop over the polled records \(line 24\): each one starts its own I\/O thread/);
  });

  it('fires on a consumer created in records.forEach, and in a @KafkaListener method', () => {
    const [d] = at('    ConsumerRecords<String, String> records = consumer.poll(Duration.ofMillis(500));\n    records.forEach(r -> {\n      Properties p = new Properties();\n      p.put(ConsumerConfig.GROUP_ID_CONFIG, r.value());\n      new KafkaConsumer<>(p, new StringDeserializer(), new StringDeserializer()).close();\n    });');
    assert.match(d.message, /^A new KafkaConsumer is created inside records\.forEach .*joins its group/);
    const listener = [
      'import java.util.Properties;',
      'import org.apache.kafka.clients.producer.*;',
      'import org.apache.kafka.common.serialization.StringSerializer;',
      'import org.springframework.kafka.annotation.KafkaListener;',
      'class Relay {',
      '  @KafkaListener(topics = "orders")',
      '  public void onOrder(String value) {',
      '    Properties props = new Properties();',
      '    props.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, "kafka1:9092");',
      '    try (KafkaProducer<String, String> p = new KafkaProducer<>(props, new StringSerializer(), new StringSerializer())) {',
      '      p.send(new ProducerRecord<>("audit", value), (m, e) -> {});',
      '    }',
      '  }',
      '}',
      '',
    ].join('\n');
    const [l] = findings(ID, listener, { fileName: 'Relay.java' });
    assert.match(l.message, /in the @KafkaListener method onOrder\(\), once per record/);
  });

  it('fires in a helper a @KafkaListener method calls outright (check 89); a call behind an if stays silent', () => {
    const relay = (call: string) => [
      'import java.util.Properties;',
      'import org.apache.kafka.clients.producer.*;',
      'import org.apache.kafka.common.serialization.StringSerializer;',
      'import org.springframework.kafka.annotation.KafkaListener;',
      'class TransferRelay {',
      '  private final Properties props = new Properties();',
      '  @KafkaListener(topics = "transfers")',
      '  public void onTransfer(String value) {',
      `    ${call}`,
      '  }',
      '  void report(String value) {',
      '    Producer<String, String> p = new KafkaProducer<>(props, new StringSerializer(), new StringSerializer());',
      '    p.send(new ProducerRecord<>("transfer-reports", value));',
      '    p.close();',
      '  }',
      '}',
      '',
    ].join('\n');
    const [d, ...rest] = findings(ID, relay('report(value);'), { fileName: 'TransferRelay.java' });
    assert.equal(rest.length, 0);
    assert.equal(d.range.start.line, 11);
    assert.match(d.message, /in report\(\), which the @KafkaListener method onTransfer\(\) calls once per record/);
    assert.deepEqual(findings(ID, relay('if (value.startsWith("!")) report(value);'), { fileName: 'TransferRelay.java' }), []);
  });

  it('stays silent on a client created once, lazily behind an if, or per topic at start-up', () => {
    assert.equal(at('    consumer.subscribe(List.of("a"));').length, 0);
    const lazy = withProducerImport(consumerClass(`${PRODUCER_MAP}    KafkaProducer<String, String> p = null;\n    for (ConsumerRecord<String, String> r : consumer.poll(Duration.ofMillis(500))) {\n      if (p == null) p = new KafkaProducer<>(out, new StringSerializer(), new StringSerializer());\n      p.send(new ProducerRecord<>("clean", r.value()), (m, e) -> {});\n    }`));
    assert.equal(findings(ID, lazy, { fileName: 'Reader.java' }).length, 0);
    const perTopic = withProducerImport(consumerClass(`${PRODUCER_MAP}    Map<String, KafkaProducer<String, String>> byTopic = new HashMap<>();\n    for (String topic : List.of("a", "b")) {\n      byTopic.put(topic, new KafkaProducer<>(out, new StringSerializer(), new StringSerializer()));\n    }`));
    assert.equal(findings(ID, perTopic, { fileName: 'Reader.java' }).length, 0);
  });

  describe('a method that builds a producer for the one message it is given', () => {
    const sender = (method: string) => `import java.util.List;
import java.util.Properties;
import org.apache.kafka.clients.producer.*;
import org.apache.kafka.common.serialization.StringSerializer;

class Notifier {
  private final Properties props = new Properties();

  Notifier() {
    props.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, "kafka1:9092");
    props.put(ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, StringSerializer.class.getName());
    props.put(ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, StringSerializer.class.getName());
  }

${method}
}
`;
    it('information on the creation, naming the method and its parameter', () => {
      const text = sender(`  void sendMessage(String message) {
    KafkaProducer<String, String> producer = new KafkaProducer<>(props);
    producer.send(new ProducerRecord<>("alerts", message));
    producer.flush();
    producer.close();
  }`);
      const [d, ...rest] = findings(ID, text, { fileName: 'Notifier.java' });
      assert.equal(rest.length, 0);
      assert.equal(d.severity, 3);
      assert.equal(d.range.start.line, 15);
      assert.match(d.message, /in sendMessage\(\), which builds a producer to send the one record made from its parameter 'message'/);
      // A try-with-resources producer is the same.
      assert.equal(findings(ID, sender(`  void publish(String key, String body) {
    try (Producer<String, String> p = new KafkaProducer<>(props)) {
      p.send(new ProducerRecord<>("alerts", key, body));
    }
  }`), { fileName: 'Notifier.java' }).length, 1);
    });

    it('silent for a batch of records, a topic-only parameter, main(String[]), several sends and a lazily made field', () => {
      const silent = [
        `  void sendAll(List<String> messages) {
    try (KafkaProducer<String, String> producer = new KafkaProducer<>(props)) {
      for (String m : messages) producer.send(new ProducerRecord<>("alerts", m));
    }
  }`,
        `  void warmUp(String topic) {
    try (KafkaProducer<String, String> producer = new KafkaProducer<>(props)) {
      producer.send(new ProducerRecord<>(topic, "ping"));
    }
  }`,
        `  public static void main(String[] args) {
    try (KafkaProducer<String, String> producer = new KafkaProducer<>(new Properties())) {
      producer.send(new ProducerRecord<>("alerts", args[0]));
    }
  }`,
        `  void sendTwice(String message) {
    try (KafkaProducer<String, String> producer = new KafkaProducer<>(props)) {
      producer.send(new ProducerRecord<>("alerts", message));
      producer.send(new ProducerRecord<>("audit", message));
    }
  }`,
        `  private KafkaProducer<String, String> producer;
  void send(String message) {
    if (producer == null) producer = new KafkaProducer<>(props);
    producer.send(new ProducerRecord<>("alerts", message));
  }`,
      ];
      for (const m of silent) assert.deepEqual(findings(ID, sender(m), { fileName: 'Notifier.java' }), [], m);
    });
  });
});
