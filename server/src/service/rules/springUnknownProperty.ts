// spring-unknown-property (docs/sources.md#spring-boot): Spring Boot binds only the spring.kafka.* names
// KafkaProperties declares; anything else is ignored. There is no linger-ms, for example: Kafka
// keys without a Boot property go under spring.kafka.<client>.properties[...].
import { nestedClassBinaryName } from '../util/nestedClass';
import type { Fix } from '../model';
import { lineIndexOf } from '../parse/lineIndex';
import type { SpringUnknown } from '../sites/spring';
import { codeReading, javaHome } from '../workspace';
import { springExtras } from './lang';
import { Severity, type Finding, type Rule, type RuleContext } from './types';

const MISNESTED = /^spring\.kafka\.listener\.(producer|consumer|admin|streams)\./;

export const springUnknownProperty: Rule = {
  id: 'spring-unknown-property',
  severity: Severity.Warning,
  source: 'Spring Boot KafkaProperties (spring.kafka.* bindings)',
  summary: 'A spring.kafka.* property Spring Boot does not define: it is ignored.',
  check(ctx) {
    const x = springExtras(ctx.site);
    if (!x) return [];
    // A name the application's own code reads (@Value("${…}"), getProperty, an
    // @ConfigurationProperties prefix) is not ignored: Boot does not bind it, the application does.
    const unknown = x.unknown.filter((u) => !codeReading(ctx.workspace, ctx.doc.uri, u.key));
    const module = javaHome(ctx.workspace, ctx.doc.uri);
    // A client block nested under spring.kafka.listener by mistake is one mistake: one finding per
    // block, on its first key, naming the rest.
    const nested = new Map<string, SpringUnknown[]>();
    for (const u of unknown) {
      const m = MISNESTED.exec(u.key);
      if (m && u.suggestionKind === 'boot-key') nested.set(m[1], [...(nested.get(m[1]) ?? []), u]);
    }
    const blocks: Finding[] = [...nested].map(([role, us]) => ({
      range: us[0].range,
      message: `Spring Boot binds nothing under 'spring.kafka.listener.${role}': ${us.length === 1 ? `'${us[0].key}' is` : `these ${us.length} keys are`} ignored (${us.map((u) => u.key.slice(`spring.kafka.listener.${role}.`.length)).join(', ')}). They belong one level up, under spring.kafka.${role} (spring.kafka.listener takes only the listener container's settings).`,
      fixes: us.length === 1 ? renameFix(ctx, us[0]) : undefined,
    }));
    const grouped = new Set([...nested.values()].flat());
    const out: Finding[] = [...blocks, ...unknown.filter((u) => !grouped.has(u)).map((u) => ({
      range: u.range,
      // Only a near miss of a Boot property is most likely a typo. Anything else may be the
      // application's own (@Value, @ConfigurationProperties under spring.kafka.*): a hint.
      ...(u.suggestionKind === 'boot-key'
        ? { message: `Spring Boot has no property '${u.key}': it is ignored. Use '${u.suggestion}'.` }
        : u.suggestionKind === 'kafka-key' && module
          // A Kafka key in Boot's spelling, and the module's code (its build file is in view, so
          // its sources were searched) does not read it either: nothing passes it to the client.
          ? { severity: Severity.Information, message: `Spring Boot does not bind '${u.key}', and no code in this module reads it (no @Value, getProperty or @ConfigurationProperties for it): this line has no effect, and ${u.suggestion!.replace(/^.*\[(.+)\]$/, '$1')} does not reach the client from here (code that builds the client may still set it). Use '${u.suggestion}'.${binaryNote(u)}` }
          : { severity: Severity.Hint, message: `Spring Boot does not bind '${u.key}'; fine if your code reads it${u.suggestion ? `, otherwise use '${u.suggestion}'` : ''}.${binaryNote(u)}` }),
      fixes: renameFix(ctx, u),
    })) as Finding[]];
    for (const v of x.invalid) out.push({ range: v.range, message: `'${v.key}': ${v.message}`, fixes: undefined });
    return out;
  },
  docs: {
    why: 'Spring Boot binds only the spring.kafka.* names that KafkaProperties declares; any other name under spring.kafka is ignored without an error. Kafka keys that have no Boot property go under spring.kafka.<client>.properties[...] (there is no spring.kafka.producer.linger-ms, for example).',
    consequence: 'The setting never reaches the Kafka client from this file; unless code sets it another way, the client keeps its default. Nothing in the log says so.',
    bad: { file: 'application.properties', text: 'spring.kafka.bootstrap-servers=kafka1:9092\nspring.kafka.producer.linger-ms=5\n' },
    good: { file: 'application.properties', text: 'spring.kafka.bootstrap-servers=kafka1:9092\nspring.kafka.producer.properties[linger.ms]=5\n' },
    falsePositives: 'A spring.kafka.* key your own code reads is not reported: the workspace\'s Java and Kotlin sources are searched for `${key}` placeholders (@Value), `getProperty("key")` and `@ConfigurationProperties` prefixes, in the same module when the build files tell modules apart. Code that builds the name at run time is not seen: list the key in the `kafkaTuning.applicationKeys` setting, and it becomes a hint. A Kafka key in Boot\'s spelling (spring.kafka.producer.linger-ms) is information where the module\'s build file is in view, so its code was searched, and a hint otherwise.',
    versions: 'Spring Boot 2.x and 3.x KafkaProperties.',
  },
};

/**
 * Under `properties[…]` the value reaches Kafka as text, and Kafka loads a class by its binary
 * name: a nested class written with a dot (Serdes.StringSerde) is not found there (check 59).
 */
function binaryNote(u: SpringUnknown): string {
  const binary = u.suggestion && /\]$/.test(u.suggestion) ? nestedClassBinaryName(u.value) : undefined;
  return binary ? ` Write its value as ${binary} there: Kafka loads a class by its binary name, in which a nested class follows a $, and would not find ${u.value!.trim()}.` : '';
}

/**
 * The fix the message spells out. In .properties the whole name is replaced. In YAML a near Boot
 * key is renamed in place (only the part of the name this key spells, so nesting is kept), and a
 * Kafka key Boot has no name for moves under `properties:` as "[linger.ms]", the way the YAML edit
 * writer adds pass-through keys.
 */
function renameFix(ctx: RuleContext, u: SpringUnknown): Fix[] | undefined {
  if (!u.suggestion) return undefined;
  const title = `Rename to '${u.suggestion}'`;
  if (ctx.site.syntax === 'spring-properties') return [{ title, intents: [{ kind: 'edits', edits: [{ range: u.range, newText: u.suggestion }] }], preferred: true }];
  if (ctx.site.syntax !== 'spring-yaml') return undefined;
  const lines = lineIndexOf(ctx.doc.text);
  const written = ctx.doc.text.slice(lines.offset(u.range.start), lines.offset(u.range.end));
  const parent = u.key.slice(0, u.key.length - written.length);
  if (!u.key.endsWith(written) || !u.suggestion.startsWith(parent)) return undefined;
  if (u.suggestionKind === 'boot-key') {
    return [{ title, intents: [{ kind: 'edits', edits: [{ range: u.range, newText: u.suggestion.slice(parent.length) }] }], preferred: true }];
  }
  const key = /\[([^\]]+)\]$/.exec(u.suggestion)?.[1];
  if (!key || u.value === undefined) return undefined;
  const entry = { key, rawKey: u.key, value: u.value, keyRange: u.range, valueRange: u.valueRange, range: u.pairRange };
  // Remove first: the removal's range is the original text's, and the set re-reads the document.
  return [{ title, intents: [{ kind: 'remove', entry }, { kind: 'set', key, value: u.value }], preferred: true }];
}
