import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findings } from '../../support/service';

const ID = 'spring-json-trust-all';
const yml = (extra: string) => `spring:\n  kafka:\n    consumer:\n      group-id: orders\n      value-deserializer: org.springframework.kafka.support.serializer.JsonDeserializer\n      properties:\n${extra}`;

describe('spring-json-trust-all (Spring Kafka JsonDeserializer trusted packages)', () => {
  it('informs on "*" in a Spring consumer', () => {
    const [d, ...rest] = findings(ID, yml('        spring.json.trusted.packages: "*"\n'), { fileName: 'application.yml' });
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 3);
    assert.deepEqual(d.range, { start: { line: 6, character: 38 }, end: { line: 6, character: 41 } });
    assert.equal(d.message, 'spring.kafka.consumer.properties.spring.json.trusted.packages=* lets Spring\'s JsonDeserializer build whatever class a record\'s __TypeId__ header names, so anyone who can write to the topic chooses what this consumer instantiates. List the packages of your message types instead (com.example.events), or set spring.json.use.type.headers=false with spring.json.value.default.type.');
  });

  it('informs on "*" in Spring Boot\'s Streams properties (its JsonSerde reads them); silent with non-JSON default serdes', () => {
    const streams = (serde: string) => `spring:\n  kafka:\n    streams:\n      application-id: balances\n      properties:\n        default.value.serde: ${serde}\n        spring.json.trusted.packages: "*"\n`;
    const [d] = findings(ID, streams('org.springframework.kafka.support.serializer.JsonSerde'), { fileName: 'application.yml' });
    assert.equal(d?.range.start.line, 6);
    assert.match(d.message, /^spring\.kafka\.streams\.properties\.spring\.json\.trusted\.packages=\* .*chooses what this Streams application instantiates/);
    assert.deepEqual(findings(ID, streams('org.apache.kafka.common.serialization.Serdes$StringSerde').replace('        spring.json', '        default.key.serde: org.apache.kafka.common.serialization.Serdes$StringSerde\n        spring.json'), { fileName: 'application.yml' }), []);
  });

  it('stays silent in test sources, whose consumers read what the test itself wrote (near miss)', () => {
    assert.equal(findings(ID, yml('        spring.json.trusted.packages: "*"\n'), { fileName: 'src/test/resources/application.yml' }).length, 0);
    assert.equal(findings(ID, yml('        spring.json.trusted.packages: "*"\n'), { fileName: 'src/main/resources/application.yml' }).length, 1);
  });

  it('finds "*" inside a list and in a plain consumer file', () => {
    assert.equal(findings(ID, 'group.id=g\nspring.json.trusted.packages=com.example.events, *\n', { fileName: 'consumer.properties' }).length, 1);
  });

  it('stays silent where no JsonDeserializer reads the key: both deserializers written, neither JSON (near miss)', () => {
    const java = (value: string, extra = '') => `import java.util.*;\nimport org.apache.kafka.clients.consumer.ConsumerConfig;\nimport org.apache.kafka.common.serialization.StringDeserializer;\nimport org.springframework.kafka.core.*;\nimport org.springframework.kafka.support.serializer.JsonDeserializer;\nclass C {\n  ConsumerFactory<String, Object> f() {\n    Map<String, Object> p = new HashMap<>();\n    p.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, "k:9092");\n    p.put(ConsumerConfig.GROUP_ID_CONFIG, "g");\n    p.put(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class);\n    p.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, ${value});\n    p.put(JsonDeserializer.TRUSTED_PACKAGES, "*");\n    return new DefaultKafkaConsumerFactory<>(p${extra});\n  }\n}\n`;
    assert.deepEqual(findings(ID, java('StringDeserializer.class'), { fileName: 'C.java' }), []);
    assert.equal(findings(ID, java('JsonDeserializer.class'), { fileName: 'C.java' }).length, 1);
    // Deserializer instances handed to the factory take precedence: a JsonDeserializer built there reads it.
    assert.equal(findings(ID, java('StringDeserializer.class', ', new StringDeserializer(), new JsonDeserializer<>()'), { fileName: 'C.java' }).length, 1);
  });

  it('silent where every JsonDeserializer is built headerless and handed to the factory (check 91); a headers-reading instance still counts', () => {
    const config = (deserializer: string) => [
      'import java.util.HashMap;',
      'import java.util.Map;',
      'import org.apache.kafka.clients.consumer.ConsumerConfig;',
      'import org.apache.kafka.common.serialization.StringDeserializer;',
      'import org.springframework.context.annotation.Bean;',
      'import org.springframework.kafka.core.DefaultKafkaConsumerFactory;',
      'import org.springframework.kafka.support.serializer.JsonDeserializer;',
      'class DeliveryConsumers {',
      '  @Bean',
      '  DefaultKafkaConsumerFactory<String, PaymentDone> payments() {',
      '    Map<String, Object> config = new HashMap<>();',
      '    config.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, "kafka1:9092");',
      '    config.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, JsonDeserializer.class);',
      '    config.put(JsonDeserializer.TRUSTED_PACKAGES, "*");',
      `    return new DefaultKafkaConsumerFactory<>(config, new StringDeserializer(), ${deserializer});`,
      '  }',
      '}',
      '',
    ].join('\n');
    assert.deepEqual(findings(ID, config('new JsonDeserializer<>(PaymentDone.class, false)'), { fileName: 'DeliveryConsumers.java' }), []);
    assert.equal(findings(ID, config('new JsonDeserializer<>(PaymentDone.class)'), { fileName: 'DeliveryConsumers.java' }).length, 1);
    // The class named in the config is what a two-argument factory instantiates: it reads the headers.
    assert.equal(findings(ID, config('new JsonDeserializer<>(PaymentDone.class, false)').replace('new DefaultKafkaConsumerFactory<>(config, new StringDeserializer(), new JsonDeserializer<>(PaymentDone.class, false))', 'new DefaultKafkaConsumerFactory<>(config)').replace('import java.util.HashMap;', 'import java.util.HashMap;\n// unused: new JsonDeserializer<>(PaymentDone.class, false)'), { fileName: 'DeliveryConsumers.java' }).length, 1);
  });

  it('stays silent on named packages, and when type headers are not used', () => {
    assert.equal(findings(ID, yml('        spring.json.trusted.packages: com.example.events,com.example.audit\n'), { fileName: 'application.yml' }).length, 0);
    const noHeaders = yml('        spring.json.trusted.packages: "*"\n        spring.json.use.type.headers: false\n        spring.json.value.default.type: com.example.events.Order\n');
    assert.equal(findings(ID, noHeaders, { fileName: 'application.yml' }).length, 0);
  });

  it('near miss: an ErrorHandlingDeserializer whose delegate is no JSON deserializer (Avro) reads no spring.json key (check 52)', () => {
    const avro = 'spring:\n  kafka:\n    consumer:\n      group-id: orders\n      value-deserializer: org.springframework.kafka.support.serializer.ErrorHandlingDeserializer\n      properties:\n        spring.deserializer.value.delegate.class: io.confluent.kafka.serializers.KafkaAvroDeserializer\n        spring.json.trusted.packages: "*"\n';
    assert.deepEqual(findings(ID, avro, { fileName: 'application.yml' }), []);
    assert.equal(findings(ID, avro.replace('io.confluent.kafka.serializers.KafkaAvroDeserializer', 'org.springframework.kafka.support.serializer.JsonDeserializer'), { fileName: 'application.yml' }).length, 1);
  });
});
