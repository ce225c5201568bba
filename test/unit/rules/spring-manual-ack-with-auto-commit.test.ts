import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings, fix } from '../../support/service';

const ID = 'spring-manual-ack-with-auto-commit';
const yml = { fileName: 'application.yml' };
const app = (ack: string, auto: string) => `spring:
  kafka:
    bootstrap-servers: kafka:9092
    listener:
      ack-mode: ${ack}
    consumer:
      group-id: invoices
      enable-auto-commit: ${auto}
`;

describe("spring-manual-ack-with-auto-commit (the listener container's manual-ack assertion)", () => {
  it('documents a bad and a good example that hold', () => assertDocsExamples(ID));

  it('fires on the auto-commit value, with the exception the container throws', () => {
    const [d, ...rest] = findings(ID, app('manual', 'true'), yml);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 1);
    assert.equal(d.range.start.line, 7);
    assert.match(d.message, /^spring\.kafka\.consumer\.enable-auto-commit is true while spring\.kafka\.listener\.ack-mode is manual: .*"Consumer cannot be configured for auto commit for ackMode MANUAL"/);
    for (const ack of ['MANUAL_IMMEDIATE', 'manual-immediate', 'manual_immediate']) assert.equal(findings(ID, app(ack, 'true'), yml).length, 1, ack);
  });

  it('reads a .properties file and a properties[...] key too', () => {
    const props = 'spring.kafka.listener.ack-mode=MANUAL\nspring.kafka.consumer.group-id=invoices\nspring.kafka.consumer.properties.enable.auto.commit=true\n';
    assert.equal(findings(ID, props, { fileName: 'application.properties' }).length, 1);
  });

  it('the fix sets enable-auto-commit to false, and the file is clean', () => {
    const fixed = fix(ID, app('manual', 'true'), yml);
    assert.match(fixed, /enable-auto-commit: false/);
    assert.deepEqual(findings(ID, fixed, yml), []);
  });

  it('stays silent with another ack mode, or auto-commit false or unwritten (near misses)', () => {
    assert.deepEqual(findings(ID, app('record', 'true'), yml), []);
    assert.deepEqual(findings(ID, app('batch', 'true'), yml), []);
    assert.deepEqual(findings(ID, app('manual', 'false'), yml), []);
    assert.deepEqual(findings(ID, app('manual', 'true').replace('      enable-auto-commit: true\n', ''), yml), []);
  });

  it('a profile document: its own auto-commit against the ack mode of the base document', () => {
    const text = `spring:\n  kafka:\n    listener:\n      ack-mode: manual_immediate\n    consumer:\n      group-id: invoices\n---\nspring:\n  config:\n    activate:\n      on-profile: legacy\n  kafka:\n    consumer:\n      enable-auto-commit: true\n`;
    const [d, ...rest] = findings(ID, text, yml);
    assert.equal(rest.length, 0);
    assert.equal(d.range.start.line, 13);
  });
});
