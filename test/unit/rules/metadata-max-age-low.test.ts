import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { metadataMaxAgeLow } from '../../../server/src/service/rules/metadataMaxAgeLow';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings, fix } from '../../support/service';

const ID = 'metadata-max-age-low';

describe('metadata-max-age-low (Metadata.timeToNextUpdate)', () => {
  it('a Streams config at 500 ms: information with the rate and the clients Streams makes; the fix restores the default', () => {
    const text = 'application.id=fraud-scoring\nbootstrap.servers=kafka1:9092\nmetadata.max.age.ms=500\n';
    const [d, ...rest] = findings(ID, text, { fileName: 'streams.properties' });
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 3);
    assert.match(d.message, /^metadata\.max\.age\.ms=500 ms: each client built from this config sends a MetadataRequest for all its topics twice a second, .* A Streams application passes it to every client it creates/);
    const fixed = fix(ID, text, { fileName: 'streams.properties' });
    assert.match(fixed, /^metadata\.max\.age\.ms=300000$/m);
    assert.deepEqual(findings(ID, fixed, { fileName: 'streams.properties' }), []);
  });

  it('a producer at 1 s fires, without the Streams sentence', () => {
    const [d] = findings(ID, 'bootstrap.servers=k:9092\nmetadata.max.age.ms=1000\n', { fileName: 'producer.properties' });
    assert.match(d.message, /for all its topics once a second/);
    assert.doesNotMatch(d.message, /Streams/);
  });

  it('near misses: 30 s for pattern subscriptions, the default, a test resource, a placeholder', () => {
    assert.deepEqual(findings(ID, 'group.id=g\nmetadata.max.age.ms=30000\n', { fileName: 'consumer.properties' }), []);
    assert.deepEqual(findings(ID, 'group.id=g\n', { fileName: 'consumer.properties' }), []);
    assert.deepEqual(findings(ID, 'group.id=g\nmetadata.max.age.ms=200\n', { fileName: 'src/test/resources/consumer.properties' }), []);
    assert.deepEqual(findings(ID, 'group.id=g\nmetadata.max.age.ms=${METADATA_AGE}\n', { fileName: 'consumer.properties' }), []);
  });

  it('its documented examples', () => assertDocsExamples(metadataMaxAgeLow));
});

describe('metadata-max-age-low: the refresh back-off is the floor', () => {
  it('0 and 50 ms refresh about 10 times a second (retry.backoff.ms=100), not continuously or 20 times; an admin client asks for no topics', () => {
    for (const v of ['0', '50']) {
      const [d] = findings(ID, `bootstrap.servers=k:9092\nmetadata.max.age.ms=${v}\n`, { fileName: 'producer.properties' });
      assert.match(d.message, /sends a MetadataRequest for all its topics about 10 times a second \(retry\.backoff\.ms=100 is the floor\)/);
    }
    const [a] = findings(ID, 'bootstrap.servers=k:9092\nmetadata.max.age.ms=250\nretry.backoff.ms=500\n', { fileName: 'admin.properties' });
    assert.match(a.message, /sends a MetadataRequest twice a second, on top/);
  });
});
