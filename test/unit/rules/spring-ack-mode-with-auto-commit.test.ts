// With enable-auto-commit: true written, Spring's listener container commits nothing: the ack mode
// (record, batch…) has no effect and the client commits on its timer.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings, fix } from '../../support/service';

const ID = 'spring-ack-mode-with-auto-commit';
const opts = { fileName: 'src/main/resources/application.yml' };
const yml = (ack: string, consumer: string) => `spring:\n  kafka:\n    bootstrap-servers: kafka:9092\n    listener:\n      ack-mode: ${ack}\n    consumer:\n      group-id: accountant\n${consumer}`;

describe(ID, () => {
  it('ack-mode record with enable-auto-commit true: a warning on the auto-commit value; the fix sets false', () => {
    const text = yml('record', '      enable-auto-commit: true\n');
    const [d, ...rest] = findings(ID, text, opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.equal(d.range.start.line, 7);
    assert.match(d.message, /^spring\.kafka\.consumer\.enable-auto-commit is true, so spring\.kafka\.listener\.ack-mode=record has no effect/);
    const fixed = fix(ID, text, opts);
    assert.match(fixed, /enable-auto-commit: false/);
    assert.deepEqual(findings(ID, fixed, opts), []);
  });

  it('the same through properties[...] in a .properties file', () => {
    const text = 'spring.kafka.listener.ack-mode=batch\nspring.kafka.consumer.properties.enable.auto.commit=true\n';
    assert.equal(findings(ID, text, { fileName: 'src/main/resources/application.properties' }).length, 1);
  });

  it('near misses: auto-commit false or unwritten, a manual ack mode (the start-up failure is the other rule\'s)', () => {
    assert.deepEqual(findings(ID, yml('record', '      enable-auto-commit: false\n'), opts), []);
    assert.deepEqual(findings(ID, yml('record', ''), opts), []);
    assert.deepEqual(findings(ID, yml('manual', '      enable-auto-commit: true\n'), opts), []);
  });

  it('its documented examples', () => assertDocsExamples(ID));
});
