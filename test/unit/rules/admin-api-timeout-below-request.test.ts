import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { adminApiTimeoutBelowRequest } from '../../../server/src/service/rules/adminApiTimeoutBelowRequest';
import { findings, fix } from '../../support/service';

const ID = 'admin-api-timeout-below-request';
const opts = { fileName: 'admin.properties' };

describe(ID, () => {
  it('default.api.timeout.ms below the default request.timeout.ms: KafkaAdminClient refuses to start', () => {
    const [d, ...rest] = findings(ID, 'bootstrap.servers=kafka-1:9092\ndefault.api.timeout.ms=10000\n', opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 1);
    assert.deepEqual(d.range, { start: { line: 1, character: 23 }, end: { line: 1, character: 28 } });
    assert.equal(d.message, 'default.api.timeout.ms=10000 ms (10 s) is below request.timeout.ms=30000 ms (30 s) (default): the Admin client refuses to start (KafkaAdminClient throws ConfigException "The specified value of default.api.timeout.ms must be no smaller than the value of request.timeout.ms."). Give every call at least one request\'s time.');
  });

  it('a request.timeout.ms above the default api timeout is reported on request.timeout.ms', () => {
    const [d] = findings(ID, 'request.timeout.ms=120000\n', opts);
    assert.match(d.message, /^default\.api\.timeout\.ms=60000 ms \(1 min\) \(default\) is below request\.timeout\.ms=120000 ms \(2 min\)/);
  });

  it('near misses: equal values, a shorter request, defaults only, and the consumer (same keys, no such check)', () => {
    assert.equal(findings(ID, 'default.api.timeout.ms=30000\n', opts).length, 0);
    assert.equal(findings(ID, 'default.api.timeout.ms=10000\nrequest.timeout.ms=5000\n', opts).length, 0);
    assert.equal(findings(ID, 'bootstrap.servers=kafka-1:9092\n', opts).length, 0);
    assert.equal(findings(ID, 'group.id=g\ndefault.api.timeout.ms=10\n', { fileName: 'consumer.properties' }).length, 0);
  });

  it('fix raises default.api.timeout.ms to the request timeout and re-lints clean', () => {
    const fixed = fix(ID, 'default.api.timeout.ms=10000\n', opts);
    assert.equal(fixed, 'default.api.timeout.ms=30000\n');
    assert.equal(findings(ID, fixed, opts).length, 0);
  });

  it('its documentation examples: the bad one fires, the good one is silent', () => {
    const docs = adminApiTimeoutBelowRequest.docs!;
    assert.equal(findings(ID, docs.bad.text, { fileName: docs.bad.file }).length, 1);
    assert.equal(findings(ID, docs.good.text, { fileName: docs.good.file }).length, 0);
  });
});
