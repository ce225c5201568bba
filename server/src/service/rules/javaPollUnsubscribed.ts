// java-poll-unsubscribed: a KafkaConsumer made in a method of this file and polled there, with no
// subscribe() or assign() anywhere in the file and the consumer never handed on. poll() checks the
// subscription first and throws IllegalStateException "Consumer is not subscribed to any topics or
// assigned any partitions" (ClassicKafkaConsumer / AsyncKafkaConsumer.poll, and KafkaConsumer.poll
// before 3.7 split it): the consumer reads nothing, every time (check 71: a sample main that polls
// right after the constructor).
import { lineIndexOf } from '../parse/lineIndex';
import { Severity, type Rule } from './types';

/** `KafkaConsumer<String, String> consumer = new KafkaConsumer<>(props)`, `var c = new KafkaConsumer<>(…)`: the local's name. */
const LOCAL_CONSUMER = /\b(?:KafkaConsumer|Consumer|var)\s*(?:<[^;=()]*>)?\s+(\w+)\s*=\s*new\s+KafkaConsumer\s*(?:<[^;()]*>)?\s*\(/g;

/** Where the file polls a consumer it made and never subscribes or assigns; undefined otherwise. */
export function unsubscribedPoll(text: string): { offset: number; name: string } | undefined {
  // Comments hold examples and dead code: blanked, offsets kept.
  const code = text.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, (c) => c.replace(/[^\n]/g, ' '));
  if (/\.\s*(?:subscribe|assign)\s*\(/.test(code) || /\bConsumerRebalanceListener\b/.test(code)) return undefined;
  for (const m of code.matchAll(LOCAL_CONSUMER)) {
    const name = m[1];
    const n = name.replace(/\$/g, '\\$');
    // Handed on (an argument, a return, a field): whoever receives it may subscribe.
    if (new RegExp(`[(,]\\s*${n}\\s*[,)]|\\breturn\\s+${n}\\b|=\\s*${n}\\s*;`).test(code)) continue;
    const poll = new RegExp(`\\b${n}\\s*\\.\\s*poll\\s*\\(`).exec(code.slice(m.index));
    if (poll) return { offset: m.index + poll.index, name };
  }
  return undefined;
}

export const javaPollUnsubscribed: Rule = {
  id: 'java-poll-unsubscribed',
  severity: Severity.Error,
  roles: ['consumer'],
  clients: ['java'],
  source: 'KafkaConsumer.poll (ClassicKafkaConsumer / AsyncKafkaConsumer from 3.7): IllegalStateException "Consumer is not subscribed to any topics or assigned any partitions"',
  summary: 'A KafkaConsumer polled without subscribe() or assign(): poll() throws IllegalStateException every time.',
  // One finding per file, whichever site carries it.
  oncePerDocument: true,
  // A test may poll an unsubscribed consumer to see it throw.
  runtimeOnly: true,
  check(ctx) {
    if (ctx.site.syntax !== 'java') return [];
    const found = ctx.fromText(unsubscribedPoll);
    if (!found) return [];
    const lines = lineIndexOf(ctx.doc.text);
    const start = lines.position(found.offset);
    return [{
      range: { start, end: lines.position(found.offset + found.name.length) },
      message: `${found.name}.poll(...) on a consumer that nothing in this file subscribes to a topic or assigns partitions to: poll() checks that first and throws IllegalStateException "Consumer is not subscribed to any topics or assigned any partitions", so this consumer never reads a record. Call ${found.name}.subscribe(List.of("<topic>")) (or assign(...)) before polling.`,
    }];
  },
  docs: {
    why: 'A KafkaConsumer reads only what it subscribed to (subscribe, with a group) or was assigned (assign). poll() checks that before it fetches anything and refuses to run without either.',
    consequence: 'Every poll() throws IllegalStateException "Consumer is not subscribed to any topics or assigned any partitions" (KafkaConsumer.poll): the program stops at its first poll, or, where the exception is caught, loops reading nothing.',
    bad: { file: 'OrderReader.java', text: 'import java.time.Duration;\nimport java.util.Properties;\nimport org.apache.kafka.clients.consumer.*;\n\npublic class OrderReader {\n  public static void main(String[] args) {\n    Properties props = new Properties();\n    props.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, "kafka:9092");\n    props.put(ConsumerConfig.GROUP_ID_CONFIG, "order-reader");\n    props.put(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, "org.apache.kafka.common.serialization.StringDeserializer");\n    props.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, "org.apache.kafka.common.serialization.StringDeserializer");\n    try (KafkaConsumer<String, String> consumer = new KafkaConsumer<>(props)) {\n      ConsumerRecords<String, String> records = consumer.poll(Duration.ofSeconds(1));\n      records.forEach(r -> System.out.println(r.value()));\n    }\n  }\n}\n' },
    good: { file: 'OrderReader.java', text: 'import java.time.Duration;\nimport java.util.List;\nimport java.util.Properties;\nimport org.apache.kafka.clients.consumer.*;\n\npublic class OrderReader {\n  public static void main(String[] args) {\n    Properties props = new Properties();\n    props.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, "kafka:9092");\n    props.put(ConsumerConfig.GROUP_ID_CONFIG, "order-reader");\n    props.put(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, "org.apache.kafka.common.serialization.StringDeserializer");\n    props.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, "org.apache.kafka.common.serialization.StringDeserializer");\n    try (KafkaConsumer<String, String> consumer = new KafkaConsumer<>(props)) {\n      consumer.subscribe(List.of("orders"));\n      ConsumerRecords<String, String> records = consumer.poll(Duration.ofSeconds(1));\n      records.forEach(r -> System.out.println(r.value()));\n    }\n  }\n}\n' },
    falsePositives: 'Only a consumer made in a local variable of this file and polled there is judged, and only when the file calls subscribe() or assign() on nothing and never hands the consumer on (as an argument, a return value or a field): code elsewhere that subscribes it is then out of sight, and the rule says nothing.',
    versions: 'Java client, all versions.',
  },
};
