import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findings } from '../../support/service';

const ID = 'java-producer-not-closed';
const job = (body: string, extra = '') => [
  'import java.util.*;',
  'import org.apache.kafka.clients.producer.*;',
  'import org.apache.kafka.common.serialization.StringSerializer;',
  'class Job {',
  '  KafkaProducer<String, String> kept;',
  '  void run(List<String> rows) {',
  '    Properties props = new Properties();',
  '    props.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, "kafka1:9092");',
  '    KafkaProducer<String, String> p = new KafkaProducer<>(props, new StringSerializer(), new StringSerializer());',
  body,
  '  }',
  extra,
  '}',
  '',
].join('\n');
const at = (body: string, extra = '') => findings(ID, job(body, extra), { fileName: 'Job.java' });
const SEND = '    for (String r : rows) p.send(new ProducerRecord<>("rows", r), (m, e) -> {});';

describe('java-producer-not-closed (buffered records lost, a thread leaked)', () => {
  it('fires on a local producer that only sends', () => {
    const [d, ...rest] = at(SEND);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.equal(d.range.start.line, 8);
    assert.match(d.message, /^This producer, made in run\(\), only sends and is never closed or flushed/);
  });

  it('stays silent when it is closed, flushed, returned, stored, passed on, or never sends', () => {
    assert.equal(at(`${SEND}\n    p.close();`).length, 0);
    assert.equal(at(`${SEND}\n    p.flush();`).length, 0);
    assert.equal(at(`${SEND}\n    kept = p;`).length, 0);
    assert.equal(at(`${SEND}\n    register(p);`, '  void register(Producer<String, String> p) {}').length, 0);
    assert.equal(at(`${SEND}\n    Runtime.getRuntime().addShutdownHook(new Thread(p::close));`).length, 0);
    assert.equal(at('    p.partitionsFor("rows");').length, 0);
  });

  // A one-shot tool: main() waits for each record with get(), so nothing is buffered when it returns.
  const tool = (sends: string) => [
    'import java.util.Properties;',
    'import org.apache.kafka.clients.producer.*;',
    'public class SeedOrders {',
    '  public static void main(String[] args) throws Exception {',
    '    Properties props = new Properties();',
    '    props.load(SeedOrders.class.getResourceAsStream("/seed.properties"));',
    '    Producer<String, String> producer = new KafkaProducer<>(props);',
    sends,
    '  }',
    '}',
    '',
  ].join('\n');

  it('stays silent on main() that waits for every send with get(): nothing is left buffered', () => {
    assert.equal(findings(ID, tool('    producer.send(new ProducerRecord<>("orders", "o-1", "{}")).get();\n    producer.send(new ProducerRecord<>("orders", "o-2", "{}")).get();'), { fileName: 'SeedOrders.java' }).length, 0);
    // The future kept in a variable and waited for with get() later (check 73, U).
    assert.equal(findings(ID, tool('    java.util.concurrent.Future<RecordMetadata> sent = producer.send(new ProducerRecord<>("orders", "o-1", "{}"));\n    RecordMetadata m = sent.get();'), { fileName: 'SeedOrders.java' }).length, 0);
    // Near miss: a kept future nobody waits for.
    assert.equal(findings(ID, tool('    java.util.concurrent.Future<RecordMetadata> sent = producer.send(new ProducerRecord<>("orders", "o-1", "{}"));'), { fileName: 'SeedOrders.java' }).length, 1);
  });

  it('near misses: one send in main() not waited for, or waited sends in a method called again, still fire', () => {
    assert.equal(findings(ID, tool('    producer.send(new ProducerRecord<>("orders", "o-1", "{}")).get();\n    producer.send(new ProducerRecord<>("orders", "o-2", "{}"));'), { fileName: 'SeedOrders.java' }).length, 1);
    assert.equal(at('    for (String r : rows) p.send(new ProducerRecord<>("rows", r)).get();').length, 1);
  });
});
