// rdkafka-commit-before-processing: node-rdkafka's KafkaConsumer.commitMessage(msg) commits
// msg.offset + 1 for the message's partition (lib/kafka-consumer.js in node-rdkafka and in
// @confluentinc/kafka-javascript: "The offset of the message + 1 is committed"), and commit() with
// no argument commits the current positions. Called as the first statement of the 'data' handler,
// before the message is processed, it records the message as done before any work on it: with
// enable.auto.commit=false (the application chose to commit itself), a crash or a failure in the
// rest of the handler loses the message, since the group resumes after it. Only a handler whose first
// statement is the commit and which does something after it is reported; a commit at the end (after
// the work) is the at-least-once shape this rule recommends.
import { lineIndexOf } from '../parse/lineIndex';
import { blankComments } from '../parse/blankComments';
import { tsExtras } from './lang';
import { escapeRegExp } from './keyLine';
import { Severity, type Rule } from './types';

const ASSIGNED = /(?:const|let|var|this\.)\s*([\w$]+)\s*(?::\s*[\w$.<>]+\s*)?=\s*new\s+(?:[\w$]+\.)*KafkaConsumer\s*\($/;

export const rdkafkaCommitBeforeProcessing: Rule = {
  id: 'rdkafka-commit-before-processing',
  severity: Severity.Warning,
  runtimeOnly: true,
  roles: ['consumer'],
  clients: ['librdkafka'],
  source: 'node-rdkafka and @confluentinc/kafka-javascript lib/kafka-consumer.js (KafkaConsumer.prototype.commitMessage commits msg.offset + 1; the \'data\' event delivers consumed messages)',
  summary: 'The \'data\' handler commits the message (commitMessage/commit) before processing it, with enable.auto.commit=false: a crash or an error in the processing loses the message.',
  docs: {
    why: 'commitMessage(m) commits m.offset + 1, the position after the message (KafkaConsumer.prototype.commitMessage in lib/kafka-consumer.js). As the first statement of the \'data\' handler it tells the group the message is done before any work on it has started.',
    consequence: 'If the process stops, or the processing throws, after the commit, the group resumes after this message on restart or rebalance: it is never processed (at-most-once delivery), although enable.auto.commit=false was set to avoid exactly that.',
    bad: { file: 'ledger-consumer.js', text: "const Kafka = require('node-rdkafka');\nconst consumer = new Kafka.KafkaConsumer({\n  'group.id': 'ledger',\n  'metadata.broker.list': 'kafka:9092',\n  'enable.auto.commit': false,\n});\nconsumer.on('ready', () => { consumer.subscribe(['payments']); consumer.consume(); });\nconsumer.on('data', (m) => {\n  consumer.commitMessage(m);\n  book(JSON.parse(m.value.toString()));\n});\nconsumer.connect();\n" },
    good: { file: 'ledger-consumer.js', text: "const Kafka = require('node-rdkafka');\nconst consumer = new Kafka.KafkaConsumer({\n  'group.id': 'ledger',\n  'metadata.broker.list': 'kafka:9092',\n  'enable.auto.commit': false,\n});\nconsumer.on('ready', () => { consumer.subscribe(['payments']); consumer.consume(); });\nconsumer.on('data', (m) => {\n  book(JSON.parse(m.value.toString()));\n  consumer.commitMessage(m);\n});\nconsumer.connect();\n" },
    falsePositives: 'At-most-once chosen on purpose (a message that must never be handled twice, where losing one is acceptable): silence the line with `// kafka-tuning-disable-next-line rdkafka-commit-before-processing -- at-most-once on purpose`.',
    versions: 'node-rdkafka (all versions); @confluentinc/kafka-javascript node-rdkafka-style API',
  },
  check(ctx) {
    const x = tsExtras(ctx.site);
    if (!x || x.api !== 'consumer' || (x.library !== 'node-rdkafka' && x.library !== 'ckjs')) return [];
    if (ctx.entry('enable.auto.commit')?.value?.trim() !== 'false') return [];
    // Comments blanked out (offsets kept): a comment above the commit does not hide it.
    const text = blankComments(ctx.doc.text);
    const lines = lineIndexOf(ctx.doc.text);
    const at = lines.offset(x.callRange.start);
    const name = ASSIGNED.exec(text.slice(Math.max(0, at - 200), text.indexOf('(', at) + 1))?.[1];
    if (!name) return [];
    const n = escapeRegExp(name);
    // consumer.on('data', function (m) {  /  (m) => {  /  async m => {  — then the commit as the first statement.
    const shape = new RegExp(`(?:^|[^\\w$.])(?:this\\.)?${n}\\s*\\.\\s*on\\(\\s*['"]data['"]\\s*,\\s*(?:async\\s+)?(?:function\\s*[\\w$]*\\s*\\(\\s*([\\w$]+)[^)]*\\)|\\(\\s*([\\w$]+)[^)]*\\)\\s*=>|([\\w$]+)\\s*=>)\\s*\\{\\s*((?:this\\.)?${n}\\s*\\.\\s*(commitMessage|commit)\\s*\\(([^()]*)\\)\\s*;?)\\s*([^\\s};])`, 'g');
    const out = [];
    for (const m of text.matchAll(shape)) {
      const param = m[1] ?? m[2] ?? m[3];
      const args = m[6].trim();
      if (m[5] === 'commitMessage' && args !== param) continue;
      if (m[5] === 'commit' && args !== '') continue;
      const from = m.index + m[0].indexOf(m[4]);
      out.push({
        range: lines.range(from, from + m[4].replace(/\s*;?$/, '').length),
        message: `${m[5]}() is the first thing this 'data' handler does, before the message is processed, and enable.auto.commit is false: the position after the message is committed (offset + 1, node-rdkafka lib/kafka-consumer.js commitMessage) before any work on it, so a crash or an error in the rest of the handler loses the message. Commit at the end of the handler, after the work succeeded.`,
      });
    }
    return out;
  },
};
