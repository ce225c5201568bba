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
}

const WHERE: Partial<Record<TsApi, string>> = { client: 'new Kafka()', producer: 'kafka.producer()', consumer: 'kafka.consumer()', run: 'consumer.run()', send: 'producer.send()', sendBatch: 'producer.sendBatch()' };

/** The misspelt options of one kafkajs call's options object, and of its retry block. */
export function misspeltOptions(ctx: FileCtx, api: TsApi, obj: ts.ObjectLiteralExpression): MisspeltOption[] {
  const known = OPTIONS[api];
  if (!known) return [];
  const out: MisspeltOption[] = [];
  const check = (o: ts.ObjectLiteralExpression, names: readonly string[], where: string) => {
    for (const p of o.properties) {
      if (!(ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p) || ts.isMethodDeclaration(p)) || !p.name) continue;
      const name = ts.isIdentifier(p.name) || ts.isStringLiteral(p.name) ? p.name.text : undefined;
      if (!name || names.includes(name)) {
        if (name === 'retry' && ts.isPropertyAssignment(p) && ts.isObjectLiteralExpression(p.initializer)) check(p.initializer, RETRY, 'retry');
        continue;
      }
      // A retry option written beside retry (retries: 5 in new Kafka({…})) is no typo of 'retry'.
      if (names !== RETRY && RETRY.includes(name)) continue;
      const [meant] = closest(name, names, 1);
      if (meant) out.push({ range: ctx.range(p.name), written: name, meant, where });
    }
  };
  check(obj, known, WHERE[api] ?? api);
  return out;
}
