// kafkajs retry.factor randomizes each wait (retryTime ± factor × retryTime); above 1 a wait can be negative.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings } from '../../support/service';

const ID = 'kafkajs-retry-factor';
const opts = { fileName: 'src/kafka.ts' };
const client = (retry: string) => `import { Kafka } from 'kafkajs';\nexport const kafka = new Kafka({ clientId: 'c', brokers: ['k:9092'] });\nexport const consumer = kafka.consumer({ groupId: 'feed', retry: { ${retry} } });\n`;

describe(ID, () => {
  it('factor: 2 in a consumer\'s retry: a warning on the property naming the range', () => {
    const [d, ...rest] = findings(ID, client('retries: 5, factor: 2'), opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.equal(d.range.start.line, 2);
    assert.match(d.message, /^retry\.factor=2 randomizes each wait by ±200 %: kafkajs draws it between retryTime × -1 and retryTime × 3/);
  });

  it('a fractional factor prints rounded figures', () => {
    const [d] = findings(ID, client('factor: 1.2'), opts);
    assert.match(d.message, /±120 %: kafkajs draws it between retryTime × -0\.2 and retryTime × 2\.2 /);
  });

  it('near misses: the default 0.2, exactly 1, multiplier 2', () => {
    for (const r of ['factor: 0.2', 'factor: 1', 'multiplier: 2, retries: 5']) assert.deepEqual(findings(ID, client(r), opts), [], r);
  });

  it('its documented examples', () => assertDocsExamples(ID));
});
