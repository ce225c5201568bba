import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings } from '../../support/service';

const ID = 'serde-class-overridden';
const consumer = (map: string, args: string) => `import java.util.*;
import org.apache.kafka.clients.consumer.*;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.springframework.kafka.core.*;
import org.springframework.kafka.support.serializer.*;
class PaymentsListenerConfig {
  ConsumerFactory<String, Payment> consumerFactory() {
    Map<String, Object> props = new HashMap<>();
    props.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, "kafka:9092");
    props.put(ConsumerConfig.GROUP_ID_CONFIG, "payments");
${map}    return new DefaultKafkaConsumerFactory<>(props${args});
  }
}
`;
const at = (map: string, args: string) => findings(ID, consumer(map, args), { fileName: 'PaymentsListenerConfig.java' });
const EHD = '    props.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, ErrorHandlingDeserializer.class);\n';

describe('serde-class-overridden (a map class the constructor\'s instances replace)', () => {
  it('documents a bad and a good example that hold', () => assertDocsExamples(ID));

  it('warns when the written ErrorHandlingDeserializer is replaced by a plain deserializer instance', () => {
    const [d, ...rest] = at(EHD, ', new StringDeserializer(), new JsonDeserializer<>(Payment.class)');
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.equal(d.range.start.line, 10);
    assert.match(d.message, /^ConsumerConfig\.VALUE_DESERIALIZER_CLASS_CONFIG=ErrorHandlingDeserializer has no effect: the DefaultKafkaConsumerFactory is also given Deserializer instances \(new JsonDeserializer<>\(…\)\).* So no ErrorHandlingDeserializer wraps the deserializer/);
  });

  it('another class replaced is information: the line has no effect', () => {
    const [d] = at('    props.put(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, LongDeserializer.class);\n', ', new StringDeserializer(), new StringDeserializer()');
    assert.equal(d.severity, 3);
    assert.match(d.message, /KEY_DESERIALIZER_CLASS_CONFIG=LongDeserializer has no effect: .* Remove the line/);
  });

  it('stays silent when the map alone decides, the instance is of the same class, or the instance is a variable (near misses)', () => {
    assert.deepEqual(at(EHD, ''), []);
    assert.deepEqual(at(EHD, ', new StringDeserializer(), new ErrorHandlingDeserializer<>(new JsonDeserializer<>(Payment.class))'), []);
    assert.deepEqual(at(EHD, ', new StringDeserializer(), valueDeserializer'), []);
  });
});
