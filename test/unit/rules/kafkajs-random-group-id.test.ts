import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertDocsExamples } from '../../support/ruleDocs';
import { kafkajsRandomGroupId } from '../../../server/src/service/rules/kafkajsRandomGroupId';
import { findings } from '../../support/service';

const ID = 'kafkajs-random-group-id';
const file = { fileName: 'notifier.ts' };
const consumer = (groupId: string, head = '', subscribe = "{ topics: ['orders'] }") => `import { Kafka } from 'kafkajs';
${head}
const kafka = new Kafka({ clientId: 'notifier', brokers: ['kafka-1:9092'] });
const consumer = kafka.consumer({ groupId: ${groupId} });

export async function start(notify: (order: string) => Promise<void>) {
  await consumer.connect();
  await consumer.subscribe(${subscribe});
  await consumer.run({ eachMessage: async ({ message }) => notify(String(message.value)) });
}
process.once('SIGTERM', () => consumer.disconnect());
`;

const nestMain = (groupId: string, subscribe = '') => `import { NestFactory } from '@nestjs/core';
import { MicroserviceOptions, Transport } from '@nestjs/microservices';
import { v4 as uuid } from 'uuid';
import { AppModule } from './app.module';

async function bootstrap() {
  const app = await NestFactory.createMicroservice<MicroserviceOptions>(AppModule, {
    transport: Transport.KAFKA,
    options: {
      client: { clientId: 'notifier', brokers: ['kafka-1:9092'] },
      consumer: { groupId: ${groupId} },${subscribe}
    },
  });
  await app.listen();
}
bootstrap();
`;

describe('kafkajs-random-group-id (a new group at every start: no committed offsets to resume from)', () => {
  it("'notifier-' + Math.random(): a warning on the groupId value with the mechanism, the consequence and the fix", () => {
    const [d, ...rest] = findings(ID, consumer("'notifier-' + Math.random()"), file);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.deepEqual(d.range, { start: { line: 3, character: 43 }, end: { line: 3, character: 70 } });
    assert.equal(d.message, "groupId is built from Math.random(): every start of the process joins a new consumer group, which has no committed offsets. kafkajs starts a group without committed offsets at the latest offset (subscribe()'s fromBeginning defaults to false, src/consumer/index.js), so messages produced while the service was down or restarting are never read, and instances running side by side each read every message instead of sharing the partitions. Each restart also leaves the previous group on the broker, with its offsets, for offsets.retention.minutes after it emptied (7 days by default, KIP-186). Use a groupId that stays the same across restarts (a name, or one from the environment). If each start is meant to begin afresh, say so: subscribe({ fromBeginning: true }) to re-read the topic, or silence this line for a broadcast that can skip what it missed.");
  });

  it('Date.now(), uuid(), randomUUID() and a variable built from one: each found, named as written', () => {
    const what = (groupId: string, head = '') => findings(ID, consumer(groupId, head), file).map((d) => /^groupId is built from (.*?): /.exec(d.message)?.[1]);
    assert.deepEqual(what('`notifier-${Date.now()}`'), ['Date.now()']);
    assert.deepEqual(what("'notifier-' + uuid()", "import { v4 as uuid } from 'uuid';"), ['uuid()']);
    assert.deepEqual(what('`notifier-${crypto.randomUUID()}`', "import crypto from 'node:crypto';"), ['crypto.randomUUID()']);
    assert.deepEqual(what('GROUP', "const GROUP = 'notifier-' + Math.random().toString(36).slice(2);"), ['Math.random()']);
    assert.deepEqual(what('`notifier-${new Date().getTime()}`'), ['new Date()']);
  });

  it("NestJS options.consumer: the message says NestJS's '-server' postfix keeps it random, and how to read from the start there", () => {
    const [d] = findings(ID, nestMain('`notifier-${uuid()}`'), { fileName: 'main.ts' });
    assert.deepEqual(d.range, { start: { line: 10, character: 27 }, end: { line: 10, character: 47 } });
    assert.match(d.message, /^groupId is built from uuid\(\): every start of the process joins a new consumer group, which has no committed offsets\. NestJS appends '-server' to it \(@nestjs\/microservices server\/server-kafka\.ts\), which keeps it random\./);
    assert.match(d.message, /say so: options\.subscribe: \{ fromBeginning: true \} to re-read the topic/);
  });

  it('near misses stay silent: a groupId from the environment or a constant, a random fallback behind ??, a property named uuid', () => {
    assert.deepEqual(findings(ID, consumer("process.env.GROUP_ID ?? 'notifier'"), file), []);
    assert.deepEqual(findings(ID, consumer('`${SERVICE}-group`', "const SERVICE = 'notifier';"), file), []);
    assert.deepEqual(findings(ID, consumer('`${SERVICE}-group`', "import { SERVICE } from './config';"), file), []);
    assert.deepEqual(findings(ID, consumer('process.env.GROUP_ID || `notifier-${randomUUID()}`', "import { randomUUID } from 'node:crypto';"), file), []);
    assert.deepEqual(findings(ID, consumer('`notifier-${config.uuid}`', "import { config } from './config';"), file), []);
    assert.deepEqual(findings(ID, nestMain("process.env.KAFKA_GROUP ?? 'notifier'"), { fileName: 'main.ts' }), []);
  });

  it('a design choice stays silent: fromBeginning: true, a test file, a NestJS ClientKafka that reads only its replies', () => {
    assert.deepEqual(findings(ID, consumer("'notifier-' + Math.random()", '', "{ topics: ['orders'], fromBeginning: true }"), file), []);
    assert.deepEqual(findings(ID, nestMain('`notifier-${uuid()}`', '\n      subscribe: { fromBeginning: true },'), { fileName: 'main.ts' }), []);
    assert.deepEqual(findings(ID, consumer("'notifier-' + Math.random()"), { fileName: 'notifier.spec.ts' }), []);
    const client = `import { Module } from '@nestjs/common';
import { ClientsModule, Transport } from '@nestjs/microservices';
import { randomUUID } from 'node:crypto';

@Module({
  imports: [ClientsModule.register([{ name: 'ORDERS', transport: Transport.KAFKA, options: { client: { brokers: ['kafka-1:9092'] }, consumer: { groupId: \`gateway-\${randomUUID()}\` } } }])],
})
export class GatewayModule {}
`;
    assert.deepEqual(findings(ID, client, { fileName: 'gateway.module.ts' }), []);
  });

  it('a broadcast by design (check 82): admin.deleteGroups on shutdown is silent; fromBeginning: false written out is a hint', () => {
    const cleanup = consumer("`prices-${Date.now()}`").replace("process.once('SIGTERM', () => consumer.disconnect());", "const admin = kafka.admin();\nprocess.once('SIGTERM', async () => { await consumer.disconnect(); await admin.connect(); await admin.deleteGroups([groupId]); });");
    assert.deepEqual(findings(ID, cleanup, file), []);
    const [d, ...rest] = findings(ID, consumer("`prices-${Date.now()}`", '', "{ topics: ['prices'], fromBeginning: false }"), file);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 4);
    assert.match(d.message, /and subscribe\(\) writes fromBeginning: false: each start is a new consumer group .* admin\.deleteGroups\(\) on shutdown removes it\.$/);
  });

  it('the rule page\'s examples fire and stay silent as they say', () => assertDocsExamples(kafkajsRandomGroupId));
});
