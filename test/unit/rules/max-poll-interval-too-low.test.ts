import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findings, fix } from '../../support/service';

const ID = 'max-poll-interval-too-low';
const consumer = (v: string) => `bootstrap.servers=kafka1:9092\ngroup.id=invoices\nmax.poll.interval.ms=${v}\n`;
const javaMap = (v: string) => `import java.util.Properties;
import org.apache.kafka.clients.consumer.*;

class InvoiceReader {
  KafkaConsumer<String, String> open() {
    Properties props = new Properties();
    props.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, "kafka1:9092");
    props.put(ConsumerConfig.GROUP_ID_CONFIG, "invoices");
    props.put(ConsumerConfig.MAX_POLL_INTERVAL_MS_CONFIG, ${v});
    return new KafkaConsumer<>(props);
  }
}
`;

describe('max-poll-interval-too-low (ConsumerConfig max.poll.interval.ms; broker group.min.session.timeout.ms)', () => {
  it('warns on a value below 6 s, says what happens and the default, and sets the default', () => {
    const [d, ...rest] = findings(ID, consumer('1000'), { fileName: 'consumer.properties' });
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.equal(d.range.start.line, 2);
    assert.match(d.message, /^max\.poll\.interval\.ms=1000 ms \(1 s\): whenever more than that passes between two poll\(\) calls/);
    assert.match(d.message, /group\.min\.session\.timeout\.ms, 6(\.0)? s by default/);
    assert.equal(fix(ID, consumer('1000'), { fileName: 'consumer.properties' }), consumer('300000'));
  });

  it('reads a Java map too', () => {
    assert.equal(findings(ID, javaMap('2000'), { fileName: 'InvoiceReader.java' }).length, 1);
  });

  it('near-misses stay silent: 10 s (the value tutorials shorten it to), the default, a test source, a producer', () => {
    assert.equal(findings(ID, consumer('10000'), { fileName: 'consumer.properties' }).length, 0);
    assert.equal(findings(ID, 'bootstrap.servers=kafka1:9092\ngroup.id=invoices\n', { fileName: 'consumer.properties' }).length, 0);
    assert.equal(findings(ID, javaMap('1000'), { fileName: 'src/test/java/InvoiceReaderTest.java' }).length, 0);
    assert.equal(findings(ID, 'bootstrap.servers=kafka1:9092\nlinger.ms=5\n', { fileName: 'producer.properties' }).length, 0);
  });
});
