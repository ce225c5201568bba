// rdkafka-manual-commit-with-auto-commit: a node-rdkafka (or CKJS native) consumer whose code commits
// by hand while enable.auto.commit is still on (its default). librdkafka stores each message's
// offset as it hands the message to the application (enable.auto.offset.store=true by default:
// "Automatically store offset of last message provided to application") and, with auto-commit on,
// commits the stored offsets from a background thread every auto.commit.interval.ms (5000 ms by
// default), processed or not (librdkafka CONFIGURATION.md). The manual commit() the code makes
// after its work is then not what decides the group's position: a crash between the background
// commit and the end of the processing loses the messages in between. Silent when the code stores
// offsets itself (enable.auto.offset.store=false), the documented way to let auto-commit commit only
// processed messages.
import { tsExtras } from './lang';
import { Severity, type Rule } from './types';

export const rdkafkaManualCommitWithAutoCommit: Rule = {
  id: 'rdkafka-manual-commit-with-auto-commit',
  severity: Severity.Warning,
  runtimeOnly: true,
  roles: ['consumer'],
  clients: ['librdkafka'],
  source: 'librdkafka CONFIGURATION.md: enable.auto.commit (true; commits in the background every auto.commit.interval.ms, 5000), enable.auto.offset.store (true; "Automatically store offset of last message provided to application"); node-rdkafka lib/kafka-consumer.js commit / commitMessage',
  summary: 'A node-rdkafka consumer commits by hand while auto-commit is still on: librdkafka also commits, in the background, offsets of messages not yet processed.',
  check(ctx) {
    const x = tsExtras(ctx.site);
    const commits = x?.use?.manualCommits;
    if (!commits?.length) return [];
    if (ctx.effective('enable.auto.commit')?.trim().toLowerCase() !== 'true') return [];
    if (ctx.effective('enable.auto.offset.store')?.trim().toLowerCase() === 'false') return [];
    const written = ctx.entry('enable.auto.commit');
    return [{
      range: written ? written.valueRange : commits[0],
      message: `This consumer commits by hand (line ${commits[0].start.line + 1}), but enable.auto.commit is ${written ? 'set to true' : 'true by default'}: librdkafka stores each message's offset when it hands the message over (enable.auto.offset.store=true) and commits the stored offsets from a background thread every auto.commit.interval.ms (5000 ms by default), whether the message was processed or not. A crash after such a commit loses the messages still being processed. Set 'enable.auto.commit': false so that only your commits count.`,
      fixes: [{ title: "Set 'enable.auto.commit': false", intents: [{ kind: 'set', key: 'enable.auto.commit', value: 'false' }], preferred: true }],
    }];
  },
  docs: {
    why: 'With enable.auto.commit on (its default) librdkafka commits on its own, every auto.commit.interval.ms, the offsets it stored as it handed each message to the application (enable.auto.offset.store=true). Those are offsets of messages delivered, not of messages processed. Code that calls commit() or commitMessage() after its own processing is trying to decide the group\'s position itself, and the background commit undoes that.',
    consequence: 'After a crash the group resumes past messages that were delivered but not yet processed: they are lost, although the code commits only after processing.',
    bad: { file: 'consumer.js', text: "const Kafka = require('node-rdkafka');\n\nconst consumer = new Kafka.KafkaConsumer({\n  'group.id': 'billing',\n  'metadata.broker.list': 'kafka:9092',\n}, {});\n\nconsumer.connect();\nconsumer.on('ready', () => { consumer.subscribe(['invoices']); consumer.consume(); });\nconsumer.on('data', (message) => {\n  bill(message.value);\n  consumer.commitMessage(message);\n});\n" },
    good: { file: 'consumer.js', text: "const Kafka = require('node-rdkafka');\n\nconst consumer = new Kafka.KafkaConsumer({\n  'group.id': 'billing',\n  'metadata.broker.list': 'kafka:9092',\n  'enable.auto.commit': false,\n}, {});\n\nconsumer.connect();\nconsumer.on('ready', () => { consumer.subscribe(['invoices']); consumer.consume(); });\nconsumer.on('data', (message) => {\n  bill(message.value);\n  consumer.commitMessage(message);\n});\n" },
    falsePositives: 'Code that wants both (background commits as a fallback) accepts the loss this describes: silence the line with a suppression comment. With enable.auto.offset.store=false (offsets stored by the code, offsetsStore()) the rule is silent.',
    versions: 'node-rdkafka and @confluentinc/kafka-javascript\'s node-rdkafka-style KafkaConsumer, all librdkafka versions.',
  },
};
