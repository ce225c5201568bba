// Catalog API: version selection, defaults that changed across versions (docs/sources.md#producer-configs, #consumer-configs/A5),
// constants, and parseValue cases from docs/sources.md#config-parsing. The exhaustive check against Kafka itself is
// catalog-differential.test.ts.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { catalogFor, catalogVersions, defaultHistory, parseValue, type KeyInfo } from '../../server/src/service/catalog';

const key = (version: string | undefined, role: 'producer' | 'consumer' | 'broker' | 'topic' | 'admin', name: string): KeyInfo => {
  const k = catalogFor(version).key(role, name);
  assert.ok(k, `${role} ${name} missing in ${version ?? 'newest'}`);
  return k;
};

test('version selection: nearest generated version ≤ requested, newest by default', () => {
  const versions = catalogVersions();
  const newest = versions[versions.length - 1];
  assert.equal(catalogFor().version, newest);
  assert.equal(catalogFor('99.0.0').version, newest);
  assert.equal(catalogFor('not a version').version, newest);
  assert.equal(catalogFor('4.2.1').version, '4.2.2', 'its own line, even below its generated patch');
  assert.equal(catalogFor('3.6.2').version, '3.6.2', 'every line from 2.8 to 4.4 has its own catalog');
  assert.equal(catalogFor('4.1').version, '4.1.2', 'a release line maps to its generated patch: defaults do not change in patches');
  assert.equal(catalogFor('4.0.0').version, '4.0.2', 'KIP-1030 (linger.ms=5) is in 4.0.0');
  assert.equal(catalogFor('3.0').version, '3.0.2');
  assert.equal(catalogFor('3.9.1').version, '3.9.1');
  assert.equal(catalogFor('3.8.0').version, '3.8.1');
  assert.equal(catalogFor('3.10.0').version, '3.9.1', 'a line without a catalog: the newest below');
  assert.equal(catalogFor('7.6.0-ccs').version, newest);
  assert.equal(catalogFor('2.0.0').version, '2.8.2', 'older than all: the oldest');
});

test('defaults that changed: linger.ms 0 → 5 in 4.0, acks 1 → all in 3.0, session.timeout.ms 10000 → 45000', () => {
  assert.equal(key('3.9.1', 'producer', 'linger.ms').default, '0');
  assert.equal(key('4.0.2', 'producer', 'linger.ms').default, '5');
  assert.equal(key('2.8.2', 'producer', 'acks').default, '1');
  assert.equal(key('2.8.2', 'producer', 'acks').importance, 'HIGH');
  assert.equal(key('3.0.2', 'producer', 'acks').default, 'all');
  assert.equal(key('3.0.2', 'producer', 'acks').importance, 'LOW');
  assert.equal(key('2.8.2', 'producer', 'enable.idempotence').default, 'false');
  assert.equal(key('3.0.2', 'producer', 'enable.idempotence').default, 'true');
  assert.equal(key('2.8.2', 'consumer', 'session.timeout.ms').default, '10000');
  assert.equal(key('3.0.2', 'consumer', 'session.timeout.ms').default, '45000');
  assert.equal(key('3.9.1', 'broker', 'num.recovery.threads.per.data.dir').default, '1');
  assert.equal(key('4.0.2', 'broker', 'num.recovery.threads.per.data.dir').default, '2');
  const h = defaultHistory('producer', 'linger.ms');
  assert.deepEqual(h.map((x) => x.version), catalogVersions());
  assert.equal(h.find((x) => x.default === '5')?.version, '4.0.2');
  assert.deepEqual(defaultHistory('producer', 'compression.gzip.level').map((x) => x.version)[0], '3.8.1', 'added in 3.8 (KIP-390)');
});

test('keys carry type, validator, importance and roles', () => {
  const acks = key(undefined, 'producer', 'acks');
  assert.deepEqual(acks.validator, { kind: 'in', values: ['all', '-1', '0', '1'], caseSensitive: true });
  assert.equal(acks.type, 'STRING');
  assert.deepEqual(key(undefined, 'producer', 'linger.ms').validator, { kind: 'range', min: '0' });
  const bootstrap = key(undefined, 'producer', 'bootstrap.servers');
  assert.equal(bootstrap.hasDefault, false, 'NO_DEFAULT_VALUE in 4.4 (KIP-1161)');
  assert.equal(bootstrap.default, null);
  assert.equal(key('3.9.1', 'producer', 'bootstrap.servers').default, '', 'an empty list default before 4.2');
  assert.deepEqual(key(undefined, 'consumer', 'fetch.min.bytes').roles, ['consumer']);
  assert.deepEqual(catalogFor().rolesOf('linger.ms'), ['producer']);
  assert.ok(catalogFor().rolesOf('client.id').includes('admin'));
  assert.equal(key('3.9.1', 'producer', 'compression.type').validator?.kind, 'in');
  assert.equal(key('3.0.2', 'producer', 'compression.type').validator, undefined, 'no validator before 3.3');
  assert.equal(key(undefined, 'topic', 'min.insync.replicas').default, '1');
  const names = catalogFor().keys('producer').map((k) => k.name);
  assert.deepEqual(names, [...names].sort());
});

test('constants map *_CONFIG fields to keys and back', () => {
  const c = catalogFor();
  assert.equal(c.constant('ProducerConfig.LINGER_MS_CONFIG'), 'linger.ms');
  assert.equal(c.constant('org.apache.kafka.clients.consumer.ConsumerConfig.GROUP_ID_CONFIG'), 'group.id');
  assert.equal(c.constant('CommonClientConfigs.BOOTSTRAP_SERVERS_CONFIG'), 'bootstrap.servers');
  assert.equal(c.constant('TopicConfig.MIN_IN_SYNC_REPLICAS_CONFIG'), 'min.insync.replicas');
  assert.equal(c.constant('ProducerConfig.NO_SUCH_CONFIG'), undefined);
  assert.equal(c.constantFor('ProducerConfig', 'linger.ms'), 'ProducerConfig.LINGER_MS_CONFIG');
  assert.equal(c.constantFor('org.apache.kafka.clients.producer.ProducerConfig', 'acks'), 'ProducerConfig.ACKS_CONFIG');
  assert.equal(c.constantFor('ProducerConfig', 'group.id'), undefined);
});

const cases: Array<[string, string, true | string]> = [
  // [role:key, raw, expected: true = ok, or the exact Kafka message]
  ['producer:linger.ms', '5ms', 'Invalid value 5ms for configuration linger.ms: Not a number of type LONG'],
  ['producer:linger.ms', '5.0', 'Invalid value 5.0 for configuration linger.ms: Not a number of type LONG'],
  ['producer:linger.ms', '1e3', 'Invalid value 1e3 for configuration linger.ms: Not a number of type LONG'],
  ['producer:linger.ms', '', 'Invalid value  for configuration linger.ms: Not a number of type LONG'],
  ['producer:linger.ms', ' +20 ', true],
  ['producer:linger.ms', '-1', 'Invalid value -1 for configuration linger.ms: Value must be at least 0'],
  ['producer:batch.size', '2147483648', 'Invalid value 2147483648 for configuration batch.size: Not a number of type INT'],
  ['producer:batch.size', '2147483647', true],
  ['producer:acks', 'ALL', 'Invalid value ALL for configuration acks: String must be one of: all, -1, 0, 1'],
  ['producer:acks', ' -1 ', true],
  ['producer:enable.idempotence', 'TrUe', true],
  ['producer:enable.idempotence', 'yes', 'Invalid value yes for configuration enable.idempotence: Expected value to be either true or false'],
  ['consumer:isolation.level', 'READ_COMMITTED', 'Invalid value READ_COMMITTED for configuration isolation.level: String must be one of: read_committed, read_uncommitted'],
  ['consumer:group.protocol', 'Consumer', true],
  ['consumer:max.poll.records', '0', 'Invalid value 0 for configuration max.poll.records: Value must be at least 1'],
  ['producer:compression.type', 'brotli', 'Invalid value brotli for configuration compression.type: String must be one of: none, gzip, snappy, lz4, zstd'],
  ['producer:compression.zstd.level', '23', 'Invalid value 23 for configuration compression.zstd.level: Value must be no more than 22'],
  ['topic:min.cleanable.dirty.ratio', '1e-1', true],
  ['topic:min.cleanable.dirty.ratio', '1.5', 'Invalid value 1.5 for configuration min.cleanable.dirty.ratio: Value must be no more than 1'],
  ['topic:min.cleanable.dirty.ratio', '0x1p-1', true],
  // An empty class name: Utils.loadClass("") fails (the 3.9.1 and 4.4.0 jars give this message).
  ['streams:default.key.serde', '', 'Invalid value  for configuration default.key.serde: Class  could not be found.'],
  ['producer:key.serializer', '  ', 'Invalid value    for configuration key.serializer: Class    could not be found.'],
  ['streams:default.key.serde', 'org.apache.kafka.common.serialization.Serdes$StringSerde', true],
];

test('parseValue follows ConfigDef.parseType + validator (docs/sources.md#config-parsing)', () => {
  for (const [where, raw, expected] of cases) {
    const [role, name] = where.split(':') as ['producer', string];
    const r = parseValue(key(undefined, role, name), raw);
    if (expected === true) assert.equal(r.ok, true, `${where}=${JSON.stringify(raw)}: ${r.ok ? '' : r.message}`);
    else assert.equal(r.ok ? 'accepted' : r.message, expected, `${where}=${JSON.stringify(raw)}`);
  }
});

test('parseValue: parsed values, codes and the accepted phrase', () => {
  const linger = key(undefined, 'producer', 'linger.ms');
  assert.deepEqual(parseValue(linger, ' 7 '), { ok: true, value: 7 });
  const big = parseValue(linger, '9223372036854775807');
  assert.ok(big.ok && big.value === 9223372036854775807n, 'a LONG beyond 2^53 stays exact');
  const neg = parseValue(linger, '-5');
  assert.ok(!neg.ok && neg.code === 'out-of-range' && neg.accepted === 'a whole number ≥ 0');
  const acks = parseValue(key(undefined, 'producer', 'acks'), 'ALL');
  assert.ok(!acks.ok && acks.code === 'invalid-value' && acks.accepted === 'one of: all, -1, 0, 1 (case-sensitive)');
  const gp = parseValue(key(undefined, 'consumer', 'group.protocol'), 'x');
  assert.ok(!gp.ok && /\(any case\)$/.test(gp.accepted));
  assert.deepEqual(parseValue(key('3.9.1', 'producer', 'bootstrap.servers'), ''), { ok: true, value: [] });
  const none = parseValue(key(undefined, 'producer', 'bootstrap.servers'), ' ');
  assert.ok(!none.ok && none.message === "Configuration 'bootstrap.servers' must not be empty. Valid values include: any non-empty value");
  assert.deepEqual(parseValue(key('3.9.1', 'producer', 'bootstrap.servers'), 'a:1 ,b:2,'), { ok: true, value: ['a:1', 'b:2', ''] },
    'split on \\s*,\\s* with limit -1 keeps the trailing empty element');
  const empty = parseValue(key(undefined, 'producer', 'bootstrap.servers'), 'a:1,');
  assert.ok(!empty.ok && empty.message === "Configuration 'bootstrap.servers' values must not be empty.", 'strict lists since 4.2');
  assert.deepEqual(parseValue(key(undefined, 'producer', 'bootstrap.servers'), 'a:1,a:1'), { ok: true, value: ['a:1'] }, '4.2+ drops duplicates');
});

test('every version lists every public static field of the config classes, inherited ones too', () => {
  const CLASSES = ['AdminClientConfig', 'CommonClientConfigs', 'ConnectorConfig', 'ConsumerConfig', 'DistributedConfig', 'ProducerConfig', 'SaslConfigs',
    'SinkConnectorConfig', 'SourceConnectorConfig', 'SslConfigs', 'StandaloneConfig', 'StreamsConfig', 'TopicConfig', 'WorkerConfig'];
  for (const v of catalogVersions()) {
    const c = catalogFor(v);
    for (const cls of CLASSES) assert.equal(c.hasField(cls, 'NO_SUCH_FIELD'), false, `${v} ${cls}`);
    assert.equal(c.hasField('ProducerConfig', 'LINGER_MS_CONFIG'), true, v);
    // AbstractConfig's, reached through the subclass; and a DEFAULT_* that names no key.
    assert.equal(c.hasField('ProducerConfig', 'CONFIG_PROVIDERS_CONFIG'), true, v);
    assert.equal(c.hasField('ConsumerConfig', 'DEFAULT_ISOLATION_LEVEL'), true, v);
    assert.equal(c.hasField('SinkConnectorConfig', 'NAME_CONFIG'), true, v);
    // Private in ProducerConfig.java: code outside cannot name it.
    assert.equal(c.hasField('ProducerConfig', 'LINGER_MS_DOC'), false, v);
    assert.equal(c.hasField('KafkaAvroSerializerConfig', 'SCHEMA_REGISTRY_URL_CONFIG'), undefined, v);
  }
  assert.equal(catalogFor('3.0.2').hasField('AdminClientConfig', 'BOOTSTRAP_CONTROLLERS_CONFIG'), false);
  assert.equal(catalogFor('3.7.2').hasField('AdminClientConfig', 'BOOTSTRAP_CONTROLLERS_CONFIG'), true);
});
