import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { connectTasksBeyondPartitions } from '../../../server/src/service/rules/connectTasksBeyondPartitions';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings, fix } from '../../support/service';

const ID = 'connect-tasks-beyond-partitions';
const opts = { fileName: 'orders-sink.properties' };
const SINK = '# kafka-tuning: partitions=6\nname=orders-sink\nconnector.class=io.example.OrdersSinkConnector\ntopics=orders\n';

describe('connect-tasks-beyond-partitions (sink tasks share one consumer group)', () => {
  it('tasks.max=8 over 6 partitions: information on the value; the fix writes 6', () => {
    const [d, ...rest] = findings(ID, `${SINK}tasks.max=8\n`, opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 3);
    assert.deepEqual(d.range, { start: { line: 4, character: 10 }, end: { line: 4, character: 11 } });
    assert.equal(d.message, 'tasks.max=8 for a sink reading 6 partitions (workload): its tasks share one consumer group and each partition goes to one task, so 2 tasks get no partition and stay idle.');
    const fixed = fix(ID, `${SINK}tasks.max=8\n`, opts);
    assert.match(fixed, /^tasks\.max=6$/m);
    assert.deepEqual(findings(ID, fixed, opts), []);
  });

  it('near misses: as many tasks as partitions, no partitions declared, a source connector', () => {
    assert.deepEqual(findings(ID, `${SINK}tasks.max=6\n`, opts), []);
    assert.deepEqual(findings(ID, `${SINK.replace(/^# kafka-tuning.*\n/, '')}tasks.max=8\n`, opts), []);
    assert.deepEqual(findings(ID, '# kafka-tuning: partitions=6\nname=cdc\nconnector.class=io.example.CdcSourceConnector\ntasks.max=8\n', opts), []);
  });

  it('its documented examples', () => assertDocsExamples(connectTasksBeyondPartitions));
});
