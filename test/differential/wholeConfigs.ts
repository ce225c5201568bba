// Seeded whole-config generator for the construct differential: per Java class, configs that mix the
// keys Kafka checks against each other at start-up (idempotence with acks/retries/in-flight and
// transactional.id, KIP-848 group.protocol keys, auto-commit and group.id, bootstrap.servers vs
// bootstrap.controllers, security.protocol with SASL/JAAS, Streams' processing.guarantee, Connect's
// worker topics and inter-worker key algorithms, removed partitioners and DNS lookup values) with
// other keys of the role's catalog, valid or not. Every config carries the keys with no default most
// of the time; the rest leave one out on purpose.
import type { Catalog, KeyInfo } from '../../server/src/service/catalog';
import type { Role } from '../../server/src/service/model';
import type { Config, Target } from './construct';
import { valuesFor } from './values';

export const ROLE_OF: Record<Target, Role> = {
  producer: 'producer', consumer: 'consumer', admin: 'admin', streams: 'streams', distributed: 'connect', standalone: 'connect',
};

/** A config and the Java class it is given to. */
export interface Case { target: Target; config: Config; origin: string }

/** Nothing listens on port 1 of the loopback: constructors resolve the address and never connect. */
export const BOOTSTRAP = '127.0.0.1:1';
const SER = 'org.apache.kafka.common.serialization.StringSerializer';
const DESER = 'org.apache.kafka.common.serialization.StringDeserializer';
const JSON_CONVERTER = 'org.apache.kafka.connect.json.JsonConverter';
const PLAIN_JAAS = 'org.apache.kafka.common.security.plain.PlainLoginModule required username="u" password="p";';
const SCRAM_JAAS = 'org.apache.kafka.common.security.scram.ScramLoginModule required username="u" password="p";';

/** Keys without a default each class needs: present in most configs, left out of some. */
const REQUIRED: Record<Target, Array<[string, string]>> = {
  producer: [['bootstrap.servers', BOOTSTRAP], ['key.serializer', SER], ['value.serializer', SER]],
  consumer: [['bootstrap.servers', BOOTSTRAP], ['key.deserializer', DESER], ['value.deserializer', DESER]],
  admin: [['bootstrap.servers', BOOTSTRAP]],
  streams: [['bootstrap.servers', BOOTSTRAP], ['application.id', 'orders-app']],
  distributed: [['bootstrap.servers', BOOTSTRAP], ['group.id', 'connect-cluster'], ['config.storage.topic', 'connect-configs'],
    ['offset.storage.topic', 'connect-offsets'], ['status.storage.topic', 'connect-status'], ['key.converter', JSON_CONVERTER], ['value.converter', JSON_CONVERTER]],
  standalone: [['bootstrap.servers', BOOTSTRAP], ['offset.storage.file.filename', '/var/lib/connect/offsets'], ['key.converter', JSON_CONVERTER], ['value.converter', JSON_CONVERTER]],
};

const SECURITY: Array<Array<[string, string]>> = [
  [['security.protocol', 'PLAINTEXT']],
  [['security.protocol', 'SASL_PLAINTEXT'], ['sasl.mechanism', 'PLAIN'], ['sasl.jaas.config', PLAIN_JAAS]],
  [['security.protocol', 'SASL_PLAINTEXT'], ['sasl.mechanism', 'SCRAM-SHA-512'], ['sasl.jaas.config', SCRAM_JAAS]],
  [['security.protocol', 'SASL_PLAINTEXT'], ['sasl.mechanism', 'PLAIN']],
  [['security.protocol', 'SASL_SSL'], ['sasl.mechanism', 'SCRAM-SHA-256']],
  [['security.protocol', 'SSL']],
  [['security.protocol', 'plaintext']],
  [['security.protocol', 'TLS']],
  [['sasl.jaas.config', PLAIN_JAAS]],
];

const COMMON: Record<string, string[]> = {
  'client.dns.lookup': ['use_all_dns_ips', 'resolve_canonical_bootstrap_servers_only', 'default', 'USE_ALL_DNS_IPS'],
  'bootstrap.servers': [BOOTSTRAP, `${BOOTSTRAP},127.0.0.1:2`, '127.0.0.1', 'PLAINTEXT://127.0.0.1:1', ''],
  'request.timeout.ms': ['30000', '1000', '0', '-1'],
  'retry.backoff.ms': ['100', '2000'],
  'retry.backoff.max.ms': ['1000', '50'],
  'reconnect.backoff.ms': ['50', '2000'],
  'reconnect.backoff.max.ms': ['1000', '10'],
  'client.id': ['app-1', ''],
  'metadata.recovery.strategy': ['none', 'rebootstrap', 'REBOOTSTRAP'],
  'enable.metrics.push': ['true', 'false'],
  'auto.include.jmx.reporter': ['true', 'false'],
};

/** Per class, the keys Kafka checks together and the values worth trying for each. */
const CROSS: Record<Target, Record<string, string[]>> = {
  producer: {
    acks: ['all', '-1', '1', '0', '2', 'ALL'],
    retries: ['0', '1', '3', '2147483647', '-1'],
    'enable.idempotence': ['true', 'false', 'TRUE'],
    'max.in.flight.requests.per.connection': ['1', '5', '6', '10', '0'],
    'transactional.id': ['tx-orders-1', ''],
    'transaction.timeout.ms': ['60000', '900000', '1000'],
    'delivery.timeout.ms': ['120000', '30000', '1000', '5000'],
    'linger.ms': ['0', '5', '100', '40000'],
    'batch.size': ['16384', '0', '1048576'],
    'buffer.memory': ['33554432', '1048576', '100'],
    'max.request.size': ['1048576', '100', '20971520'],
    'compression.type': ['none', 'gzip', 'zstd', 'lz4', 'snappy', 'brotli', 'GZIP'],
    'compression.gzip.level': ['9', '-1', '10'],
    'compression.zstd.level': ['3', '23'],
    'compression.lz4.level': ['9', '18'],
    'partitioner.class': ['org.apache.kafka.clients.producer.RoundRobinPartitioner', 'org.apache.kafka.clients.producer.internals.DefaultPartitioner', 'org.apache.kafka.clients.producer.UniformStickyPartitioner'],
    'partitioner.ignore.keys': ['true', 'false'],
    'partitioner.adaptive.partitioning.enable': ['true', 'false'],
    'max.block.ms': ['60000', '0', '-1'],
    'metadata.max.idle.ms': ['300000', '1000', '5000'],
  },
  consumer: {
    'group.id': ['orders', ''],
    'enable.auto.commit': ['true', 'false', 'True'],
    'auto.commit.interval.ms': ['5000', '-1'],
    'group.protocol': ['classic', 'consumer', 'CONSUMER', 'Classic', 'streams'],
    'group.remote.assignor': ['uniform', 'range'],
    'session.timeout.ms': ['45000', '10000', '6000', '300000'],
    'heartbeat.interval.ms': ['3000', '15000', '60000'],
    'partition.assignment.strategy': ['org.apache.kafka.clients.consumer.RangeAssignor', 'org.apache.kafka.clients.consumer.CooperativeStickyAssignor',
      'org.apache.kafka.clients.consumer.RangeAssignor,org.apache.kafka.clients.consumer.CooperativeStickyAssignor', 'range'],
    'group.instance.id': ['instance-1', ''],
    'isolation.level': ['read_committed', 'read_uncommitted', 'READ_COMMITTED', 'committed'],
    'auto.offset.reset': ['earliest', 'latest', 'none', 'smallest', 'by_duration:PT1H', 'EARLIEST'],
    'max.poll.records': ['500', '0', '10000'],
    'max.poll.interval.ms': ['300000', '1000', '0'],
    'fetch.min.bytes': ['1', '0', '1048576'],
    'fetch.max.bytes': ['52428800', '1'],
    'fetch.max.wait.ms': ['500', '0'],
    'default.api.timeout.ms': ['60000', '1000'],
    'client.rack': ['us-east-1a', ''],
    'allow.auto.create.topics': ['true', 'false'],
    'exclude.internal.topics': ['true', 'false'],
    'check.crcs': ['true', 'false'],
    'share.acknowledgement.mode': ['implicit', 'explicit'],
  },
  admin: {
    'bootstrap.controllers': [BOOTSTRAP, '127.0.0.1:9093', '127.0.0.1'],
    'default.api.timeout.ms': ['60000', '1000', '10'],
    retries: ['0', '5', '-1'],
    'metadata.max.age.ms': ['300000', '1000'],
    'connections.max.idle.ms': ['300000', '1000'],
  },
  streams: {
    'processing.guarantee': ['at_least_once', 'exactly_once', 'exactly_once_beta', 'exactly_once_v2', 'EXACTLY_ONCE_V2', 'none'],
    'num.stream.threads': ['1', '4', '0', '-1'],
    'num.standby.replicas': ['0', '1', '-1'],
    'commit.interval.ms': ['100', '30000', '-1'],
    'replication.factor': ['-1', '3', '0'],
    'state.dir': ['/var/lib/kafka-streams', '/tmp/kafka-streams'],
    'topology.optimization': ['all', 'none', 'reuse.ktable.source.topics', 'merge.repartition.topics', 'reuse.ktable.source.topics,merge.repartition.topics', 'everything'],
    'default.key.serde': ['org.apache.kafka.common.serialization.Serdes$StringSerde'],
    'statestore.cache.max.bytes': ['10485760', '-1'],
    'cache.max.bytes.buffering': ['10485760', '-1'],
    'rack.aware.assignment.strategy': ['none', 'min_traffic', 'balance_subtopology', 'other'],
    'rack.aware.assignment.tags': ['zone', ''],
    'client.tag.zone': ['eu-1'],
    'upgrade.from': ['2.3', '3.4', '0.9.0', '4.4'],
    'producer.acks': ['1', 'all'],
    'producer.enable.idempotence': ['false', 'true'],
    'producer.transactional.id': ['tx'],
    'consumer.isolation.level': ['read_uncommitted', 'read_committed'],
    'main.consumer.group.protocol': ['consumer', 'classic'],
    'consumer.enable.auto.commit': ['true'],
    'group.protocol': ['classic', 'streams', 'consumer'],
    'dsl.store.suppliers.class': ['org.apache.kafka.streams.state.BuiltInDslStoreSuppliers$RocksDBDslStoreSuppliers'],
    'default.dsl.store': ['rocksDB', 'in_memory', 'memory'],
    'max.task.idle.ms': ['0', '-1', '-2'],
    'acceptable.recovery.lag': ['10000', '-1'],
  },
  distributed: {
    'exactly.once.source.support': ['disabled', 'preparing', 'enabled', 'on', 'ENABLED'],
    'connect.protocol': ['eager', 'compatible', 'sessioned', 'incremental'],
    'inter.worker.key.generation.algorithm': ['HmacSHA256', 'HmacSHA1', 'NotAnAlgorithm'],
    'inter.worker.signature.algorithm': ['HmacSHA256', 'HmacSHA512', 'Nope'],
    'inter.worker.verification.algorithms': ['HmacSHA256', 'HmacSHA512', 'HmacSHA256,HmacSHA512', ''],
    'inter.worker.key.size': ['256', '7', '0'],
    'config.storage.replication.factor': ['-1', '3', '0', '-2'],
    'offset.storage.replication.factor': ['-1', '3', '0'],
    'offset.storage.partitions': ['-1', '25', '0'],
    'status.storage.partitions': ['-1', '5', '0'],
    'scheduled.rebalance.max.delay.ms': ['300000', '-1'],
    'listeners': ['http://:8083', 'https://0.0.0.0:8443', 'ftp://host:21', 'http://:8083,https://:8443', ''],
    'rest.advertised.listener': ['http', 'https', 'ftp'],
    'admin.listeners': ['', 'http://:8084', 'ftp://x:1'],
    'topic.creation.enable': ['true', 'false'],
    'offset.flush.interval.ms': ['60000', '-1'],
    'connector.client.config.override.policy': ['All', 'None', 'Principal'],
    'header.converter': ['org.apache.kafka.connect.storage.SimpleHeaderConverter'],
    'config.providers': ['file', ''],
    'config.providers.file.class': ['org.apache.kafka.common.config.provider.FileConfigProvider'],
    'plugin.discovery': ['only_scan', 'hybrid_warn', 'service_load', 'scan'],
    'worker.sync.timeout.ms': ['3000', '-1'],
    'group.protocol': ['classic'],
  },
  standalone: {
    'listeners': ['http://:8083', 'ftp://host:21', ''],
    'rest.advertised.listener': ['http', 'https', 'ftp'],
    'offset.flush.interval.ms': ['60000', '-1'],
    'connector.client.config.override.policy': ['All', 'None', 'Principal'],
    'config.providers': ['file', ''],
    'config.providers.file.class': ['org.apache.kafka.common.config.provider.FileConfigProvider'],
    'plugin.discovery': ['only_scan', 'hybrid_warn', 'service_load', 'scan'],
    'exactly.once.source.support': ['enabled'],
  },
};

/**
 * Not drawn at random: keys whose values name classes, files or credentials (whether they load is
 * the running program's classpath and disk, not the file), addresses, and the curated keys above.
 */
function randomPool(catalog: Catalog, target: Target): KeyInfo[] {
  const role = ROLE_OF[target];
  const curated = new Set([...Object.keys(CROSS[target]), ...Object.keys(COMMON), ...REQUIRED[target].map(([k]) => k)]);
  return catalog.keys(role).filter((k) => {
    if (curated.has(k.name) || k.type === 'CLASS' || k.type === 'PASSWORD') return false;
    if (/^(ssl|sasl|security|listeners|rest\.|admin\.listeners|metric\.reporters|config\.providers|plugin)/.test(k.name)) return false;
    if (/(\.classes|\.class|\.servers|\.dir|\.path|\.filename|\.file|\.location|\.providers|\.url|\.host(\.name)?|\.port)$/.test(k.name)) return false;
    if (k.validator?.kind === 'other') return false;
    if (target === 'distributed' || target === 'standalone') return !k.parts || k.parts.includes(target);
    return true;
  });
}

const pick = <T>(next: () => number, xs: readonly T[]): T => xs[Math.floor(next() * xs.length)];

export function generate(catalog: Catalog, target: Target, count: number, next: () => number): Case[] {
  const pool = randomPool(catalog, target);
  const cross = Object.entries({ ...COMMON, ...CROSS[target] });
  const out: Case[] = [];
  for (let i = 0; i < count; i++) {
    const config = new Map<string, string>();
    const required = REQUIRED[target];
    // One config in ten leaves out a key Kafka requires.
    const dropped = next() < 0.1 ? pick(next, required)[0] : undefined;
    for (const [k, v] of required) if (k !== dropped) config.set(k, v);
    if (next() < 0.3) for (const [k, v] of pick(next, SECURITY)) config.set(k, v);
    const crossCount = 1 + Math.floor(next() * 5);
    for (let j = 0; j < crossCount; j++) {
      const [k, values] = pick(next, cross);
      config.set(k, pick(next, values));
    }
    const randomCount = Math.floor(next() * 4);
    for (let j = 0; j < randomCount && pool.length; j++) {
      const info = pick(next, pool);
      // Mostly a value the key accepts (its default), sometimes one of the single-value differential's edge cases.
      const value = next() < 0.6 && info.default !== null ? info.default : pick(next, valuesFor(info, next));
      config.set(info.name, value);
    }
    out.push({ target, config: [...config], origin: 'generated' });
  }
  return out;
}

/**
 * Configs from the project's own realistic files (test/corpus, examples), made runnable here: the
 * broker list points at the loopback (whether a host name resolves is this machine's DNS), and
 * entries are dropped whose outcome depends on the running program rather than the file — templated
 * values, classes outside Kafka's own jars, key and trust store files. Each file is used as it is and
 * with a few of the cross-checked keys added.
 */
export function fromFile(catalog: Catalog, target: Target, entries: ReadonlyArray<{ key: string; value: string }>, origin: string, variants: number, next: () => number): Case[] {
  const role = ROLE_OF[target];
  const base = new Map<string, string>();
  for (const { key, value } of entries) {
    if (value.includes('${')) continue;
    if (key === 'bootstrap.servers') { base.set(key, BOOTSTRAP); continue; }
    if (/^ssl\..*\.(location|password)$|^ssl\.key\.password$/.test(key)) continue;
    const info = catalog.key(role, key);
    const namesClasses = info?.type === 'CLASS' || /(\.classes|\.class|converter|partition\.assignment\.strategy|metric\.reporters)$/.test(key);
    if (namesClasses && value.split(',').some((c) => c.trim() !== '' && !c.trim().startsWith('org.apache.kafka.'))) continue;
    base.set(key, value);
  }
  const out: Case[] = [{ target, config: [...base], origin }];
  const cross = Object.entries({ ...COMMON, ...CROSS[target] });
  for (let i = 0; i < variants; i++) {
    const config = new Map(base);
    const n = 1 + Math.floor(next() * 3);
    for (let j = 0; j < n; j++) {
      const [k, values] = pick(next, cross);
      config.set(k, pick(next, values));
    }
    out.push({ target, config: [...config], origin: `${origin} (variant)` });
  }
  return out;
}
