// The OpenMessaging Benchmark export: both files parse back under OMB's own field list (strict, so a
// misspelt field fails here instead of being dropped by OMB's lenient mapper), every effective value
// travels (OMB's kafka-clients 3.6.1 has other defaults), and nothing OMB sets or nothing secret does.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parse } from 'yaml';
import { exportOmb } from '../../bench/src/omb/export';
import { ombKafkaDriverSchema, ombWorkloadSchema } from '../../bench/src/omb/schema';
import { parseProperties } from '../../server/src/service/parse/properties';
import { ombClientGaps } from '../../server/src/service/ombClientGaps';

const props = (text: string) => Object.fromEntries(parseProperties(text).entries.map((e) => [e.key, e.value]));

const base = {
  role: 'producer' as const,
  name: 'orders-producer',
  bootstrap: 'kafka-1.example.com:9092,kafka-2.example.com:9092',
  partitions: 12,
  recordSize: 700,
  throughput: 2000,
  replicationFactor: 3,
  testDurationMinutes: 15,
  unknownToOmbClient: ['compression.zstd.level'],
  maybeUnknownToOmbClient: [],
};

test('omb export: every effective value is written, in the right section, and both files pass OMB\'s field list', () => {
  const config = {
    'linger.ms': '5', 'batch.size': '16384', acks: 'all', 'compression.type': 'zstd', 'compression.zstd.level': '3',
    'security.protocol': 'SASL_SSL', 'sasl.mechanism': 'PLAIN', 'sasl.jaas.config': 'org.apache.kafka.common.security.plain.PlainLoginModule required username="u" password="p";',
    'ssl.truststore.password': 'secret', 'key.serializer': 'org.apache.kafka.common.serialization.StringSerializer',
    'bootstrap.servers': 'localhost:9092', 'interceptor.classes': '',
  };
  const out = exportOmb({ ...base, config });
  const driver = ombKafkaDriverSchema.parse(parse(out.driverYaml));
  const workload = ombWorkloadSchema.parse(parse(out.workloadYaml));
  assert.equal(workload.producerRate, 2000);
  assert.equal(workload.partitionsPerTopic, 12);
  assert.equal(workload.messageSize, 700);
  const producer = props(driver.producerConfig);
  const common = props(driver.commonConfig);
  // 3.6.1's linger.ms default is 0: the 4.x default must be written, not left out.
  assert.equal(producer['linger.ms'], '5');
  assert.equal(producer.acks, 'all');
  assert.equal(producer['interceptor.classes'], '');
  assert.equal(common['bootstrap.servers'], base.bootstrap, 'the export names the cluster to test, not the file\'s');
  assert.equal(common['security.protocol'], 'SASL_SSL');
  assert.equal(common['sasl.mechanism'], 'PLAIN');
  for (const k of ['sasl.jaas.config', 'ssl.truststore.password', 'key.serializer']) {
    assert.ok(!(k in producer) && !(k in common), `${k} is not copied`);
    assert.ok(out.left.some((l) => l.key === k), `${k} is listed as left out`);
  }
  assert.doesNotMatch(out.driverYaml, /password="p"|=secret/);
  assert.match(out.driverYaml, /Not in kafka-clients 3\.6\.1 .*compression\.zstd\.level/);
  // Both files end with one newline, so `cat workload.yaml driver.yaml` keeps their lines apart.
  for (const text of [out.driverYaml, out.workloadYaml]) assert.ok(text.endsWith('\n') && !text.endsWith('\n\n'), JSON.stringify(text.slice(-40)));
  assert.equal(driver.topicConfig.trim(), 'min.insync.replicas=2');
  assert.equal(props(driver.consumerConfig)['auto.offset.reset'], 'earliest');
});

test('omb export: unthrottled is OMB\'s rate search, a consumer config goes to consumerConfig, values with backslashes read back unchanged', () => {
  const out = exportOmb({ ...base, role: 'consumer', throughput: -1, unknownToOmbClient: [], config: { 'fetch.min.bytes': '65536', 'ssl.truststore.location': 'C:\\certs\\trust.jks' } });
  const driver = ombKafkaDriverSchema.parse(parse(out.driverYaml));
  assert.equal(ombWorkloadSchema.parse(parse(out.workloadYaml)).producerRate, 0);
  assert.match(out.workloadYaml, /producerRate 0: OMB searches/);
  assert.equal(props(driver.consumerConfig)['fetch.min.bytes'], '65536');
  assert.equal(driver.producerConfig, '');
  assert.equal(props(driver.commonConfig)['ssl.truststore.location'], 'C:\\certs\\trust.jks');
});

test('omb schemas reject a misspelt field that OMB would silently ignore', () => {
  const out = exportOmb({ ...base, config: {} });
  assert.throws(() => ombWorkloadSchema.parse({ ...out.workload, partitionPerTopic: 3 }), /Unrecognized key/);
  assert.throws(() => ombKafkaDriverSchema.parse({ ...out.driver, producerConfigs: '' }), /Unrecognized key/);
});

test('omb export: keys 3.6.1 lacks are said to be missing, with the release that added them, from the catalogs (not "check that 3.6.1 has them")', () => {
  const config = { 'linger.ms': '5', 'enable.metrics.push': 'true', 'retry.backoff.max.ms': '1000', 'compression.zstd.level': '3' };
  const gaps = ombClientGaps('producer', Object.keys(config));
  // KIP-714 (enable.metrics.push) and KIP-580's client setting came with 3.7; the zstd level (KIP-390) with 3.8.
  assert.deepEqual(gaps.unknown, ['enable.metrics.push', 'retry.backoff.max.ms', 'compression.zstd.level']);
  assert.deepEqual(gaps.addedIn, { 'enable.metrics.push': '3.7', 'retry.backoff.max.ms': '3.7', 'compression.zstd.level': '3.8' });
  assert.deepEqual(gaps.maybe, [], '3.5.2 and 3.6.2 define the same producer keys');
  const out = exportOmb({ ...base, config, unknownToOmbClient: gaps.unknown, unknownAddedIn: gaps.addedIn, maybeUnknownToOmbClient: gaps.maybe });
  assert.match(out.driverYaml, /# Not in kafka-clients 3\.6\.1 \(logged and ignored there, so they have no effect in this run\): added in 3\.7: enable\.metrics\.push, retry\.backoff\.max\.ms; added in 3\.8: compression\.zstd\.level\./);
  assert.doesNotMatch(out.driverYaml, /check that/);
});
