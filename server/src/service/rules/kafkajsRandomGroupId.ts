// kafkajs-random-group-id: a kafkajs consumer whose groupId is built from a value that differs at
// every start (Math.random(), Date.now(), uuid(), randomUUID(): sites/ts/perStart.ts), written in
// kafka.consumer({ groupId }) or in a NestJS Kafka transport's options.consumer. Committed offsets
// belong to a group, so each start is a new group without any: kafkajs then starts each partition
// at subscribe()'s fromBeginning, false by default, i.e. the latest offset (src/consumer/index.js
// subscribe: fromBeginning = false), and what was produced while the service was down is never
// read. The previous group stays on the broker with its committed offsets until
// offsets.retention.minutes (7 days since Kafka 2.0, KIP-186) have passed since it emptied (KIP-211).
// NestJS appends a fixed postfix to groupId ('-server', '-client', postfixId: server/server-kafka.ts,
// client/client-kafka.ts), which keeps it random.
//
// Left alone, as a choice rather than a mistake: a file that subscribes with fromBeginning: true
// (each start re-reads the topic on purpose), seeks (the code places its offsets) or deletes
// consumer groups (admin.deleteGroups: it cleans up the group of each start), test sources
// (runtimeOnly), and NestJS's ClientKafka, whose consumer only reads the replies to this process's
// own requests, which are of no use to a later process. A value behind `??`, `||` or `?:` (an
// environment variable with a random fallback) is not taken for random.
import { blankComments } from '../parse/blankComments';
import { tsExtras } from './lang';
import { Severity, type Rule } from './types';

/**
 * Each start reads from the beginning, the code positions the consumer itself, or it deletes its
 * groups (admin.deleteGroups on shutdown: a group per start, cleaned up, is a broadcast by design;
 * check 82).
 */
const STARTS_ON_PURPOSE = /\bfromBeginning\s*:\s*true\b|\.\s*seek\s*\(|\.\s*deleteGroups\s*\(/;
/** Starting at the latest offset written out: the author chose to skip what was missed. */
const LATEST_ON_PURPOSE = /\bfromBeginning\s*:\s*false\b/;

const WORKER = (groupId: string, imports = '') => `import { Kafka } from 'kafkajs';
${imports}
const kafka = new Kafka({ clientId: 'invoices', brokers: ['kafka-1:9092'] });
const consumer = kafka.consumer({ groupId: ${groupId} });

export async function start(bill: (invoice: string) => Promise<void>) {
  await consumer.connect();
  await consumer.subscribe({ topics: ['invoices'] });
  await consumer.run({ eachMessage: async ({ message }) => bill(String(message.value)) });
}

process.once('SIGTERM', () => consumer.disconnect());
`;

export const kafkajsRandomGroupId: Rule = {
  id: 'kafkajs-random-group-id',
  severity: Severity.Warning,
  runtimeOnly: true,
  roles: ['consumer'],
  clients: ['kafkajs'],
  source: 'kafkajs src/consumer/index.js (subscribe: fromBeginning = false, the start of a group without committed offsets); offsets.retention.minutes (KIP-186, 7 days; KIP-211, counted from when the group is empty); NestJS @nestjs/microservices server/server-kafka.ts and client/client-kafka.ts (groupId + postfixId)',
  summary: 'A kafkajs consumer groupId built from Math.random(), Date.now() or a UUID: every start is a new group without committed offsets, so what was produced while the service was down is skipped.',
  docs: {
    why: 'A consumer group\'s committed offsets are what let a restarted consumer continue where it stopped. A groupId that is different at every start (`\'invoices-\' + Math.random()`, `` `invoices-${randomUUID()}` ``, `Date.now()`) makes each start a group of its own that has never committed anything.',
    consequence: 'Each start begins at subscribe()\'s fromBeginning, false by default in kafkajs: the latest offset (src/consumer/index.js). Messages produced while the service was stopped, crashed or being redeployed are never read by it. Several instances each get their own group, so each reads every message instead of sharing the partitions. And every start leaves the previous group behind on the broker with its committed offsets until offsets.retention.minutes (7 days by default since Kafka 2.0, KIP-186) after it emptied (KIP-211); lag tools list each of those groups, falling further behind.',
    bad: { file: 'worker.ts', text: WORKER('`invoices-${randomUUID()}`', "import { randomUUID } from 'node:crypto';\n") },
    good: { file: 'worker.ts', text: WORKER("process.env.KAFKA_GROUP_ID ?? 'invoices'") },
    falsePositives: 'A consumer meant to start afresh each time: every instance of a broadcast (cache invalidation) must see every message and can do without what it missed while it was down. The rule is silent when the file subscribes with fromBeginning: true, calls seek() or deletes consumer groups (admin.deleteGroups), gives only a hint when it writes fromBeginning: false, for a NestJS ClientKafka (its consumer reads only the replies to its own requests), in test sources, and for a groupId that falls back on a random value only when an environment variable is missing (`process.env.GROUP ?? uuid()`). Otherwise silence the line with `// kafka-tuning-disable-next-line kafkajs-random-group-id -- broadcast, each start its own group`.',
    versions: 'kafkajs 1.x and 2.x (checked against 2.2.4), directly or through NestJS\'s Kafka transport (@nestjs/microservices); any Kafka broker.',
  },
  check(ctx) {
    const x = tsExtras(ctx.site);
    const random = x?.library === 'kafkajs' ? x.groupIdPerStart : undefined;
    if (!x || !random || x.nest?.side === 'client') return [];
    if (STARTS_ON_PURPOSE.test(blankComments(ctx.doc.text))) return [];
    const nest = x.nest;
    const postfix = !nest ? '' : nest.postfix !== undefined && nest.side === 'server'
      ? ` NestJS appends '${nest.postfix}' to it (@nestjs/microservices server/server-kafka.ts), which keeps it random.`
      : ' NestJS appends a fixed postfix to it (@nestjs/microservices server/server-kafka.ts), which keeps it random.';
    const fromBeginning = nest ? 'options.subscribe: { fromBeginning: true }' : 'subscribe({ fromBeginning: true })';
    // fromBeginning: false written out: skipping what was missed is the author's stated choice, and
    // what remains to say (a group left behind per start, no sharing between instances) is a hint.
    const latestChosen = LATEST_ON_PURPOSE.test(blankComments(ctx.doc.text));
    if (latestChosen) {
      return [{
        range: random.range,
        severity: Severity.Hint,
        message: `groupId is built from ${random.what}, and subscribe() writes fromBeginning: false: each start is a new consumer group that begins at the latest offset, which reads as a broadcast by design (every instance sees every message, none shares partitions, what arrives while it is down is skipped).${postfix} Each restart leaves the previous group on the broker, with its offsets, for offsets.retention.minutes after it emptied (7 days by default, KIP-186): admin.deleteGroups() on shutdown removes it.`,
      }];
    }
    return [{
      range: random.range,
      message: `groupId is built from ${random.what}: every start of the process joins a new consumer group, which has no committed offsets.${postfix} kafkajs starts a group without committed offsets at the latest offset (subscribe()'s fromBeginning defaults to false, src/consumer/index.js), so messages produced while the service was down or restarting are never read, and instances running side by side each read every message instead of sharing the partitions. Each restart also leaves the previous group on the broker, with its offsets, for offsets.retention.minutes after it emptied (7 days by default, KIP-186). Use a groupId that stays the same across restarts (a name, or one from the environment). If each start is meant to begin afresh, say so: ${fromBeginning} to re-read the topic, or silence this line for a broadcast that can skip what it missed.`,
    }];
  },
};
