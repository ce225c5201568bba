import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { connectInterWorkerAlgorithms } from '../../../server/src/service/rules/connectInterWorkerAlgorithms';
import { findings, fix } from '../../support/service';

const ID = 'connect-inter-worker-algorithms';
const opts = { fileName: 'connect-distributed.properties' };

describe(ID, () => {
  it('3.3+: a signature algorithm missing from the verification list (names compared exactly)', () => {
    const [d, ...rest] = findings(ID, 'group.id=connect-cluster\ninter.worker.verification.algorithms=HmacSHA512\n', opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 1);
    assert.deepEqual(d.range, { start: { line: 1, character: 37 }, end: { line: 1, character: 47 } });
    assert.equal(d.message, 'inter.worker.signature.algorithm=HmacSHA256 (default) is not in inter.worker.verification.algorithms=HmacSHA512: the distributed worker refuses to start (ConfigException "Signature algorithm must be present in inter.worker.verification.algorithms list", Kafka 4.4.0; names are compared exactly). Add it to the list, or sign with one the list has.');
    assert.equal(findings(ID, 'group.id=c\ninter.worker.signature.algorithm=hmacsha256\n', opts).length, 1);
  });

  it('before 3.3 the key generation algorithm is the one compared', () => {
    const [d] = findings(ID, '# kafka-tuning: client=java@2.8.2\ngroup.id=c\ninter.worker.key.generation.algorithm=HmacSHA512\n', opts);
    assert.match(d.message, /^inter\.worker\.key\.generation\.algorithm=HmacSHA512 is not in .*"Key generation algorithm must be present/);
    assert.equal(findings(ID, '# kafka-tuning: client=java@2.8.2\ngroup.id=c\ninter.worker.signature.algorithm=HmacSHA512\n', opts).length, 0);
  });

  it('near misses: both in the list, keys unwritten, a standalone worker, an empty list (its own validator), 3.3+ key generation', () => {
    assert.equal(findings(ID, 'group.id=c\ninter.worker.signature.algorithm=HmacSHA512\ninter.worker.verification.algorithms=HmacSHA256, HmacSHA512\n', opts).length, 0);
    assert.equal(findings(ID, 'group.id=c\n', opts).length, 0);
    assert.equal(findings(ID, 'offset.storage.file.filename=/x\ninter.worker.verification.algorithms=HmacSHA512\n', { fileName: 'connect-standalone.properties' }).length, 0);
    assert.equal(findings(ID, 'group.id=c\ninter.worker.verification.algorithms=\n', opts).length, 0);
    assert.match(findings('invalid-value', 'group.id=c\ninter.worker.verification.algorithms=\n', opts)[0].message, /At least one signature verification algorithm must be provided/);
    assert.equal(findings(ID, 'group.id=c\ninter.worker.key.generation.algorithm=HmacSHA512\n', opts).length, 0);
  });

  it('fix adds the algorithm to the list and re-lints clean', () => {
    const fixed = fix(ID, 'group.id=c\ninter.worker.signature.algorithm=HmacSHA512\n', opts);
    assert.equal(fixed, 'group.id=c\ninter.worker.signature.algorithm=HmacSHA512\ninter.worker.verification.algorithms=HmacSHA256,HmacSHA512\n');
    assert.equal(findings(ID, fixed, opts).length, 0);
  });

  it('its documentation examples: the bad one fires, the good one is silent', () => {
    const docs = connectInterWorkerAlgorithms.docs!;
    assert.equal(findings(ID, docs.bad.text, { fileName: docs.bad.file }).length, 1);
    assert.equal(findings(ID, docs.good.text, { fileName: docs.good.file }).length, 0);
  });
});
