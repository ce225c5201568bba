// kafkajs-group-shared-across-topics: two kafkajs consumers in different files of the workspace join
// the same consumer group with different topics (check 80: two services of one
// repository in group 'message-group', one on products, one on orders). kafkajs's default assigner,
// RoundRobinAssigner, run by the group's leader, deals out the partitions of every topic any member
// subscribed to over all the members in turn, without looking at who subscribed to what
// (src/consumer/assigners/roundRobinAssigner); each member then drops the partitions of topics it
// did not subscribe to ("Consumer group received unsubscribed topics", src/consumer/consumerGroup.js).
// While both run, those partitions have an owner that never reads them: part of each topic goes
// unread. kafkajs's FAQ names the cause: a groupId reused across applications. Not judged when a file
// passes partitionAssigners of its own.
import { tsExtras } from './lang';
import { Severity, type Rule } from './types';

const CONSUMER = (topic: string) => `const { Kafka } = require('kafkajs');

const kafka = new Kafka({ clientId: '${topic}-worker', brokers: ['kafka-1:9092'] });
const consumer = kafka.consumer({ groupId: 'shop-workers' });

async function main() {
  await consumer.connect();
  await consumer.subscribe({ topics: ['${topic}'] });
  await consumer.run({ eachMessage: async ({ message }) => console.log(String(message.value)) });
}

main();
`;

export const kafkajsGroupSharedAcrossTopics: Rule = {
  id: 'kafkajs-group-shared-across-topics',
  severity: Severity.Warning,
  roles: ['consumer'],
  clients: ['kafkajs'],
  source: 'kafkajs src/consumer/assigners/roundRobinAssigner (partitions of all the group\'s topics dealt over all members); src/consumer/consumerGroup.js ("Consumer group received unsubscribed topics", those partitions dropped); kafkajs FAQ',
  summary: 'Two kafkajs consumers join one group with different topics: the round-robin assigner gives each partitions of the other\'s topics, which it drops, so part of each topic goes unread.',
  docs: {
    why: 'A consumer group shares out partitions among its members. kafkajs\'s default assigner deals the partitions of every topic any member subscribed to over all members in turn, as if all had subscribed to all; a member that receives partitions of a topic it did not subscribe to logs "Consumer group received unsubscribed topics" and leaves them alone. Two applications that reuse one groupId for different topics are such a group.',
    consequence: 'While both applications run, some partitions of each topic are assigned to the member that ignores them: their messages are not consumed (the lag on those partitions grows) until the other application stops and the group rebalances. The kafkajs FAQ gives the fix: a groupId of its own per application.',
    bad: { file: 'orders-worker.js', text: CONSUMER('orders') },
    good: { file: 'orders-worker.js', text: CONSUMER('orders').replace("groupId: 'shop-workers'", "groupId: 'orders-worker'") },
    module: { description: 'The same workspace also has payments-worker.js: a kafkajs consumer in group shop-workers that subscribes to payments.', facts: { code: { kafkajsGroups: [{ file: 'file:///docs/payments-worker.js', label: 'payments-worker.js', groupId: 'shop-workers', topics: ['payments'], customAssigner: false }] } } },
    falsePositives: 'Two deployments of one application during a rollout that changes its topics (the FAQ\'s own example): the overlap ends when the old version stops. A consumer given partitionAssigners of its own is not judged. Consumers whose groupId or topics are not string literals are not compared.',
    versions: 'kafkajs 1.x and 2.x (checked against 2.2.4).',
  },
  check(ctx) {
    const x = tsExtras(ctx.site);
    const topics = x?.library === 'kafkajs' ? x.use?.subscribedTopics : undefined;
    const group = ctx.entry('group.id');
    if (!topics || !group?.value || ctx.mentions(/\bpartitionAssigners\b/)) return [];
    const mine = topics.join(',');
    const others = (ctx.workspace.code?.kafkajsGroups ?? []).filter((g) => g.groupId === group.value && g.file !== ctx.doc.uri && !g.customAssigner && g.topics.join(',') !== mine);
    if (others.length === 0) return [];
    const list = (t: readonly string[]) => t.map((n) => `'${n}'`).join(', ');
    const where = others.map((o) => `${o.label} (${list(o.topics)})`).join(', ');
    return [{
      range: group.valueRange,
      message: `Consumer group '${group.value}' is also joined by ${where}, with other topics than this consumer's (${list(topics)}): kafkajs's RoundRobinAssigner deals the partitions of all the group's topics over all members regardless of what each subscribed to, and a member drops those of topics it did not subscribe to ("Consumer group received unsubscribed topics"), so while both run part of each topic is never read. Give each application a groupId of its own.`,
    }];
  },
};
