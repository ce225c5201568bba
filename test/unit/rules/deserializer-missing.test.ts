import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { deserializerMissing } from '../../../server/src/service/rules/deserializerMissing';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings } from '../../support/service';

const ID = 'deserializer-missing';
const findingsOf = (text: string, fileName = 'Reader.java') => findings(ID, text, { fileName }).map((d) => d.message);
const factory = (body: string, ctor = 'new DefaultKafkaConsumerFactory<>(props)') => `import java.util.*;
import org.apache.kafka.clients.consumer.*;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.springframework.kafka.core.*;
class ListenerConfig {
  ConsumerFactory<String, String> consumerFactory() {
    Map<String, Object> props = new HashMap<>();
    props.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, "localhost:9092");
    props.put(ConsumerConfig.GROUP_ID_CONFIG, "audit");
${body}    return ${ctor};
  }
}
`;

describe('deserializer-missing (ConsumerConfig: no default for the deserializers)', () => {
  it('an error on a Spring consumer factory given a map without deserializers', () => {
    const [d, ...rest] = findings(ID, factory(''), { fileName: 'ListenerConfig.java' });
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 1);
    assert.equal(d.range.start.line, 6);
    assert.equal(d.message, 'This consumer config has no key.deserializer and no value.deserializer, and the DefaultKafkaConsumerFactory constructor is given no Deserializer: creating the consumer throws ConfigException "Missing required configuration "key.deserializer" which has no default value." Put ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG and ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG in the map, or pass the deserializers to the constructor.');
  });

  it('names only the missing one, for a plain KafkaConsumer too', () => {
    const plain = `import java.util.*;
import org.apache.kafka.clients.consumer.*;
import org.apache.kafka.common.serialization.StringDeserializer;
class Reader {
  KafkaConsumer<String, String> open() {
    Properties props = new Properties();
    props.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, "localhost:9092");
    props.put(ConsumerConfig.GROUP_ID_CONFIG, "reader");
    props.put(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class);
    return new KafkaConsumer<>(props);
  }
}
`;
    const [d] = findings(ID, plain, { fileName: 'Reader.java' });
    assert.match(d.message, /has no value\.deserializer, and the KafkaConsumer constructor/);
    assert.match(d.message, /Put ConsumerConfig\.VALUE_DESERIALIZER_CLASS_CONFIG in the map/);
  });

  it('stays silent when the deserializers come from the constructor, setters, the map or elsewhere', () => {
    const file = { fileName: 'ListenerConfig.java' };
    assert.equal(findings(ID, factory('', 'new DefaultKafkaConsumerFactory<>(props, new StringDeserializer(), new StringDeserializer())'), file).length, 0);
    assert.equal(findings(ID, factory('', 'new DefaultKafkaConsumerFactory<>(props, StringDeserializer::new, StringDeserializer::new)'), file).length, 0);
    assert.equal(findings(ID, factory('    props.put(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class);\n    props.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class);\n'), file).length, 0);
    assert.equal(findings(ID, factory('    props.putAll(kafkaProperties.buildConsumerProperties(null));\n'), file).length, 0);
    const setter = factory('', 'factory(props)').replace('  }\n}\n', '  }\n  ConsumerFactory<String, String> factory(Map<String, Object> p) {\n    DefaultKafkaConsumerFactory<String, String> f = new DefaultKafkaConsumerFactory<>(p);\n    f.setKeyDeserializer(new StringDeserializer());\n    f.setValueDeserializer(new StringDeserializer());\n    return f;\n  }\n}\n');
    assert.equal(findings(ID, setter, file).length, 0);
  });

  it('its documented examples', () => assertDocsExamples(deserializerMissing.id));
});

describe('deserializer-missing: maps filled from elsewhere (found on public repositories)', () => {
  const javaOf = (body: string) => `import java.util.*;\nimport org.apache.kafka.clients.consumer.*;\n\nclass Reader {\n  Properties props = new Properties();\n  KafkaConsumer<String, String> open(java.io.InputStream in) throws Exception {\n${body}\n    return new KafkaConsumer<>(props);\n  }\n}\n`;
  it('Properties loaded from a file or stream: silent (the file may name the deserializers)', () => {
    const text = javaOf('    props.load(in);\n    props.put(ConsumerConfig.GROUP_ID_CONFIG, "billing");');
    assert.deepEqual(findingsOf(text), []);
  });
  it('a raw-typed copy of an injected map handed to the factory: silent', () => {
    const text = 'import java.util.*;\nimport org.springframework.kafka.core.DefaultKafkaConsumerFactory;\nimport org.apache.kafka.clients.consumer.ConsumerConfig;\n\nclass Wiring {\n  Properties injected;\n  Object factory() {\n    Map<String, Object> m = new HashMap(injected);\n    m.put(ConsumerConfig.GROUP_ID_CONFIG, "billing");\n    return new DefaultKafkaConsumerFactory<Integer, String>(m);\n  }\n}\n';
    assert.deepEqual(findingsOf(text, 'Wiring.java'), []);
  });
  it('a map that starts as what a helper method returns (which may put the deserializers): silent, for an instance, this. or static helper', () => {
    const withHelper = (start: string) => `import java.util.*;\nimport org.apache.kafka.clients.consumer.*;\nimport org.apache.kafka.common.serialization.StringDeserializer;\nimport org.springframework.kafka.core.DefaultKafkaConsumerFactory;\n\nclass AuditListeners {\n  static Map<String, Object> shared() {\n    Map<String, Object> s = new HashMap<>();\n    s.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, "kafka:9092");\n    s.put(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class);\n    s.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class);\n    return s;\n  }\n  DefaultKafkaConsumerFactory<String, String> audit() {\n    Map<String, Object> props = ${start};\n    props.put(ConsumerConfig.GROUP_ID_CONFIG, "audit");\n    return new DefaultKafkaConsumerFactory<>(props);\n  }\n}\n`;
    for (const start of ['shared()', 'this.shared()', 'AuditListeners.shared()']) assert.deepEqual(findingsOf(withHelper(start), 'AuditListeners.java'), [], start);
  });
});

describe('deserializer-missing: a field filled by a builder method (check 62)', () => {
  const java = (decl: string) => `package demo;
import java.util.Properties;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.serialization.LongDeserializer;
import org.apache.kafka.common.serialization.StringDeserializer;

public class OldUserConsumer {
  private final Properties props;

  private Properties createProperties() {
    ${decl} p = new Properties();
    p.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, "kafka:9092");
    p.put(ConsumerConfig.GROUP_ID_CONFIG, "users");
    p.put(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, LongDeserializer.class.getName());
    p.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName());
    return p;
  }

  public OldUserConsumer() {
    this.props = this.createProperties();
  }

  public void run() {
    try (KafkaConsumer<Long, String> c = new KafkaConsumer<>(this.props)) {
      c.poll(java.time.Duration.ofSeconds(1));
    }
  }
}
`;
  it('this.props = this.createProperties(): the field holds what the method put in, so nothing is missing (Properties, var, Lombok val)', () => {
    for (const decl of ['Properties', 'var', 'val']) assert.deepEqual(findings('deserializer-missing', java(decl), { fileName: 'src/main/java/demo/OldUserConsumer.java' }), [], decl);
  });

  it('near miss: the same field filled by nothing is still reported', () => {
    const empty = java('Properties').replace('this.props = this.createProperties();', 'this.props = new Properties();');
    assert.equal(findings('deserializer-missing', empty, { fileName: 'src/main/java/demo/OldUserConsumer.java' }).length, 1);
  });
});
