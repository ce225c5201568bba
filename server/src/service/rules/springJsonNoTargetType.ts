// spring-json-no-target-type (Spring Kafka JsonDeserializer.configure / deserialize): the class
// JsonDeserializer builds comes from the record's __TypeId__ header, from a default type
// (spring.json.value.default.type / key.default.type), from a type method (spring.json.*.type.method)
// or from the constructor. spring.json.use.type.headers=false turns the header off; with no default
// type and no type method there is nothing left when Kafka creates the deserializer from its class
// name, and deserialize() fails every record: Assert.state(… "No type information in headers and no
// default type provided") — the same in JsonDeserializer 2.x/3.x and JacksonJsonDeserializer 4.x.
import { baseName } from '../../../../common/src/model';
import type { ConfigSite } from '../model';
import { codeReading } from '../workspace';
import { CONSTRUCTOR_ARITIES, mapMayHoldMore } from './javaClientMap';
import { Severity, type Finding, type Rule, type RuleContext } from './types';

const SERDE_PACKAGE = 'org.springframework.kafka.support.serializer';
const JSON_DESERIALIZER = new RegExp(`^${SERDE_PACKAGE.replace(/\./g, '\\.')}\\.(?:Jackson)?JsonDeserializer$`);
const ERROR_HANDLING = new RegExp(`^${SERDE_PACKAGE.replace(/\./g, '\\.')}\\.ErrorHandlingDeserializer2?$`);

/** Which key names the JsonDeserializer for this side, when Kafka builds it from a class name. */
export function jsonDeserializerKey(ctx: RuleContext, side: 'key' | 'value'): string | undefined {
  const direct = ctx.entry(`${side}.deserializer`)?.value?.trim();
  if (direct && JSON_DESERIALIZER.test(direct)) return `${side}.deserializer`;
  const delegateKey = `spring.deserializer.${side}.delegate.class`;
  const delegate = ctx.entry(delegateKey)?.value?.trim();
  return direct && ERROR_HANDLING.test(direct) && delegate && JSON_DESERIALIZER.test(delegate) ? delegateKey : undefined;
}

/** In Java, only when the file shows the whole map and no Deserializer instance is passed. */
export function javaMapIsWhole(ctx: RuleContext, site: ConfigSite): boolean {
  if (site.syntax !== 'java') return true;
  if (ctx.fromText(mapMayHoldMore)) return false;
  const arities = ctx.fromText(CONSTRUCTOR_ARITIES.consumer);
  return arities.length > 0 && arities.every((n) => n === 1);
}

export const springJsonNoTargetType: Rule = {
  id: 'spring-json-no-target-type',
  severity: Severity.Error,
  roles: ['consumer'],
  clients: ['java'],
  source: 'Spring Kafka JsonDeserializer.configure (spring.json.use.type.headers, spring.json.value.default.type, spring.json.value.type.method) and deserialize ("No type information in headers and no default type provided")',
  summary: 'Spring\'s JsonDeserializer with type headers off and no default type: it cannot tell which class to build, and every record fails to deserialize.',
  docs: {
    why: 'JsonDeserializer learns the class to build from the record\'s __TypeId__ header, a default type (spring.json.value.default.type), a type method (spring.json.value.type.method) or its constructor. When Kafka creates it from the class name in the config, there is no constructor argument; spring.json.use.type.headers=false switches the header off, so without a default type or a type method nothing names the class.',
    consequence: 'Every non-null record fails in JsonDeserializer.deserialize with IllegalStateException "No type information in headers and no default type provided": the listener receives nothing (with ErrorHandlingDeserializer each record goes to the error handler instead).',
    bad: { file: 'application.yml', text: 'spring:\n  kafka:\n    consumer:\n      group-id: audit\n      value-deserializer: org.springframework.kafka.support.serializer.JsonDeserializer\n      properties:\n        spring.json.use.type.headers: false\n' },
    good: { file: 'application.yml', text: 'spring:\n  kafka:\n    consumer:\n      group-id: audit\n      value-deserializer: org.springframework.kafka.support.serializer.ErrorHandlingDeserializer\n      properties:\n        spring.deserializer.value.delegate.class: org.springframework.kafka.support.serializer.JsonDeserializer\n        spring.json.use.type.headers: false\n        spring.json.value.default.type: com.example.audit.AuditEvent\n' },
    falsePositives: 'In Spring Boot files: a ConsumerFactory bean of your own that passes a JsonDeserializer built with a target type (new JsonDeserializer<>(AuditEvent.class)) replaces the class named here; the finding is a warning there for that reason. When a @KafkaListener of the module sets the default type (or type method) in its own `properties`, its consumer has it, and the finding is a hint about the listeners that do not. In Java the rule is silent when any consumer construction in the file is given Deserializer instances or the map may hold keys the file does not show.',
    versions: 'Spring Kafka 2.2.3 and newer (spring.json.use.type.headers), including JacksonJsonDeserializer in 4.x.',
  },
  check(ctx) {
    if (ctx.entry('spring.json.use.type.headers')?.value?.trim().toLowerCase() !== 'false') return [];
    if (!javaMapIsWhole(ctx, ctx.site)) return [];
    const out: Finding[] = [];
    for (const side of ['key', 'value'] as const) {
      const named = jsonDeserializerKey(ctx, side);
      if (!named || ctx.isSet(`spring.json.${side}.default.type`) || ctx.isSet(`spring.json.${side}.type.method`)) continue;
      const java = ctx.site.syntax === 'java';
      // A listener that sets the type in its own properties gets it over the factory's (check 25, U).
      const listener = java ? undefined : [`spring.json.${side}.default.type`, `spring.json.${side}.type.method`]
        .map((k) => codeReading(ctx.workspace, ctx.doc.uri, k)).find((r) => r?.how === '@KafkaListener properties');
      if (listener) {
        out.push({
          range: ctx.entry('spring.json.use.type.headers')!.valueRange,
          severity: Severity.Hint,
          message: `${ctx.display('spring.json.use.type.headers')}=false and no ${ctx.display(`spring.json.${side}.default.type`)} here: the @KafkaListener in ${baseName(listener.file)} sets ${listener.key} in its own properties, so its consumer knows the class to build; a listener of this factory that does not set it fails every record with IllegalStateException "No type information in headers and no default type provided".`,
        });
        continue;
      }
      out.push({
        range: ctx.entry('spring.json.use.type.headers')!.valueRange,
        severity: java ? Severity.Error : Severity.Warning,
        message: `${ctx.display('spring.json.use.type.headers')}=false and no ${ctx.display(`spring.json.${side}.default.type`)}: the ${side} JsonDeserializer named by ${ctx.display(named)} ignores the __TypeId__ header and has no default type, so it cannot tell which class to build and every record fails with IllegalStateException "No type information in headers and no default type provided"${java ? '' : ' (unless your code passes the factory a JsonDeserializer built with a target type)'}. Set ${ctx.display(`spring.json.${side}.default.type`)} to the class of the ${side}s.`,
      });
    }
    return out;
  },
};
