// java-send-callback-ignores-exception: producer.send(record, callback) whose callback never reads
// its exception parameter. The Callback is where a failed delivery reaches the code (Callback
// javadoc: onCompletion's exception is "Null if no error occurred"; on an error the metadata holds
// -1 for every field, or is null in older clients), and KafkaProducer.doSend hands it an
// ApiException raised before the record is even queued. A callback that logs metadata.offset() and
// never looks at the exception reports a lost record as a written one. In a transaction
// commitTransaction() throws the send error (its javadoc), so a file that commits transactions is
// left alone, as java-send-result-ignored does. Spring Kafka 3's KafkaTemplate.send() returns a
// CompletableFuture: `.whenComplete((result, ex) -> …)` gets a null result and the exception on a
// failure (CompletableFuture javadoc), the same decision. Facts: sites/java/callbackException.ts.
import { javaUses } from './lang';
import { deliveryLimit } from './javaSendResultIgnored';
import { Severity, type Rule } from './types';

const PRODUCER = (callback: string) => `import java.util.Properties;
import org.apache.kafka.clients.producer.*;
import org.apache.kafka.common.serialization.StringSerializer;

class ShipmentEvents {
  private final KafkaProducer<String, String> producer;

  ShipmentEvents() {
    Properties props = new Properties();
    props.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, "kafka1:9092");
    props.put(ProducerConfig.ACKS_CONFIG, "all");
    producer = new KafkaProducer<>(props, new StringSerializer(), new StringSerializer());
  }

  void dispatched(String shipmentId, String json) {
    producer.send(new ProducerRecord<>("shipments", shipmentId, json), ${callback});
  }
}
`;

export const javaSendCallbackIgnoresException: Rule = {
  id: 'java-send-callback-ignores-exception',
  severity: Severity.Information,
  runtimeOnly: true,
  clients: ['java'],
  source: 'Callback.onCompletion javadoc (exception "Null if no error occurred"; metadata with -1 fields on an error); KafkaProducer.doSend (an ApiException goes to the callback); KafkaProducer.commitTransaction javadoc',
  summary: 'A send callback that never reads its exception parameter: a record that fails to be delivered is handled as if it had been written.',
  docs: {
    why: 'producer.send(record, callback) reports the outcome of each record only to its Callback (and its Future). On a failed delivery — delivery.timeout.ms passed, a record too large, no write permission — onCompletion gets the exception, and the metadata holds no offset (-1 in every field; null in older clients). A callback that reads only the metadata cannot tell the two apart. Spring Kafka 3\'s KafkaTemplate.send() returns a CompletableFuture instead: `.whenComplete((result, ex) -> …)` gets a null result and the exception on a failure, and a lambda that reads only the result throws a NullPointerException that nobody sees.',
    consequence: 'Failed records are lost without a trace, or logged as written at offset -1; with the default delivery.timeout.ms of 120,000 ms, every record sent during a broker outage of more than two minutes goes this way.',
    bad: { file: 'ShipmentEvents.java', text: PRODUCER('(metadata, exception) -> System.out.println("sent to offset " + metadata.offset())') },
    good: { file: 'ShipmentEvents.java', text: PRODUCER('(metadata, exception) -> {\n      if (exception != null) System.err.println("shipment " + shipmentId + " not published: " + exception);\n      else System.out.println("sent to offset " + metadata.offset());\n    }') },
    falsePositives: 'Data that may be lost (metrics samples) is a choice: name the parameter `_` (Java 21) or silence the line with `// kafka-tuning-disable-next-line java-send-callback-ignores-exception -- <why>`. A callback given as a method reference or built elsewhere is not read. Files that commit transactions are not reported: commitTransaction() throws the failure.',
    versions: 'Java client, all versions; KafkaTemplate.send().whenComplete from Spring Kafka 3.0 (CompletableFuture).',
  },
  check(ctx) {
    // One finding per producer, like java-send-result-ignored: its other callbacks are the same decision.
    const [first, ...more] = javaUses(ctx.site, 'send-callback-ignores-exception');
    if (!first) return [];
    const also = more.length === 0 ? '' : ` The same holds for the callback${more.length > 1 ? 's' : ''} at line${more.length > 1 ? 's' : ''} ${more.map((u) => u.range.start.line + 1).join(', ')}.`;
    const failed = `When a delivery fails (${deliveryLimit(ctx.site.client.version)}, the record is too large, the topic refuses the write)`;
    return [{
      range: first.range,
      message: first.template
        // CompletableFuture.whenComplete: on an exceptional completion the result argument is null.
        ? `This whenComplete never reads '${first.where}', the exception of KafkaTemplate.send()'s future. ${failed}, the future completes exceptionally and the lambda gets a null result and the exception; this code goes on as if the record were written, and a line that reads the result then throws a NullPointerException that only the future returned by whenComplete holds. Check it first: if (${first.where} != null) log or handle the failure.${also}`
        : `This send callback never reads '${first.where}', its exception parameter. ${failed}, the producer calls it with the exception and with metadata that holds no offset, and this code goes on as if the record were written. Check it first: if (${first.where} != null) log or handle the failure.${also}`,
    }];
  },
};
