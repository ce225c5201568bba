import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { connectDlqWithoutTolerance } from '../../../server/src/service/rules/connectDlqWithoutTolerance';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings, fix } from '../../support/service';

const ID = 'connect-dlq-without-tolerance';
const opts = { fileName: 'orders-sink.properties' };
const HEAD = 'name=orders-sink\nconnector.class=io.example.OrdersSinkConnector\ntopics=orders\n';

describe('connect-dlq-without-tolerance (ConnectorConfig errors.tolerance, RetryWithToleranceOperator)', () => {
  it('a dead-letter topic with the default tolerance: a warning on the topic key', () => {
    const [d, ...rest] = findings(ID, `${HEAD}errors.deadletterqueue.topic.name=orders-dlq\n`, opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.deepEqual(d.range, { start: { line: 3, character: 0 }, end: { line: 3, character: 33 } });
    assert.match(d.message, /^errors\.deadletterqueue\.topic\.name=orders-dlq with errors\.tolerance=none \(the default\): the first record/);
  });

  it('tolerance none written: the finding sits on its value; the fix sets all and the file is clean', () => {
    const text = `${HEAD}errors.tolerance=none\nerrors.deadletterqueue.topic.name=orders-dlq\n`;
    const [d] = findings(ID, text, opts);
    assert.deepEqual(d.range, { start: { line: 3, character: 17 }, end: { line: 3, character: 21 } });
    const fixed = fix(ID, text, opts);
    assert.match(fixed, /^errors\.tolerance=all$/m);
    assert.deepEqual(findings(ID, fixed, opts), []);
  });

  it('near misses: tolerance all, an empty dead-letter topic name, no dead-letter topic', () => {
    assert.deepEqual(findings(ID, `${HEAD}errors.tolerance=all\nerrors.deadletterqueue.topic.name=orders-dlq\n`, opts), []);
    assert.deepEqual(findings(ID, `${HEAD}errors.deadletterqueue.topic.name=\n`, opts), []);
    assert.deepEqual(findings(ID, HEAD, opts), []);
  });

  it('its documented examples', () => assertDocsExamples(connectDlqWithoutTolerance));
});
