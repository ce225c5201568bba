// The workspace scan reads Docker Compose files for the Kafka images they run (crossFile/compose.ts),
// and leaves other YAML alone.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { tempWorkspaces } from '../support/tempWorkspace';
import { scanWorkspace } from '../../server/src/node/workspaceScan';

const workspace = tempWorkspaces('kt-scan-compose-');

describe('workspace scan: Docker Compose files', () => {
  it('keeps each compose file that runs Kafka, with its path shown relative to the folder', async () => {
    const root = workspace({
      'deploy/docker-compose.yml': 'services:\n  kafka:\n    image: bitnami/kafka:3.7.1\n    ports: ["9092:9092"]\n',
      'compose.yaml': 'services:\n  db:\n    image: postgres:16\n',
      'src/main/resources/application.yml': 'spring:\n  kafka:\n    bootstrap-servers: kafka:9092\n',
    });
    const facts = await scanWorkspace([root]);
    assert.equal(facts.compose?.length, 1);
    const [c] = facts.compose!;
    assert.equal(c.label, 'deploy/docker-compose.yml');
    assert.match(c.file, /^file:\/\/.*\/deploy\/docker-compose\.yml$/);
    assert.deepEqual(c.services.map((s) => [s.service, s.kafkaVersion, s.localPorts]), [['kafka', '3.7.1', [9092]]]);
  });

  it('a workspace without compose files has no compose facts', async () => {
    const facts = await scanWorkspace([workspace({ 'config/server.properties': 'process.roles=broker\n' })]);
    assert.equal(facts.compose, undefined);
  });
});
