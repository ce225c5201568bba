// Java Properties filled by load(…) from a file or resource the code does not show: a key the code
// leaves out may be set there, so rules that reason from an unwritten default stay silent, while
// rules on a written entry and rules on the code itself still run.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findings, lint } from '../support/service';

const streamsApp = (fill: string) => `import java.io.InputStream;
import java.util.Properties;
import org.apache.kafka.streams.KafkaStreams;
import org.apache.kafka.streams.StreamsBuilder;

public class AuditTrail {
  public static void main(String[] args) throws Exception {
    // kafka-tuning: client=java@2.8
    Properties config = new Properties();
${fill}
    StreamsBuilder builder = new StreamsBuilder();
    builder.stream("audit-events").groupByKey().count();
    new KafkaStreams(builder.build(), config).start();
  }
}
`;
const LOAD = '    try (InputStream in = AuditTrail.class.getResourceAsStream("/audit.properties")) {\n      config.load(in);\n    }';
const WRITTEN = '    config.put("application.id", "audit-trail");\n    config.put("bootstrap.servers", "kafka-1:9092,kafka-2:9092");';

const pollLoop = (fill: string) => `import java.io.FileInputStream;
import java.util.List;
import java.util.Properties;
import org.apache.kafka.clients.consumer.ConsumerRecords;
import org.apache.kafka.clients.consumer.KafkaConsumer;

public class Tail {
  public static void main(String[] args) throws Exception {
    // kafka-tuning: client=java@2.8
    Properties props = new Properties();
${fill}
    props.setProperty("group.id", args[0]);
    KafkaConsumer<String, String> consumer = new KafkaConsumer<>(props);
    consumer.subscribe(List.of(args[1]));
    while (true) {
      ConsumerRecords<String, String> records = consumer.poll(0);
      records.forEach((r) -> System.out.println(r.value()));
    }
  }
}
`;

const producerApp = (fill: string) => `import java.io.FileInputStream;
import java.util.Properties;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;

public class MeterFeed {
  public static void main(String[] args) throws Exception {
    // kafka-tuning: client=java@3.7
    Properties props = new Properties();
${fill}
    props.put(ProducerConfig.ACKS_CONFIG, "1");
    try (KafkaProducer<String, String> producer = new KafkaProducer<>(props)) {
      producer.send(new org.apache.kafka.clients.producer.ProducerRecord<>("meters", "m1", "42")).get();
    }
  }
}
`;

describe('Java Properties filled by load(…)', () => {
  it('acks-durability: an acks the code writes after load still wins and is reported, without a claim about the idempotence the file may set', () => {
    const [d] = findings('acks-durability', producerApp('    props.load(new FileInputStream(args[0]));'), { fileName: 'MeterFeed.java' });
    assert.match(d.message, /^acks=1: the leader answers before its followers have the write/);
    assert.doesNotMatch(d.message, /idempotence/);
    // Near miss: written in full in the code, the unwritten enable.idempotence is the 3.7 default and the message says what acks=1 does to it.
    const [n] = findings('acks-durability', producerApp('    props.put("bootstrap.servers", "kafka-1:9092");'), { fileName: 'MeterFeed.java' });
    assert.match(n.message, /idempotence/);
  });

  it('streams-replication-factor-one: silent on an unwritten default the loaded file may set; fires when the code writes it all', () => {
    assert.deepEqual(findings('streams-replication-factor-one', streamsApp(LOAD), { fileName: 'AuditTrail.java' }), []);
    // Near miss: the same app with its config written in the code, where the 2.8 default of 1 applies.
    assert.equal(findings('streams-replication-factor-one', streamsApp(WRITTEN), { fileName: 'AuditTrail.java' }).length, 1);
  });

  it('default-changed: no hint about unwritten keys of a loaded consumer; the hint stays on a consumer written in full', () => {
    const loaded = pollLoop('    props.load(new FileInputStream("consumer.properties"));');
    assert.deepEqual(findings('default-changed', loaded, { fileName: 'Tail.java' }), []);
    const written = pollLoop('    props.setProperty("bootstrap.servers", "kafka-1:9092");');
    assert.equal(findings('default-changed', written, { fileName: 'Tail.java' }).length, 1);
  });

  it('rules on the code and on written entries still run on a loaded site', () => {
    const loaded = pollLoop('    props.load(new FileInputStream("consumer.properties"));\n    props.setProperty("enable.auto.comit", "false");');
    const codes = lint(loaded, { fileName: 'Tail.java' }).map((d) => d.code);
    assert.ok(codes.includes('java-poll-zero-spin'), codes.join());
    assert.ok(codes.includes('unknown-key'), codes.join());
  });
});

// The same for a map the class is handed: its caller may have set what this file leaves out.
const injected = (ctor: string) => `import java.util.Properties;
import org.apache.kafka.streams.KafkaStreams;
import org.apache.kafka.streams.StreamsBuilder;
import org.apache.kafka.streams.StreamsConfig;

public class Totals {
  // kafka-tuning: client=java@2.8
  private final Properties props;

${ctor}

  public KafkaStreams start() {
    props.put(StreamsConfig.APPLICATION_ID_CONFIG, "totals");
    props.put(StreamsConfig.BOOTSTRAP_SERVERS_CONFIG, "kafka-1:9092,kafka-2:9092");
    StreamsBuilder builder = new StreamsBuilder();
    builder.stream("payments").groupByKey().count().toStream().to("totals");
    return new KafkaStreams(builder.build(), props);
  }
}
`;

describe('Java maps given by a caller (a parameter, or a field assigned one)', () => {
  it('the default replication.factor is not claimed for a map the caller filled', () => {
    const text = injected('  public Totals(Properties props) {\n    this.props = props;\n  }');
    assert.deepEqual(findings('streams-replication-factor-one', text, { fileName: 'Totals.java' }), []);
  });
  it('near miss: the class creates the map itself, so the unwritten default is its own', () => {
    const text = injected('  public Totals() {\n    this.props = new Properties();\n  }');
    const [d] = findings('streams-replication-factor-one', text, { fileName: 'Totals.java' });
    assert.match(d?.message ?? '', /\(the default of Kafka Streams 2\.8\)/);
  });
});
