// flush-then-exit (node-rdkafka Producer.flush(timeout, callback) and the CKJS producer's flush()
// are asynchronous; Node's process.exit() ends the process at once, "even if there are still
// asynchronous operations pending", per the Node.js process docs): `producer.flush(); process.exit()`
// exits before librdkafka has delivered what it still queues, so the last messages are lost
// without an error. Await the flush (CKJS) or exit in its callback (node-rdkafka).
import { tsExtras } from './lang';
import { Severity, type Rule } from './types';

export const flushThenExit: Rule = {
  id: 'flush-then-exit',
  severity: Severity.Warning,
  roles: ['producer'],
  clients: ['librdkafka'],
  source: 'node-rdkafka Producer.flush(timeout, callback) and CKJS producer.flush() are asynchronous; Node.js process.exit() does not wait for pending asynchronous work',
  summary: 'A producer flush() that is not awaited is followed by process.exit(): queued messages are lost.',
  check(ctx) {
    const x = tsExtras(ctx.site);
    return (x?.exitAfterFlush ?? []).map((range) => ({
      range,
      message: x!.library === 'node-rdkafka'
        ? 'flush() returns before the queue is delivered (node-rdkafka reports through its callback), and the process.exit() that follows it ends the process at once: the messages still queued are lost. Call process.exit() from the flush callback: producer.flush(10000, () => process.exit(0)).'
        : 'flush() returns a promise that is not awaited, and the process.exit() that follows it ends the process at once: the messages still queued are lost. await producer.flush() (or disconnect()) before exiting.',
    }));
  },
  docs: {
    why: 'node-rdkafka\'s Producer.flush(timeout, callback) and the @confluentinc/kafka-javascript producer\'s flush() are asynchronous, and Node\'s process.exit() ends the process at once even with asynchronous work pending. A flush that is not awaited, followed by process.exit(), exits before librdkafka delivers what it still queues.',
    consequence: 'The last messages are lost without an error on every shutdown.',
    bad: { file: 'shutdown.js', text: 'const Kafka = require(\'node-rdkafka\');\nconst producer = new Kafka.Producer({ \'metadata.broker.list\': \'kafka1:9092\' });\n\nprocess.on(\'SIGTERM\', () => {\n  producer.flush(5000);\n  process.exit(0);\n});\n' },
    good: { file: 'shutdown.js', text: 'const Kafka = require(\'node-rdkafka\');\nconst producer = new Kafka.Producer({ \'metadata.broker.list\': \'kafka1:9092\' });\n\nprocess.on(\'SIGTERM\', () => {\n  producer.flush(5000, () => process.exit(0));\n});\n' },
    falsePositives: 'None known for the patterns it reports: a flush call not awaited, then process.exit(), directly or after a disconnect() not awaited or a console line.',
    versions: 'node-rdkafka and @confluentinc/kafka-javascript, all versions.',
  },
};
