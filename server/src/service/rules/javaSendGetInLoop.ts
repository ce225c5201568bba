// java-send-get-in-loop: `producer.send(record).get()` inside a loop (for, while, forEach), or in a
// method of the same class that a loop calls. KafkaProducer.send javadoc: "The send is asynchronous
// and this method will return immediately … This allows sending many records in parallel without
// blocking to wait for the response after each one"; get() on the returned Future "will block until
// the associated request completes". Waiting inside the loop makes every record its own produce
// request and its own round trip: the accumulator never holds a second record for the batch
// (RecordAccumulator groups records per partition up to batch.size). Sends whose futures are
// collected and awaited after the loop are not reported. Facts: sites/java/codeUse.ts.
import { javaUses } from './lang';
import { Severity, type Rule } from './types';

const PRODUCER = (body: string) => `import java.util.List;
import java.util.Properties;
import org.apache.kafka.clients.producer.*;
import org.apache.kafka.common.serialization.StringSerializer;

class AuditExporter {
  void export(List<String> lines) throws Exception {
    Properties props = new Properties();
    props.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, "kafka1:9092");
    props.put(ProducerConfig.ACKS_CONFIG, "all");
    try (KafkaProducer<String, String> producer = new KafkaProducer<>(props, new StringSerializer(), new StringSerializer())) {
${body}
    }
  }
}
`;

export const javaSendGetInLoop: Rule = {
  id: 'java-send-get-in-loop',
  severity: Severity.Warning,
  runtimeOnly: true,
  clients: ['java'],
  source: 'KafkaProducer.send(ProducerRecord, Callback) javadoc ("without blocking to wait for the response after each one"; get() "will block until the associated request completes"); RecordAccumulator (batches per partition up to batch.size)',
  summary: 'producer.send(record).get() inside a loop: every record waits for its own acknowledgement, one produce request and one round trip per record.',
  docs: {
    why: 'KafkaProducer.send() only appends the record to a per-partition batch and returns a Future; the producer\'s I/O thread sends batches of many records per request. Calling get() on that Future right away blocks until this one record is acknowledged, so inside a loop the next record is not even handed to the producer before the previous one has made a full round trip: batches never hold more than one record.',
    consequence: 'At most one record per broker round trip — with 2 ms per acknowledged request, 500 records/s — however fast the producer could batch. The benchmark here measured one record per batch 6.3–13.5× slower than batched configs even without waiting for each one (docs/evidence/one-record-per-batch.md, Kafka\'s ProducerPerformance, `npm run bench:official`, quiet runs on 2026-12-03 and 2026-12-05).',
    bad: { file: 'AuditExporter.java', text: PRODUCER('      for (String line : lines) {\n        producer.send(new ProducerRecord<>("audit", line)).get();\n      }') },
    good: { file: 'AuditExporter.java', text: PRODUCER('      List<java.util.concurrent.Future<RecordMetadata>> acks = new java.util.ArrayList<>();\n      for (String line : lines) {\n        acks.add(producer.send(new ProducerRecord<>("audit", line)));\n      }\n      for (java.util.concurrent.Future<RecordMetadata> ack : acks) {\n        ack.get();\n      }') },
    falsePositives: 'A loop that must not send record n+1 before record n is acknowledged (strict ordering across partitions, or a hand-off that reads the offset) pays the round trip on purpose: `// kafka-tuning-disable-next-line java-send-get-in-loop -- each record acknowledged before the next`. A loop of retries around one send is reported too; silence it the same way. In a class or method named for synchronous sends (CustomProducerSync, sendSync), and in a loop that also sleeps on every pass (a generator paced by `Thread.sleep`), the finding is a hint: the wait is the point of such a demo, or costs nothing next to the sleep. So is a counted loop of at most 100 passes with literal bounds (`for (int i = 0; i < 10; i++)`), whose round trips add up to little.',
    versions: 'Java client, all versions',
  },
  check(ctx) {
    return javaUses(ctx.site, 'send-get-in-loop').map((u) => ({
      range: u.range,
      // A class or method named for synchronous sends shows them on purpose (check 26, N): a hint.
      // A loop that sleeps per record is paced by the sleep (check 38, N ×14 on mock-data generators): a hint.
      // A counted loop of a few passes (a demo seeding ten records; checks 65 and 66, N) waits a
      // few round trips in all: a hint.
      ...(u.namedSync || u.paced || u.fewPasses !== undefined ? { severity: Severity.Hint } : {}),
      message: `${u.namedSync ? `${u.namedSync} is named for synchronous sends, and ` : ''}${u.paced ? 'This loop sleeps on every pass, so the sleep sets its pace; still, ' : ''}${u.fewPasses !== undefined ? `This loop runs ${u.fewPasses} ${u.fewPasses === 1 ? 'time' : 'times'}, so it waits ${u.fewPasses === 1 ? 'one round trip' : `${u.fewPasses} round trips`} in all; still, ` : ''}send(...).get() ${u.where} blocks until this one record is acknowledged before the next is even sent: one produce request and one round trip per record, so the producer never batches. ${u.template ? 'Keep the futures KafkaTemplate.send returns and wait once after the loop (CompletableFuture.allOf(…).join(), or get() on each), or call kafkaTemplate.flush() after it' : 'Keep the Futures (or pass a Callback) and wait once after the loop, e.g. collect them and call get() on each afterwards, or call producer.flush()'}.`,
    }));
  },
};
