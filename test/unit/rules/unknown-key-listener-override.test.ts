// A broker's per-listener overrides (listener.name.<listener>.<setting>, and
// listener.name.<listener>.<mechanism>.sasl.* for SASL): the setting after the listener's name is
// checked like any broker setting, so a misspelt override is no longer taken for a pass-through key.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findings, fix } from '../../support/service';

const broker = { fileName: 'server.properties' };
const BROKER = 'process.roles=broker\nnode.id=2\ncontroller.quorum.voters=1@c1:9093\nlisteners=EXTERNAL://:9094\nlistener.security.protocol.map=EXTERNAL:SASL_SSL,CONTROLLER:PLAINTEXT\ncontroller.listener.names=CONTROLLER\n';

describe('unknown-key on a broker listener override', () => {
  it('a misspelt SASL setting after the mechanism: named with the whole override, and renamed by the fix', () => {
    const text = `${BROKER}listener.name.external.scram-sha-512.sasl.jass.config=org.apache.kafka.common.security.scram.ScramLoginModule required;\n`;
    const [d, ...rest] = findings('unknown-key', text, broker);
    assert.equal(rest.length, 0);
    assert.match(d.message, /^Unknown key 'listener\.name\.external\.scram-sha-512\.sasl\.jass\.config' for a broker: Kafka ignores it.* Did you mean 'listener\.name\.external\.scram-sha-512\.sasl\.jaas\.config'\?/);
    assert.match(fix('unknown-key', text, broker), /^listener\.name\.external\.scram-sha-512\.sasl\.jaas\.config=/m);
  });

  it('a misspelt SSL override', () => {
    const [d] = findings('unknown-key', `${BROKER}listener.name.external.ssl.keystore.locaton=/etc/kafka/broker.jks\n`, broker);
    assert.match(d.message, /Did you mean 'listener\.name\.external\.ssl\.keystore\.location'\?/);
  });

  it('stays silent on real overrides, a plugin setting under a listener, and outside broker files (near misses)', () => {
    const good = `${BROKER}listener.name.external.scram-sha-512.sasl.jaas.config=x required;\nlistener.name.external.ssl.keystore.location=/k.jks\nlistener.name.external.sasl.enabled.mechanisms=SCRAM-SHA-512\nlistener.name.external.oauthbearer.sasl.server.callback.handler.class=com.example.Cb\nlistener.name.external.max.connections=500\nlistener.name.external.acme.token.endpoint=https://idp\n`;
    assert.deepEqual(findings('unknown-key', good, broker).map((d) => d.message), []);
  });
});
