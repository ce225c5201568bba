// Validators Kafka writes as classes of their own: the value checker used to accept anything there,
// so auto.offset.reset=smallest (which stops every 4.x KafkaConsumer at construction) passed.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseJavaDuration } from '../../../server/src/service/catalog/custom';
import { findings } from '../../support/service';

const consumer = (line: string, version?: string) =>
  findings('invalid-value', `group.id=g\n${line}\n`, { fileName: 'consumer.properties', workspace: version ? { versions: { java: { client: 'java', version, origin: 'pom.xml' } } } : {} });

describe('auto.offset.reset (AutoOffsetResetStrategy.Validator, 4.0+)', () => {
  it('smallest is refused with Kafka\'s own message', () => {
    const [d] = consumer('auto.offset.reset=smallest');
    assert.equal(d.severity, 1);
    assert.match(d.message, /^Invalid value smallest for configuration auto\.offset\.reset: Invalid value `smallest` .*'by_duration:<PnDTnHnMn\.nS\.>'\. Accepted: a string: \[latest, earliest, none, by_duration:PnDTnHnMn\.nS\]\.$/);
  });

  it('near-misses stay silent: the three names, a by_duration period, surrounding blanks', () => {
    for (const v of ['earliest', ' latest ', 'none', 'by_duration:PT1H', 'by_duration:p1d']) assert.deepEqual(consumer(`auto.offset.reset=${v}`), [], v);
  });

  it('by_duration before 4.0 is refused by the 3.9 ValidString', () => {
    assert.equal(consumer('auto.offset.reset=by_duration:PT1H', '3.9.1').length, 1);
    assert.equal(consumer('auto.offset.reset=largest', '3.9.1').length, 1);
  });

  it('a negative or malformed duration is refused', () => {
    assert.equal(consumer('auto.offset.reset=by_duration:-PT1H').length, 1);
    assert.equal(consumer('auto.offset.reset=by_duration:P1W').length, 1);
  });
});

describe('java.time.Duration.parse', () => {
  it('sections, fractions, signs', () => {
    assert.equal(parseJavaDuration('PT1H'), 3_600_000_000_000n);
    assert.equal(parseJavaDuration('P-1DT25H'), 3_600_000_000_000n);
    assert.equal(parseJavaDuration('PT1.5S'), 1_500_000_000n);
    assert.equal(parseJavaDuration('PT-0.5S'), -500_000_000n);
    assert.equal(parseJavaDuration('P1DT'), undefined);
    assert.equal(parseJavaDuration('P106751991167301D'), undefined);
  });
});

describe('compression.gzip.level (1…9 or -1)', () => {
  it('0 and 10 are refused, -1 and 9 accepted', () => {
    const p = (v: string) => findings('invalid-value', `acks=all\ncompression.gzip.level=${v}\n`);
    assert.equal(p('0').length, 1);
    assert.equal(p('10').length, 1);
    assert.deepEqual(p('-1'), []);
    assert.deepEqual(p('9'), []);
  });
});

describe('Connect worker lambdas (DistributedConfig) and RestServerConfig listeners', () => {
  const worker = (body: string) => findings('invalid-value', `# kafka-tuning: role=connect\ngroup.id=connect-cluster\nconfig.storage.topic=connect-configs\n${body}\n`, { fileName: 'connect-distributed.properties' });

  it('an internal topic replication factor or partition count of 0 is refused (≥ 1 or -1)', () => {
    assert.match(worker('config.storage.replication.factor=0')[0].message, /Replication factor must be positive and not larger than the number of brokers in the Kafka cluster, or -1/);
    assert.match(worker('offset.storage.partitions=0')[0].message, /Number of partitions must be positive, or -1/);
  });

  it('connect.protocol outside eager/compatible/sessioned, and an empty listeners list', () => {
    assert.match(worker('connect.protocol=incremental')[0].message, /Invalid Connect protocol compatibility/);
    assert.match(worker('listeners=')[0].message, /at least one URL is expected/);
    assert.match(worker('listeners=http://:8083,')[0].message, /Empty URL found when parsing listeners list/);
  });

  it('near misses: -1 and 3, the protocol names in any case, listeners with any scheme', () => {
    for (const v of ['config.storage.replication.factor=-1', 'status.storage.replication.factor=3', 'status.storage.partitions=-1', 'connect.protocol=SESSIONED', 'connect.protocol=eager', 'listeners=http://:8083,https://0.0.0.0:8443']) {
      assert.deepEqual(worker(v), [], v);
    }
  });
});

describe('topology.optimization (StreamsConfig lambda, 3.7+)', () => {
  const streams = (value: string, version = '4.4.0') => findings('invalid-value', `# kafka-tuning: client=java@${version}\napplication.id=orders\ntopology.optimization=${value}\n`, { fileName: 'streams.properties' });

  it('refuses an unknown name, a wrong case, all inside a list and an empty value', () => {
    assert.match(streams('everything')[0].message, /Unrecognized config\. Acceptable values are/);
    assert.equal(streams('ALL').length, 1);
    assert.match(streams('all,merge.repartition.topics')[0].message, /is not a valid optimization config/);
    assert.equal(streams('').length, 1);
  });

  it('near misses: all, none, and a list of named optimizations', () => {
    for (const v of ['all', 'none', 'reuse.ktable.source.topics, merge.repartition.topics']) assert.deepEqual(streams(v), [], v);
  });
});
