import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fetchWaitUnpaired } from '../../../server/src/service/rules/fetchWaitUnpaired';
import { checkKafkajs } from '../../support/kafkajsRule';
import { findings, fix } from '../../support/service';

const opts = { fileName: 'consumer.properties' };

describe('fetch-wait-unpaired (the two gates are set together)', () => {
  it('fires when fetch.min.bytes is raised and the wait is left at the default', () => {
    const [d, ...rest] = findings('fetch-wait-unpaired', 'group.id=g\nfetch.min.bytes=65536\n', opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 3);
    assert.deepEqual(d.range, { start: { line: 1, character: 0 }, end: { line: 1, character: 15 } });
    assert.equal(d.message, 'fetch.min.bytes=65536 (64 KiB) is raised but fetch.max.wait.ms is left at the java default of 500 ms: whenever less than 64 KiB is ready, a fetch is held up to 500 ms. The two gates are one decision: write fetch.max.wait.ms with the delay you accept.');
  });

  it('stays silent when both are written, when min.bytes is 1, or when only the wait is changed', () => {
    assert.equal(findings('fetch-wait-unpaired', 'fetch.min.bytes=65536\nfetch.max.wait.ms=50\n', opts).length, 0);
    assert.equal(findings('fetch-wait-unpaired', 'fetch.min.bytes=1\n', opts).length, 0);
    assert.equal(findings('fetch-wait-unpaired', 'fetch.min.bytes=2\n', opts).length, 1);
    // The usual low-traffic set-up: min.bytes=1 (default) with a short wait.
    assert.equal(findings('fetch-wait-unpaired', 'fetch.max.wait.ms=10\n', opts).length, 0);
  });

  it('leaves a declared p99 budget the default wait breaks to fetch-wait-exceeds-slo', () => {
    const text = '# kafka-tuning: p99-ms=50\nfetch.min.bytes=65536\n';
    assert.equal(findings('fetch-wait-unpaired', text, opts).length, 0);
    assert.equal(findings('fetch-wait-exceeds-slo', text, opts).length, 1);
    assert.equal(findings('fetch-wait-unpaired', '# kafka-tuning: p99-ms=500\nfetch.min.bytes=65536\n', opts).length, 1);
  });

  it('fix writes the wait next to min.bytes and clears the finding', () => {
    const text = 'group.id=g\nfetch.min.bytes=65536\n';
    const fixed = fix('fetch-wait-unpaired', text, opts);
    assert.equal(fixed, 'group.id=g\nfetch.min.bytes=65536\nfetch.max.wait.ms=500\n');
    assert.equal(findings('fetch-wait-unpaired', fixed, opts).length, 0);
  });

  it('names the kafkajs default, which is 5000 ms there', () => {
    const [d] = checkKafkajs(fetchWaitUnpaired, 'minBytes: 65536');
    assert.match(d.message, /^minBytes=65536 \(64 KiB\) is raised but maxWaitTimeInMs is left at the kafkajs default of 5000 ms \(5 s\): whenever less than 64 KiB is ready, a fetch is held up to 5 s\./);
    assert.equal(checkKafkajs(fetchWaitUnpaired, 'minBytes: 65536, maxWaitTimeInMs: 100').length, 0);
  });
});
