import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { emptyGroupId } from '../../../server/src/service/rules/emptyGroupId';
import { findings, fix } from '../../support/service';

const ID = 'empty-group-id';
const opts = { fileName: 'consumer.properties' };

describe(ID, () => {
  it('an empty group.id on a 4.x consumer: InvalidGroupIdException at construction', () => {
    const [d, ...rest] = findings(ID, '# kafka-tuning: client=java@4.1.2\nbootstrap.servers=kafka-1:9092\ngroup.id=\n', opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 1);
    assert.deepEqual(d.range, { start: { line: 2, character: 0 }, end: { line: 2, character: 8 } });
    assert.equal(d.message, 'group.id is empty: from Kafka 4.0 the consumer refuses to start (InvalidGroupIdException "The configured group.id should not be an empty string or whitespace.", Kafka 4.1.2). Name the group, or remove the line for a consumer that assign()s its partitions without one.');
  });

  it('spaces only count as empty (ConfigDef trims them), and the newest Kafka is assumed when no version is known', () => {
    assert.equal(findings(ID, 'group.id=   \n', opts).length, 1);
  });

  it('near misses: a named group, no group.id at all, a templated one, and 3.9 (only deprecated there)', () => {
    assert.equal(findings(ID, 'group.id=orders\n', opts).length, 0);
    assert.equal(findings(ID, 'bootstrap.servers=kafka-1:9092\n', opts).length, 0);
    assert.equal(findings(ID, 'group.id=${GROUP}\n', opts).length, 0);
    assert.equal(findings(ID, '# kafka-tuning: client=java@3.9.1\ngroup.id=\n', opts).length, 0);
  });

  it('fix removes the line and re-lints clean', () => {
    const fixed = fix(ID, 'bootstrap.servers=kafka-1:9092\ngroup.id=\n', opts);
    assert.equal(fixed, 'bootstrap.servers=kafka-1:9092\n');
    assert.equal(findings(ID, fixed, opts).length, 0);
  });

  it('its documentation examples: the bad one fires, the good one is silent', () => {
    const docs = emptyGroupId.docs!;
    assert.equal(findings(ID, docs.bad.text, { fileName: docs.bad.file }).length, 1);
    assert.equal(findings(ID, docs.good.text, { fileName: docs.good.file }).length, 0);
  });
});
