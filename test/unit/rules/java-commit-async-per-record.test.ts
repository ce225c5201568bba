// commitAsync() per polled record: one OffsetCommit request and one __consumer_offsets record each.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings, lint } from '../../support/service';

const ID = 'java-commit-async-per-record';
const opts = { fileName: 'src/main/java/app/Reader.java' };
const reader = (loop: string) => `package app;

import java.time.Duration;
import java.util.Map;
import org.apache.kafka.clients.consumer.*;
import org.apache.kafka.common.TopicPartition;

class Reader {
  private final KafkaConsumer<String, String> consumer;
  private final Map<TopicPartition, OffsetAndMetadata> tracker = new java.util.HashMap<>();
  Reader(KafkaConsumer<String, String> consumer) { this.consumer = consumer; }
  void loop() {
    while (true) {
      ConsumerRecords<String, String> records = consumer.poll(Duration.ofMillis(100));
${loop}
    }
  }
}
`;

describe(ID, () => {
  it('commitAsync(map, null) per record, in a class given its consumer: information on the call', () => {
    const text = reader('      for (ConsumerRecord<String, String> r : records) {\n        tracker.put(new TopicPartition(r.topic(), r.partition()), new OffsetAndMetadata(r.offset() + 1));\n        consumer.commitAsync(tracker, null);\n      }');
    const ds = lint(text, opts).filter((d) => d.code === ID);
    assert.equal(ds.length, 1);
    assert.equal(ds[0].severity, 3);
    assert.equal(ds[0].range.start.line, 16);
    assert.match(ds[0].message, /^commitAsync\(\) inside the for loop over the polled records \(line 15\) sends an OffsetCommit request to the group coordinator for every record/);
  });

  it('near misses: after the loop, every N records, per partition', () => {
    assert.deepEqual(findings(ID, reader('      for (ConsumerRecord<String, String> r : records) { System.out.println(r.value()); }\n      consumer.commitAsync();'), opts), []);
    assert.deepEqual(findings(ID, reader('      int n = 0;\n      for (ConsumerRecord<String, String> r : records) {\n        if (++n % 500 == 0) consumer.commitAsync();\n      }'), opts), []);
    assert.deepEqual(findings(ID, reader('      for (TopicPartition p : records.partitions()) {\n        consumer.commitAsync();\n      }'), opts), []);
  });

  it('its documented examples', () => assertDocsExamples(ID));
});
