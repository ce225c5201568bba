import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { springJsonNoTargetType } from '../../../server/src/service/rules/springJsonNoTargetType';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings } from '../../support/service';
import { springKeysReadIn } from '../../../server/src/node/springKeysRead';

const ID = 'spring-json-no-target-type';
const yml = { fileName: 'application.yml' };
const java = { fileName: 'ListenerConfig.java' };
const YAML_HEAD = 'spring:\n  kafka:\n    consumer:\n      group-id: audit\n      value-deserializer: org.springframework.kafka.support.serializer.JsonDeserializer\n      properties:\n        spring.json.use.type.headers: false\n';

function javaFactory(lines: string, ctor = 'new DefaultKafkaConsumerFactory<>(props)'): string {
  return `import java.util.*;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.springframework.kafka.core.DefaultKafkaConsumerFactory;
import org.springframework.kafka.support.serializer.ErrorHandlingDeserializer;
import org.springframework.kafka.support.serializer.JsonDeserializer;
class ListenerConfig {
  DefaultKafkaConsumerFactory<String, Object> factory() {
    Map<String, Object> props = new HashMap<>();
    props.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, "kafka:9092");
    props.put(ConsumerConfig.GROUP_ID_CONFIG, "audit");
    props.put(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class);
${lines}
    return ${ctor};
  }
}
`;
}

describe('spring-json-no-target-type (JsonDeserializer: no header, no default type)', () => {
  it('Spring Boot YAML: a warning on the false, naming the missing default type and the hedge about code', () => {
    const [d, ...rest] = findings(ID, YAML_HEAD, yml);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.equal(d.range.start.line, 6);
    assert.match(d.message, /=false and no .*spring\.json\.value\.default\.type: the value JsonDeserializer .* every record fails with IllegalStateException "No type information in headers and no default type provided" \(unless your code passes/);
  });

  it('Java map with the JsonDeserializer constants, the class named through ErrorHandlingDeserializer: an error', () => {
    const text = javaFactory(`    props.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, ErrorHandlingDeserializer.class);
    props.put(ErrorHandlingDeserializer.VALUE_DESERIALIZER_CLASS, JsonDeserializer.class);
    props.put(JsonDeserializer.USE_TYPE_INFO_HEADERS, false);
    props.put(JsonDeserializer.TRUSTED_PACKAGES, "com.example.audit");`);
    const [d, ...rest] = findings(ID, text, java);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 1);
    assert.equal(d.range.start.line, 14);
    assert.doesNotMatch(d.message, /unless your code/);
  });

  it('near misses: a default type, a type method, headers on, a deserializer instance, a map that may hold more, another JsonDeserializer', () => {
    assert.deepEqual(findings(ID, `${YAML_HEAD}        spring.json.value.default.type: com.example.audit.AuditEvent\n`, yml), []);
    assert.deepEqual(findings(ID, `${YAML_HEAD}        spring.json.value.type.method: com.example.audit.Types.resolve\n`, yml), []);
    assert.deepEqual(findings(ID, YAML_HEAD.replace('false', 'true'), yml), []);
    const typeOff = '    props.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, JsonDeserializer.class);\n    props.put(JsonDeserializer.USE_TYPE_INFO_HEADERS, false);';
    assert.equal(findings(ID, javaFactory(typeOff), java).length, 1);
    assert.deepEqual(findings(ID, javaFactory(typeOff, 'new DefaultKafkaConsumerFactory<>(props, new StringDeserializer(), new JsonDeserializer<>(AuditEvent.class))'), java), []);
    assert.deepEqual(findings(ID, javaFactory(`${typeOff}\n    props.putAll(extra);`), java), []);
    assert.deepEqual(findings(ID, 'spring:\n  kafka:\n    consumer:\n      group-id: audit\n      value-deserializer: io.example.json.JsonDeserializer\n      properties:\n        spring.json.use.type.headers: false\n', yml), []);
  });

  it('its documented examples', () => assertDocsExamples(springJsonNoTargetType));
});

describe('spring-json-no-target-type: listeners that set their own type (check 25)', () => {
  const listener = (props: string) => `package app;
import org.springframework.kafka.annotation.KafkaListener;
class InvoiceListener {
  @KafkaListener(topics = "invoice-request", ${props})
  void on(Object invoice) {}
}
`;
  it('the workspace scan reads the keys a @KafkaListener\'s properties set, in both spellings', () => {
    assert.deepEqual(springKeysReadIn('InvoiceListener.java', listener('properties = "spring.json.value.default.type=app.Invoice"'), 'file:///m/src/main/java/app/InvoiceListener.java').map((k) => [k.key, k.how]),
      [['spring.json.value.default.type', '@KafkaListener properties']]);
    assert.deepEqual(springKeysReadIn('InvoiceListener.java', listener('properties = {"max.poll.records=10", "spring.json.value.default.type: app.Invoice"}'), 'file:///m/src/main/java/app/InvoiceListener.java').map((k) => k.key),
      ['max.poll.records', 'spring.json.value.default.type']);
  });

  it('a listener of the module that sets the default type: a hint naming it; a listener that sets another key leaves the warning', () => {
    const codeReadKeys = (props: string) => springKeysReadIn('InvoiceListener.java', listener(props), 'file:///m/src/main/java/app/InvoiceListener.java');
    const set = findings(ID, YAML_HEAD, { fileName: 'application.yml', workspace: { codeReadKeys: codeReadKeys('properties = "spring.json.value.default.type=app.Invoice"') } });
    assert.equal(set.length, 1);
    assert.equal(set[0].severity, 4);
    assert.match(set[0].message, /the @KafkaListener in InvoiceListener\.java sets spring\.json\.value\.default\.type in its own properties/);
    const other = findings(ID, YAML_HEAD, { fileName: 'application.yml', workspace: { codeReadKeys: codeReadKeys('properties = "max.poll.records=10"') } });
    assert.equal(other[0].severity, 2);
  });
});
