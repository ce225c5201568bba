// spring-template-send-caught: `try { kafkaTemplate.send(…); } catch (…) { … }` with the future
// send() returns dropped. KafkaTemplate.send is asynchronous: KafkaTemplate.doSend hands the record
// to the producer and returns a future that the producer's callback completes later. What the
// catch can see is what fails before that: a serializer's exception, and a send whose future is
// already failed when it returns (doSend rethrows it as KafkaException "Send failed": a metadata or
// buffer wait past max.block.ms). A record the brokers do not take — a NOT_ENOUGH_REPLICAS answer,
// delivery.timeout.ms running out — completes the future exceptionally after the try has been left;
// the template's ProducerListener (LoggingProducerListener by default) logs it, and the catch's own
// handling (a fallback, an error status, an outbox row) never runs for it. Information: the send
// may be best effort on purpose. Facts: sites/java/codeUse.ts.
import { javaUses } from './lang';
import { transactionalSpringFileFor } from '../workspace';
import { Severity, type Rule } from './types';

const SERVICE = (body: string) => `import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.kafka.core.KafkaTemplate;
import org.springframework.stereotype.Service;

@Service
public class PatientEvents {
  private static final Logger log = LoggerFactory.getLogger(PatientEvents.class);
  private final KafkaTemplate<String, String> kafkaTemplate;
  private final OutboxRepository outbox;

  public PatientEvents(KafkaTemplate<String, String> kafkaTemplate, OutboxRepository outbox) {
    this.kafkaTemplate = kafkaTemplate;
    this.outbox = outbox;
  }

  public void patientCreated(String id, String json) {
${body}
  }
}
`;

export const springTemplateSendCaught: Rule = {
  id: 'spring-template-send-caught',
  severity: Severity.Information,
  runtimeOnly: true,
  clients: ['java'],
  source: 'Spring for Apache Kafka KafkaTemplate.doSend (returns a future the producer callback completes; rethrows only a send whose future already failed: KafkaException "Send failed"); KafkaProducer.send javadoc (asynchronous)',
  summary: 'A try/catch around kafkaTemplate.send(…) that drops the returned future: a failed delivery never reaches the catch.',
  docs: {
    why: 'KafkaTemplate.send hands the record to the producer and returns at once with a future; the record is sent later, and the producer completes the future when the brokers answer. An exception thrown inside the try therefore comes only from what fails before the hand-over: the serializer, or a metadata or buffer wait past max.block.ms. A record the cluster refuses or that times out fails after the try is left.',
    consequence: 'The catch\'s handling (a fallback, an error response, an outbox row) never runs for a failed delivery: the template\'s LoggingProducerListener logs it and the caller carries on as if the record were sent (KafkaTemplate.doSend).',
    bad: { file: 'PatientEvents.java', text: SERVICE('    try {\n      kafkaTemplate.send("patient-created", id, json);\n    } catch (Exception e) {\n      log.error("publish failed, keeping it for retry", e);\n      outbox.save(id, json);\n    }') },
    good: { file: 'PatientEvents.java', text: SERVICE('    kafkaTemplate.send("patient-created", id, json).whenComplete((result, e) -> {\n      if (e != null) {\n        log.error("publish failed, keeping it for retry", e);\n        outbox.save(id, json);\n      }\n    });') },
    falsePositives: 'A catch meant only for serializer errors is right as it is; silence the line with `// kafka-tuning-disable-next-line spring-template-send-caught -- only serialization errors handled here`. A send whose future is used (assigned, returned, chained with whenComplete or get()) is not reported, nor one in a test source, nor one of a transactional template (spring.kafka.producer.transaction-id-prefix in the application\'s Spring Boot configuration, or executeInTransaction / setTransactionIdPrefix in the file): there the transaction\'s commit fails with the send.',
    versions: 'Spring for Apache Kafka, all versions (ListenableFuture up to 2.9, CompletableFuture from 3.0).',
  },
  check(ctx) {
    // A transactional template (Boot's transaction-id-prefix for the application, or this file's
    // own executeInTransaction / setTransactionIdPrefix): its sends run in a Kafka transaction,
    // whose commit throws a failed send's exception (KafkaProducer.commitTransaction: "all send
    // calls in a transaction must succeed"), so the failure is not left to the ProducerListener (check 63).
    if (ctx.mentions(/\.executeInTransaction\s*\(|\.setTransactionIdPrefix\s*\(/) || transactionalSpringFileFor(ctx.workspace, ctx.doc.uri)) return [];
    return javaUses(ctx.site, 'template-send-caught').map((u) => ({
      range: u.range,
      // A catch of the project's own exceptions only sees none of the send's (check 69, U).
      message: u.catchesNoKafka ? `This send returns before the record is sent, and its future is dropped; the try at ${u.where} catches only ${u.catchesNoKafka}, none of which the send throws: a send that fails before the hand-over (the serializer, a metadata or buffer wait past max.block.ms) throws KafkaException out of this method, and a delivery the brokers refuse or that times out completes the future later, where only the template's ProducerListener logs it. Handle failures on the future (whenComplete), or wait on it (get()) where blocking is fine.` : `This send returns before the record is sent, and its future is dropped: the catch of the try at ${u.where} sees only what fails before the hand-over (the serializer, a metadata or buffer wait past max.block.ms), never a delivery the brokers refuse or that times out — that completes the future later, and only the template's ProducerListener logs it. Handle failures on the future (whenComplete), or wait on it (get()) where blocking is fine.`,
    }));
  },
};
