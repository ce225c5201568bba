// rdkafka-exit-on-event-error: node-rdkafka and @confluentinc/kafka-javascript's node-rdkafka-style
// clients emit 'event.error' for what librdkafka reports through its error callback (lib/client.js
// event_cb → this.emit('event.error', …)). librdkafka: "These errors should generally be considered
// informational and non-permanent, the client will try to recover automatically from all type of
// errors" (src/rdkafka.h rd_kafka_conf_set_error_cb; INTRODUCTION.md, error_cb: "failure to connect
// to a broker … the application usually does not need to take any action"). A listener that calls
// process.exit() (or throws, which leaves the emitter as an uncaught exception) before looking at
// the error ends the process on a broker restart. The listener's own statements are read by
// sites/ts/errorListeners.ts; a conditional exit is left alone.
import { tsExtras } from './lang';
import { Severity, type Rule } from './types';

export const rdkafkaExitOnEventError: Rule = {
  id: 'rdkafka-exit-on-event-error',
  severity: Severity.Warning,
  clients: ['librdkafka'],
  source: 'librdkafka src/rdkafka.h rd_kafka_conf_set_error_cb ("informational and non-permanent, the client will try to recover automatically") and INTRODUCTION.md (error_cb, Fatal errors); node-rdkafka lib/client.js (event_cb emits \'event.error\')',
  summary: 'The \'event.error\' listener exits the process (or throws) on every error, although librdkafka reports transient errors there that it recovers from: a broker restart stops the application.',
  docs: {
    why: 'node-rdkafka emits \'event.error\' for every error librdkafka reports through its error callback. Most are transient — a broker restarting or briefly unreachable ("Local: Broker transport failure", "Local: All broker connections are down") — and librdkafka reconnects by itself: its documentation calls them "informational and non-permanent" and says the application usually does not need to act. Only fatal errors (an idempotent producer that cannot keep its guarantees, a fenced static member) leave the client unusable.',
    consequence: 'Every instance exits during a rolling broker restart or a network blip — an outage where librdkafka would have recovered — and a producer exiting this way drops the messages it still queues.',
    bad: { file: 'events.js', text: "const Kafka = require('node-rdkafka');\nconst producer = new Kafka.HighLevelProducer({ 'metadata.broker.list': 'kafka:9092' });\nproducer.on('event.error', (err) => {\n  console.error('kafka error', err);\n  process.exit(1);\n});\nproducer.connect();\n" },
    good: { file: 'events.js', text: "const Kafka = require('node-rdkafka');\nconst producer = new Kafka.HighLevelProducer({ 'metadata.broker.list': 'kafka:9092' });\nproducer.on('event.error', (err) => {\n  // librdkafka reconnects by itself; a fatal error also fails produce() and the delivery reports.\n  console.error('kafka error', err);\n});\nproducer.connect();\n" },
    falsePositives: 'An application that wants to stop on any client error (a one-shot job whose runner retries it): silence the line with `// kafka-tuning-disable-next-line rdkafka-exit-on-event-error -- the job is rerun on failure`. An exit under a condition (the error\'s text, a count, a time), or in a helper the listener calls, is not reported.',
    versions: 'node-rdkafka and @confluentinc/kafka-javascript (node-rdkafka-style API), all versions',
  },
  check(ctx) {
    const x = tsExtras(ctx.site);
    return (x?.exitOnClientError ?? []).map((e) => ({
      range: e.range,
      message: `${e.how === 'exit' ? 'process.exit()' : 'This throw (an uncaught exception out of the event emitter)'} ends the process on every '${e.event}', and librdkafka reports errors there that it recovers from by itself — a broker restarting or briefly unreachable ("Local: Broker transport failure", "Local: All broker connections are down"); its error callback's errors "should generally be considered informational and non-permanent" (librdkafka rdkafka.h). A rolling broker restart or a network blip then stops the application. Log the error and let the client reconnect; if the application must give up, do it when errors persist longer than it can wait, not on the first one.`,
    }));
  },
};
