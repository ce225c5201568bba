// serializer-direction: KafkaProducer builds key.serializer / value.serializer with
// AbstractConfig.getConfiguredInstance(name, Serializer.class), and KafkaConsumer its
// deserializers with Deserializer.class; an instance of the other interface fails the check
// ("<class> is not an instance of org.apache.kafka.common.serialization.Serializer", a
// KafkaException from the constructor). Serializer and Deserializer are separate interfaces, and
// the classes that ship with Kafka, Confluent and Spring Kafka are named for the one they
// implement, so a *Deserializer class under a serializer key (or the reverse) cannot start.
// The same check refuses a class of another library with a Kafka-like name: Jackson's
// com.fasterxml.jackson.databind.ser.std.StringSerializer (an IDE's auto-import picks it for
// `StringSerializer.class` as readily as Kafka's) implements neither interface (check 53).
import type { Range } from 'vscode-languageserver-types';
import { lineIndexOf } from '../parse/lineIndex';
import { Severity, type Finding, type Rule } from './types';

const PAIRS = [
  { key: 'key.serializer', wants: 'Serializer', role: 'producer' },
  { key: 'value.serializer', wants: 'Serializer', role: 'producer' },
  { key: 'key.deserializer', wants: 'Deserializer', role: 'consumer' },
  { key: 'value.deserializer', wants: 'Deserializer', role: 'consumer' },
] as const;

/** Packages whose serialization classes are named exactly for the interface they implement. */
const KNOWN = /^(org\.apache\.kafka\.|io\.confluent\.|org\.springframework\.kafka\.|software\.amazon\.glue\.|io\.apicurio\.)/;

/** Jackson's own (de)serializers: databind classes, none of them a Kafka Serializer or Deserializer. */
const JACKSON = /^com\.fasterxml\.jackson\.[\w.$]+$/;
/** Kafka's own classes of these simple names (org.apache.kafka.common.serialization), offered in place of a namesake. */
const KAFKA_NAMESAKES = /^(String|ByteArray|ByteBuffer|Bytes|Integer|Long|Short|Float|Double|UUID|Void)(Serializer|Deserializer)$/;

/** "Deserializer" / "Serializer" from the class's simple name, or undefined for another name. */
function direction(className: string): 'Serializer' | 'Deserializer' | undefined {
  const simple = className.replace(/\.class$/, '').split(/[.$]/).pop() ?? '';
  if (/Deserializer$/.test(simple)) return 'Deserializer';
  if (/Serializer$/.test(simple)) return 'Serializer';
  return undefined;
}

export const serializerDirection: Rule = {
  id: 'serializer-direction',
  severity: Severity.Error,
  roles: ['producer', 'consumer'],
  clients: ['java'],
  source: 'AbstractConfig.getConfiguredInstance(…, Serializer.class / Deserializer.class) in the KafkaProducer and KafkaConsumer constructors',
  summary: 'A Deserializer class under a *.serializer key (or a Serializer under *.deserializer): the client cannot be created.',
  docs: {
    why: 'The producer builds its serializers and checks they implement Serializer; the consumer does the same for Deserializer. The two interfaces are separate, so a StringDeserializer cannot serialize.',
    consequence: 'The KafkaProducer (or KafkaConsumer) constructor throws KafkaException "org.apache.kafka.common.serialization.StringDeserializer is not an instance of org.apache.kafka.common.serialization.Serializer" (AbstractConfig.getConfiguredInstance).',
    bad: { file: 'producer.properties', text: 'bootstrap.servers=localhost:9092\nkey.serializer=org.apache.kafka.common.serialization.StringDeserializer\nvalue.serializer=org.apache.kafka.common.serialization.StringSerializer\n' },
    good: { file: 'producer.properties', text: 'bootstrap.servers=localhost:9092\nkey.serializer=org.apache.kafka.common.serialization.StringSerializer\nvalue.serializer=org.apache.kafka.common.serialization.StringSerializer\n' },
    falsePositives: 'A class of your own whose name ends in Deserializer but that implements Serializer (or the reverse); it is reported as a warning, not an error, outside the Kafka, Confluent, Spring Kafka, AWS Glue and Apicurio packages. A Jackson class (com.fasterxml.jackson…, often imported by mistake for Kafka\'s StringSerializer) is always an error: none of them implements Kafka\'s interfaces.',
    versions: 'all',
  },
  check(ctx) {
    const out: Finding[] = [];
    for (const p of PAIRS) {
      if (ctx.site.role !== p.role) continue;
      const e = ctx.entry(p.key);
      const value = e?.value?.trim();
      if (!e || !value) continue;
      if (JACKSON.test(value)) {
        out.push(namesake(ctx.display(p.key), value, p.role, p.wants, e.valueRange));
        continue;
      }
      const has = direction(value);
      if (!has || has === p.wants) continue;
      const wantedName = value.replace(new RegExp(`${has}(?=(\\.class)?$)`), p.wants);
      const written = rewrite(ctx.doc.text, e.valueRange, has, p.wants);
      out.push({
        range: e.valueRange,
        severity: KNOWN.test(value) || !value.includes('.') ? Severity.Error : Severity.Warning,
        message: `${ctx.display(p.key)} names a ${has} (${value}), but the ${p.role} needs a ${p.wants}: its constructor fails with "… is not an instance of org.apache.kafka.common.serialization.${p.wants}". Use ${wantedName}.`,
        fixes: written ? [{ title: `Use ${wantedName}`, intents: [{ kind: 'edits', edits: [{ range: e.valueRange, newText: written }] }], preferred: true }] : undefined,
      });
    }
    return out;
  },
};

/** A Jackson class under a (de)serializer key: the client checks the interface and refuses it. */
function namesake(shown: string, value: string, role: string, wants: string, range: Range): Finding {
  const simple = value.split(/[.$]/).pop() ?? value;
  const kafka = KAFKA_NAMESAKES.exec(simple)?.[2] === wants ? `org.apache.kafka.common.serialization.${simple}` : undefined;
  return {
    range,
    message: `${shown} names ${value}, a Jackson class, not a Kafka ${wants}: the ${role}'s constructor fails with "Failed to construct kafka ${role}", caused by "class ${value} is not an instance of org.apache.kafka.common.serialization.${wants}" (AbstractConfig.getConfiguredInstance). ${kafka ? `The import most likely meant ${kafka}.` : `Use a class that implements org.apache.kafka.common.serialization.${wants}.`}`,
  };
}

/** The value text as written, with its Serializer/Deserializer suffix turned around (quotes and .class kept); undefined when it cannot be. */
function rewrite(text: string, range: Range, has: string, wants: string): string | undefined {
  if (range.start.line !== range.end.line) return undefined;
  const lines = lineIndexOf(text);
  const written = text.slice(lines.offset(range.start), lines.offset(range.end));
  const turned = written.replace(new RegExp(`${has}(?=(\\.class)?["']?\\s*$)`), wants);
  return turned === written ? undefined : turned;
}
