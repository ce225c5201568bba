// The old Scala clients (kafka.producer.Producer, kafka.consumer.Consumer / ZooKeeper consumer):
// deprecated in 0.10/0.11 and removed in Kafka 2.0 (upgrade notes for 2.0.0). Their settings were
// read by kafka.producer.ProducerConfig and kafka.consumer.ConsumerConfig (Scala, VerifiableProperties);
// today's KafkaProducer/KafkaConsumer do not read them, so a file written for them configures
// nothing a modern client uses. Each name maps to today's key where one exists.
import type { ConfigEntry, Role } from '../model';
import { rdkProperty } from './librdkafka';

export type OldClient = 'producer' | 'consumer';

export interface OldKey {
  client: OldClient;
  /** Today's Java client key, or undefined when the concept is gone. */
  now?: string;
  /** What to write instead, when the key alone does not say it. */
  note?: string;
}

const P = (now?: string, note?: string): OldKey => ({ client: 'producer', now, note });
const C = (now?: string, note?: string): OldKey => ({ client: 'consumer', now, note });

/** Keys only the old clients read (none of them is a Java client key in 2.8 or later). */
export const OLD_CLIENT_KEYS: Record<string, OldKey> = {
  // kafka.producer.ProducerConfig / SyncProducerConfig / AsyncProducerConfig
  'metadata.broker.list': P('bootstrap.servers'),
  'serializer.class': P('value.serializer', 'a Serializer class, e.g. org.apache.kafka.common.serialization.StringSerializer for kafka.serializer.StringEncoder'),
  'key.serializer.class': P('key.serializer', 'a Serializer class, not an Encoder'),
  'producer.type': P(undefined, 'KafkaProducer.send() is always asynchronous; wait on the returned Future where you need sync'),
  'request.required.acks': P('acks', 'same values; -1 means all'),
  'compression.codec': P('compression.type', 'by name: none, gzip, snappy, lz4, zstd; the old codec numbers 0, 1, 2 are not accepted'),
  'compressed.topics': P(undefined, 'compression.type applies to every topic'),
  'message.send.max.retries': P('retries'),
  'queue.buffering.max.ms': P('linger.ms'),
  'queue.buffering.max.messages': P('buffer.memory', 'buffer.memory counts bytes, not records'),
  'queue.enqueue.timeout.ms': P('max.block.ms'),
  'batch.num.messages': P('batch.size', 'batch.size counts bytes, not records'),
  'topic.metadata.refresh.interval.ms': P('metadata.max.age.ms'),
  // kafka.consumer.ConsumerConfig (the ZooKeeper-based high-level consumer)
  'auto.commit.enable': C('enable.auto.commit'),
  'consumer.timeout.ms': C(undefined, 'pass a timeout to poll(Duration) instead'),
  'consumer.id': C(undefined),
  'fetch.message.max.bytes': C('max.partition.fetch.bytes'),
  'fetch.wait.max.ms': C('fetch.max.wait.ms'),
  'rebalance.max.retries': C(undefined),
  'rebalance.backoff.ms': C(undefined),
  'refresh.leader.backoff.ms': C(undefined),
  'queued.max.message.chunks': C(undefined),
  'num.consumer.fetchers': C(undefined),
  'offsets.storage': C(undefined, 'offsets are always stored in Kafka'),
  'dual.commit.enabled': C(undefined),
  'offsets.channel.backoff.ms': C(undefined),
  'offsets.channel.socket.timeout.ms': C(undefined),
  'offsets.commit.max.retries': C(undefined),
  'socket.timeout.ms': C(undefined),
  'zookeeper.session.timeout.ms': C(undefined),
  'zookeeper.connection.timeout.ms': C(undefined),
  'zookeeper.sync.time.ms': C(undefined),
  // The old consumer found brokers through ZooKeeper; today's clients talk to brokers only.
  'zookeeper.connect': C('bootstrap.servers', 'the brokers\' host:port list, not ZooKeeper\'s'),
};

/** auto.offset.reset values of the old consumer and today's names for them. */
export const OLD_OFFSET_RESET: Record<string, string> = { smallest: 'earliest', largest: 'latest' };

/** A key only an old Scala client reads (zookeeper.* included: on a client they mean the old consumer). */
export function isOldClientKey(key: string): boolean {
  return Object.hasOwn(OLD_CLIENT_KEYS, key);
}

/** librdkafka still accepts some of these names (metadata.broker.list, queue.buffering.max.ms…). */
export function librdkafkaAlsoReads(key: string): boolean {
  return rdkProperty(key) !== undefined;
}

export interface OldClientUse {
  /** Which old client the keys belong to ("producer", "consumer", or both when mixed). */
  clients: OldClient[];
  /** The old-client entries, in file order. */
  entries: ConfigEntry[];
  /** auto.offset.reset written as smallest/largest: today's KafkaConsumer refuses it at construction. */
  offsetReset?: ConfigEntry;
  /** True when every old name found is also a librdkafka property (the file may configure librdkafka). */
  librdkafkaNames: boolean;
}

/**
 * Whether a client site was written for the old Scala clients: at least one key only they read
 * (zookeeper.* counts on a client, never on a broker). A lone auto.offset.reset=smallest is not
 * enough: that is a modern consumer with a value it refuses, reported as such.
 */
export function oldClientUse(role: Role | undefined, entries: readonly ConfigEntry[]): OldClientUse | undefined {
  if (role === 'broker' || role === 'topic') return undefined;
  const offsetReset = [...entries].reverse().find((e) => e.key === 'auto.offset.reset' && e.value !== undefined && Object.hasOwn(OLD_OFFSET_RESET, e.value.trim()));
  // zookeeper.* in a map of no known role is the old consumer's only beside another old name or
  // the old consumer's smallest/largest (a Spark 0.8 receiver's kafkaParams).
  const old = entries.filter((e) => isOldClientKey(e.key) && (!e.key.startsWith('zookeeper.') || role !== undefined || !!offsetReset || entries.some((x) => isOldClientKey(x.key) && !x.key.startsWith('zookeeper.'))));
  if (old.length === 0) return undefined;
  const clients = [...new Set(old.map((e) => OLD_CLIENT_KEYS[e.key].client))];
  if (offsetReset && !clients.includes('consumer')) clients.push('consumer');
  return { clients, entries: old, offsetReset, librdkafkaNames: old.every((e) => librdkafkaAlsoReads(e.key)) };
}
