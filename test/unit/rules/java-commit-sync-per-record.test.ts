import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { consumerClass } from '../../support/javaCode';
import { findings } from '../../support/service';

const ID = 'java-commit-sync-per-record';
const at = (body: string) => findings(ID, consumerClass(body), { fileName: 'Reader.java' });
const pollLoop = (inner: string) => `    while (running) {\n      ConsumerRecords<String, String> records = consumer.poll(Duration.ofMillis(500));\n${inner}\n    }`;

describe('java-commit-sync-per-record (a blocking commit per record)', () => {
  it('fires on commitSync() in the for loop over the polled records', () => {
    const [d, ...rest] = at(pollLoop('      for (ConsumerRecord<String, String> r : records) {\n        System.out.println(r.value());\n        consumer.commitSync();\n      }'));
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.equal(d.range.start.line, 22);
    assert.match(d.message, /^commitSync\(\) inside the for loop over the polled records \(line 21\) blocks on an OffsetCommit round trip/);
  });

  it('fires on a loop straight over poll(), on records.forEach, and on commitSync(Map)', () => {
    assert.equal(at('    while (running) {\n      for (ConsumerRecord<String, String> r : consumer.poll(Duration.ofMillis(500))) consumer.commitSync(Map.of());\n    }').length, 1);
    assert.equal(at(pollLoop('      records.forEach(r -> consumer.commitSync());')).length, 1);
    assert.equal(at(pollLoop('      for (var r : records) {\n        consumer.commitSync(Duration.ofSeconds(5));\n      }')).length, 1);
  });

  it('stays silent on a commit after the loop, per partition, every N records, or asynchronous', () => {
    assert.equal(at(pollLoop('      for (ConsumerRecord<String, String> r : records) System.out.println(r.value());\n      consumer.commitSync();')).length, 0);
    assert.equal(at(pollLoop('      for (org.apache.kafka.common.TopicPartition p : records.partitions()) {\n        consumer.commitSync(Map.of());\n      }')).length, 0);
    assert.equal(at(pollLoop('      int n = 0;\n      for (ConsumerRecord<String, String> r : records) {\n        if (++n % 100 == 0) consumer.commitSync();\n      }')).length, 0);
    assert.equal(at(pollLoop('      for (ConsumerRecord<String, String> r : records) consumer.commitAsync();')).length, 0);
  });
});
