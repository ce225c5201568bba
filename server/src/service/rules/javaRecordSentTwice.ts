// java-record-sent-twice: two send() calls on one producer with the same record — the same
// variable, or `new ProducerRecord<>(…)` with the same names and literals — in one straight run of
// statements of a block, with nothing between them that changes the record (an assignment, an
// added header) or makes the second a retry (return, throw, try, an aborted transaction).
// KafkaProducer.send javadoc: "Asynchronously send a record to a topic" — every call appends the
// record to a batch again, so the topic gets it twice. The idempotent producer does not help:
// KafkaProducer class javadoc, "To take advantage of the idempotent producer, it is imperative to
// avoid application level re-sends since these cannot be de-duplicated" (it dedupes the producer's own
// retries of one batch by producer id and sequence number, not a second send()). A send in a try
// and again in its catch, or in two branches of an if, is not reported. Facts: sites/java/codeUse.ts.
import { javaUses } from './lang';
import { Severity, type Rule } from './types';

const PRODUCER = (body: string) => `import java.util.Properties;
import org.apache.kafka.clients.producer.*;
import org.apache.kafka.common.serialization.StringSerializer;

class PaymentEvents {
  private final KafkaProducer<String, String> producer;

  PaymentEvents() {
    Properties props = new Properties();
    props.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, "kafka1:9092");
    props.put(ProducerConfig.ACKS_CONFIG, "all");
    producer = new KafkaProducer<>(props, new StringSerializer(), new StringSerializer());
  }

  long settled(String paymentId, String json) throws Exception {
    ProducerRecord<String, String> record = new ProducerRecord<>("payments.settled", paymentId, json);
${body}
  }
}
`;

export const javaRecordSentTwice: Rule = {
  id: 'java-record-sent-twice',
  severity: Severity.Warning,
  clients: ['java'],
  source: 'KafkaProducer.send javadoc (each call appends the record to a batch); KafkaProducer class javadoc on the idempotent producer ("it is imperative to avoid application level re-sends since these cannot be de-duplicated")',
  summary: 'The same record is sent twice on one producer with nothing in between that changes it: the topic receives it twice, and idempotence does not remove the copy.',
  docs: {
    why: 'Every send() call hands the producer a record to write; it does not know that the record object or the values are the same as a moment ago. Code that sends a record and then sends it again to wait for it (`producer.send(record); producer.send(record).get();`) writes it twice. The idempotent producer (on by default since Kafka 3.0) removes duplicates only of its own retries of one batch, identified by producer id and sequence number; a second send() gets a new sequence number and is written as a new record.',
    consequence: 'Every record appears twice in the topic, at two offsets: consumers process it twice (double counts, double charges, twice the traffic) unless they deduplicate on their own (KafkaProducer class javadoc: application level re-sends "cannot be de-duplicated").',
    bad: { file: 'PaymentEvents.java', text: PRODUCER('    producer.send(record);\n    RecordMetadata meta = producer.send(record).get();\n    return meta.offset();') },
    good: { file: 'PaymentEvents.java', text: PRODUCER('    RecordMetadata meta = producer.send(record).get();\n    return meta.offset();') },
    falsePositives: 'Sending the same record on purpose twice (a test of a consumer\'s deduplication) is rare: `// kafka-tuning-disable-next-line java-record-sent-twice -- duplicate on purpose`. Not reported: a send in a try and again in its catch or after it (a retry), sends in two branches of an if, a record variable assigned or given a header between the sends, a ProducerRecord built with a call (now(), randomUUID()), sends on two producers, and sends with a return, throw, break or aborted transaction between them.',
    versions: 'Java client, all versions (idempotence is on by default from Kafka 3.0 and still does not remove these copies)',
  },
  check(ctx) {
    return javaUses(ctx.site, 'record-sent-twice').map((u) => ({
      range: u.range,
      message: `This send() writes the same record that was already sent on ${u.where}, on the same producer, with nothing in between that changes it: every send() is written as a record of its own, so the topic gets it twice and consumers see it twice. Idempotence does not remove the copy (it dedupes the producer's own retries, not a second send()). Send it once, e.g. keep the Future of the first send and call get() on it.`,
    }));
  },
};
