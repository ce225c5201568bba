// java-flush-per-record: `producer.flush()` inside a loop that sends (once per record), or inside a
// send Callback. KafkaProducer.flush javadoc: it "makes all buffered records immediately available
// to send (even if linger.ms is greater than 0) and blocks on the completion of the requests
// associated with these records" — per record, every record is its own request and the loop waits
// for it. Inside a callback (run on the producer's I/O thread) flush() waits for batches only that
// thread can complete; from Kafka 4.1 KafkaProducer.flush() checks `Thread.currentThread() ==
// this.ioThread` and throws KafkaException("KafkaProducer.flush() invocation inside a callback is
// not permitted because it may lead to deadlock.") (upgrade notes for 4.1.0). A flush after the loop
// or inside an `if` in it (every N records) is left alone. The same holds for a method that sends one
// record and then flushes (`void publish(String msg) { producer.send(…); producer.flush(); }`) once
// it runs per message: called from a loop in the file (warning), or evidently per message because
// the record is built from a single-item parameter (info: the callers are not in view). Silent in
// close()/shutdown()/@PreDestroy, after a loop of sends, and for a method given a List of records.
// Facts: sites/java/codeUse.ts.
import { javaUses } from './lang';
import { Severity, type Finding, type Rule } from './types';

const PRODUCER = (body: string) => `import java.util.List;
import java.util.Properties;
import org.apache.kafka.clients.producer.*;
import org.apache.kafka.common.serialization.StringSerializer;

class MetricsShipper {
  void ship(List<String> samples) {
    Properties props = new Properties();
    props.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, "kafka1:9092");
    try (KafkaProducer<String, String> producer = new KafkaProducer<>(props, new StringSerializer(), new StringSerializer())) {
${body}
    }
  }
}
`;

export const javaFlushPerRecord: Rule = {
  id: 'java-flush-per-record',
  severity: Severity.Warning,
  clients: ['java'],
  source: 'KafkaProducer.flush javadoc ("makes all buffered records immediately available to send (even if linger.ms is greater than 0) and blocks on the completion of the requests"); KafkaProducer.flush from 4.1 throws KafkaException inside a callback ("not permitted because it may lead to deadlock"), Kafka 4.1.0 upgrade notes',
  summary: 'producer.flush() once per record, in a sending loop or in a method that sends the one message it is given (one request and one wait per record), or inside a send Callback (a deadlock; an exception from Kafka 4.1).',
  docs: {
    why: 'flush() sends everything buffered at once, as if linger.ms were 0, and blocks until every request for those records has completed. Called after each send in a loop, each record becomes its own request and the loop waits for its acknowledgement before the next — the batching the producer is built on never happens. Inside a send Callback, flush() runs on the producer\'s own I/O thread and would wait for batches only that thread can complete: Kafka 4.1 and newer throw a KafkaException there instead of hanging.',
    consequence: 'In a loop: at most one record per broker round trip (with 2 ms per acknowledged request, 500 records/s); the benchmark here measured one record per batch 6.3–13.5× slower than batched configs even without the wait (docs/evidence/one-record-per-batch.md, Kafka\'s ProducerPerformance, `npm run bench:official`, quiet runs on 2026-12-03 and 2026-12-05). In a callback: KafkaException "KafkaProducer.flush() invocation inside a callback is not permitted because it may lead to deadlock." from 4.1 (KafkaProducer.flush).',
    bad: { file: 'MetricsShipper.java', text: PRODUCER('      for (String sample : samples) {\n        producer.send(new ProducerRecord<>("metrics", sample));\n        producer.flush();\n      }') },
    good: { file: 'MetricsShipper.java', text: PRODUCER('      for (String sample : samples) {\n        producer.send(new ProducerRecord<>("metrics", sample), (meta, e) -> {\n          if (e != null) System.err.println("metric lost: " + e);\n        });\n      }\n      producer.flush();') },
    falsePositives: 'A loop that must hand over one acknowledged record at a time pays the round trip on purpose: `// kafka-tuning-disable-next-line java-flush-per-record -- one acknowledged record at a time`. Flushes inside an `if` (every N records) are not reported; a flush inside a callback is always a defect. A method that sends the one message it is given and then flushes (`void publish(String msg)`) is reported as a warning when a loop in the same file calls it, and as information otherwise (its callers are not in view: a method called once at startup pays one round trip, which is harmless). A flush in close(), shutdown() or a @PreDestroy method, after a loop of sends, or in a method given a List of records is not reported.',
    versions: 'Java client, all versions; inside a callback flush() throws from Kafka 4.1 and can hang the producer before it',
  },
  check(ctx) {
    const out: Finding[] = [];
    // KafkaTemplate.flush() flushes its producer; failures come back on the future send() returns.
    const failures = (u: { template?: boolean }) => u.template ? 'act on failures in a whenComplete of the future send() returns' : 'pass a Callback to see failures';
    for (const u of javaUses(ctx.site, 'flush-per-record')) {
      out.push({
        range: u.range,
        message: `flush() ${u.where} runs once per record sent: it sends what is buffered at once (as if linger.ms were 0) and blocks until it is acknowledged, so every record is its own request and the loop waits a round trip for each. Send all the records, then flush once after the loop (or ${failures(u)}).`,
      });
    }
    for (const u of javaUses(ctx.site, 'flush-per-call')) {
      out.push({
        range: u.range,
        message: `flush() ${u.where}, so it runs once per record sent: it sends what is buffered at once (as if linger.ms were 0) and blocks until that request completes, so every record is its own request and the loop waits a round trip for each. Drop the flush from the method (${failures(u)}) and flush once after the loop.`,
      });
    }
    for (const u of javaUses(ctx.site, 'flush-per-message-method')) {
      out.push({
        range: u.range,
        severity: Severity.Information,
        message: `flush() ${u.where}: every call sends its record as a request of its own (as if linger.ms were 0) and blocks until that request completes, so a caller publishing message after message gets no batching and waits a round trip per message. Drop the flush (${failures(u)}) and ${u.template ? 'let linger.ms and batch.size decide when the template\'s producer sends' : 'flush or close the producer once, when the caller is done'}.`,
      });
    }
    for (const u of javaUses(ctx.site, 'flush-in-callback')) {
      out.push({
        range: u.range,
        severity: Severity.Error,
        message: `flush() ${u.where} runs on the producer's I/O thread and waits for batches only that thread can complete: from Kafka 4.1 it throws KafkaException ("KafkaProducer.flush() invocation inside a callback is not permitted because it may lead to deadlock"), before 4.1 it can hang the producer. Flush from the sending thread instead, or hand the work to your own executor.`,
      });
    }
    return out;
  },
};
