import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { listenerConfigUnknownListener } from '../../../server/src/service/rules/listenerConfigUnknownListener';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings } from '../../support/service';

const ID = 'listener-config-unknown-listener';
const BROKER = 'process.roles=broker,controller\nnode.id=1\ncontroller.quorum.voters=1@localhost:9093\nlisteners=SASL_PLAINTEXT://:9092,CONTROLLER://:9093\ncontroller.listener.names=CONTROLLER\n';

describe('listener-config-unknown-listener', () => {
  it('a prefix naming no listener: information on the key; names compare case-insensitively', () => {
    const [d, ...rest] = findings(ID, `${BROKER}listener.name.broker.plain.sasl.jaas.config=x\nlistener.name.sasl_plaintext.plain.sasl.jaas.config=y\nlistener.name.CONTROLLER.ssl.client.auth=none\n`, { fileName: 'server.properties' });
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 3);
    assert.equal(d.range.start.line, 5);
    assert.match(d.message, /^listener\.name\.broker\.plain\.sasl\.jaas\.config configures plain\.sasl\.jaas\.config for a listener named BROKER, but listeners defines SASL_PLAINTEXT, CONTROLLER/);
  });

  it('in a compose service (bitnami KAFKA_CFG_ spelling), and silent without a readable listeners', () => {
    const compose = 'services:\n  kafka:\n    image: bitnami/kafka:3.7\n    environment:\n      - KAFKA_CFG_NODE_ID=1\n      - KAFKA_CFG_PROCESS_ROLES=broker,controller\n      - KAFKA_CFG_CONTROLLER_QUORUM_VOTERS=1@localhost:9093\n      - KAFKA_CFG_LISTENERS=PLAINTEXT://:9092,INTERNAL://:9093\n      - KAFKA_CFG_LISTENER_NAME_BROKER_PLAIN_SASL_JAAS_CONFIG=x\n';
    const [d] = findings(ID, compose, { fileName: 'docker-compose.yml' });
    assert.match(d.message, /^KAFKA_CFG_LISTENER_NAME_BROKER_PLAIN_SASL_JAAS_CONFIG configures plain\.sasl\.jaas\.config for a listener named BROKER, but KAFKA_CFG_LISTENERS defines PLAINTEXT, INTERNAL/);
    assert.deepEqual(findings(ID, 'node.id=1\nlistener.name.broker.plain.sasl.jaas.config=x\n', { fileName: 'server.properties' }), []);
    assert.deepEqual(findings(ID, 'node.id=1\nlisteners=${LISTENERS}\nlistener.name.broker.plain.sasl.jaas.config=x\n', { fileName: 'server.properties' }), []);
  });

  it('its documented examples', () => assertDocsExamples(listenerConfigUnknownListener));
});
