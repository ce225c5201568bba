// spring-json-untrusted-types: Spring's JsonDeserializer named by class with type headers on (the
// default) and no trusted packages, default type, type method or type mapping. It builds the class a
// record's __TypeId__ header names only when that class is in a trusted package, and the trusted
// packages are java.util and java.lang unless spring.json.trusted.packages adds some
// (DefaultJackson2JavaTypeMapper TRUSTED_PACKAGES; "The class '…' is not in the trusted packages");
// a record with no header fails too ("No type information in headers and no default type
// provided"). So, as configured, every record of an application type fails to deserialize (check
// 48). The twin with type headers off is spring-json-no-target-type.
import { codeReading } from '../workspace';
import { javaMapIsWhole, jsonDeserializerKey } from './springJsonNoTargetType';
import { Severity, type Finding, type Rule } from './types';

const CONSUMER = (extra: string) => `spring:\n  kafka:\n    bootstrap-servers: kafka:9092\n    consumer:\n      group-id: billing\n      value-deserializer: org.springframework.kafka.support.serializer.JsonDeserializer\n${extra}`;

export const springJsonUntrustedTypes: Rule = {
  id: 'spring-json-untrusted-types',
  severity: Severity.Warning,
  roles: ['consumer'],
  clients: ['java'],
  source: 'Spring Kafka JsonDeserializer (spring.json.trusted.packages, spring.json.value.default.type, spring.json.type.mapping) and DefaultJackson2JavaTypeMapper (trusted packages java.util and java.lang by default: "The class \'…\' is not in the trusted packages")',
  summary: 'Spring\'s JsonDeserializer with type headers on and no trusted packages, default type or type mapping: records of your own classes fail to deserialize.',
  check(ctx) {
    if (ctx.entry('spring.json.use.type.headers')?.value?.trim().toLowerCase() === 'false') return [];
    if (['spring.json.trusted.packages', 'spring.json.type.mapping'].some((k) => ctx.isSet(k))) return [];
    if (!javaMapIsWhole(ctx, ctx.site)) return [];
    const out: Finding[] = [];
    for (const side of ['key', 'value'] as const) {
      const named = jsonDeserializerKey(ctx, side);
      if (!named || ctx.isSet(`spring.json.${side}.default.type`) || ctx.isSet(`spring.json.${side}.type.method`)) continue;
      // A @KafkaListener (or other code of the module) that sets them itself.
      if (['spring.json.trusted.packages', `spring.json.${side}.default.type`, 'spring.json.type.mapping'].some((k) => codeReading(ctx.workspace, ctx.doc.uri, k))) continue;
      const entry = ctx.entry(named)!;
      out.push({
        range: entry.valueRange,
        message: `The ${side} JsonDeserializer named by ${ctx.display(named)} builds the class in each record's __TypeId__ header only from a trusted package, and none is set here: the default trusted packages are java.util and java.lang, so a record of one of your classes fails ("The class '…' is not in the trusted packages"), and one without the header fails too ("No type information in headers and no default type provided")${ctx.site.syntax === 'java' ? '' : ', unless your code passes the factory a deserializer configured otherwise'}. Set ${ctx.display('spring.json.trusted.packages')} to the package of your ${side} classes, or ${ctx.display(`spring.json.${side}.default.type`)} to the class.`,
      });
    }
    return out;
  },
  docs: {
    why: 'Spring Kafka\'s JsonDeserializer, created by Kafka from its class name, learns the class of each record from the __TypeId__ header the JsonSerializer writes, and builds it only if its package is trusted. Out of the box only java.util and java.lang are. Without the header it needs a default type.',
    consequence: 'Every record of an application class fails in deserialize() with IllegalArgumentException "The class \'com.example.Invoice\' is not in the trusted packages: [java.util, java.lang]" (or IllegalStateException "No type information in headers and no default type provided" without the header): the listener receives nothing, or, with ErrorHandlingDeserializer, each record goes to the error handler.',
    bad: { file: 'application.yml', text: CONSUMER('') },
    good: { file: 'application.yml', text: CONSUMER('      properties:\n        spring.json.trusted.packages: com.example.billing.events\n').replace('JsonDeserializer\n', 'ErrorHandlingDeserializer\n') + '        spring.deserializer.value.delegate.class: org.springframework.kafka.support.serializer.JsonDeserializer\n' },
    falsePositives: 'Records whose type header names a java.util or java.lang class (a Map, a String), and a ConsumerFactory bean of your own that passes a JsonDeserializer configured in code (the lines are then reported as replaced instead). A @KafkaListener that sets spring.json.trusted.packages or a default type in its own properties silences it.',
    versions: 'Spring Kafka 2.x and 3.x JsonDeserializer (JacksonJsonDeserializer in 4.x).',
  },
};
