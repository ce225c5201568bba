import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { bootstrapServersInvalid } from '../../../server/src/service/rules/bootstrapServersInvalid';
import { findings, fix } from '../../support/service';

const ID = 'bootstrap-servers-invalid';
const at = (version: string, role: string, body: string) => findings(ID, `# kafka-tuning: client=java@${version} role=${role}\n${body}`, { fileName: 'client.properties' });

describe(ID, () => {
  it('an entry without a port: "Invalid url in bootstrap.servers"', () => {
    const [d, ...rest] = at('2.8.2', 'producer', 'bootstrap.servers=kafka-1:9092,kafka-2\n');
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 1);
    assert.deepEqual(d.range, { start: { line: 1, character: 18 }, end: { line: 1, character: 38 } });
    assert.equal(d.message, 'bootstrap.servers entry kafka-2 is not host:port: the client refuses to start with ConfigException "Invalid url in bootstrap.servers: kafka-2".');
    // A capitalised word next to a real entry is no template slot: still reported.
    assert.equal(at('2.8.2', 'producer', 'bootstrap.servers=kafka-1:9092,BROKERS\n').length, 1);
  });

  it('a port above 65535, and a list with no entry in versions whose ConfigDef allows it', () => {
    assert.match(at('4.4.0', 'consumer', 'bootstrap.servers=kafka-1:90920\n')[0].message, /"Invalid port in bootstrap\.servers: kafka-1:90920"/);
    assert.match(at('2.8.2', 'consumer', 'bootstrap.servers=\n')[0].message, /lists no broker: .*"No resolvable bootstrap urls given in bootstrap\.servers"/);
    assert.match(at('3.9.1', 'admin', 'bootstrap.servers= , \n')[0].message, /lists no broker/);
  });

  it('Admin 3.7+: both lists, or an empty one and no other', () => {
    assert.match(at('4.4.0', 'admin', 'bootstrap.servers=kafka-1:9092\nbootstrap.controllers=ctl-1:9093\n')[0].message, /"You cannot set both bootstrap\.servers and bootstrap\.controllers", Kafka 4\.4\.0/);
    assert.match(at('3.7.2', 'admin', 'bootstrap.servers=\n')[0].message, /"You must set either bootstrap\.servers or bootstrap\.controllers"/);
    assert.match(at('4.4.0', 'admin', 'bootstrap.controllers=ctl-1\n')[0].message, /^bootstrap\.controllers entry ctl-1 is not host:port/);
  });

  it('a Connect worker file: the worker creates an Admin client from it at start (ConnectUtils.lookupKafkaClusterId)', () => {
    const [d] = findings(ID, 'group.id=connect-cluster\nbootstrap.servers=kafka-1\n', { fileName: 'connect-distributed.properties' });
    assert.match(d.message, /^bootstrap\.servers entry kafka-1 is not host:port/);
  });

  // Utils.getHost("=kafka4:9092") on kafka-clients 3.7.2, 3.8.1 and 3.9.1: kafka4, null, kafka4 (KAFKA-16824 in 3.8, back out in 3.9).
  it('characters before the host: refused in 3.8 and from 4.0, read as the last host up to 3.7 and in 3.9 (a warning there)', () => {
    const [strict] = at('4.0.2', 'producer', 'bootstrap.servers=kafka-1:9092;kafka-2:9092\n');
    assert.equal(strict.severity, 1);
    assert.equal(strict.message, 'bootstrap.servers entry kafka-1:9092;kafka-2:9092 is not host:port: the client refuses to start with ConfigException "Invalid url in bootstrap.servers: kafka-1:9092;kafka-2:9092" (Kafka 3.7 and older, and 3.9, read it as kafka-2:9092, skipping what comes before that host).');
    assert.equal(at('3.8.1', 'producer', 'bootstrap.servers==kafka-1:9092\n')[0]?.severity, 1);
    for (const version of ['3.9.1', '3.7.2']) {
      const [loose] = at(version, 'consumer', 'bootstrap.servers==kafka-1:9092\n');
      assert.equal(loose.severity, 2, version);
      assert.match(loose.message, new RegExp(`^bootstrap\\.servers entry =kafka-1:9092 is not host:port: Kafka ${version.replace(/\./g, '\\.')} reads it as kafka-1:9092 only because .* Kafka 3\\.8, and 4\\.0 and newer, refuse to start with ConfigException "Invalid url in bootstrap\\.servers: =kafka-1:9092"`));
    }
  });

  it('a MirrorMaker 2 cluster\'s list (`standby.bootstrap.servers`), which the clients of that cluster parse', () => {
    const mm2 = (standby: string) => findings(ID, `clusters = primary, standby\nprimary.bootstrap.servers = kafka-p1:9092\nstandby.bootstrap.servers${standby}\nprimary->standby.enabled = true\n`, { fileName: 'mm2.properties' });
    const [d, ...rest] = mm2('==kafka-s1:9092');
    assert.equal(rest.length, 0);
    assert.match(d.message, /^standby\.bootstrap\.servers entry =kafka-s1:9092 is not host:port/);
    assert.deepEqual(mm2(' = kafka-s1:9092, kafka-s2:9092'), []);
  });

  it('near misses: schemes, IPv6 in brackets, port 0, templated values, keys left out, an empty list ConfigDef already refuses, and Streams/Connect files', () => {
    for (const [version, role, body] of [
      ['2.8.2', 'producer', 'bootstrap.servers=SASL_SSL://kafka-1:9093, [::1]:9092,kafka-3:0\n'],
      ['4.4.0', 'producer', 'bootstrap.servers=SASL_SSL://kafka-1:9093, [::1]:9092,kafka_3.internal:0\n'],
      ['4.4.0', 'producer', 'bootstrap.servers=${KAFKA_BOOTSTRAP}\n'],
      // A template's slot in capitals, replaced by a deployment step (sed) before Kafka reads it.
      ['4.4.0', 'producer', 'bootstrap.servers=BROKERS\n'],
      // A redaction left in a published file (check 60).
      ['4.4.0', 'producer', 'bootstrap.servers=[IP_ADDRESS]:9092\n'],
      ['4.4.0', 'producer', 'bootstrap.servers=[REDACTED]\n'],
      ['4.4.0', 'producer', 'acks=all\n'],
      ['4.4.0', 'producer', 'bootstrap.servers=\n'],
      ['4.4.0', 'admin', 'bootstrap.controllers=ctl-1:9093\n'],
      ['4.4.0', 'streams', 'application.id=a\nbootstrap.servers=kafka-1\n'],
    ]) assert.equal(at(version, role, body).length, 0, body);
  });

  it('fix for both Admin lists removes bootstrap.controllers and re-lints clean', () => {
    const text = '# kafka-tuning: client=java@4.4.0 role=admin\nbootstrap.servers=kafka-1:9092\nbootstrap.controllers=ctl-1:9093\n';
    const fixed = fix(ID, text, { fileName: 'client.properties' });
    assert.equal(fixed, '# kafka-tuning: client=java@4.4.0 role=admin\nbootstrap.servers=kafka-1:9092\n');
    assert.equal(findings(ID, fixed, { fileName: 'client.properties' }).length, 0);
  });

  it('its documentation examples: the bad one fires, the good one is silent', () => {
    const docs = bootstrapServersInvalid.docs!;
    assert.equal(findings(ID, docs.bad.text, { fileName: docs.bad.file }).length, 1);
    assert.equal(findings(ID, docs.good.text, { fileName: docs.good.file }).length, 0);
  });
});
