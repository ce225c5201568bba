import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { consumerClass } from '../../support/javaCode';
import { findings } from '../../support/service';

const ID = 'java-poll-zero-spin';
const at = (body: string) => findings(ID, consumerClass(body), { fileName: 'Reader.java' });
const loop = (timeout: string, inner = '      System.out.println(records.count());') =>
  `    while (running) {\n      ConsumerRecords<String, String> records = consumer.poll(${timeout});\n${inner}\n    }`;

describe('java-poll-zero-spin (a poll loop that never waits)', () => {
  it('fires on poll(Duration.ZERO) in a while loop', () => {
    const [d, ...rest] = at(loop('Duration.ZERO'));
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.equal(d.range.start.line, 19);
    assert.match(d.message, /^poll\(\) with a zero timeout inside the while loop at line 19, which never waits/);
  });

  it('fires on Duration.ofMillis(0), ofSeconds(0) and the old poll(0) / poll(0L)', () => {
    for (const t of ['Duration.ofMillis(0)', 'Duration.ofSeconds(0)', '0', '0L', 'java.time.Duration.ZERO']) assert.equal(at(loop(t)).length, 1, t);
  });

  it('names the advice the client version has: poll(100) before 2.0 (no poll(Duration) there), Duration from 2.0', () => {
    const old = consumerClass(loop('0')).replace('    Properties props = new Properties();', '    // kafka-tuning: client=java@0.10.2\n    Properties props = new Properties();');
    const [d] = findings(ID, old, { fileName: 'Reader.java' });
    assert.match(d.message, /such as poll\(100\) \(kafka-clients 0\.10\.2 predates poll\(Duration\), added in 2\.0 by KIP-266\)/);
    // Near miss: from 2.0 the Duration form exists and is the one to use.
    const [n] = findings(ID, old.replace('java@0.10.2', 'java@2.0'), { fileName: 'Reader.java' });
    assert.match(n.message, /such as Duration\.ofMillis\(100\)/);
  });

  it('stays silent on a positive timeout, a loop that sleeps, a drain loop that breaks, and a counted loop', () => {
    assert.equal(at(loop('Duration.ofMillis(100)')).length, 0);
    assert.equal(at(loop('Duration.ZERO', '      if (records.isEmpty()) try { Thread.sleep(50); } catch (InterruptedException e) { return; }')).length, 0);
    assert.equal(at(loop('Duration.ZERO', '      if (records.isEmpty()) break;')).length, 0);
    assert.equal(at('    for (int i = 0; i < 3; i++) consumer.poll(Duration.ZERO);').length, 0);
    assert.equal(at('    consumer.poll(Duration.ZERO);').length, 0);
    // Reading to a known end: the loop's condition asks the consumer and the loop stops there.
    assert.equal(at('    org.apache.kafka.common.TopicPartition tp = new org.apache.kafka.common.TopicPartition("t", 0);\n    long end = consumer.endOffsets(List.of(tp)).get(tp);\n    while (consumer.position(tp) < end) consumer.poll(Duration.ofMillis(0));').length, 0);
  });
});
