// NestJS's Kafka transport: each part of `{ transport: Transport.KAFKA, options }` is the site of the
// kafkajs call NestJS makes with it (sites/ts/nestjs.ts), so the kafkajs rules read it unchanged.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { SiteDraft } from '../../server/src/service/model';
import { tsSites } from '../../server/src/service/sites/ts';
import { findings, lint, service, doc } from '../support/service';

const sitesOf = (text: string, fileName = 'main.ts') => tsSites({ uri: `file:///${fileName}`, fileName, languageId: fileName.endsWith('.js') ? 'javascript' : 'typescript', text });
const nestOf = (s: SiteDraft) => (s.syntax === 'ts' ? s.ts.nest : assert.fail('not a TS site'));
const summary = (sites: SiteDraft[]) => sites.map((s) => [s.label, s.role ?? null, s.client.client, s.entries.map((e) => `${e.rawKey}=${e.value ?? '?'}`).join(' ')]);
const r = (l1: number, c1: number, l2: number, c2: number) => ({ start: { line: l1, character: c1 }, end: { line: l2, character: c2 } });

const MAIN = `import { NestFactory } from '@nestjs/core';
import { MicroserviceOptions, Transport } from '@nestjs/microservices';
import { AppModule } from './app.module';

async function bootstrap() {
  const app = await NestFactory.create(AppModule);
  app.connectMicroservice<MicroserviceOptions>({
    transport: Transport.KAFKA,
    options: {
      client: { clientId: 'orders', brokers: ['kafka-1:9092'] },
      consumer: { groupId: 'orders-consumer', sessionTimeout: 45000 },
      run: { autoCommit: false },
      producer: { allowAutoTopicCreation: false },
      send: { acks: -1, timeout: 10000 },
    },
  });
  await app.startAllMicroservices();
  await app.listen(3000);
}
bootstrap();
`;

describe('tsSites: NestJS Kafka transport', () => {
  it('connectMicroservice: client, consumer, run, producer and send, each the kafkajs site of the call NestJS makes', () => {
    const sites = sitesOf(MAIN);
    assert.deepEqual(summary(sites), [
      ['connectMicroservice options.client', null, 'kafkajs', 'clientId=orders brokers=?'],
      ['connectMicroservice options.consumer', 'consumer', 'kafkajs', 'groupId=orders-consumer sessionTimeout=45000'],
      ['connectMicroservice options.run', 'consumer', 'kafkajs', 'autoCommit=false'],
      ['connectMicroservice options.producer', 'producer', 'kafkajs', 'allowAutoTopicCreation=false'],
      ['connectMicroservice options.send', 'producer', 'kafkajs', 'acks=-1 timeout=10000'],
    ]);
    assert.deepEqual(sites.map((s) => s.syntax === 'ts' && s.ts.api), ['client', 'consumer', 'run', 'producer', 'send']);
    assert.deepEqual(sites[1].entries.map((e) => e.key), ['group.id', 'session.timeout.ms']);
    // The ranges are the NestJS object's: the consumer part on line 10, the key `groupId` itself.
    assert.deepEqual(sites[1].range, r(10, 16, 10, 69));
    assert.deepEqual(sites[1].entries[0].keyRange, r(10, 18, 10, 25));
    assert.deepEqual(nestOf(sites[1]), { part: 'consumer', side: 'server', via: 'connectMicroservice', postfix: '-server' });
    // NestJS sends every reply with options.send: the producer carries it as its one send.
    const producer = sites[3];
    assert.ok(producer.syntax === 'ts');
    assert.deepEqual(producer.ts.sends?.map((s) => [s.method, s.acks?.value, s.inLoop, s.dropped]), [['send', '-1', false, false]]);
  });

  it('NestFactory.createMicroservice, and options declared in a variable the file passes to it', () => {
    const direct = sitesOf(`import { NestFactory } from '@nestjs/core';
import { Transport } from '@nestjs/microservices';
const app = await NestFactory.createMicroservice(AppModule, { transport: Transport.KAFKA, options: { consumer: { groupId: 'billing' }, postfixId: '' } });
`);
    assert.deepEqual(direct.map((s) => [s.label, nestOf(s)]), [['createMicroservice options.consumer', { part: 'consumer', side: 'server', via: 'createMicroservice', postfix: '' }]]);
    const declared = sitesOf(`import { KafkaOptions, Transport } from '@nestjs/microservices';
const kafkaOptions: KafkaOptions = {
  transport: Transport.KAFKA,
  options: { producer: { idempotent: true, maxInFlightRequests: 1 } },
};
app.connectMicroservice<KafkaOptions>(kafkaOptions);
`);
    assert.deepEqual(declared.map((s) => [s.label, nestOf(s)?.side, s.entries.map((e) => e.key)]), [
      ['connectMicroservice options.producer', 'server', ['enable.idempotence', 'max.in.flight.requests.per.connection']],
    ]);
  });

  it('ClientsModule.register / registerAsync, ClientProxyFactory.create and @Client: ClientKafka, postfix -client', () => {
    const module = sitesOf(`import { Module } from '@nestjs/common';
import { ClientsModule, Transport } from '@nestjs/microservices';

@Module({
  imports: [
    ClientsModule.register([
      { name: 'BILLING', transport: Transport.KAFKA, options: { client: { clientId: 'billing', brokers: ['kafka:9092'] }, consumer: { groupId: 'billing-replies' } } },
    ]),
    ClientsModule.registerAsync([{
      name: 'AUDIT',
      useFactory: (config: ConfigService) => ({ transport: Transport.KAFKA, options: { producer: { idempotent: true } } }),
      inject: [ConfigService],
    }]),
  ],
})
export class AppModule {}
`, 'app.module.ts');
    assert.deepEqual(module.map((s) => [s.label, nestOf(s)?.side, nestOf(s)?.postfix]), [
      ['ClientsModule.register options.client', 'client', '-client'],
      ['ClientsModule.register options.consumer', 'client', '-client'],
      ['ClientsModule.registerAsync options.producer', 'client', '-client'],
    ]);
    const others = sitesOf(`import { Client, ClientKafka, ClientProxyFactory, Transport } from '@nestjs/microservices';
export class Gateway {
  @Client({ transport: Transport.KAFKA, options: { client: { clientId: 'gateway', brokers: ['kafka:9092'] } } })
  client: ClientKafka;
  other = ClientProxyFactory.create({ transport: Transport.KAFKA, options: { producer: { allowAutoTopicCreation: false } } });
}
`, 'gateway.ts');
    assert.deepEqual(others.map((s) => [s.label, nestOf(s)?.side]), [['@Client options.client', 'client'], ['ClientProxyFactory.create options.producer', 'client']]);
  });

  it('producerOnlyMode: ClientKafka creates no consumer, so its consumer and run parts are no sites', () => {
    const sites = sitesOf(`import { ClientsModule, Transport } from '@nestjs/microservices';
export const clients = ClientsModule.register([{ name: 'EVENTS', transport: Transport.KAFKA, options: {
  client: { brokers: ['kafka:9092'] }, consumer: { groupId: 'events' }, run: { autoCommit: false }, producer: { idempotent: true }, producerOnlyMode: true,
} }]);
`);
    assert.deepEqual(sites.map((s) => s.label), ['ClientsModule.register options.client', 'ClientsModule.register options.producer']);
    assert.equal(nestOf(sites[1])?.producerOnlyMode, true);
  });

  it('CommonJS: require of @nestjs/microservices, destructured or as a namespace', () => {
    const destructured = sitesOf(`const { Transport } = require('@nestjs/microservices');
app.connectMicroservice({ transport: Transport.KAFKA, options: { consumer: { groupId: 'js-orders' } } });
`, 'main.js');
    assert.deepEqual(destructured.map((s) => s.label), ['connectMicroservice options.consumer']);
    const namespace = sitesOf(`import * as ms from '@nestjs/microservices';
app.connectMicroservice({ transport: ms.Transport.KAFKA, options: { consumer: { groupId: 'ns-orders' } } });
`);
    assert.deepEqual(namespace.map((s) => s.label), ['connectMicroservice options.consumer']);
  });

  it('near misses: another transport, a Transport enum of another package, and another library\'s options.client yield no site', () => {
    assert.deepEqual(sitesOf(`import { Transport } from '@nestjs/microservices';
app.connectMicroservice({ transport: Transport.TCP, options: { host: '0.0.0.0', port: 4000 } });
ClientsModule.register([{ name: 'MATH', transport: Transport.REDIS, options: { client: { clientId: 'math' }, consumer: { groupId: 'x' } } }]);
const KAFKA = 'kafka';
`), []);
    // Transport.KAFKA of the application's own enum, in a file that mentions @nestjs/microservices only in a comment.
    assert.deepEqual(sitesOf(`// not @nestjs/microservices
import { Transport } from './transport';
export const bus = createBus({ transport: Transport.KAFKA, options: { client: { clientId: 'bus' }, consumer: { groupId: 'bus' } } });
`), []);
    // No transport at all: NestJS would run TCP.
    assert.deepEqual(sitesOf(`import { Transport } from '@nestjs/microservices';
app.connectMicroservice({ options: { client: { clientId: 'orders', brokers: ['kafka:9092'] } } });
export const KAFKA = Transport.KAFKA;
`), []);
  });
});

describe('kafkajs rules on NestJS options', () => {
  it('fire inside the NestJS object with NestJS in their words: a misspelt option, acks on an idempotent producer', () => {
    const text = MAIN.replace("sessionTimeout: 45000", "sesionTimeout: 45000").replace("producer: { allowAutoTopicCreation: false }", "producer: { idempotent: true }").replace('acks: -1', 'acks: 1');
    const misspelt = findings('kafkajs-misspelt-option', text, { fileName: 'main.ts' });
    assert.deepEqual(misspelt.map((d) => [d.range.start.line, d.message]), [
      [10, "kafkajs has no option 'sesionTimeout' in options.consumer, which NestJS hands to kafka.consumer(): it ignores the property, and 'sessionTimeout' keeps its default. Did you mean 'sessionTimeout'?"],
    ]);
    const acks = findings('kafkajs-idempotent-acks', text, { fileName: 'main.ts' });
    assert.deepEqual(acks.map((d) => [d.range, d.message.slice(0, 107)]), [
      [r(13, 14, 13, 21), 'This producer is idempotent, so kafkajs throws on every send() NestJS makes with these options.send: acks=1'],
    ]);
  });

  it('offsets-never-committed stays silent: NestJS runs the consumer, and its handlers commit in controllers', () => {
    assert.deepEqual(findings('offsets-never-committed', MAIN, { fileName: 'main.ts' }), []);
  });

  it('the realistic main.ts draws no finding but the note that its producer is not idempotent (kafkajs\'s default)', () => {
    assert.deepEqual(lint(MAIN, { fileName: 'main.ts' }).map((d) => d.code), ['kafkajs-producer-not-idempotent']);
  });

  it('the hover on groupId names the group NestJS joins', () => {
    const h = service().hover(doc(MAIN, 'main.ts'), { line: 10, character: 20 });
    const text = h && typeof h.contents === 'object' && 'value' in h.contents ? h.contents.value : '';
    assert.match(text, /NestJS's ServerKafka \(@nestjs\/microservices server\/server-kafka\.ts\) hands `options\.consumer` to kafkajs's kafka\.consumer\(\)/);
    assert.match(text, /NestJS appends '-server' to groupId: the consumer joins group `orders-consumer-server`/);
    const client = service().hover(doc(MAIN, 'main.ts'), { line: 9, character: 18 });
    assert.match(client && typeof client.contents === 'object' && 'value' in client.contents ? client.contents.value : '', /the brokers see `orders-server`/);
    const bare = service().hover(doc(MAIN.replace("run: { autoCommit: false },", "run: { autoCommit: false }, postfixId: '',"), 'main.ts'), { line: 10, character: 20 });
    assert.match(bare && typeof bare.contents === 'object' && 'value' in bare.contents ? bare.contents.value : '', /NestJS appends nothing \(postfixId: ''\) to groupId: the consumer joins group `orders-consumer`/);
  });
});
