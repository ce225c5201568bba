// kafkajs v2.2.4 option names and their canonical Kafka keys, with kafkajs's own defaults. Each
// default cites the kafkajs v2.2.4 file where it is set (docs/sources.md#kafkajs). kafkajs option names
// depend on where they are written (client, producer, consumer, send, run), so the map is per
// context.
export type KafkajsContext = 'client' | 'producer' | 'consumer' | 'send' | 'run';

export interface KafkajsOption {
  /** Path as written, dotted for nested objects ("retry.retries"). */
  name: string;
  key: string;
  default?: string;
  /** kafkajs v2.2.4 file that sets the default. */
  source?: string;
}

const o = (name: string, key: string, def?: string, source?: string): KafkajsOption =>
  ({ name, key, default: def, source });

// src/retry/defaults.js applies wherever a `retry` object is accepted.
const RETRY: KafkajsOption[] = [
  o('retry.retries', 'retries', '5', 'src/retry/defaults.js'),
  // initialRetryTime is the first backoff, maxRetryTime caps a single backoff: the roles of
  // retry.backoff.ms and retry.backoff.max.ms in the Java client.
  o('retry.initialRetryTime', 'retry.backoff.ms', '300', 'src/retry/defaults.js'),
  o('retry.maxRetryTime', 'retry.backoff.max.ms', '30000', 'src/retry/defaults.js'),
];

export const KAFKAJS_OPTIONS: Record<KafkajsContext, KafkajsOption[]> = {
  client: [
    o('clientId', 'client.id'),
    o('brokers', 'bootstrap.servers'),
    o('requestTimeout', 'request.timeout.ms', '30000', 'src/cluster/index.js'),
    ...RETRY,
  ],
  producer: [
    o('idempotent', 'enable.idempotence', 'false', 'src/producer/index.js'),
    // No default: src/producer/index.js leaves it null, i.e. no client-side limit.
    o('maxInFlightRequests', 'max.in.flight.requests.per.connection'),
    o('transactionalId', 'transactional.id'),
    o('transactionTimeout', 'transaction.timeout.ms', '60000', 'src/producer/eosManager/index.js'),
    o('metadataMaxAge', 'metadata.max.age.ms', '300000', 'src/index.js'),
    o('allowAutoTopicCreation', 'allow.auto.create.topics', 'true', 'src/index.js'),
    ...RETRY,
  ],
  consumer: [
    o('groupId', 'group.id'),
    o('sessionTimeout', 'session.timeout.ms', '30000', 'src/consumer/index.js'),
    // Sent as the JoinGroup rebalance timeout, which the Java client fills from max.poll.interval.ms.
    o('rebalanceTimeout', 'max.poll.interval.ms', '60000', 'src/consumer/index.js'),
    o('heartbeatInterval', 'heartbeat.interval.ms', '3000', 'src/consumer/index.js'),
    o('metadataMaxAge', 'metadata.max.age.ms', '300000', 'src/index.js'),
    o('allowAutoTopicCreation', 'allow.auto.create.topics', 'true', 'src/index.js'),
    o('maxBytesPerPartition', 'max.partition.fetch.bytes', '1048576', 'src/consumer/index.js'),
    o('minBytes', 'fetch.min.bytes', '1', 'src/consumer/index.js'),
    o('maxBytes', 'fetch.max.bytes', '10485760', 'src/consumer/index.js'),
    o('maxWaitTimeInMs', 'fetch.max.wait.ms', '5000', 'src/consumer/index.js'),
    // src/index.js turns readUncommitted=false into READ_COMMITTED: kafkajs reads committed by default.
    o('readUncommitted', 'isolation.level', 'read_committed', 'src/index.js'),
    o('maxInFlightRequests', 'max.in.flight.requests.per.connection'),
    o('rackId', 'client.rack', '', 'src/consumer/index.js'),
    ...RETRY,
  ],
  send: [
    o('acks', 'acks', '-1', 'src/producer/messageProducer.js'),
    // The produce request's ack timeout, which Java takes from request.timeout.ms.
    o('timeout', 'request.timeout.ms', '30000', 'src/producer/messageProducer.js'),
    o('compression', 'compression.type', 'none', 'src/producer/messageProducer.js'),
  ],
  run: [
    o('autoCommit', 'enable.auto.commit', 'true', 'src/consumer/index.js'),
    o('autoCommitInterval', 'auto.commit.interval.ms'),
  ],
};

export function kafkajsOption(context: KafkajsContext, name: string): KafkajsOption | undefined {
  return KAFKAJS_OPTIONS[context].find((x) => x.name === name);
}

export function kafkajsOptionForKey(context: KafkajsContext, key: string): KafkajsOption | undefined {
  return KAFKAJS_OPTIONS[context].find((x) => x.key === key);
}

/** kafkajs CompressionTypes (src/protocol/message/compression/index.js) → Kafka codec name. */
export const KAFKAJS_CODECS: Record<string, string> = {
  None: 'none', GZIP: 'gzip', Snappy: 'snappy', LZ4: 'lz4', ZSTD: 'zstd',
};
/** The numeric values of the same enum, for `compression: 2`. */
export const KAFKAJS_CODEC_IDS = ['none', 'gzip', 'snappy', 'lz4', 'zstd'];

/** Converts a kafkajs value (as a string) to what Kafka would receive for the option. */
export function kafkajsValueToKafka(opt: KafkajsOption, value: string): string {
  if (opt.name === 'readUncommitted') return value === 'true' ? 'read_uncommitted' : 'read_committed';
  if (opt.name === 'compression' && /^\d$/.test(value)) return KAFKAJS_CODEC_IDS[Number(value)] ?? value;
  return value;
}
