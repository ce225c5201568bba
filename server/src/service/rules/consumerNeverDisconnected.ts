// consumer-never-disconnected: a consumer held in a top-level variable, started in this file, that
// nothing in the file disconnects, in a file that handles no SIGTERM/SIGINT. Node.js ends a
// process on SIGTERM/SIGINT at once unless a listener is installed (Node.js process docs, "Signal
// events"), so at every deploy or scale-down the consumer leaves without a LeaveGroup; the group
// coordinator keeps its partitions assigned to it until its session times out (session.timeout.ms:
// kafkajs 30000, src/consumer/index.js; librdkafka 45000 from 1.7.0, CONFIGURATION.md; under KIP-848 the
// broker's group.consumer.session.timeout.ms, 45000). disconnect() leaves the group at once
// (kafkajs src/consumer/consumerGroup.js leave → coordinator.leaveGroup; librdkafka
// rd_kafka_consumer_close). Precise only where the file shows the whole life of the consumer — it
// starts the consumer itself when run, as an entry point does — so it stays silent when the
// consumer is exported, handed to another function or started from an exported function, when a
// disconnect()/close() in the file may be its own, and when the file mentions stop() or a signal. Facts: ClientUse.holder (sites/ts/clientUse.ts).
import { compareVersions } from '../catalog';
import { tsExtras } from './lang';
import { Severity, type Rule } from './types';

const SHUTDOWN = /\.stop\s*\(|SIGTERM|SIGINT|SIGHUP|beforeExit|\bonShutdown|\bgraceful/i;

export const consumerNeverDisconnected: Rule = {
  id: 'consumer-never-disconnected',
  // A hint: in a long-running service it costs every restart up to a session of idle partitions, but
  // most files of this shape are scripts run by hand, where it costs nothing (three independent
  // checks counted it as noise there).
  severity: Severity.Hint,
  runtimeOnly: true,
  roles: ['consumer'],
  clients: ['kafkajs', 'librdkafka'],
  source: 'Node.js process docs (SIGTERM/SIGINT end the process unless handled); kafkajs src/consumer/consumerGroup.js (disconnect leaves the group) and sessionTimeout 30000; librdkafka rd_kafka_consumer_close, CONFIGURATION.md session.timeout.ms 45000',
  summary: 'A consumer that nothing disconnects and no SIGTERM handler: on every stop its partitions wait for the session timeout before another member takes them.',
  docs: {
    why: 'A consumer that leaves its group with disconnect() tells the coordinator, which hands its partitions to the other members at once. Node.js ends a process on SIGTERM or SIGINT immediately unless a listener is installed, so a consumer that nothing disconnects simply vanishes at every deploy, and the coordinator waits for its session to time out before anyone consumes its partitions again.',
    consequence: 'Up to session.timeout.ms without consumption of the stopped member\'s partitions at every deploy, restart or scale-down: 30,000 ms with kafkajs\'s default sessionTimeout (src/consumer/index.js), 45,000 ms with librdkafka\'s session.timeout.ms from librdkafka 1.7.0 (CONFIGURATION.md; 10,000 ms in 1.0 to 1.6, which older node-rdkafka releases bundle).',
    bad: { file: 'worker.ts', text: "import { Kafka } from 'kafkajs';\n\nconst kafka = new Kafka({ clientId: 'thumbnails', brokers: ['kafka:9092'] });\nconst consumer = kafka.consumer({ groupId: 'thumbnails' });\n\nawait consumer.connect();\nawait consumer.subscribe({ topics: ['uploads'] });\nawait consumer.run({ eachMessage: async ({ message }) => render(message) });\n" },
    good: { file: 'worker.ts', text: "import { Kafka } from 'kafkajs';\n\nconst kafka = new Kafka({ clientId: 'thumbnails', brokers: ['kafka:9092'] });\nconst consumer = kafka.consumer({ groupId: 'thumbnails' });\n\nawait consumer.connect();\nawait consumer.subscribe({ topics: ['uploads'] });\nawait consumer.run({ eachMessage: async ({ message }) => render(message) });\n\nfor (const signal of ['SIGTERM', 'SIGINT']) {\n  process.once(signal, () => { consumer.disconnect().finally(() => process.exit(0)); });\n}\n" },
    falsePositives: 'Shutdown handled by a framework or another module that reaches the consumer some way the file does not show (a dependency-injection container, a global registry): silence with `// kafka-tuning-disable-next-line consumer-never-disconnected -- closed by the container`. An exported consumer, or one handed to another function, is not reported.',
    versions: 'kafkajs 2.x, @confluentinc/kafka-javascript, node-rdkafka (all versions)',
  },
  check(ctx) {
    const x = tsExtras(ctx.site);
    const holder = x?.use?.holder;
    // Started by an exported function, the consumer's life (and the process's signals) belong to another module.
    if (!x || !holder || holder.exported || holder.disconnected) return [];
    const text = ctx.doc.text;
    if (SHUTDOWN.test(text)) return [];
    const n = holder.name.replace(/[$]/g, '\\$');
    // Handed to another function (a shutdown registry, a health check): it may be closed there.
    if (new RegExp(`[(,]\\s*${n}\\s*[,)]`).test(text)) return [];
    const kip848 = x.library !== 'kafkajs' && ctx.effective('group.protocol')?.trim().toLowerCase() === 'consumer';
    // CKJS sets session.timeout.ms=30000 itself when a kafkaJS block is given (lib/kafkajs/_consumer.js).
    const blockDefault = !ctx.isSet('session.timeout.ms') ? x.derivedDefaults?.['session.timeout.ms'] : undefined;
    const session = blockDefault !== undefined ? Number(blockDefault) : ctx.number('session.timeout.ms');
    const timeout = kip848
      ? "the broker's group.consumer.session.timeout.ms (45000 ms by default, KIP-848)"
      : !ctx.isSet('session.timeout.ms') && blockDefault === undefined && x.library === 'node-rdkafka'
        ? rdkafkaSessionDefault(ctx.site.client.version)
        : session !== undefined ? `${ctx.display('session.timeout.ms')}=${session}${ctx.isSet('session.timeout.ms') ? '' : ' (default)'} ms` : 'the session timeout';
    // node-rdkafka's (and CKJS's native) KafkaConsumer.disconnect takes a callback and returns the
    // client, not a promise (node-rdkafka index.d.ts: `disconnect(cb?): this`): awaiting it waits for
    // nothing. CKJS's KafkaJS-style consumer (`new Kafka().consumer({...})`) has `async disconnect()`
    // with no parameter (lib/kafkajs/_consumer.js), so only a consumer made with `new` gets the callback form.
    const callback = x.library === 'node-rdkafka' || x.newed === true;
    const how = callback ? `${holder.name}.disconnect(() => process.exit(0)), which leaves the group before the process ends` : `await ${holder.name}.disconnect(), which leaves the group at once`;
    return [{
      range: x.callRange,
      message: `Nothing in this file disconnects ${holder.name}, and the file handles no SIGTERM or SIGINT: when the process is stopped (a deploy, a scale-down) Node.js exits at once, the consumer leaves without telling the group coordinator, and its partitions get no new owner until its session times out — up to ${timeout} without consumption of them. Handle SIGTERM and SIGINT with ${how}.`,
    }];
  },
};

/**
 * librdkafka's session.timeout.ms default by release (CONFIGURATION.md at each tag): 30000 in
 * 0.11.x, 10000 from 1.0.0, 45000 from 1.7.0 (KIP-735, CHANGELOG v1.7.0). node-rdkafka bundles
 * releases from 0.11.5 on (node/versions/librdkafkaBundles.ts), and a package.json range alone spans several,
 * so with the version unknown the message gives the defaults by release instead of one number.
 */
function rdkafkaSessionDefault(version: string | undefined): string {
  if (!version) return 'session.timeout.ms (45000 ms by default from librdkafka 1.7.0, 10000 ms in 1.0 to 1.6, 30000 ms in 0.11)';
  const ms = compareVersions(version, '1.0.0') < 0 ? 30000 : compareVersions(version, '1.7.0') < 0 ? 10000 : 45000;
  return `session.timeout.ms=${ms} ms (librdkafka ${version}'s default)`;
}
