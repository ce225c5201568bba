import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sslProtocolsOutdated } from '../../../server/src/service/rules/sslProtocolsOutdated';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings, fix } from '../../support/service';

const ID = 'ssl-protocols-outdated';
const opts = { fileName: 'client-ssl.properties' };
const HEAD = 'bootstrap.servers=kafka-1.internal:9093\nsecurity.protocol=SSL\n';

describe('ssl-protocols-outdated (JDK-8202343 disabled TLSv1/TLSv1.1; KIP-573 default TLSv1.2,TLSv1.3)', () => {
  it('only disabled versions: a warning, no handshake can succeed; the fix writes Kafka\'s default', () => {
    const text = `${HEAD}ssl.enabled.protocols=TLSv1,TLSv1.1\n`;
    const [d] = findings(ID, text, opts);
    assert.equal(d.severity, 2);
    assert.match(d.message, /No appropriate protocol \(protocol is disabled or cipher suites are inappropriate\)/);
    const fixed = fix(ID, text, opts);
    assert.match(fixed, /^ssl\.enabled\.protocols=TLSv1\.2,TLSv1\.3$/m);
    assert.deepEqual(findings(ID, fixed, opts), []);
  });

  it('TLSv1.2 beside them: information that they do nothing and TLSv1.3 is off; with TLSv1.3 listed, a hint', () => {
    const [d] = findings(ID, `${HEAD}ssl.enabled.protocols=TLSv1.2,TLSv1.1,TLSv1\n`, opts);
    assert.equal(d.severity, 3);
    assert.match(d.message, /^TLSv1\.1 and TLSv1 in ssl\.enabled\.protocols are never used: the JDK has disabled them .* so connections use TLSv1\.2 only\.$/);
    assert.equal(findings(ID, `${HEAD}ssl.enabled.protocols=TLSv1.3,TLSv1.2,TLSv1.1\n`, opts)[0].severity, 4);
  });

  it('a MirrorMaker 2 cluster\'s key is named as written', () => {
    const text = 'clusters=A,B\nA.bootstrap.servers=a:9093\nB.bootstrap.servers=b:9093\nA.security.protocol=SSL\nA.ssl.enabled.protocols=TLSv1.2,TLSv1\n';
    const [d] = findings(ID, text, { fileName: 'mm2.properties' });
    assert.match(d.message, /^TLSv1 in A\.ssl\.enabled\.protocols is never used: the JDK has disabled it since/);
  });

  it('near misses: TLSv1.2 alone, TLSv1.2 and TLSv1.3, a placeholder', () => {
    for (const v of ['TLSv1.2', 'TLSv1.2,TLSv1.3', '${TLS_PROTOCOLS}']) assert.deepEqual(findings(ID, `${HEAD}ssl.enabled.protocols=${v}\n`, opts), [], v);
  });

  it('its documented examples', () => assertDocsExamples(sslProtocolsOutdated));
});
