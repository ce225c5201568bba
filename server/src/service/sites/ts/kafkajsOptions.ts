// The option names kafkajs reads, per call (kafkajs v2.2.4 types/index.d.ts: KafkaConfig,
// ProducerConfig, ConsumerConfig, ConsumerRunConfig, ProducerRecord, ProducerBatch, RetryOptions).
// kafkajs destructures what it knows and ignores the rest, so a misspelt option (intialRetryTime,
// idempotnt) silently leaves the default in force; in a .js file nothing else says so.
import ts from 'typescript';
import type { Range } from 'vscode-languageserver-types';
import type { FileCtx } from './ast';
import type { TsApi } from './extras';
import { closest } from '../../util/similar';

const RETRY = ['maxRetryTime', 'initialRetryTime', 'factor', 'multiplier', 'retries', 'restartOnFailure'];
const OPTIONS: Partial<Record<TsApi, readonly string[]>> = {
  client: ['brokers', 'ssl', 'sasl', 'clientId', 'connectionTimeout', 'authenticationTimeout', 'reauthenticationThreshold', 'requestTimeout', 'enforceRequestTimeout', 'retry', 'socketFactory', 'logLevel', 'logCreator'],
  producer: ['createPartitioner', 'retry', 'metadataMaxAge', 'allowAutoTopicCreation', 'idempotent', 'transactionalId', 'transactionTimeout', 'maxInFlightRequests'],
  consumer: ['groupId', 'partitionAssigners', 'metadataMaxAge', 'sessionTimeout', 'rebalanceTimeout', 'heartbeatInterval', 'maxBytesPerPartition', 'minBytes', 'maxBytes', 'maxWaitTimeInMs', 'retry', 'allowAutoTopicCreation', 'maxInFlightRequests', 'readUncommitted', 'rackId'],
  run: ['autoCommit', 'autoCommitInterval', 'autoCommitThreshold', 'eachBatchAutoResolve', 'partitionsConsumedConcurrently', 'eachBatch', 'eachMessage'],
  send: ['topic', 'messages', 'acks', 'timeout', 'compression'],
  sendBatch: ['topicMessages', 'acks', 'timeout', 'compression'],
};

/** An option name kafkajs does not read, close to one it does. */
export interface MisspeltOption {
  range: Range;
  written: string;
  meant: string;
  /** The call or block it was written in: "new Kafka()", "retry". */
  where: string;
  /** The option it resembles is written in the same object too: that one is read. */
  meantWritten?: true;
}

const WHERE: Partial<Record<TsApi, string>> = { client: 'new Kafka()', producer: 'kafka.producer()', consumer: 'kafka.consumer()', run: 'consumer.run()', send: 'producer.send()', sendBatch: 'producer.sendBatch()' };

/**
 * An option kafkajs reads in another call (or block) than the one it is written in: `createPartitioner`
 * in new Kafka({…}) (kafka.producer()'s), `fromBeginning` in kafka.consumer({…}) (subscribe()'s),
 * `retries` beside `retry` (retry: { retries }'s). Ignored where it is.
 */
export interface MisplacedOption {
  range: Range;
  written: string;
  where: string;
  /** Where kafkajs reads it: "kafka.producer()", "consumer.subscribe()", "retry: { … }". */
  belongs: string;
  /** Set when `written` is another client's name for the setting: kafkajs's own name for it there. */
  as?: string;
  /** A message's own field (key, partition, headers…) written in producer.send() beside `messages`. */
  messageField?: true;
  /** A retry option written both beside retry and inside it: the value written inside, which is in force. */
  shadowedBy?: string;
  /** A Java client setting kafkajs has no counterpart of: its Java name, and what kafkajs does instead (`belongs` is empty). */
  none?: { java: string; instead: string };
}

/** retry.factor above 1: kafkajs draws each wait from retryTime × (1 ± factor), which can then be negative. */
export interface RetryFactor {
  range: Range;
  value: number;
}

export interface KafkajsOptionFacts {
  misspeltOptions?: MisspeltOption[];
  misplacedOptions?: MisplacedOption[];
  retryFactor?: RetryFactor;
  /**
   * consumer.run({ eachMessage, eachBatch }): kafkajs calls eachMessage and never eachBatch
   * (src/consumer/runner.js: `if (this.eachMessage) … else if (this.eachBatch)`). The eachBatch property's name.
   */
  ignoredEachBatch?: Range;
}

/**
 * The Java client's and librdkafka's names for settings kafkajs takes under a name and in a call of
 * its own, dotted or camel-cased (`enableAutoCommit: false` in kafka.consumer({…}), check 82):
 * kafkajs ignores them like any name it does not read, and the setting keeps its kafkajs default
 * (autoCommit true, fromBeginning false, idempotent false, sessionTimeout 30000, heartbeatInterval
 * 3000: kafkajs v2.2.4 src/consumer/index.js, src/producer/index.js). Only settings with a default:
 * a missing groupId or brokers already stops kafkajs with its own error.
 */
const OTHER_CLIENT_NAMES: Readonly<Record<string, { call: string; option: string }>> = Object.fromEntries(([
  [['enableAutoCommit', 'enable.auto.commit'], 'consumer.run()', 'autoCommit'],
  [['autoCommitIntervalMs', 'auto.commit.interval.ms'], 'consumer.run()', 'autoCommitInterval'],
  [['autoOffsetReset', 'auto.offset.reset'], 'consumer.subscribe()', 'fromBeginning'],
  [['enableIdempotence', 'enable.idempotence'], 'kafka.producer()', 'idempotent'],
  [['sessionTimeoutMs', 'session.timeout.ms'], 'kafka.consumer()', 'sessionTimeout'],
  [['heartbeatIntervalMs', 'heartbeat.interval.ms'], 'kafka.consumer()', 'heartbeatInterval'],
] as const).flatMap(([names, call, option]) => names.map((n) => [n, { call, option }])));

/**
 * The Java client's consumer settings kafkajs has no option for at all (kafkajs v2.2.4
 * types/index.d.ts ConsumerConfig; check 88: `maxPollInterval: 300000` in kafka.consumer({…})):
 * what bounds the same thing in kafkajs instead.
 */
const NO_KAFKAJS_COUNTERPART: Readonly<Record<string, { java: string; instead: string }>> = Object.fromEntries(([
  [['maxPollInterval', 'maxPollIntervalMs', 'max.poll.interval.ms'], 'max.poll.interval.ms', 'No kafkajs option bounds the time between fetches: a member stays in its group while its heartbeats arrive within sessionTimeout, and rebalanceTimeout bounds how long it may take to rejoin during a rebalance (kafkajs ConsumerConfig)'],
  [['maxPollRecords', 'max.poll.records'], 'max.poll.records', 'No kafkajs option counts the records of a batch: a batch is what one fetch returns, bounded in bytes by maxBytesPerPartition and maxBytes (kafkajs ConsumerConfig)'],
] as const).flatMap(([names, java, instead]) => names.map((n) => [n, { java, instead }])));

/**
 * A message's fields (kafkajs v2.2.4 types/index.d.ts Message): written in producer.send({…}) beside
 * `messages`, they are read from no message (src/producer/sendMessages.js takes each message's own).
 */
const MESSAGE_FIELDS = ['key', 'value', 'partition', 'headers', 'timestamp'];

/** Options of other calls, for a name the current call does not read (subscribe() is no site of its own). */
const ELSEWHERE: ReadonlyArray<[string, readonly string[]]> = [
  ['kafka.producer()', OPTIONS.producer!],
  ['kafka.consumer()', OPTIONS.consumer!],
  ['consumer.subscribe()', ['topic', 'topics', 'fromBeginning']],
  ['consumer.run()', OPTIONS.run!],
  ['new Kafka()', OPTIONS.client!],
  // acks, timeout and compression are per send (ProducerRecord), not per producer: only a producer's options are compared with them.
  ['producer.send()', ['acks', 'timeout', 'compression']],
];

/** What the options of one kafkajs call (and its retry block) get wrong: misspelt names, names of another call, a retry factor above 1. */
export function kafkajsOptionFacts(ctx: FileCtx, api: TsApi, obj: ts.ObjectLiteralExpression): KafkajsOptionFacts {
  const known = OPTIONS[api];
  if (!known) return {};
  const misspelt: MisspeltOption[] = [];
  const misplaced: MisplacedOption[] = [];
  let retryFactor: RetryFactor | undefined;
  const here = WHERE[api] ?? api;
  const check = (o: ts.ObjectLiteralExpression, names: readonly string[], where: string) => {
    const present = new Set(o.properties.map((p) => (p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : '')));
    for (const p of o.properties) {
      if (!(ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p) || ts.isMethodDeclaration(p)) || !p.name) continue;
      const name = ts.isIdentifier(p.name) || ts.isStringLiteral(p.name) ? p.name.text : undefined;
      if (!name || names.includes(name)) {
        if (name === 'retry' && ts.isPropertyAssignment(p) && ts.isObjectLiteralExpression(p.initializer)) check(p.initializer, RETRY, 'retry');
        if (name === 'factor' && names === RETRY && ts.isPropertyAssignment(p) && ts.isNumericLiteral(p.initializer) && Number(p.initializer.text) > 1) {
          retryFactor = { range: ctx.range(p), value: Number(p.initializer.text) };
        }
        continue;
      }
      // A retry option written beside retry (retries: 5 in new Kafka({…})): read only inside retry: { … }.
      if (names !== RETRY && RETRY.includes(name)) {
        // The same option written inside retry: { … } too: that one is in force (new-user review).
        const retryObj = o.properties.find((q) => ts.isPropertyAssignment(q) && q.name && ts.isIdentifier(q.name) && q.name.text === 'retry');
        const inner = retryObj && ts.isPropertyAssignment(retryObj) && ts.isObjectLiteralExpression(retryObj.initializer)
          ? retryObj.initializer.properties.find((q) => ts.isPropertyAssignment(q) && q.name && (ts.isIdentifier(q.name) || ts.isStringLiteral(q.name)) && q.name.text === name)
          : undefined;
        const shadowed = inner && ts.isPropertyAssignment(inner) ? ctx.textOf(inner.initializer) : undefined;
        if (OPTIONS[api]?.includes('retry')) misplaced.push({ range: ctx.range(p.name), written: name, where, belongs: 'retry: { … }', ...(shadowed !== undefined ? { shadowedBy: shadowed } : {}) });
        continue;
      }
      const none = api === 'consumer' && o === obj ? NO_KAFKAJS_COUNTERPART[name] : undefined;
      if (none) {
        misplaced.push({ range: ctx.range(p.name), written: name, where, belongs: '', none });
        continue;
      }
      const other = names !== RETRY ? OTHER_CLIENT_NAMES[name] : undefined;
      if (other) {
        misplaced.push({ range: ctx.range(p.name), written: name, where, belongs: other.call, as: other.option });
        continue;
      }
      const [meant] = closest(name, names, 1);
      if (meant) {
        misspelt.push({ range: ctx.range(p.name), written: name, meant, where, ...(present.has(meant) ? { meantWritten: true as const } : {}) });
        continue;
      }
      if (names === RETRY) continue;
      if (api === 'send' && o === obj && MESSAGE_FIELDS.includes(name)) {
        misplaced.push({ range: ctx.range(p.name), written: name, where, belongs: 'each message of messages: [ … ]', messageField: true });
        continue;
      }
      const others = ELSEWHERE.filter(([call, opts]) => call !== where && (call !== 'producer.send()' || api === 'producer') && opts.includes(name)).map(([call]) => call);
      if (others.length > 0) misplaced.push({ range: ctx.range(p.name), written: name, where, belongs: others.join(' and ') });
    }
  };
  check(obj, known, here);
  const handler = (name: string) => obj.properties.find((p) => p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) && p.name.text === name);
  // Only an eachMessage written as a function here is certainly set: a value passed through
  // (`eachMessage: this.config.eachMessage`, a shorthand of an optional parameter) may be
  // undefined, and then kafkajs runs eachBatch (check 53).
  const eachMessage = api === 'run' ? handler('eachMessage') : undefined;
  const certain = eachMessage !== undefined && (ts.isMethodDeclaration(eachMessage) || (ts.isPropertyAssignment(eachMessage) && (ts.isArrowFunction(eachMessage.initializer) || ts.isFunctionExpression(eachMessage.initializer))));
  const eachBatch = certain ? handler('eachBatch') : undefined;
  return {
    ...(eachBatch?.name ? { ignoredEachBatch: ctx.range(eachBatch.name) } : {}),
    ...(misspelt.length > 0 ? { misspeltOptions: misspelt } : {}),
    ...(misplaced.length > 0 ? { misplacedOptions: misplaced } : {}),
    ...(retryFactor ? { retryFactor } : {}),
  };
}
