// rdkafka-commit-sync-per-message: node-rdkafka / CKJS (node-rdkafka-style API)
// consumer.commitSync() or commitMessageSync() for every message. Both are synchronous native
// calls: KafkaConsumer::NodeCommitSync → KafkaConsumer::CommitSync → librdkafka commitSync
// (src/kafka-consumer.cc in node-rdkafka and in confluent-kafka-javascript), which blocks the
// calling thread — Node's only JavaScript thread — until the group coordinator answers. Per
// message, the whole process (timers, HTTP handlers, other consumers) stops for one OffsetCommit
// round trip per record. commitMessage() (asynchronous) or librdkafka's auto commit with
// enable.auto.offset.store does not block. Facts: sites/ts/clientUse.ts.
import { where } from './codeContext';
import { tsExtras } from './lang';
import { Severity, type Finding, type Rule } from './types';

export const rdkafkaCommitSyncPerMessage: Rule = {
  id: 'rdkafka-commit-sync-per-message',
  severity: Severity.Warning,
  runtimeOnly: true,
  roles: ['consumer'],
  clients: ['librdkafka'],
  source: 'node-rdkafka and confluent-kafka-javascript src/kafka-consumer.cc (NodeCommitSync calls librdkafka commitSync on the JavaScript thread); lib/kafka-consumer.js commitSync / commitMessageSync',
  summary: 'commitSync()/commitMessageSync() for every message: the Node event loop is blocked for one commit round trip per record.',
  docs: {
    why: 'commitSync() and commitMessageSync() call librdkafka\'s synchronous commit on the JavaScript thread (KafkaConsumer::NodeCommitSync in src/kafka-consumer.cc). Until the group coordinator answers, nothing else in the process runs: no other message, timer or request handler.',
    consequence: 'One blocked round trip per message: at 2 ms per OffsetCommit, 1,000 messages freeze the event loop for 2 s in total, and a slow coordinator (a rebalance, a broker restart) freezes it for as long as the commit takes (src/kafka-consumer.cc, KafkaConsumer::CommitSync).',
    bad: { file: 'audit-consumer.js', text: "const Kafka = require('node-rdkafka');\n\nconst consumer = new Kafka.KafkaConsumer({\n  'group.id': 'audit',\n  'metadata.broker.list': 'kafka:9092',\n  'enable.auto.commit': false,\n});\n\nconsumer.on('ready', () => {\n  consumer.subscribe(['audit']);\n  consumer.consume();\n});\nconsumer.on('data', (message) => {\n  store(message);\n  consumer.commitMessageSync(message);\n});\nconsumer.connect();\n" },
    good: { file: 'audit-consumer.js', text: "const Kafka = require('node-rdkafka');\n\nconst consumer = new Kafka.KafkaConsumer({\n  'group.id': 'audit',\n  'metadata.broker.list': 'kafka:9092',\n  'enable.auto.commit': false,\n});\n\nconsumer.on('ready', () => {\n  consumer.subscribe(['audit']);\n  consumer.consume();\n});\nconsumer.on('data', (message) => {\n  store(message);\n  consumer.commitMessage(message);\n});\nconsumer.connect();\nprocess.once('SIGTERM', () => consumer.disconnect());\n" },
    falsePositives: 'A single-purpose worker that does nothing else and must not read a message before the previous commit is acknowledged may accept the block: `// kafka-tuning-disable-next-line rdkafka-commit-sync-per-message -- nothing else runs here`. Commits inside an `if` (every N messages) are not reported.',
    versions: 'node-rdkafka (all versions); @confluentinc/kafka-javascript node-rdkafka-style API',
  },
  check(ctx) {
    const out: Finding[] = [];
    for (const c of tsExtras(ctx.site)?.use?.commits ?? []) {
      if (c.method !== 'commitSync' && c.method !== 'commitMessageSync') continue;
      out.push({
        range: c.range,
        message: `${c.method}() ${where(c.context)} blocks Node's event loop until the group coordinator answers (a synchronous librdkafka commit on the JavaScript thread), once per message: nothing else in the process runs meanwhile. Use ${c.method === 'commitMessageSync' ? 'commitMessage()' : 'commit()'} (asynchronous), or commit synchronously every N messages.`,
      });
    }
    return out;
  },
};
