import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fillInTemplate } from '../../../server/src/service/rules/fillInTemplate';
import { assertDocsExamples } from '../../support/ruleDocs';
import { lint } from '../../support/service';

const template = 'bootstrap.servers=\nsecurity.protocol=SASL_SSL\nsasl.mechanism=PLAIN\nsasl.jaas.config=\nacks=\nlinger.ms=\n';

describe('fill-in-template (mostly empty values: one note)', () => {
  it('one note naming the empty keys and those the client refuses empty, and no error per key', () => {
    const out = lint(template, { fileName: 'producer.properties' });
    assert.deepEqual(out.map((d) => d.code), ['fill-in-template']);
    assert.equal(out[0].severity, 3);
    assert.equal(out[0].message, 'A template to fill in: 4 of 6 keys have no value (bootstrap.servers, sasl.jaas.config, acks, linger.ms). The client refuses to start while bootstrap.servers, sasl.jaas.config, acks, linger.ms are empty. Empty values are not checked one by one here.');
  });

  it('a file whose values are all (or all but a fixed choice) left to fill is plainly a template: a hint', () => {
    const cloud = 'bootstrap.servers=\nsecurity.protocol=SASL_SSL\nsasl.mechanism=PLAIN\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\'\' password=\'\';\nclient.id=\nacks=\nlinger.ms=\nbatch.size=\n';
    const out = lint(cloud, { fileName: 'producer.properties' });
    assert.deepEqual(out.map((d) => d.code), ['fill-in-template']);
    assert.equal(out[0].severity, 4);
    assert.match(out[0].message, /^A template to fill in: 5 of 8 keys have no value/);
  });

  it('an empty value that is a setting of its own is no blank: MirrorMaker 2 dropping the remote prefix, host name checks off (check 63)', () => {
    const mm2 = '# Remove prefixes from mirrored cluster topics\n\nreplication.policy.separator=\nsource.cluster.alias=\ntarget.cluster.alias=\n';
    assert.deepEqual(lint(mm2, { fileName: 'mm2.properties' }).filter((d) => d.code === 'fill-in-template'), []);
    const tls = 'bootstrap.servers=broker-1:9093\nsecurity.protocol=SSL\nssl.endpoint.identification.algorithm=\nproducer.ssl.endpoint.identification.algorithm=\nconsumer.ssl.endpoint.identification.algorithm=\nacks=all\n';
    assert.deepEqual(lint(tls, { fileName: 'client.properties' }).filter((d) => d.code === 'fill-in-template'), []);
    // Near miss: beside three real blanks, such a key is not counted among them, and the file is still a template.
    const out = lint('bootstrap.servers=\nssl.endpoint.identification.algorithm=\nacks=\nlinger.ms=\n', { fileName: 'producer.properties' });
    const [note] = out.filter((d) => d.code === 'fill-in-template');
    assert.match(note.message, /^A template to fill in: 3 of 4 keys have no value \(bootstrap\.servers, acks, linger\.ms\)/);
  });

  it('near miss: the same keys with the credentials filled in is half filled, and stays information', () => {
    const half = 'bootstrap.servers=\nsecurity.protocol=SASL_SSL\nsasl.mechanism=PLAIN\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="svc" password="${SECRET}";\nclient.id=\nacks=\nlinger.ms=\nbatch.size=\n';
    const out = lint(half, { fileName: 'producer.properties' });
    assert.deepEqual(out.map((d) => d.code), ['fill-in-template']);
    assert.equal(out[0].severity, 3);
  });

  it('one or two empty values in a filled file stay errors of their own', () => {
    const out = lint('bootstrap.servers=b:9092\nacks=all\nlinger.ms=\nbatch.size=32768\ncompression.type=lz4\n', { fileName: 'producer.properties' });
    assert.deepEqual(out.map((d) => d.code), ['invalid-value']);
  });

  it('an empty bootstrap.servers beside two more empty values is a template, however many fixed values it ships', () => {
    const shipped = '# reader for the partner feed\ngroup.id=\nclient.id=\nbootstrap.servers=\nsecurity.protocol=SASL_SSL\nsasl.mechanism=SCRAM-SHA-512\nsasl.jaas.config=\nssl.endpoint.identification.algorithm=https\nauto.offset.reset=earliest\nenable.auto.commit=false\nmax.poll.records=200\nkey.deserializer=org.apache.kafka.common.serialization.StringDeserializer\nvalue.deserializer=org.apache.kafka.common.serialization.ByteArrayDeserializer\n';
    const out = lint(shipped, { fileName: 'consumer.properties' }).filter((d) => d.severity !== 4);
    assert.deepEqual(out.map((d) => d.code), ['fill-in-template']);
    assert.match(out[0].message, /^A template to fill in: 4 of 12 keys have no value \(group\.id, client\.id, bootstrap\.servers, sasl\.jaas\.config\)/);
  });

  it('near miss: an empty bootstrap.servers with one other empty value stays an error of its own', () => {
    const out = lint('bootstrap.servers=\nclient.id=\nacks=all\nlinger.ms=5\nbatch.size=32768\ncompression.type=lz4\n', { fileName: 'producer.properties' });
    assert.deepEqual(out.filter((d) => d.severity !== 4).map((d) => d.code), ['invalid-value']);
  });

  it('its documented examples', () => assertDocsExamples(fillInTemplate.id));
});
