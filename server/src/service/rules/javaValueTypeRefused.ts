// java-value-type-refused: a Properties/Map value whose Java type ConfigDef.parseType refuses for
// the key's type. parseType (kafka-clients, org.apache.kafka.common.config.ConfigDef, the same
// switch from 2.x to 4.x) takes a String for every type, and besides that only: BOOLEAN a Boolean,
// STRING a String, PASSWORD a Password, INT an Integer, SHORT a Short, LONG an Integer or a Long,
// DOUBLE any Number, LIST a List, CLASS a Class. Anything else throws
// ConfigException("Invalid value <v> for configuration <key>: <reason>") in the client's
// constructor, so `props.put(ProducerConfig.ACKS_CONFIG, 1)` or `props.put("batch.size", 16384L)`
// stops the application at start-up. The value's type comes from sites/java/valueType.ts, which
// only names a type the expression makes certain; setProperty always hands over a String.
import type { KeyInfo } from '../catalog';
import type { ConfigType } from '../catalog/types';
import type { ConfigEntry, Fix, JavaSite } from '../model';
import type { JavaEntryShape } from '../sites/java/shape';
import type { JavaValueType } from '../sites/java/valueType';
import { lineIndexOf } from '../parse/lineIndex';
import { Severity, type Rule, type RuleContext } from './types';

/** The Java types parseType takes for each ConfigDef type (a String always parses, or fails on its text). */
const ACCEPTED: Record<ConfigType, readonly JavaValueType[]> = {
  BOOLEAN: ['String', 'Boolean'],
  STRING: ['String'],
  PASSWORD: ['String'],
  INT: ['String', 'Integer'],
  SHORT: ['String', 'Short'],
  LONG: ['String', 'Integer', 'Long'],
  DOUBLE: ['String', 'Integer', 'Long', 'Short', 'Double', 'Float'],
  LIST: ['String', 'List'],
  CLASS: ['String', 'Class'],
};

/** parseType's reason for a refused value, as its ConfigException says it. */
function reason(type: ConfigType, given: JavaValueType): string {
  // getClass().getName() of the value: a list's class depends on how it was made.
  const cls = given === 'List' ? 'java.util list class' : `java.lang.${given}`;
  switch (type) {
    case 'BOOLEAN': return 'Expected value to be either true or false';
    case 'STRING':
    case 'PASSWORD': return `Expected value to be a string, but it was a ${cls}`;
    case 'INT': return `Expected value to be a 32-bit integer, but it was a ${cls}`;
    case 'SHORT': return `Expected value to be a 16-bit integer (short), but it was a ${cls}`;
    case 'LONG': return `Expected value to be a 64-bit integer (long), but it was a ${cls}`;
    case 'DOUBLE': return `Expected value to be a double, but it was a ${cls}`;
    case 'LIST': return 'Expected a comma separated list.';
    case 'CLASS': return 'Expected a Class instance or class name.';
  }
}

export interface RefusedType {
  entry: ConfigEntry;
  shape: JavaEntryShape;
  info: KeyInfo;
  given: JavaValueType;
}

/**
 * The Java entries whose value parseType refuses by type. A put that a later put of the same key in
 * the same straight run replaces never reaches Kafka, so it is left out. Exported so invalid-value
 * does not also judge such a value's text: parseType checks the type first.
 */
export function refusedTypes(ctx: RuleContext): RefusedType[] {
  if (ctx.site.syntax !== 'java' || ctx.site.java.annotation) return [];
  const site: JavaSite = ctx.site;
  const out: RefusedType[] = [];
  site.entries.forEach((entry, i) => {
    const shape = site.java.entries.find((s) => sameRange(s.range, entry.range));
    const given = shape?.valueType;
    if (!shape || !given) return;
    const replaced = site.entries.slice(i + 1).some((l) => l.key === entry.key && l.run === entry.run);
    if (replaced) return;
    const info = ctx.info(entry.key);
    if (!info || ACCEPTED[info.type].includes(given)) return;
    out.push({ entry, shape, info, given });
  });
  return out;
}

function sameRange(a: ConfigEntry['range'], b: ConfigEntry['range']): boolean {
  return a.start.line === b.start.line && a.start.character === b.start.character && a.end.line === b.end.line && a.end.character === b.end.character;
}

const BOXED_NUMBERS: readonly JavaValueType[] = ['Integer', 'Long', 'Short', 'Double', 'Float', 'Boolean'];

/**
 * A mechanical fix, where there is one: a number or boolean literal becomes the string Kafka would
 * parse ("1"); 16384L for an INT key loses its L; another boxed number or boolean is wrapped in
 * String.valueOf(…), which every type parses from text. A List or a Class has no one-step fix.
 */
function fixFor(ctx: RuleContext, r: RefusedType): Fix | undefined {
  const lines = lineIndexOf(ctx.doc.text);
  const written = ctx.doc.text.slice(lines.offset(r.entry.valueRange.start), lines.offset(r.entry.valueRange.end));
  const literal = r.entry.value !== undefined && /^-?[\d_.]+[lLfFdD]?$|^-?0[xXbB][\da-fA-F_]+[lL]?$|^(?:true|false)$/.test(written.trim());
  if (literal && r.shape.numberSuffix === 'L' && (r.info.type === 'INT') && Math.abs(Number(r.entry.value)) <= 2147483647 && r.entry.value !== undefined && /^-?\d+$/.test(r.entry.value)) {
    return { title: `Write ${written.replace(/[lL]$/, '')} (an int, which ${r.info.type} takes)`, intents: [{ kind: 'edits', edits: [{ range: r.entry.valueRange, newText: written.replace(/[lL]$/, '') }] }], preferred: true };
  }
  if (literal && r.entry.value !== undefined) {
    const text = JSON.stringify(r.entry.value);
    return { title: `Write ${text} (a String, which every config type parses)`, intents: [{ kind: 'edits', edits: [{ range: r.entry.valueRange, newText: text }] }], preferred: true };
  }
  if (BOXED_NUMBERS.includes(r.given)) {
    return { title: 'Wrap the value in String.valueOf(…) (a String, which every config type parses)', intents: [{ kind: 'edits', edits: [{ range: r.entry.valueRange, newText: `String.valueOf(${written})` }] }] };
  }
  return undefined;
}

function article(word: string): string {
  return /^[AEIOU]/i.test(word) ? 'an' : 'a';
}

const PRODUCER = (value: string) => `import java.util.Properties;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.common.serialization.StringSerializer;

class Orders {
  KafkaProducer<String, String> producer(String acks) {
    Properties props = new Properties();
    props.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, "kafka1:9092");
    props.put(ProducerConfig.ACKS_CONFIG, ${value});
    return new KafkaProducer<>(props, new StringSerializer(), new StringSerializer());
  }
}
`;

export const javaValueTypeRefused: Rule = {
  id: 'java-value-type-refused',
  severity: Severity.Error,
  clients: ['java'],
  source: 'ConfigDef.parseType (a String for every type; otherwise BOOLEAN Boolean, STRING String, INT Integer, SHORT Short, LONG Integer or Long, DOUBLE any Number, LIST List, CLASS Class, PASSWORD Password); ConfigException("Invalid value … for configuration …")',
  summary: 'A Java config value of a type the key\'s ConfigDef type does not take (an Integer for acks, a Long for batch.size): the client refuses to start.',
  check(ctx) {
    return refusedTypes(ctx).map((r) => {
      // The value as the exception prints it (toString); a Double's or a Class's text differs from how it is written.
      const shown = r.entry.value !== undefined && ['String', 'Integer', 'Long', 'Short', 'Boolean'].includes(r.given) ? r.entry.value : '…';
      const fix = fixFor(ctx, r);
      const takes = ACCEPTED[r.info.type].filter((t) => t !== 'String').join(' or ');
      return {
        range: r.entry.valueRange,
        message: `${r.entry.key} is ${article(r.info.type)} ${r.info.type} config, which takes a String${takes ? ` or ${takes}` : ' only'}, but this value is ${article(r.given)} ${r.given}: the client constructor throws ConfigException "Invalid value ${shown} for configuration ${r.entry.key}: ${reason(r.info.type, r.given)}" (ConfigDef.parseType) and the client never starts.`,
        ...(fix ? { fixes: [fix] } : {}),
      };
    });
  },
  docs: {
    why: 'A Java Properties or Map config may hold any object, and ConfigDef.parseType checks the object\'s class before anything else: every type takes a String (and parses it), but besides that a STRING key takes only a String, INT only an Integer, SHORT only a Short, LONG an Integer or a Long, BOOLEAN a Boolean, DOUBLE any Number, LIST a List and CLASS a Class. `props.put(ProducerConfig.ACKS_CONFIG, 1)` compiles (Properties takes Object) but acks is a STRING config; `props.put("batch.size", 16384L)` hands a Long to an INT config.',
    consequence: 'The client constructor throws `ConfigException: Invalid value 1 for configuration acks: Expected value to be a string, but it was a java.lang.Integer`: the producer, consumer or admin client never exists and the application (or the Spring bean that builds it) fails at start-up.',
    bad: { file: 'Orders.java', text: PRODUCER('Integer.parseInt(acks)') },
    good: { file: 'Orders.java', text: PRODUCER('acks') },
    falsePositives: 'Only types the expression itself makes certain are judged: literals, Integer.parseInt/Long.valueOf and the like, String.valueOf, class literals, List.of, Duration…toMillis(). A variable, a field or a method of your own is not judged, and setProperty always passes a String. Spring\'s application.properties/YAML and @Value hand over Strings and are not affected.',
    versions: 'All Java client versions: parseType checks these Java types the same way in every kafka-clients release from 2.x to 4.x; the key\'s type is read from the catalog of the version in use.',
  },
};
