// spring-unknown-property (docs/sources.md#spring-boot): Spring Boot binds only the spring.kafka.* names
// KafkaProperties declares; anything else is ignored. There is no linger-ms, for example: Kafka
// keys without a Boot property go under spring.kafka.<client>.properties[...].
import { springExtras } from './lang';
import { Severity, type Finding, type Rule } from './types';

export const springUnknownProperty: Rule = {
  id: 'spring-unknown-property',
  severity: Severity.Warning,
  source: 'Spring Boot KafkaProperties (spring.kafka.* bindings)',
  summary: 'A spring.kafka.* property Spring Boot does not define: it is ignored.',
  check(ctx) {
    const x = springExtras(ctx.site);
    if (!x) return [];
    const out: Finding[] = x.unknown.map((u) => ({
      range: u.range,
      // Only a near miss of a Boot property is most likely a typo. Anything else may be the
      // application's own (@Value, @ConfigurationProperties under spring.kafka.*): a hint.
      ...(u.suggestionKind === 'boot-key'
        ? { message: `Spring Boot has no property '${u.key}': it is ignored. Use '${u.suggestion}'.` }
        : { severity: Severity.Hint, message: `Spring Boot does not bind '${u.key}'; fine if your code reads it${u.suggestion ? `, otherwise use '${u.suggestion}'` : ''}.` }),
      fixes: u.suggestion && ctx.site.syntax === 'spring-properties'
        ? [{ title: `Rename to '${u.suggestion}'`, intents: [{ kind: 'edits' as const, edits: [{ range: u.range, newText: u.suggestion }] }], preferred: true }]
        : undefined,
    }));
    for (const v of x.invalid) out.push({ range: v.range, message: `'${v.key}': ${v.message}`, fixes: undefined });
    return out;
  },
};
