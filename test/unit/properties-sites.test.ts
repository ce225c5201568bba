import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { catalogFor } from '../../server/src/service/catalog';
import { propertiesSites } from '../../server/src/service/sites/properties';
import { doc, lint } from '../support/service';

const sites = (text: string, name = 'client.properties') => propertiesSites(doc(text, name), catalogFor()).sites;

describe('.properties sites', () => {
  it('takes the role from the file name, then the directive, then distinctive keys', () => {
    assert.equal(sites('acks=all\n', 'producer.properties')[0].role, 'producer');
    assert.equal(sites('# kafka-tuning: role=consumer\nbootstrap.servers=x:9092\n')[0].role, 'consumer');
    assert.equal(sites('fetch.min.bytes=1\ngroup.id=g\n')[0].role, 'consumer');
    assert.equal(sites('bootstrap.servers=x:9092\nsecurity.protocol=SSL\n')[0].role, undefined, 'only common keys: no guess');
  });

  it('maps Connect/Streams client prefixes onto their own sites and roles', () => {
    const s = sites('bootstrap.servers=x:9092\nproducer.override.linger.ms=20\nconsumer.max.poll.records=100\n', 'connect-worker.properties');
    const byRole = Object.fromEntries(s.filter((x) => x.role).map((x) => [x.role, x.entries.map((e) => [e.key, e.prefix])]));
    assert.deepEqual(byRole.producer, [['linger.ms', 'producer.override.']]);
    assert.deepEqual(byRole.consumer, [['max.poll.records', 'consumer.']]);
  });

  it('a Connect worker is recognised by its keys too (key.converter, offset.storage.topic…)', () => {
    const s = sites('bootstrap.servers=x:9092\ngroup.id=connect\nkey.converter=org.apache.kafka.connect.json.JsonConverter\nconsumer.max.poll.records=100\n', 'worker.properties');
    assert.ok(s.some((x) => x.role === 'consumer' && x.entries.some((e) => e.key === 'max.poll.records' && e.prefix === 'consumer.')));
  });

  it('near-miss: producer./consumer. in an application file are the application\'s keys, not client prefixes', () => {
    const s = sites('bootstrap.servers=x:9092\nacks=all\nconsumer.topic=orders\nproducer.linger.ms=5\n', 'app.properties');
    assert.equal(s.length, 1);
    assert.deepEqual(s[0].entries.map((e) => [e.key, e.prefix]), [['bootstrap.servers', undefined], ['acks', undefined], ['consumer.topic', undefined], ['producer.linger.ms', undefined]]);
  });

  it('a directive starts a new section with its own workload', () => {
    const s = sites('# kafka-tuning: record-bytes=100 role=producer\nbatch.size=1000\n# kafka-tuning: record-bytes=900 role=producer\nbatch.size=1000\n');
    assert.deepEqual(s.map((x) => [x.workload.recordBytes, x.entries.length]), [[100, 1], [900, 1]]);
  });

  it('reports unknown directive keys and bad values as unknown-directive, at their position', () => {
    const ds = lint('# kafka-tuning: record-bytes=abc rate=5 colour=red\nacks=all\n').filter((d) => d.code === 'unknown-directive');
    assert.deepEqual(ds.map((d) => [d.range.start.character, d.message.split(',')[0]]), [
      [29, "'record-bytes' takes a whole number ≥ 0"],
      [40, "Unknown kafka-tuning directive key 'colour'. Keys: record-bytes"],
    ]);
  });

  it('prefixed keys get their role\'s rules (batch-size-below-record on producer.batch.size)', () => {
    const ds = lint('# kafka-tuning: record-bytes=512\nproducer.batch.size=1024\n', { fileName: 'streams.properties' });
    assert.ok(ds.some((d) => d.code === 'batch-size-below-record'));
  });
});

describe('non-Kafka .properties files', () => {
  it('messages.properties and log4j.properties get no diagnostics', () => {
    assert.deepEqual(lint('greeting=Hello\nfarewell=Bye\n', { fileName: 'messages.properties' }), []);
    assert.deepEqual(lint('log4j.rootLogger=INFO, stdout\nlog4j.appender.stdout=org.apache.log4j.ConsoleAppender\n', { fileName: 'log4j.properties' }), []);
  });

  it('one Kafka key is enough to treat the file as Kafka config (and flag its typos)', () => {
    const ds = lint('bootstrap.servers=b:9092\nlinger.msec=5\n', { fileName: 'app.properties' });
    assert.ok(ds.some((d) => d.code === 'unknown-key'));
  });
});
