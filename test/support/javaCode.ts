// Java files for the code pattern rules' tests: a producer and a consumer built from a config map
// in the class's own methods, with the body under test in between.
export function producerClass(body: string, extra = ''): string {
  return [
    'import java.util.*;',
    'import java.util.concurrent.Future;',
    'import org.apache.kafka.clients.producer.*;',
    'import org.apache.kafka.common.serialization.StringSerializer;',
    '',
    'class Exporter {',
    '  private final KafkaProducer<String, String> producer;',
    '',
    '  Exporter() {',
    '    Properties props = new Properties();',
    '    props.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, "kafka1:9092");',
    '    producer = new KafkaProducer<>(props, new StringSerializer(), new StringSerializer());',
    '  }',
    '',
    '  void export(List<String> rows) throws Exception {',
    body,
    '  }',
    extra,
    '}',
    '',
  ].join('\n');
}

export function consumerClass(body: string, extra = ''): string {
  return [
    'import java.time.Duration;',
    'import java.util.*;',
    'import org.apache.kafka.clients.consumer.*;',
    'import org.apache.kafka.common.serialization.StringDeserializer;',
    '',
    'class Reader {',
    '  private final KafkaConsumer<String, String> consumer;',
    '  private volatile boolean running = true;',
    '',
    '  Reader() {',
    '    Properties props = new Properties();',
    '    props.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, "kafka1:9092");',
    '    props.put(ConsumerConfig.GROUP_ID_CONFIG, "reader");',
    '    props.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, "false");',
    '    consumer = new KafkaConsumer<>(props, new StringDeserializer(), new StringDeserializer());',
    '  }',
    '',
    '  void run() {',
    body,
    '  }',
    extra,
    '}',
    '',
  ].join('\n');
}
