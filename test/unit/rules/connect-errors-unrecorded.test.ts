import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { connectErrorsUnrecorded } from '../../../server/src/service/rules/connectErrorsUnrecorded';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings, fix } from '../../support/service';

const ID = 'connect-errors-unrecorded';
const SINK = 'name=orders-sink\nconnector.class=io.example.OrdersSinkConnector\ntopics=orders\n';
const SOURCE = 'name=orders-cdc\nconnector.class=io.example.OrdersSourceConnector\n';
const opts = { fileName: 'connector.properties' };

describe('connect-errors-unrecorded (errors.tolerance=all with no reporter)', () => {
  it('a sink skipping records with no dead-letter topic and no error log: information on the tolerance', () => {
    const [d, ...rest] = findings(ID, `${SINK}errors.tolerance=all\n`, opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 3);
    assert.deepEqual(d.range, { start: { line: 3, character: 17 }, end: { line: 3, character: 20 } });
    assert.match(d.message, /no errors\.deadletterqueue\.topic\.name and errors\.log\.enable=false \(the default\)/);
  });

  it('the sink fix names a dead-letter topic after the connector; a source is offered the error log', () => {
    const fixed = fix(ID, `${SINK}errors.tolerance=all\n`, opts);
    assert.match(fixed, /^errors\.deadletterqueue\.topic\.name=orders-sink-dlq$/m);
    assert.deepEqual(findings(ID, fixed, opts), []);
    const [d] = findings(ID, `${SOURCE}errors.tolerance=all\n`, opts);
    assert.match(d.message, /Source connectors have no dead-letter topic/);
    assert.match(fix(ID, `${SOURCE}errors.tolerance=all\n`, opts), /^errors\.log\.enable=true$/m);
  });

  it('near misses: a dead-letter topic, the error log on, tolerance none, a log flag the file cannot read', () => {
    assert.deepEqual(findings(ID, `${SINK}errors.tolerance=all\nerrors.deadletterqueue.topic.name=orders-dlq\n`, opts), []);
    assert.deepEqual(findings(ID, `${SOURCE}errors.tolerance=all\nerrors.log.enable=true\n`, opts), []);
    assert.deepEqual(findings(ID, `${SINK}errors.tolerance=none\n`, opts), []);
    assert.deepEqual(findings(ID, `${SINK}errors.tolerance=all\nerrors.log.enable=\${env:LOG_ERRORS}\n`, opts), []);
  });

  it('its documented examples', () => assertDocsExamples(connectErrorsUnrecorded));
});
