// @confluentinc/kafka-javascript (CKJS v1.10.x) KafkaJS-compatible `kafkaJS: {...}` block: which
// librdkafka property each KafkaJS-style key becomes (lib/kafkajs/_common.js, _producer.js,
// _consumer.js; docs/sources.md#librdkafka-and-confluent-kafka-javascript), in the order the library assigns them. The library then does
// Object.assign(derived, topLevelDottedKeys), so dotted keys outside the block win.
import { rdkCanonicalKey } from './librdkafka';

export interface CkjsMapping {
  /** KafkaJS-style path inside the kafkaJS block ("retry.retries"). */
  name: string;
  /** librdkafka property the library sets. */
  rdk: string;
  /** Value the library sets when the block is non-empty and the key is absent. */
  blockDefault?: string;
}

const m = (name: string, rdk: string, blockDefault?: string): CkjsMapping => ({ name, rdk, blockDefault });

// _common.js kafkaJSToRdKafkaConfig: applies to every client.
const COMMON: CkjsMapping[] = [
  m('brokers', 'bootstrap.servers'),
  m('clientId', 'client.id'),
  m('requestTimeout', 'socket.timeout.ms', '30000'),
  m('retry.maxRetryTime', 'retry.backoff.max.ms', '30000'),
  m('retry.initialRetryTime', 'retry.backoff.ms', '300'),
];

// _producer.js #finalizedConfig, in assignment order.
const PRODUCER: CkjsMapping[] = [
  ...COMMON,
  m('metadataMaxAge', 'topic.metadata.refresh.interval.ms'),
  m('allowAutoTopicCreation', 'allow.auto.create.topics'),
  m('transactionTimeout', 'transaction.timeout.ms', '60000'),
  m('idempotent', 'enable.idempotence'),
  m('maxInFlightRequests', 'max.in.flight'),
  m('transactionalId', 'transactional.id'),
  m('compression', 'compression.codec'),
  m('acks', 'acks'),
  m('timeout', 'request.timeout.ms'),
  // librdkafka's own default is INT32_MAX; the compatibility layer sets 5 like kafkajs.
  m('retry.retries', 'retries', '5'),
];

// _consumer.js #finalizedConfig, in assignment order. maxBytes goes to fetch.message.max.bytes,
// which librdkafka treats as an alias of max.partition.fetch.bytes; since it is assigned after
// maxBytesPerPartition (and always, default 10485760) it is the one that takes effect.
const CONSUMER: CkjsMapping[] = [
  ...COMMON,
  m('groupId', 'group.id'),
  m('sessionTimeout', 'session.timeout.ms', '30000'),
  m('heartbeatInterval', 'heartbeat.interval.ms'),
  m('rebalanceTimeout', 'max.poll.interval.ms', '300000'),
  m('metadataMaxAge', 'topic.metadata.refresh.interval.ms'),
  m('allowAutoTopicCreation', 'allow.auto.create.topics', 'true'),
  m('maxBytesPerPartition', 'max.partition.fetch.bytes', '1048576'),
  m('maxWaitTimeInMs', 'fetch.wait.max.ms'),
  m('minBytes', 'fetch.min.bytes'),
  m('maxBytes', 'fetch.message.max.bytes', '10485760'),
  m('readUncommitted', 'isolation.level'),
  m('maxInFlightRequests', 'max.in.flight'),
  m('rackId', 'client.rack'),
  m('fromBeginning', 'auto.offset.reset'),
  m('autoCommit', 'enable.auto.commit', 'true'),
  m('autoCommitInterval', 'auto.commit.interval.ms'),
];

export type CkjsRole = 'client' | 'producer' | 'consumer' | 'admin';

export function ckjsMappings(role: CkjsRole): CkjsMapping[] {
  return role === 'producer' ? PRODUCER : role === 'consumer' ? CONSUMER : COMMON;
}

export function ckjsMapping(role: CkjsRole, name: string): { mapping: CkjsMapping; order: number } | undefined {
  const list = ckjsMappings(role);
  const order = list.findIndex((x) => x.name === name);
  return order < 0 ? undefined : { mapping: list[order], order };
}

// lib/kafkajs/_common.js kafkaJSProperties: the keys the kafkaJS block accepts per client type.
const KAFKAJS_PROPERTIES: Record<CkjsRole, readonly string[]> = {
  client: ['brokers', 'clientId', 'sasl', 'ssl', 'requestTimeout', 'enforceRequestTimeout', 'connectionTimeout',
    'authenticationTimeout', 'retry', 'socketFactory', 'reauthenticationThreshold', 'logLevel', 'logger'],
  producer: ['createPartitioner', 'metadataMaxAge', 'allowAutoTopicCreation', 'transactionTimeout', 'idempotent',
    'maxInFlightRequests', 'transactionalId', 'compression', 'acks', 'timeout'],
  consumer: ['groupId', 'partitionAssigners', 'partitionAssignors', 'sessionTimeout', 'rebalanceTimeout',
    'heartbeatInterval', 'metadataMaxAge', 'allowAutoTopicCreation', 'maxBytesPerPartition', 'maxWaitTimeInMs',
    'minBytes', 'maxBytes', 'readUncommitted', 'maxInFlightRequests', 'rackId', 'fromBeginning', 'autoCommit',
    'autoCommitInterval', 'autoCommitThreshold'],
  admin: [],
};

/**
 * _kafka.js checkIfKafkaJsKeysPresent: a KafkaJS key of this client type written at the top level
 * makes the library throw. `acks` is exempt because librdkafka has a property of that name.
 */
export function ckjsKeyMisplaced(role: CkjsRole, key: string): boolean {
  return key !== 'acks' && KAFKAJS_PROPERTIES[role].includes(key);
}

/** _common.js checkAllowedKeys: inside the kafkaJS block only common + client-type keys are accepted. */
export function ckjsKeyAllowedInBlock(role: CkjsRole, key: string): boolean {
  return KAFKAJS_PROPERTIES.client.includes(key) || KAFKAJS_PROPERTIES[role].includes(key);
}

/** Value conversions the compatibility layer performs (readUncommitted, fromBeginning). */
export function ckjsValueToRdk(name: string, value: string): string {
  if (name === 'readUncommitted') return value === 'true' ? 'read_uncommitted' : 'read_committed';
  if (name === 'fromBeginning') return value === 'true' ? 'earliest' : 'latest';
  return value;
}

/** Defaults that apply only because a non-empty kafkaJS block was given, by canonical key. */
export function ckjsBlockDefaults(role: CkjsRole): Record<string, string> {
  const out: Record<string, string> = {};
  for (const x of ckjsMappings(role)) if (x.blockDefault !== undefined) out[rdkCanonicalKey(x.rdk)] = x.blockDefault;
  // _producer.js always sets the Java-compatible partitioner in KafkaJS mode.
  if (role === 'producer') out['partitioner'] = 'murmur2_random';
  return out;
}
