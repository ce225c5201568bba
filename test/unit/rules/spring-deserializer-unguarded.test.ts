import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findings, fix } from '../../support/service';

const ID = 'spring-deserializer-unguarded';
const JSON_DESER = 'org.springframework.kafka.support.serializer.JsonDeserializer';
const yml = (value: string, extra = '') => `spring:\n  kafka:\n    consumer:\n      group-id: invoices\n      key-deserializer: org.apache.kafka.common.serialization.StringDeserializer\n      value-deserializer: ${value}\n      properties:\n        spring.json.trusted.packages: com.example.invoices\n${extra}`;
const java = (value: string, sink = 'DefaultKafkaConsumerFactory<>(p)') => `import java.util.*;\nimport org.apache.kafka.clients.consumer.*;\nimport org.apache.kafka.common.serialization.StringDeserializer;\nimport org.springframework.kafka.core.*;\nimport org.springframework.kafka.support.serializer.JsonDeserializer;\nimport io.confluent.kafka.serializers.KafkaAvroDeserializer;\nclass C {\n  ConsumerFactory<String, Object> f() {\n    Map<String, Object> p = new HashMap<>();\n    p.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, "k:9092");\n    p.put(ConsumerConfig.GROUP_ID_CONFIG, "g");\n    p.put(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class);\n    p.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, ${value});\n    return new ${sink};\n  }\n}\n`;

describe('spring-deserializer-unguarded (Spring listener container and a deserializer that throws in poll)', () => {
  it('warns on a bare JsonDeserializer in Boot\'s consumer properties, with the mechanism', () => {
    const [d, ...rest] = findings(ID, yml(JSON_DESER), { fileName: 'src/main/resources/application.yml' });
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.equal(d.range.start.line, 5);
    assert.match(d.message, /^spring\.kafka\.consumer\.value-deserializer is JsonDeserializer with no ErrorHandlingDeserializer around it: .*polls the same position again, so one bad record stops this partition/);
    // The delegate is named where Boot reads it.
    assert.match(d.message, /JsonDeserializer in spring\.kafka\.consumer\.properties\.spring\.deserializer\.value\.delegate\.class:/);
  });

  it('the fix wraps the class and moves it to the delegate key; the result is silent', () => {
    const fixed = fix(ID, yml(JSON_DESER), { fileName: 'application.yml' });
    assert.match(fixed, /value-deserializer: org\.springframework\.kafka\.support\.serializer\.ErrorHandlingDeserializer/);
    assert.match(fixed, /"\[spring\.deserializer\.value\.delegate\.class\]": org\.springframework\.kafka\.support\.serializer\.JsonDeserializer/);
    assert.deepEqual(findings(ID, fixed, { fileName: 'application.yml' }), []);
  });

  it('warns on a schema-registry deserializer in a DefaultKafkaConsumerFactory map', () => {
    const [d] = findings(ID, java('KafkaAvroDeserializer.class'), { fileName: 'src/main/java/C.java' });
    assert.match(d?.message ?? '', /is KafkaAvroDeserializer with no ErrorHandlingDeserializer/);
  });

  it('near misses stay silent: wrapped, never-failing classes, a plain KafkaConsumer, test sources, a replacing factory bean', () => {
    const wrapped = yml('org.springframework.kafka.support.serializer.ErrorHandlingDeserializer', `        spring.deserializer.value.delegate.class: ${JSON_DESER}\n`);
    assert.deepEqual(findings(ID, wrapped, { fileName: 'application.yml' }), []);
    assert.deepEqual(findings(ID, yml('org.apache.kafka.common.serialization.StringDeserializer'), { fileName: 'application.yml' }), []);
    assert.deepEqual(findings(ID, java('JsonDeserializer.class', 'KafkaConsumer<>(p).toString().length() > 0 ? null : null'), { fileName: 'C.java' }), []);
    assert.deepEqual(findings(ID, yml(JSON_DESER), { fileName: 'src/test/resources/application.yml' }), []);
    // An instance built in code: the file wraps it itself.
    assert.deepEqual(findings(ID, java('JsonDeserializer.class').replace('return new', '// new ErrorHandlingDeserializer<>(new JsonDeserializer<>())\n    return new'), { fileName: 'C.java' }), []);
    const facts = {
      modules: { 'file:///': { folder: 'file:///', versions: { java: { client: 'java' as const, origin: 'pom.xml' } } } },
      springFactoryBeans: [{ role: 'consumer' as const, file: 'file:///src/main/java/com/example/KafkaConsumerConfig.java', readsBoot: false }],
    };
    assert.deepEqual(findings(ID, yml(JSON_DESER), { fileName: '/src/main/resources/application.yml', workspace: facts }), []);
    // Check 71: a bean that starts from KafkaProperties but passes its own deserializers decides too.
    const readsBoot = { ...facts, springFactoryBeans: [{ ...facts.springFactoryBeans[0], readsBoot: true }] };
    assert.deepEqual(findings(ID, yml(JSON_DESER), { fileName: '/src/main/resources/application.yml', workspace: readsBoot }), []);
    // A @KafkaListener that wraps it in its own properties (review of session 42).
    const listenerWraps = { codeReadKeys: [{ key: 'value.deserializer', file: 'file:///test/src/main/java/app/InvoiceListener.java', how: '@KafkaListener properties' as const }] };
    assert.deepEqual(findings(ID, yml(JSON_DESER), { fileName: 'src/main/resources/application.yml', workspace: listenerWraps }), []);
  });
});
