// spring-unknown-property (docs/sources.md#spring-boot): Spring Boot binds only the spring.kafka.* names
// KafkaProperties declares; anything else is ignored. There is no linger-ms, for example: Kafka
// keys without a Boot property go under spring.kafka.<client>.properties[...].
import { springExtras } from './lang';
import { Severity, type Rule } from './types';

export const springUnknownProperty: Rule = {
  id: 'spring-unknown-property',
  severity: Severity.Warning,
  source: 'Spring Boot KafkaProperties (spring.kafka.* bindings)',
  summary: 'A spring.kafka.* property Spring Boot does not define: it is ignored.',
  check(ctx) {
    const x = springExtras(ctx.site);
    if (!x) return [];
    const out = x.unknown.map((u) => ({
      range: u.range,
      message: `Spring Boot has no property '${u.key}': it is ignored.${u.suggestion ? ` Use '${u.suggestion}'.` : ''}`,
      fixes: u.suggestion && ctx.site.syntax === 'spring-properties'
        ? [{ title: `Rename to '${u.suggestion}'`, intents: [{ kind: 'edits' as const, edits: [{ range: u.range, newText: u.suggestion }] }], preferred: true }]
        : undefined,
    }));
    for (const v of x.invalid) out.push({ range: v.range, message: `'${v.key}': ${v.message}`, fixes: undefined });
    return out;
  },
};
