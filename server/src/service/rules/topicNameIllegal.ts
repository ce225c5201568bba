// topic-name-illegal: a topic a Connect worker or connector creates and uses, named with characters
// Kafka refuses. org.apache.kafka.common.internals.Topic.validate allows ASCII letters and digits,
// '.', '_' and '-', at most 249 of them, and neither "." nor "..". The worker creates its three
// internal topics when it starts (KafkaConfigBackingStore, KafkaOffsetBackingStore,
// KafkaStatusBackingStore through TopicAdmin), and a sink task its dead-letter topic
// (DeadLetterQueueReporter.createAndSetup): the broker answers an illegal name with
// INVALID_TOPIC_EXCEPTION, and the worker, or the task, fails to start. The usual cause is a comment
// written after the value: .properties has no inline comments, so ` #Replace` is part of the name
// (check 64: config.storage.topic=<id>-config #Replace).
import { isUnresolved } from '../util/placeholder';
import { Severity, type Finding, type Rule } from './types';

/** The topics a worker creates at start-up, and who fails when one is illegal. */
const TOPIC_KEYS: Record<string, { role: 'connect' | 'connector'; who: string }> = {
  'config.storage.topic': { role: 'connect', who: 'the worker fails to start' },
  'offset.storage.topic': { role: 'connect', who: 'the worker fails to start' },
  'status.storage.topic': { role: 'connect', who: 'the worker fails to start' },
  'errors.deadletterqueue.topic.name': { role: 'connector', who: 'the connector\'s tasks fail to start' },
};
const LEGAL = /^[a-zA-Z0-9._-]+$/;
const MAX_NAME_LENGTH = 249;

/** Why Topic.validate refuses the name, in its terms; undefined for a legal one. */
export function topicNameProblem(name: string): string | undefined {
  if (name === '.' || name === '..') return `'${name}' is not allowed`;
  if (name.length > MAX_NAME_LENGTH) return `it is ${name.length} characters long, more than the ${MAX_NAME_LENGTH} allowed`;
  if (!LEGAL.test(name)) return 'it contains characters other than ASCII letters and digits, \'.\', \'_\' and \'-\'';
  return undefined;
}

export const topicNameIllegal: Rule = {
  id: 'topic-name-illegal',
  severity: Severity.Error,
  roles: ['connect', 'connector'],
  clients: ['java'],
  compose: 'also',
  source: 'org.apache.kafka.common.internals.Topic.validate (LEGAL_CHARS [a-zA-Z0-9._-], at most 249); Connect KafkaConfigBackingStore / KafkaOffsetBackingStore / KafkaStatusBackingStore and DeadLetterQueueReporter create their topics at start-up',
  summary: 'A Connect internal or dead-letter topic named with characters Kafka refuses (often a comment written after the value): the worker or the task cannot start.',
  docs: {
    why: 'Kafka accepts topic names made of ASCII letters and digits, \'.\', \'_\' and \'-\', at most 249 characters (Topic.validate). A Connect worker creates its config, offset and status topics when it starts, and a sink task creates its dead-letter topic; an illegal name is refused by the broker. In a .properties file a comment written after the value is part of it: java.util.Properties has no inline comments.',
    consequence: 'The broker answers INVALID_TOPIC_EXCEPTION ("Topic name is invalid: … contains one or more characters other than ASCII alphanumerics, \'.\', \'_\' and \'-\'"), and the worker, or the connector\'s tasks, fail to start.',
    bad: { file: 'connect-distributed.properties', text: 'bootstrap.servers=kafka-1:9092\ngroup.id=connect-cluster\nkey.converter=org.apache.kafka.connect.json.JsonConverter\nvalue.converter=org.apache.kafka.connect.json.JsonConverter\nconfig.storage.topic=connect-configs #Replace with your topic\noffset.storage.topic=connect-offsets\nstatus.storage.topic=connect-status\n' },
    good: { file: 'connect-distributed.properties', text: 'bootstrap.servers=kafka-1:9092\ngroup.id=connect-cluster\nkey.converter=org.apache.kafka.connect.json.JsonConverter\nvalue.converter=org.apache.kafka.connect.json.JsonConverter\n# Replace with your topic\nconfig.storage.topic=connect-configs\noffset.storage.topic=connect-offsets\nstatus.storage.topic=connect-status\n' },
    falsePositives: 'None known: Kafka refuses these names whatever creates the topic. Values that are references (${file:…}, ${env:…}) are not judged.',
    versions: 'All Kafka versions (the legal characters have not changed).',
  },
  check(ctx) {
    const out: Finding[] = [];
    for (const [key, { role, who }] of Object.entries(TOPIC_KEYS)) {
      if (ctx.site.role !== role) continue;
      const e = ctx.entry(key);
      const name = e?.value;
      if (!e || name === undefined || name.trim() === '' || isUnresolved(name)) continue;
      const problem = topicNameProblem(name.trim());
      if (!problem) continue;
      const comment = /^(\S+)\s+[#!]/.exec(name.trim());
      const meant = comment && !topicNameProblem(comment[1]) ? comment[1] : undefined;
      out.push({
        range: e.valueRange,
        message: `${e.rawKey} names the topic '${name.trim()}', which Kafka refuses: ${problem} (Topic.validate), so ${who}.${meant ? ` A .properties file has no comments after a value: '${name.trim().slice(meant.length).trim()}' is part of the name. Put the comment on a line of its own.` : ''}`,
        ...(meant ? { fixes: [{ title: `Set ${e.rawKey}=${meant}`, intents: [{ kind: 'set' as const, key, value: meant }], preferred: true }] } : {}),
      });
    }
    return out;
  },
};
