// The workspace scan reads Docker Compose files for the Kafka images they run (crossFile/compose.ts),
// and leaves other YAML alone.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { tempWorkspaces } from '../support/tempWorkspace';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { scanWorkspace } from '../../server/src/node/workspaceScan';
import { createLanguageService } from '../../server/src/service';

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

  it('reads the .env beside a compose file for its image tags, and the compose document\'s own sites use it', async () => {
    const root = workspace({
      'docker-compose.yml': 'services:\n  kafka:\n    image: confluentinc/cp-kafka:${CP_VERSION}\n    environment:\n      KAFKA_ZOOKEEPER_CONNECT: zookeeper:2181\n',
      '.env': 'CP_VERSION=8.0.1\n',
    });
    const facts = await scanWorkspace([root]);
    assert.deepEqual(facts.compose?.[0].env, { CP_VERSION: '8.0.1' });
    assert.equal(facts.compose?.[0].services[0].kafkaVersion, '4.0');
    const doc = { uri: facts.compose![0].file, fileName: `${root}/docker-compose.yml`, languageId: 'dockercompose', text: readFileSync(join(root, 'docker-compose.yml'), 'utf8') };
    const found = createLanguageService({ workspace: facts }).diagnostics(doc).filter((d) => d.code === 'compose-zookeeper-on-kafka-4');
    assert.equal(found[0]?.severity, 1, 'the tag from .env says Kafka 4.0: an error, not the floating-tag warning');
  });

  it('a workspace without compose files has no compose facts', async () => {
    const facts = await scanWorkspace([workspace({ 'config/server.properties': 'process.roles=broker\n' })]);
    assert.equal(facts.compose, undefined);
  });
});
