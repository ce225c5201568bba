import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { bufferMemoryBelowRecord } from '../../../server/src/service/rules/bufferMemoryBelowRecord';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings, fix } from '../../support/service';

const ID = 'buffer-memory-below-record';
const WORKER = 'bootstrap.servers=kafka-1.internal:9092\ngroup.id=cdc\nconfig.storage.topic=cdc-configs\noffset.storage.topic=cdc-offsets\nstatus.storage.topic=cdc-status\nkey.converter=org.apache.kafka.connect.storage.StringConverter\nvalue.converter=org.apache.kafka.connect.storage.StringConverter\n';
const worker = { fileName: 'connect-distributed.properties' };

describe('buffer-memory-below-record (KafkaProducer.ensureValidRecordSize, BufferPool.allocate)', () => {
  it('buffer.memory below the default max.request.size: warning on buffer.memory with both byte figures', () => {
    const [d, ...rest] = findings(ID, 'bootstrap.servers=kafka:9092\nbuffer.memory=524288\n');
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.deepEqual(d.range, { start: { line: 1, character: 14 }, end: { line: 1, character: 20 } });
    assert.equal(d.message, 'buffer.memory=524288 (512 KiB) is less than max.request.size=1048576 (1 MiB) (default): a record over 524288 (512 KiB) when serialized fails with RecordTooLargeException "The message is … bytes when serialized which is larger than the total memory buffer you have configured with the buffer.memory configuration." (KafkaProducer.ensureValidRecordSize), although max.request.size would let it through.');
  });

  it('max.request.size raised above the default pool: anchored on max.request.size', () => {
    const [d] = findings(ID, 'bootstrap.servers=kafka:9092\nmax.request.size=52428800\n');
    assert.equal(d.range.start.line, 1);
    assert.match(d.message, /^buffer\.memory=33554432 \(32 MiB\) \(default\) is less than max\.request\.size=52428800 \(50 MiB\):/);
  });

  it('batch.size above buffer.memory: every new batch is refused at send() (a warning: the constructor accepts it)', () => {
    const [d, ...rest] = findings(ID, 'bootstrap.servers=kafka:9092\nbuffer.memory=4096\nbatch.size=16384\n');
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.equal(d.message, 'buffer.memory=4096 (4 KiB) is less than batch.size=16384 (16 KiB): every new batch asks the producer\'s buffer pool for at least batch.size bytes, more than it holds, so send() throws IllegalArgumentException "Attempt to allocate 16384 bytes, but there is a hard limit of 4096 on memory allocations." (RecordAccumulator.append, BufferPool.allocate).');
  });

  it('a Connect worker\'s producer.* keys, spelled as written', () => {
    const [d, ...rest] = findings(ID, `${WORKER}producer.buffer.memory=4096\nproducer.batch.size=2048\n`, worker);
    assert.equal(rest.length, 0);
    assert.equal(d.range.start.line, 7);
    assert.match(d.message, /^producer\.buffer\.memory=4096 \(4 KiB\) is less than max\.request\.size=1048576 \(1 MiB\) \(default\)/);
  });

  it('a connector\'s producer.override.*: only when both keys are written there (the worker\'s producer.* is not visible)', () => {
    const conn = 'name=orders-cdc\nconnector.class=io.example.CdcSourceConnector\ntasks.max=1\n';
    const opts = { fileName: 'orders-cdc.properties' };
    const [d] = findings(ID, `${conn}producer.override.buffer.memory=1048576\nproducer.override.max.request.size=8388608\n`, opts);
    assert.match(d.message, /^producer\.override\.buffer\.memory=1048576 \(1 MiB\) is less than producer\.override\.max\.request\.size=8388608 \(8 MiB\):/);
    assert.deepEqual(findings(ID, `${conn}producer.override.buffer.memory=524288\n`, opts), []);
  });

  it('Spring Boot and Java configs', () => {
    const yml = 'spring:\n  kafka:\n    bootstrap-servers: kafka:9092\n    producer:\n      buffer-memory: 262144\n      properties:\n        max.request.size: 1048576\n';
    const [s] = findings(ID, yml, { fileName: 'application.yml' });
    assert.equal(s.range.start.line, 4);
    const java = 'import java.util.Properties;\nimport org.apache.kafka.clients.producer.*;\nclass P {\n  KafkaProducer<String, String> make() {\n    Properties p = new Properties();\n    p.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, "kafka:9092");\n    p.put(ProducerConfig.BUFFER_MEMORY_CONFIG, 65536);\n    return new KafkaProducer<>(p);\n  }\n}\n';
    const [j] = findings(ID, java, { fileName: 'P.java' });
    assert.equal(j.range.start.line, 6);
  });

  it('near misses: a 64 MiB pool with 10 MiB requests, the default pool, equal sizes', () => {
    assert.deepEqual(findings(ID, 'bootstrap.servers=kafka:9092\nbuffer.memory=67108864\nmax.request.size=10485760\nbatch.size=1048576\n'), []);
    assert.deepEqual(findings(ID, 'bootstrap.servers=kafka:9092\nbatch.size=1048576\n'), []);
    assert.deepEqual(findings(ID, 'bootstrap.servers=kafka:9092\nbuffer.memory=1048576\nbatch.size=1048576\n'), []);
    assert.deepEqual(findings(ID, `${WORKER}producer.buffer.memory=67108864\nproducer.max.request.size=10485760\n`, worker), []);
  });

  it('fix: the default pool, or max.request.size rounded up to a MiB when larger; re-lints clean', () => {
    const fixed = fix(ID, 'bootstrap.servers=kafka:9092\nbuffer.memory=4096\nbatch.size=16384\n');
    assert.equal(fixed, 'bootstrap.servers=kafka:9092\nbuffer.memory=33554432\nbatch.size=16384\n');
    const big = 'bootstrap.servers=kafka:9092\nbuffer.memory=33554432\nmax.request.size=52428800\n';
    const fixedBig = fix(ID, big);
    assert.match(fixedBig, /^buffer\.memory=52428800$/m);
    assert.deepEqual(findings(ID, fixed), []);
    assert.deepEqual(findings(ID, fixedBig), []);
  });

  it('buffer-memory-too-small leaves a pool below one batch to this rule (it does not block, it refuses)', () => {
    const text = '# kafka-tuning: partitions=8\nbootstrap.servers=kafka:9092\nbuffer.memory=4096\nbatch.size=16384\n';
    assert.deepEqual(findings('buffer-memory-too-small', text), []);
    assert.equal(findings(ID, text).length, 1);
  });

  it('its documented examples', () => assertDocsExamples(bufferMemoryBelowRecord));
});

describe('buffer-memory-below-record: a pool within a tenth of the request limit', () => {
  it('buffer.memory=1024000 against the default 1 MiB max.request.size: information; 512 KiB stays a warning', () => {
    const [d] = findings('buffer-memory-below-record', 'bootstrap.servers=k:9092\nbuffer.memory=1024000\n');
    assert.equal(d.severity, 3);
    assert.equal(findings('buffer-memory-below-record', 'bootstrap.servers=k:9092\nbuffer.memory=524288\n')[0].severity, 2);
  });
});
