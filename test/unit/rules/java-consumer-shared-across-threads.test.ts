import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { consumerClass } from '../../support/javaCode';
import { findings } from '../../support/service';

const ID = 'java-consumer-shared-across-threads';
const POOL = '    java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(4);\n';
const at = (body: string) => findings(ID, consumerClass(POOL + body), { fileName: 'Reader.java' });
const pollLoop = (inner: string) => `    while (running) {\n      ConsumerRecords<String, String> records = consumer.poll(Duration.ofMillis(500));\n${inner}\n    }`;

describe('java-consumer-shared-across-threads (a consumer called from tasks of its poll loop)', () => {
  it('fires on a commit inside a task submitted per record', () => {
    const [d, ...rest] = at(pollLoop('      for (ConsumerRecord<String, String> r : records) {\n        pool.submit(() -> {\n          System.out.println(r.value());\n          consumer.commitSync();\n        });\n      }'));
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.equal(d.range.start.line, 24);
    assert.match(d.message, /^The consumer is called in a task started inside the for loop over the polled records \(line 22\), on another thread than the loop that polls it/);
  });

  it('fires on CompletableFuture.runAsync, new Thread and an anonymous Runnable in the poll loop', () => {
    assert.equal(at(pollLoop('      java.util.concurrent.CompletableFuture.runAsync(() -> consumer.commitSync());')).length, 1);
    assert.equal(at(pollLoop('      new Thread(() -> consumer.commitSync()).start();')).length, 1);
    assert.equal(at(pollLoop('      pool.execute(new Runnable() {\n        public void run() { consumer.commitAsync(); }\n      });')).length, 1);
  });

  it('stays silent on wakeup(), on tasks that do not touch the consumer, and on a task started once outside any poll loop', () => {
    assert.equal(at(pollLoop('      for (ConsumerRecord<String, String> r : records) pool.submit(() -> consumer.wakeup());')).length, 0);
    assert.equal(at(pollLoop('      for (ConsumerRecord<String, String> r : records) pool.submit(() -> System.out.println(r.value()));\n      consumer.commitSync();')).length, 0);
    // The whole poll loop on one worker thread: one thread uses the consumer.
    assert.equal(at('    pool.submit(() -> {\n      while (running) {\n        consumer.poll(Duration.ofMillis(500));\n        consumer.commitSync();\n      }\n    });').length, 0);
    // Other loops (not polling) handing out tasks.
    assert.equal(at('    for (String t : List.of("a", "b")) pool.submit(() -> consumer.subscribe(List.of(t)));').length, 0);
  });
});
