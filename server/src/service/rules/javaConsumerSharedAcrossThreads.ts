// java-consumer-shared-across-threads: a KafkaConsumer called inside a task handed to another
// thread from its own poll loop — `for (ConsumerRecord r : records) pool.submit(() -> { …;
// consumer.commitSync(…); })`, CompletableFuture.runAsync, new Thread. KafkaConsumer javadoc
// ("The Kafka consumer is NOT thread-safe. … Un-synchronized access will result in
// ConcurrentModificationException. The only exception to this rule is wakeup()"); every public method but wakeup() first calls acquire(), which throws
// ConcurrentModificationException("KafkaConsumer is not safe for multi-threaded access…") when
// another thread is inside the consumer. The poll thread and the tasks then race: a commit that
// overlaps a poll throws. wakeup() is thread-safe and left alone, as are tasks that do not touch
// the consumer. Facts: sites/java/codeUse.ts.
import { javaUses } from './lang';
import { Severity, type Rule } from './types';

const WORKER = (task: string, after = '') => `import java.time.Duration;
import java.util.*;
import java.util.concurrent.*;
import org.apache.kafka.clients.consumer.*;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.serialization.StringDeserializer;

class ImageResizer {
  private final ExecutorService pool = Executors.newFixedThreadPool(8);

  void run(Properties props) {
    props.put(ConsumerConfig.GROUP_ID_CONFIG, "resizer");
    props.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, "false");
    try (KafkaConsumer<String, String> consumer = new KafkaConsumer<>(props, new StringDeserializer(), new StringDeserializer())) {
      consumer.subscribe(List.of("uploads"));
      while (true) {
        ConsumerRecords<String, String> records = consumer.poll(Duration.ofMillis(500));
        List<Future<?>> work = new ArrayList<>();
        for (ConsumerRecord<String, String> r : records) {
          work.add(pool.submit(() -> {
            resize(r.value());
${task}          }));
        }
${after}      }
    }
  }

  void resize(String path) {}
}
`;

export const javaConsumerSharedAcrossThreads: Rule = {
  id: 'java-consumer-shared-across-threads',
  severity: Severity.Warning,
  clients: ['java'],
  source: 'KafkaConsumer javadoc ("The Kafka consumer is NOT thread-safe"); KafkaConsumer acquire() (ConcurrentModificationException "KafkaConsumer is not safe for multi-threaded access"; only wakeup() skips it)',
  summary: 'A KafkaConsumer called inside a task run on another thread (executor, CompletableFuture, new Thread) started from its poll loop: the consumer is not thread-safe and throws ConcurrentModificationException.',
  docs: {
    why: 'KafkaConsumer is not thread-safe: every public method except wakeup() first claims the consumer for the calling thread and throws ConcurrentModificationException when another thread holds it. A task started from the poll loop that commits, seeks or pauses on the same consumer runs while the loop is back in poll(), so the two threads collide.',
    consequence: 'ConcurrentModificationException ("KafkaConsumer is not safe for multi-threaded access", KafkaConsumer.acquire) whenever a task\'s call overlaps the poll thread\'s: commits lost at random, and the poll loop itself can be the one that throws and stops consuming.',
    bad: { file: 'ImageResizer.java', text: WORKER('            consumer.commitSync(Map.of(new TopicPartition(r.topic(), r.partition()), new OffsetAndMetadata(r.offset() + 1)));\n') },
    good: { file: 'ImageResizer.java', text: WORKER('', '        for (Future<?> f : work) {\n          try { f.get(); } catch (InterruptedException | ExecutionException e) { throw new IllegalStateException(e); }\n        }\n        consumer.commitSync();\n') },
    falsePositives: 'A task that holds a lock the poll loop also takes around every consumer call is safe; say so with `// kafka-tuning-disable-next-line java-consumer-shared-across-threads -- guarded by the consumer lock`. wakeup() from another thread is allowed and not reported.',
    versions: 'Java client, all versions',
  },
  check(ctx) {
    return javaUses(ctx.site, 'consumer-shared-across-threads').map((u) => ({
      range: u.range,
      message: `The consumer is called ${u.where}, on another thread than the loop that polls it: KafkaConsumer is not thread-safe, and a call that overlaps the poll thread's throws ConcurrentModificationException ("KafkaConsumer is not safe for multi-threaded access"). Keep every consumer call on the poll thread: let the tasks report what they finished and commit from the loop (only wakeup() may be called from another thread).`,
    }));
  },
};
