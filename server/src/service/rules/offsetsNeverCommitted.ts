// offsets-never-committed: a JavaScript consumer that turned auto-commit off and commits nowhere in
// its file. kafkajs: with autoCommit: false the runner's autoCommitOffsets/autoCommitOffsetsIfNecessary
// do nothing (src/consumer/runner.js: `if (this.autoCommit) return this.consumerGroup.commitOffsets()`),
// so only consumer.commitOffsets or eachBatch's commitOffsetsIfNecessary(offsets) commit. node-rdkafka
// and @confluentinc/kafka-javascript: librdkafka commits in the background only when
// enable.auto.commit is true (CONFIGURATION.md: "Automatically and periodically commit offsets in
// the background"); otherwise commit/commitSync/commitMessage/commitMessageSync (lib/kafka-consumer.js)
// or, in the KafkaJS API, commitOffsets. The group then records no progress: a partition
// assigned after a restart or a rebalance starts from the reset policy (noCommitRestart.ts).
//
// Information, not a warning: the file is all the rule reads, and the consumer may be committed by
// another module it is handed to, or positioned from an external store. Silent when the file calls
// anything named commit… (but not kafkajs's commitOffsetsIfNecessary() with no offsets and no
// autoCommitInterval/autoCommitThreshold, which never commits), sendOffsets (a transaction commits the offsets), seek or assign, when
// an rdkafka-style consumer is never consumed from in the file, and when kafkajs-batch-never-resolved
// reports the same handler (the bigger problem).
import { blankComments } from '../parse/blankComments';
import { eitherKafkajsApi, tsExtras } from './lang';
import { restartFrom } from './noCommitRestart';
import { Severity, type Rule } from './types';

/** Any commit, a transactional offset commit, or offsets placed by hand. */
const COMMITS_OR_PLACES = /\b(?:commit\w*|sendOffsets)\s*\(|\.\s*(?:seek|assign)\s*\(/;
/**
 * kafkajs eachBatch's commitOffsetsIfNecessary() with no offsets commits only when run() sets
 * autoCommitInterval or autoCommitThreshold (both null by default): offsetManager's
 * commitOffsetsIfNecessary checks `autoCommitInterval != null` / `autoCommitThreshold != null`
 * before it calls commitOffsets (kafkajs src/consumer/offsetManager/index.js).
 */
const BARE_IF_NECESSARY = /\bcommitOffsetsIfNecessary\s*\(\s*\)/;
const COMMIT_GATES = /\bautoCommit(?:Interval|Threshold)\b/;
const CONSUMES = /\.\s*(?:consume|run)\s*\(|\bcreateReadStream\s*\(/;

const KAFKAJS = (handler: string) => `import { Kafka } from 'kafkajs';
const kafka = new Kafka({ clientId: 'mailer', brokers: ['kafka:9092'] });
const consumer = kafka.consumer({ groupId: 'welcome-mails' });
async function sendMail(to: string) { void to; }

export async function start() {
  await consumer.subscribe({ topics: ['signups'] });
  await consumer.run({
    autoCommit: false,
${handler}
  });
}
`;

export const offsetsNeverCommitted: Rule = {
  id: 'offsets-never-committed',
  severity: Severity.Information,
  runtimeOnly: true,
  roles: ['consumer'],
  clients: ['kafkajs', 'librdkafka'],
  source: 'kafkajs src/consumer/runner.js (autoCommitOffsets commits only when autoCommit is on), src/consumer/index.js subscribe (fromBeginning = false); librdkafka CONFIGURATION.md enable.auto.commit and auto.offset.reset (default largest); node-rdkafka lib/kafka-consumer.js commit/commitMessage',
  summary: 'Auto-commit is off and nothing in the file commits offsets: the group records no progress, so after a restart or rebalance reading starts again from the reset policy.',
  docs: {
    why: 'With autoCommit: false (kafkajs) or enable.auto.commit: false (node-rdkafka, @confluentinc/kafka-javascript) the client never commits on its own; the application has to call commitOffsets, commit or commitMessage. A consumer that does neither keeps its position only in memory.',
    consequence: 'The group has no committed offset. After a restart, a deploy, or a rebalance that moves a partition to another member, reading starts from the reset policy: kafkajs\'s fromBeginning (default false: the latest offset, so records produced in between are skipped) or librdkafka\'s auto.offset.reset (default largest, the same); with earliest the whole retained topic is processed again. Consumer-lag tools show the group as never having consumed.',
    bad: { file: 'mailer.ts', text: KAFKAJS('    eachMessage: async ({ message }) => {\n      await sendMail(String(message.value));\n    },') },
    good: { file: 'mailer.ts', text: KAFKAJS('    eachMessage: async ({ topic, partition, message }) => {\n      await sendMail(String(message.value));\n      await consumer.commitOffsets([{ topic, partition, offset: (BigInt(message.offset) + 1n).toString() }]);\n    },') },
    falsePositives: 'The rule reads one file. A consumer committed by another module it is handed to, or one that keeps its positions outside Kafka, is fine; the rule is silent when the file calls commit…, sendOffsets, seek or assign. Otherwise silence the line with `// kafka-tuning-disable-next-line offsets-never-committed -- committed in <module>`.',
    versions: 'kafkajs 1.x and 2.x; node-rdkafka; @confluentinc/kafka-javascript (both APIs)',
  },
  check(ctx) {
    const x = tsExtras(ctx.site);
    if (!x) return [];
    const kafkajs = x.library === 'kafkajs' && x.api === 'run';
    const rdkafka = (x.library === 'node-rdkafka' || x.library === 'ckjs') && x.api === 'consumer';
    if (!kafkajs && !rdkafka) return [];
    const entry = ctx.entry('enable.auto.commit');
    if (!entry || entry.value?.trim().toLowerCase() !== 'false' || x.unresolvedBatch) return [];
    const written = blankComments(ctx.doc.text);
    const bareIfNecessary = kafkajs && !eitherKafkajsApi(x) && BARE_IF_NECESSARY.test(written) && !COMMIT_GATES.test(written);
    // The consumer is created in another module, which holds it and may well commit for it; unless
    // this file shows where it means to commit, and that call commits nothing. A NestJS Kafka
    // transport's options.run (sites/ts/nestjs.ts): NestJS runs the consumer, and the handlers that
    // commit (context.getConsumer().commitOffsets) are @MessagePattern/@EventPattern methods of controllers.
    if ((x.consumerElsewhere || x.nest) && !bareIfNecessary) return [];
    const text = bareIfNecessary ? written.replace(new RegExp(BARE_IF_NECESSARY, 'g'), '') : written;
    if (COMMITS_OR_PLACES.test(text) || (rdkafka && !CONSUMES.test(text))) return [];
    let from: string;
    let how: string;
    if (kafkajs) {
      const fb = /\bfromBeginning\s*:\s*(\w+)/.exec(text)?.[1];
      from = !/\bfromBeginning\b/.test(text)
        ? restartFrom(undefined, 'fromBeginning', "the latest offset (subscribe()'s fromBeginning defaults to false)")
        : fb === 'true' ? 'the earliest retained offset (fromBeginning: true): everything still in the topic is processed again'
          : fb === 'false' ? 'the latest offset (fromBeginning: false): records that arrive while no member reads the partition are skipped'
            : "where subscribe()'s fromBeginning sends it: the earliest offset (everything is processed again) or the latest (what arrived in between is skipped)";
      how = 'kafkajs resolves each message as the handler returns, but with autoCommit: false only consumer.commitOffsets (or commitOffsetsIfNecessary with offsets, in eachBatch) sends them to the group (src/consumer/runner.js)'
        + (bareIfNecessary ? '; the commitOffsetsIfNecessary() called here passes no offsets, and then commits only once autoCommitInterval or autoCommitThreshold is reached, which run() leaves unset (null), so it never commits (src/consumer/offsetManager/index.js)' : '');
    } else {
      const reset = ctx.entry('auto.offset.reset');
      from = reset?.value !== undefined ? restartFrom(reset.value, 'auto.offset.reset', '')
        : reset || /auto\.offset\.reset/.test(text) ? 'wherever the auto.offset.reset this file sets sends it: records are re-read or skipped'
          : restartFrom(undefined, 'auto.offset.reset', 'the latest offset (auto.offset.reset defaults to largest)');
      how = x.library === 'ckjs' && x.kafkaJSBlockRange
        ? 'the client commits only when autoCommit is on or the code calls commitOffsets'
        : 'librdkafka commits in the background only when enable.auto.commit is true; otherwise only commit(), commitSync(), commitMessage() or commitMessageSync() do (lib/kafka-consumer.js)';
    }
    return [{
      range: entry.valueRange,
      message: `Auto-commit is off here and nothing in this file commits offsets: ${how}. The group records no progress, so after a restart or a rebalance each partition starts again from ${from}. Commit after processing (the next offset to read), or turn auto-commit back on. Fine if another module commits for this consumer or the positions are kept outside Kafka.`,
    }];
  },
};
