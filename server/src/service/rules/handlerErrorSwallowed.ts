// handler-error-swallowed: kafkajs resolves a message's offset only after eachMessage returns; when
// it throws, the runner commits what was resolved before and rethrows, and the next fetch starts
// again at the failed message (src/consumer/runner.js processEachMessage; offsetManager nextOffset
// is the last resolved offset + 1). eachBatch's last offset is resolved when it returns
// (eachBatchAutoResolve, default true). autoCommit (default true) then commits. @confluentinc/
// kafka-javascript's KafkaJS API stores the offset when eachMessage returns and seeks back to the
// message when it throws (lib/kafkajs/_consumer.js #messageProcessor). A catch that only logs (or
// counts) the error makes a failed message look processed: it is committed and not retried.
// Whether that is wanted is the application's call (skipping an unparseable message is right), so
// this is information, and a catch that does anything else — rethrow, a dead-letter send, a retry
// store, seek, a helper of the application, or nothing at all — keeps the rule silent; a pause()
// without a throw does not (the runner resolves the message, then stops the batch: said on its own)
// (sites/ts/consumerHandlers.ts).
import { eitherKafkajsApi, tsExtras } from './lang';
import { Severity, type Rule } from './types';

export const handlerErrorSwallowed: Rule = {
  id: 'handler-error-swallowed',
  severity: Severity.Information,
  runtimeOnly: true,
  clients: ['kafkajs', 'librdkafka'],
  source: 'kafkajs src/consumer/runner.js (processEachMessage: the offset is resolved after eachMessage returns, a throw is rethrown and the message fetched again; processEachBatch: eachBatchAutoResolve); @confluentinc/kafka-javascript lib/kafkajs/_consumer.js #messageProcessor (offset stored on return, seek back on a throw)',
  summary: 'A consumer handler catches its processing errors and only logs them while autoCommit is on: a failed message is committed as processed and never retried.',
  docs: {
    why: 'kafkajs treats a message as processed when eachMessage returns: it resolves the offset, and autoCommit (the default) commits it. When the handler throws, kafkajs resolves nothing, commits what was processed before and fetches the failed message again. A try/catch around the whole handler that only logs the error turns every failure into a return. @confluentinc/kafka-javascript\'s KafkaJS API works the same way (it stores the offset on return and seeks back on a throw).',
    consequence: 'A message whose processing failed for a passing reason — a database restart, an HTTP timeout — is committed and never processed; the only trace is the log line (kafkajs src/consumer/runner.js processEachMessage).',
    bad: { file: 'scorer.ts', text: "import { Kafka } from 'kafkajs';\nconst kafka = new Kafka({ clientId: 'scorer', brokers: ['kafka:9092'] });\nconst consumer = kafka.consumer({ groupId: 'fraud-scorer' });\nasync function score(tx: unknown) { void tx; }\n\nexport async function start() {\n  await consumer.run({\n    eachMessage: async ({ message }) => {\n      try {\n        await score(JSON.parse(String(message.value)));\n      } catch (e) {\n        console.error('scoring failed', e);\n      }\n    },\n  });\n}\n" },
    good: { file: 'scorer.ts', text: "import { Kafka } from 'kafkajs';\nconst kafka = new Kafka({ clientId: 'scorer', brokers: ['kafka:9092'] });\nconst consumer = kafka.consumer({ groupId: 'fraud-scorer' });\nconst producer = kafka.producer();\nasync function score(tx: unknown) { void tx; }\n\nexport async function start() {\n  await consumer.run({\n    eachMessage: async ({ topic, message }) => {\n      try {\n        await score(JSON.parse(String(message.value)));\n      } catch (e) {\n        console.error('scoring failed, parked for retry', e);\n        await producer.send({ topic: `${topic}.retry`, messages: [message] });\n      }\n    },\n  });\n}\n" },
    falsePositives: 'Skipping a failed message on purpose (data that can never be processed, a best-effort side feed). An empty catch, or one whose comment says so ("do not throw", "skip", "on purpose"), is taken as such a decision and not reported; otherwise silence the line with `// kafka-tuning-disable-next-line handler-error-swallowed -- failures are skipped on purpose`. A try around only the parsing, with the processing after it, is not reported, nor a catch that calls anything besides loggers and metrics (a dead-letter send, a retry store, a seek, a helper of the application). A kafkajs catch that pauses the partition without throwing is reported with what pausing does there: the message is still resolved and committed, and the partition resumes after it. Helpers of the same file that the handler awaits (`await sendSms(…)`) are followed only when they are all the handler awaits: next to other awaited work (a database write), a helper that swallows its errors reads as a best-effort side feed and is not reported. A try whose awaited work is all such helpers that catch their own errors (a retry of their own) is not reported either: its catch sees only what fails before them, such as the parsing.',
    versions: 'kafkajs 1.x and 2.x; @confluentinc/kafka-javascript (KafkaJS API)',
  },
  check(ctx) {
    const x = tsExtras(ctx.site);
    if (!x?.swallowedErrors) return [];
    // autoCommit: false (or a value the file does not show): the application commits, and may do so only after success.
    const auto = ctx.entry('enable.auto.commit');
    if (auto && auto.value?.trim() !== 'true') return [];
    const ckjs = x.library === 'ckjs';
    // The consumer is created in another module: kafkajs or CKJS's KafkaJS API, and for CKJS its
    // autoCommit is set there, so the text names both and does not promise the commit.
    const either = eitherKafkajsApi(x);
    return x.swallowedErrors.flatMap((s) => {
      // A catch that pauses: kafkajs's eachMessage runner is known (resolve, then stop the batch);
      // for eachBatch and the other client nothing is claimed.
      if (s.paused) {
        if (either || ckjs || s.handler !== 'eachMessage' || s.via) return [];
        return [{
          range: s.range,
          message: 'This catch pauses the partition and returns normally, so the failed message counts as processed: kafkajs resolves the offset of a message whose eachMessage returned, paused or not, and only then stops the batch (src/consumer/runner.js processEachMessage), so autoCommit (on by default) commits it and the partition resumes after it. To try the message again, throw after pause(), as kafkajs\'s own pause example does, or seek back to its offset.',
        }];
      }
      let how: string;
      if (either) {
        how = s.handler === 'eachMessage'
          ? "whichever client runs this consumer (created in another module) marks the message done when eachMessage returns — kafkajs resolves its offset (src/consumer/runner.js), @confluentinc/kafka-javascript's KafkaJS API stores it (lib/kafkajs/_consumer.js) — and auto-commit, on by default in both, commits it, while a thrown error makes either deliver the message again"
          : s.perMessage
            ? "the loop goes on with the next message, and the batch's last offset is resolved when eachBatch returns (eachBatchAutoResolve, on by default in kafkajs and @confluentinc/kafka-javascript's KafkaJS API alike), so the failed message is passed by"
            : "the batch's last offset is resolved when eachBatch returns (eachBatchAutoResolve, on by default in kafkajs and @confluentinc/kafka-javascript's KafkaJS API alike), while a thrown error makes either client deliver the messages it did not resolve again";
      } else if (s.handler === 'eachMessage') {
        how = ckjs
          ? "@confluentinc/kafka-javascript stores the message's offset when eachMessage returns and auto-commit (on by default) commits it, while a thrown error makes it seek back and deliver the message again (lib/kafkajs/_consumer.js)"
          : 'kafkajs resolves the offset when eachMessage returns and autoCommit (on by default) commits it, while a thrown error makes kafkajs fetch the message again (src/consumer/runner.js)';
      } else if (s.perMessage) {
        how = 'the loop goes on with the next message, and the batch is resolved and committed past the failed one (eachBatchAutoResolve and autoCommit, both on by default)';
      } else {
        how = `the batch's last offset is resolved when eachBatch returns (eachBatchAutoResolve) and committed (autoCommit, on by default), while a thrown error makes ${ckjs ? 'the client' : 'kafkajs'} deliver the messages it did not resolve again`;
      }
      return [{
        range: s.range,
        message: `${s.via ? `This catch in ${s.via}() only logs or counts the error, so ${s.via}() returns normally and the ${s.handler} handler that awaits it goes on` : 'This catch only logs or counts the error, and the handler returns normally'}, so the failed message counts as processed: ${how}. A message that failed for a passing reason (a database or HTTP call) is not retried. Fine when skipping is intended (data that can never be processed); otherwise rethrow, or send the message to a dead-letter or retry topic in the catch.`,
      }];
    });
  },
};
