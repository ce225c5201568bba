import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fetchMinNotBelowMax } from '../../../server/src/service/rules/fetchMinNotBelowMax';
import { checkKafkajs } from '../../support/kafkajsRule';
import { findings, fix } from '../../support/service';

const ID = 'fetch-min-not-below-max';

function javaConsumer(minValue: string, imports = ''): string {
  return [
    'import java.util.HashMap;',
    'import java.util.Map;',
    'import org.apache.kafka.clients.consumer.ConsumerConfig;',
    'import org.apache.kafka.clients.consumer.KafkaConsumer;',
    imports,
    'class Invoices {',
    '  KafkaConsumer<String, String> make() {',
    '    Map<String, Object> props = new HashMap<>();',
    '    props.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, "kafka:9092");',
    '    props.put(ConsumerConfig.GROUP_ID_CONFIG, "billing");',
    `    props.put(ConsumerConfig.FETCH_MIN_BYTES_CONFIG, ${minValue});`,
    '    return new KafkaConsumer<>(props);',
    '  }',
    '}',
  ].join('\n');
}

describe('fetch-min-not-below-max (DelayedFetch counts at most max.partition.fetch.bytes per partition)', () => {
  it('reads ConsumerConfig.DEFAULT_FETCH_MAX_BYTES as 52428800 and says how many full partitions it takes', () => {
    const text = javaConsumer('ConsumerConfig.DEFAULT_FETCH_MAX_BYTES');
    const [d, ...rest] = findings(ID, text, { fileName: 'Invoices.java' });
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.deepEqual(d.range, { start: { line: 10, character: 53 }, end: { line: 10, character: 91 } });
    assert.equal(d.message, 'ConsumerConfig.FETCH_MIN_BYTES_CONFIG=52428800 (50 MiB) (written as ConsumerConfig.DEFAULT_FETCH_MAX_BYTES) is not below fetch.max.bytes=52428800 (50 MiB) (default), the most one fetch response may carry. The broker holds each fetch until it counts 52428800 (50 MiB), at most max.partition.fetch.bytes=1048576 (1 MiB) (default) per partition, so a fetch returns early only when 50 partitions led by one broker each have that much unread; otherwise every fetch waits the full fetch.max.wait.ms=500 ms (default).');
    assert.equal(fix(ID, text, { fileName: 'Invoices.java' }), text.replace('ConsumerConfig.DEFAULT_FETCH_MAX_BYTES)', '"32768")'));
  });

  it('reads the constant under a static import too', () => {
    const text = javaConsumer('DEFAULT_FETCH_MAX_BYTES', 'import static org.apache.kafka.clients.consumer.ConsumerConfig.DEFAULT_FETCH_MAX_BYTES;');
    const [d] = findings(ID, text, { fileName: 'Invoices.java' });
    assert.match(d.message, /\(written as DEFAULT_FETCH_MAX_BYTES\) is not below/);
  });

  it('a .properties file at the default fetch.max.bytes, with the wait written', () => {
    const [d] = findings(ID, 'bootstrap.servers=kafka:9092\ngroup.id=billing\nfetch.min.bytes=52428800\nfetch.max.wait.ms=200\n', { fileName: 'consumer.properties' });
    assert.match(d.message, /^fetch\.min\.bytes=52428800 \(50 MiB\) is not below fetch\.max\.bytes=52428800 \(50 MiB\) \(default\), .* waits the full fetch\.max\.wait\.ms=200 ms\.$/);
  });

  it('stays silent below fetch.max.bytes, on a constant that is a minimum, and with declared partitions', () => {
    // Near miss: a large minimum that is still below the response cap.
    assert.deepEqual(findings(ID, 'bootstrap.servers=kafka:9092\ngroup.id=billing\nfetch.min.bytes=1048576\n', { fileName: 'consumer.properties' }), []);
    assert.deepEqual(findings(ID, javaConsumer('ConsumerConfig.DEFAULT_FETCH_MIN_BYTES'), { fileName: 'Invoices.java' }), []);
    assert.deepEqual(findings(ID, 'bootstrap.servers=kafka:9092\ngroup.id=billing\nfetch.min.bytes=52428800\nfetch.max.bytes=104857600\n', { fileName: 'consumer.properties' }), []);
    // With partitions declared, fetch-min-unreachable works out the exact bound instead.
    assert.deepEqual(findings(ID, '# kafka-tuning: partitions=64\nbootstrap.servers=kafka:9092\ngroup.id=billing\nfetch.min.bytes=52428800\n', { fileName: 'consumer.properties' }), []);
    // A class of the application's own that happens to share the name is not Kafka's.
    const own = javaConsumer('ConsumerConfig.DEFAULT_FETCH_MAX_BYTES').replace('class Invoices {', 'class Invoices {\n  static class ConsumerConfig { static final int DEFAULT_FETCH_MAX_BYTES = 1; }');
    assert.deepEqual(findings(ID, own, { fileName: 'Invoices.java' }), []);
  });

  it('kafkajs: minBytes at maxBytes (10 MiB by default)', () => {
    const [d] = checkKafkajs(fetchMinNotBelowMax, 'minBytes: 10485760');
    assert.match(d.message, /^minBytes=10485760 \(10 MiB\) is not below maxBytes=10485760 \(10 MiB\) \(default\), .* 10 partitions led by one broker .* waits the full maxWaitTimeInMs=5000 ms \(5 s\) \(default\)\.$/);
  });
});
