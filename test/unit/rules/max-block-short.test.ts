// ProducerConfig max.block.ms bounds send()'s wait for metadata and buffer space; KafkaProducer.waitOnMetadata
// fails the first send to a topic with "Topic <t> not present in metadata after <n> ms." past it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings, fix } from '../../support/service';
import { maxBlockShort } from '../../../server/src/service/rules/maxBlockShort';

const ID = 'max-block-short';

describe('max-block-short (ProducerConfig max.block.ms under a second)', () => {
  it('max.block.ms=60 in Java: information on the value naming the TimeoutException', () => {
    const text = [
      'import java.util.Properties;',
      'import org.apache.kafka.clients.producer.*;',
      'class ProducerTest {',
      '  KafkaProducer<String, String> make() {',
      '    Properties p = new Properties();',
      '    p.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, "localhost:9092");',
      '    p.put(ProducerConfig.MAX_BLOCK_MS_CONFIG, 60);',
      '    return new KafkaProducer<>(p);',
      '  }',
      '}',
    ].join('\n');
    const [d, ...rest] = findings(ID, text, { fileName: 'ProducerTest.java' });
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 3);
    assert.equal(d.range.start.line, 6);
    assert.match(d.message, /^max\.block\.ms=60: send\(\) waits at most 60 ms for the topic's metadata and for buffer space\./);
    assert.match(d.message, /the first send to each topic/);
    assert.match(d.message, /TimeoutException \("Topic <topic> not present in metadata after 60 ms\."/);
  });

  it('0 is a hint: never waiting fails the first send to each topic at once', () => {
    const [d] = findings(ID, 'bootstrap.servers=b:9092\nmax.block.ms=0\n', { fileName: 'producer.properties' });
    assert.equal(d.severity, 4);
    assert.match(d.message, /^max\.block\.ms=0: send\(\) never waits, so .* fails at once with TimeoutException \("Topic <topic> not present in metadata after 0 ms\."/);
  });

  it('fix sets 5 s, and the fixed file is silent', () => {
    const text = 'bootstrap.servers=b:9092\nmax.block.ms=999\n';
    const fixed = fix(ID, text, { fileName: 'producer.properties' });
    assert.equal(fixed, 'bootstrap.servers=b:9092\nmax.block.ms=5000\n');
    assert.deepEqual(findings(ID, fixed, { fileName: 'producer.properties' }), []);
  });

  it('near misses: 1000 ms and more, the default, a consumer file', () => {
    const opts = { fileName: 'producer.properties' };
    assert.deepEqual(findings(ID, 'bootstrap.servers=b:9092\nmax.block.ms=1000\n', opts), []);
    assert.deepEqual(findings(ID, 'bootstrap.servers=b:9092\nacks=all\n', opts), []);
    assert.deepEqual(findings(ID, 'bootstrap.servers=b:9092\ngroup.id=g\nmax.poll.records=10\n', { fileName: 'consumer.properties' }), []);
  });

  it('its documented examples', () => assertDocsExamples(maxBlockShort));
});
