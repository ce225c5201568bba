import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findings, fix } from '../../support/service';

const ID = 'max-block-forever';

describe('max-block-forever (ProducerConfig max.block.ms)', () => {
  it('warns on Long.MAX_VALUE written in Java', () => {
    const text = [
      'import java.util.Properties;',
      'import org.apache.kafka.clients.producer.*;',
      'class Out {',
      '  KafkaProducer<String, String> make() {',
      '    Properties p = new Properties();',
      '    p.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, "broker:9092");',
      '    p.put(ProducerConfig.MAX_BLOCK_MS_CONFIG, Long.MAX_VALUE);',
      '    return new KafkaProducer<>(p);',
      '  }',
      '}',
    ].join('\n');
    const [d, ...rest] = findings(ID, text, { fileName: 'Out.java' });
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.deepEqual(d.range, { start: { line: 6, character: 46 }, end: { line: 6, character: 60 } });
    assert.equal(d.message, 'max.block.ms=9223372036854775807 (Long.MAX_VALUE, forever): when the topic\'s metadata cannot be fetched (missing topic, brokers down, wrong bootstrap address) or buffer.memory is full, send() and partitionsFor() block the calling thread for that long with no error, instead of throwing a TimeoutException after the 1 min default. Keep it to seconds or minutes and handle the exception.');
  });

  it('warns from one day up, with the value in units', () => {
    const [d] = findings(ID, 'max.block.ms=86400000\n');
    assert.match(d.message, /^max\.block\.ms=86400000 ms \(1 day\): when the topic's metadata/);
  });

  it('fix restores the 60 s default', () => {
    const fixed = fix(ID, 'acks=all\nmax.block.ms=9223372036854775807\n');
    assert.equal(fixed, 'acks=all\nmax.block.ms=60000\n');
    assert.equal(findings(ID, fixed).length, 0);
  });

  it('stays silent on long but bounded waits and on the default', () => {
    assert.equal(findings(ID, 'max.block.ms=600000\n').length, 0);
    assert.equal(findings(ID, 'max.block.ms=86399999\n').length, 0);
    assert.equal(findings(ID, 'acks=all\n').length, 0);
  });
});
