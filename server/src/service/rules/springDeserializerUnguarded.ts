// spring-deserializer-unguarded (Spring Kafka KafkaMessageListenerContainer.ListenerConsumer.run /
// handleConsumerException, DefaultErrorHandler.handleOtherException): a deserializer that throws
// on bytes it cannot read throws inside KafkaConsumer.poll, before Spring's container has a record
// to give its error handler. DefaultErrorHandler refuses it ("This error handler cannot process
// 'SerializationException's directly; please consider configuring an 'ErrorHandlingDeserializer'"),
// the container logs "Consumer exception" and polls again from the same position, which the
// consumer did not move past the bad record: the partition stops there. ErrorHandlingDeserializer
// (ErrorHandlingDeserializer2 in Spring Kafka 2.2.1–2.4) catches the failure and hands the record to
// the error handler with the exception in a header.
import { anyFactoryBean, codeReading } from '../workspace';
import { springExtras } from './lang';
import { javaMapIsWhole } from './springJsonNoTargetType';
import { Severity, type Finding, type Rule, type RuleContext } from './types';

const ERROR_HANDLING = /\bErrorHandlingDeserializer2?\b/;

/**
 * Deserializers that throw on a record that is not what they expect: JSON (Spring's, Jackson's,
 * Confluent's), and the schema-registry ones (Confluent Avro / JSON Schema / Protobuf, Apicurio,
 * AWS Glue), which also throw when the record does not start with their magic byte and schema id.
 * StringDeserializer and ByteArrayDeserializer never throw on content.
 */
const FRAGILE = /^(?:org\.springframework\.kafka\.support\.serializer\.(?:Jackson)?JsonDeserializer|io\.confluent\.kafka\.serializers\.(?:KafkaAvroDeserializer|KafkaJsonDeserializer|json\.KafkaJsonSchemaDeserializer|protobuf\.KafkaProtobufDeserializer)|io\.apicurio\.registry\.serde\.[\w.]+Deserializer|com\.amazonaws\.services\.schemaregistry\.deserializers\.[\w.]+Deserializer)$/;

const short = (cls: string) => cls.slice(cls.lastIndexOf('.') + 1);

/** Whether Spring's listener container builds this consumer: Boot's properties, or a DefaultKafkaConsumerFactory map. */
function springContainerConsumer(ctx: RuleContext): boolean {
  const site = ctx.site;
  if (site.syntax === 'spring-yaml' || site.syntax === 'spring-properties') {
    const x = springExtras(site);
    // Boot's properties under the app's own prefix, or in a module with a ConsumerFactory bean of
    // its own (even one that starts from KafkaProperties: it may pass its own deserializers, or
    // build from another block): that bean decides, and is checked where it is written (check 71, U).
    return !!x && !x.boundPrefix && !anyFactoryBean(ctx.workspace, ctx.doc.uri, 'consumer');
  }
  if (site.syntax !== 'java') return false;
  const to = site.java.sinks;
  return to.includes('DefaultKafkaConsumerFactory') && !to.includes('KafkaConsumer') && javaMapIsWhole(ctx, site);
}

export const springDeserializerUnguarded: Rule = {
  id: 'spring-deserializer-unguarded',
  severity: Severity.Warning,
  roles: ['consumer'],
  clients: ['java'],
  // A test's consumer reads what the test itself wrote.
  runtimeOnly: true,
  source: 'Spring Kafka KafkaMessageListenerContainer (ListenerConsumer.handleConsumerException: "Consumer exception", then the next poll); DefaultErrorHandler.handleOtherException ("please consider configuring an \'ErrorHandlingDeserializer\'"); ErrorHandlingDeserializer',
  summary: 'A Spring listener\'s consumer deserializes with a class that throws on bad bytes (JSON, Avro, Protobuf) without ErrorHandlingDeserializer around it: one unreadable record stops its partition.',
  docs: {
    why: 'The deserializer runs inside KafkaConsumer.poll. When it throws, poll throws before Spring\'s listener container has a record: DefaultErrorHandler cannot handle a SerializationException there and says so, the container logs "Consumer exception" and calls poll again, and the consumer is still positioned on the record it could not read. ErrorHandlingDeserializer wraps the real deserializer (spring.deserializer.value.delegate.class), catches its failure and returns the record with the exception in a header, so the error handler can log it, skip it or send it to a dead-letter topic.',
    consequence: 'One record that is not what the deserializer expects (a message written by another producer, a schema-registry record without the magic byte, a truncated JSON) stops consumption of its partition: the same exception is logged on every poll, the group\'s lag on that partition grows, and nothing moves until the record is skipped by hand (kafka-consumer-groups --reset-offsets) or the retention deletes it.',
    bad: { file: 'application.yml', text: 'spring:\n  kafka:\n    consumer:\n      group-id: invoices\n      value-deserializer: org.springframework.kafka.support.serializer.JsonDeserializer\n      properties:\n        spring.json.trusted.packages: com.example.invoices\n' },
    good: { file: 'application.yml', text: 'spring:\n  kafka:\n    consumer:\n      group-id: invoices\n      value-deserializer: org.springframework.kafka.support.serializer.ErrorHandlingDeserializer\n      properties:\n        spring.deserializer.value.delegate.class: org.springframework.kafka.support.serializer.JsonDeserializer\n        spring.json.trusted.packages: com.example.invoices\n' },
    falsePositives: 'A topic that only ever receives records your own producer wrote with the matching serializer is safe until someone writes something else to it. Silent when a @KafkaListener of the module sets the deserializer or its delegate in its own properties, in test sources, when the file mentions ErrorHandlingDeserializer (an instance built in code), in a module that defines a ConsumerFactory bean of its own (even one built from KafkaProperties), and for a plain KafkaConsumer (no Spring container: your poll loop sees the exception). StringDeserializer and ByteArrayDeserializer never fail on content and are not reported.',
    versions: 'Spring Kafka 2.2 and newer (ErrorHandlingDeserializer, named ErrorHandlingDeserializer2 in releases from 2.2.1 to 2.4; JacksonJsonDeserializer in 4.x).',
  },
  check(ctx) {
    if (!springContainerConsumer(ctx) || ctx.mentions(ERROR_HANDLING)) return [];
    const out: Finding[] = [];
    for (const side of ['key', 'value'] as const) {
      const e = ctx.entry(`${side}.deserializer`);
      const cls = e?.value?.trim().replace(/\.class$/, '');
      if (!e || !cls || !FRAGILE.test(cls)) continue;
      const delegate = `spring.deserializer.${side}.delegate.class`;
      // A @KafkaListener that sets the deserializer or its delegate in its own properties wraps it
      // there (review: properties = {"value.deserializer=…ErrorHandlingDeserializer", …}).
      if ([`${side}.deserializer`, delegate].some((k) => codeReading(ctx.workspace, ctx.doc.uri, k)?.how === '@KafkaListener properties')) continue;
      // In Boot's files the delegate goes under spring.kafka.consumer.properties, as the fix writes it.
      const delegateShown = ctx.site.syntax === 'java' ? ctx.display(delegate) : `spring.kafka.consumer.properties.${delegate}`;
      out.push({
        range: e.valueRange,
        message: `${ctx.display(`${side}.deserializer`)} is ${short(cls)} with no ErrorHandlingDeserializer around it: a ${side} it cannot read makes KafkaConsumer.poll throw before Spring's listener container has a record, so its error handler has no record to skip (DefaultErrorHandler refuses the SerializationException), and the container logs "Consumer exception" and polls the same position again, so one bad record stops this partition until it is skipped by hand. Name org.springframework.kafka.support.serializer.ErrorHandlingDeserializer here and ${short(cls)} in ${delegateShown}: each bad record then reaches the error handler and the rest flow.`,
        fixes: [{
          title: `Wrap ${short(cls)} in ErrorHandlingDeserializer`,
          intents: [
            { kind: 'set', key: `${side}.deserializer`, value: 'org.springframework.kafka.support.serializer.ErrorHandlingDeserializer' },
            { kind: 'set', key: delegate, value: cls },
          ],
          preferred: true,
        }],
      });
    }
    return out;
  },
};
