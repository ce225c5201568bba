// What a run explains, without a broker: the --print-metrics table of Apache Kafka's perf tools,
// the diagnosis sentence for each kind of run, and the "no room for another record" test behind the
// full-batch gate.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parsePrintedMetrics } from '../../bench/src/perfParse';
import { BatchSizer } from '../../bench/src/batchMath';
import { diagnose } from '../../common/src/benchDiagnosis';
import { metricRows } from '../../common/src/bench';
import { CONSUMER_CLIENT_METRICS, GATE_KEYS, INTENDED_KEYS, PRODUCER_CLIENT_METRICS } from '../../common/src/clientMetrics';

// ToolsUtils.printMetrics: "%-<width>s : %.3f" after a "Metric Name   Value" header.
const PRINTED = `
100000 records sent, 1999.9 records/sec (0.98 MB/sec), 3.1 ms avg latency, 210.0 ms max latency, 3 ms 50th, 5 ms 95th, 9 ms 99th, 150 ms 99.9th.

Metric Name                                                                                   Value
app-info:commit-id:{client-id=perf-producer-client}                                          : 0.000
producer-metrics:batch-size-avg:{client-id=perf-producer-client}                             : 20481.500
producer-metrics:bufferpool-wait-ratio:{client-id=perf-producer-client}                      : 0.000
producer-metrics:compression-rate-avg:{client-id=perf-producer-client}                       : 0.412
producer-metrics:produce-throttle-time-avg:{client-id=perf-producer-client}                  : 0.000
producer-metrics:record-queue-time-avg:{client-id=perf-producer-client}                      : 10.250
producer-metrics:record-queue-time-max:{client-id=perf-producer-client}                      : 31.000
producer-metrics:record-retry-rate:{client-id=perf-producer-client}                          : NaN
producer-metrics:records-per-request-avg:{client-id=perf-producer-client}                    : 39,500
producer-metrics:request-latency-avg:{client-id=perf-producer-client}                        : 1.750
producer-node-metrics:request-latency-avg:{client-id=perf-producer-client, node-id=node-1}  : 99.000
producer-topic-metrics:compression-rate:{client-id=perf-producer-client, topic=t}            : 0.500
`;

describe('--print-metrics table (ToolsUtils.printMetrics)', () => {
  it('reads the client-level metrics, Java NaN and a decimal comma, and skips per-node and per-topic rows', () => {
    const m = parsePrintedMetrics(PRINTED);
    assert.equal(m.get('producer-metrics:batch-size-avg'), 20481.5);
    assert.equal(m.get('producer-metrics:record-queue-time-avg'), 10.25);
    assert.equal(m.get('producer-metrics:records-per-request-avg'), 39.5);
    assert.ok(Number.isNaN(m.get('producer-metrics:record-retry-rate')));
    assert.equal(m.get('producer-metrics:request-latency-avg'), 1.75, 'the per-node row does not overwrite the client-level one');
    assert.equal(m.has('producer-topic-metrics:compression-rate'), false);
    assert.equal(m.has('producer-node-metrics:request-latency-avg'), false);
  });
  it('ignores the summary line and values a version printed with %s', () => {
    const m = parsePrintedMetrics('Metric Name   Value\nconsumer-fetch-manager-metrics:fetch-latency-avg:{client-id=c}   : 12.000\napp-info:version:{client-id=c}   : 4.1.2\n');
    assert.deepEqual([...m], [['consumer-fetch-manager-metrics:fetch-latency-avg', 12]]);
  });
  it('every client metric has a result row, so the CLI and the panel show it', () => {
    for (const c of PRODUCER_CLIENT_METRICS) assert.ok(metricRows('producer').some(([k]) => k === c.key), c.key);
    for (const c of CONSUMER_CLIENT_METRICS) assert.ok(metricRows('consumer').some(([k]) => k === c.key), c.key);
    for (const k of [...GATE_KEYS, ...INTENDED_KEYS]) assert.ok(metricRows('producer').some(([r]) => r === k), k);
  });
});

describe('the full-batch gate', () => {
  it('a 1,024 B batch with one 512 B record has no room for another; a 16 KB one does', () => {
    const small = new BatchSizer(1024, null, 512);
    assert.ok(small.tryAppend(null, 512));
    assert.equal(small.isFull(), false, 'the builder is not full yet…');
    assert.equal(small.hasRoomForAnother(), false, '…but the next equal record would not fit');
    const big = new BatchSizer(16384, null, 512);
    assert.ok(big.tryAppend(null, 512));
    assert.equal(big.hasRoomForAnother(), true);
  });
});

describe('diagnosis', () => {
  const s = { lingerMs: 10, batchSize: 32768, throttled: true };
  it('mostly linger, batches far from batch.size: linger.ms is the latency, batch.size changes nothing', () => {
    const d = diagnose('producer', { batchesLingerPct: 93, batchesFullPct: 5, batchesFlushPct: 2, batchSizeAvgBytes: 10_000, recordQueueTimeAvgMs: 11, requestLatencyAvgMs: 2 }, s);
    assert.equal(d, '93 % of batches left on linger: linger.ms (10 ms) sets your latency; batches were 31 % of batch.size, so raising batch.size changes nothing at this rate.');
  });
  it('mostly linger but batches nearly full: does not claim batch.size is irrelevant', () => {
    const d = diagnose('producer', { batchesLingerPct: 60, batchesFullPct: 40, batchSizeAvgBytes: 30_000, recordQueueTimeAvgMs: 9, requestLatencyAvgMs: 2 }, s) ?? '';
    assert.match(d, /^60 % of batches left on linger/);
    assert.doesNotMatch(d, /changes nothing/);
  });
  it('one record per full batch', () => {
    assert.match(diagnose('producer', { batchesFullPct: 100, recordsPerBatch: 1, recordQueueTimeAvgMs: 0.3, requestLatencyAvgMs: 1 }, { ...s, lingerMs: 0, batchSize: 1024 }) ?? '', /^100 % of batches left full with one record each: batch\.size \(1024 bytes\)/);
  });
  it('throttled and queue time 40× the round trip: saturated producer; unthrottled says which gate instead', () => {
    const m = { batchesFullPct: 100, recordsPerBatch: 1, recordQueueTimeAvgMs: 400, requestLatencyAvgMs: 10 };
    assert.match(diagnose('producer', m, { ...s, lingerMs: 0, batchSize: 1024 }) ?? '', /^queue time 40× request latency .*the producer is saturated, not the cluster/);
    assert.match(diagnose('producer', m, { ...s, lingerMs: 0, batchSize: 1024, throttled: false }) ?? '', /left full with one record each/);
  });
  it('send() blocked on buffer.memory comes first', () => {
    assert.match(diagnose('producer', { bufferpoolWaitRatio: 0.3, batchesLingerPct: 90 }, s) ?? '', /^send\(\) spent 30 % of the run blocked on buffer\.memory/);
  });
  it('the official tool (no gate counts): queue time about linger.ms with small batches reads as linger', () => {
    assert.match(diagnose('producer', { recordQueueTimeAvgMs: 11, requestLatencyAvgMs: 2, batchSizeAvgBytes: 10_000 }, s) ?? '', /^batches waited 11 ms on average \(linger\.ms 10 ms\)/);
  });
  it('consumer: the lag it quotes is the per-partition records-lag-max, not the summed lag the table calls "consumer lag max"', () => {
    const d = diagnose('consumer', { fetchLatencyAvgMs: 3, recordsPerFetchAvg: 500, recordsLagMax: 4_999, lagRecordsMax: 20_000 }, s) ?? '';
    assert.match(d, /records-lag-max 4,999 \(the most records one partition was behind\)/);
    assert.doesNotMatch(d, /the consumer was at most/);
  });
  it('consumer: fetches held close to fetch.max.wait.ms because they came back under fetch.min.bytes', () => {
    const d = diagnose('consumer', { fetchLatencyAvgMs: 495, recordsPerFetchAvg: 3, fetchSizeAvgBytes: 1_536 }, { ...s, fetchMaxWaitMs: 500, fetchMinBytes: 65_536 }) ?? '';
    assert.match(d, /close to fetch\.max\.wait\.ms \(500 ms\), and returned 1,536 bytes, under fetch\.min\.bytes \(65,536\): the broker held them/);
  });
  it('consumer near-miss: slow fetches that returned far more than fetch.min.bytes were not held for it', () => {
    // A loaded machine and 2.4 MB responses: 156 ms per fetch against fetch.max.wait.ms 100.
    const d = diagnose('consumer', { fetchLatencyAvgMs: 156, recordsPerFetchAvg: 13_333, fetchSizeAvgBytes: 2_386_667 }, { ...s, fetchMaxWaitMs: 100, fetchMinBytes: 32_768 }) ?? '';
    assert.doesNotMatch(d, /held them/);
    assert.match(d, /returned 2,386,667 bytes \(13,333 records\) each, at least fetch\.min\.bytes \(32,768\), so no fetch waited for it/);
  });
  it('unthrottled, no gate counts (the official tool), queue time far above the round trip: the buffer, by design — never "neither dominates"', () => {
    const d = diagnose('producer', { recordQueueTimeAvgMs: 4_132, requestLatencyAvgMs: 1.7, batchSizeAvgBytes: 1_000 }, { ...s, lingerMs: 0, batchSize: 1024, throttled: false }) ?? '';
    assert.match(d, /^queue time \(4132 ms\) outweighs request latency \(1\.7 ms\).*unthrottled run, which measures capacity/);
    assert.match(diagnose('producer', { recordQueueTimeAvgMs: 3, requestLatencyAvgMs: 2.5 }, { ...s, lingerMs: 0 }) ?? '', /neither the buffer nor the round trip dominates/);
  });
});
