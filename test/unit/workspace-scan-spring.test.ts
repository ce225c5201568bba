// The workspace scan reads what Spring applications spread over several files: the Kafka keys each
// application*.yml / .properties sets (profiles completing the base file), the @KafkaListener
// methods that take an Acknowledgment, and what sets a listener container's ack mode.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fsPathToUri } from '../../common/src/uri';
import { scanWorkspace } from '../../server/src/node/workspaceScan';
import { tempWorkspaces } from '../support/tempWorkspace';

const workspace = tempWorkspaces('kt-spring-scan-');

describe('workspace scan: Spring facts across files', () => {
  it('records the Kafka keys of every application file, profile documents included', async () => {
    const root = workspace({
      'app/src/main/resources/application.yml': 'spring:\n  kafka:\n    consumer:\n      group-id: g\n---\nspring:\n  config:\n    activate:\n      on-profile: dev\n  kafka:\n    bootstrap-servers: localhost:9092\n',
      'app/src/main/resources/application-prod.properties': 'spring.kafka.properties.schema.registry.url=https://sr.example.com\n',
      'app/src/main/resources/logback.yml': 'spring:\n  kafka:\n    bootstrap-servers: ignored:9092\n',
    });
    const facts = await scanWorkspace([root]);
    const uri = (p: string) => fsPathToUri(join(root, p));
    assert.deepEqual(facts.springConfigKeys?.map((f) => [f.file, f.keys.sort()]).sort(), [
      [uri('app/src/main/resources/application-prod.properties'), ['schema.registry.url']],
      [uri('app/src/main/resources/application.yml'), ['bootstrap.servers', 'group.id']],
    ]);
  });

  it('records the application files that make the producer transactional (transaction-id-prefix), and only those', async () => {
    const root = workspace({
      'orders/src/main/resources/application.yml': 'spring:\n  kafka:\n    producer:\n      transaction-id-prefix: orders-tx-\n',
      'billing/src/main/resources/application.properties': 'spring.kafka.producer.acks=all\n',
    });
    const facts = await scanWorkspace([root]);
    assert.deepEqual(facts.springTransactionalFiles, [fsPathToUri(join(root, 'orders/src/main/resources/application.yml'))]);
  });

  it('records listeners that take an Acknowledgment, and files that set an ack mode', async () => {
    const root = workspace({
      'svc/src/main/java/L.java': 'class L {\n  @KafkaListener(topics = "t")\n  void on(String v, Acknowledgment ack) { ack.acknowledge(); }\n}\n',
      'svc/docker-compose.yml': 'services:\n  svc:\n    environment:\n      SPRING_KAFKA_LISTENER_ACK_MODE: manual\n',
    });
    const facts = await scanWorkspace([root]);
    assert.deepEqual(facts.springAckListeners?.map((l) => [l.method, l.line]), [['on', 2]]);
    assert.deepEqual(facts.springAckModeSetters, [fsPathToUri(join(root, 'svc/docker-compose.yml'))]);
  });
});
