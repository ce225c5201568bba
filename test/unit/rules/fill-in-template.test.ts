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
    assert.equal(out[0].message, 'A template to fill in: 4 of 6 keys have no value (bootstrap.servers, sasl.jaas.config, acks, linger.ms). The client refuses to start while bootstrap.servers, acks, linger.ms are empty. Empty values are not checked one by one here.');
  });

  it('one or two empty values in a filled file stay errors of their own', () => {
    const out = lint('bootstrap.servers=b:9092\nacks=all\nlinger.ms=\nbatch.size=32768\ncompression.type=lz4\n', { fileName: 'producer.properties' });
    assert.deepEqual(out.map((d) => d.code), ['invalid-value']);
  });

  it('its documented examples', () => assertDocsExamples(fillInTemplate.id));
});
