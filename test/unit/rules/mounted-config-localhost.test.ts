// mounted-config-localhost over real files: the workspace scan reads the compose file's bind mounts
// (crossFile/compose.ts volumeMounts), and the rule resolves them against the compose file's folder.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { assertDocsExamples } from '../../support/ruleDocs';
import { service } from '../../support/service';
import { tempWorkspaces } from '../../support/tempWorkspace';
import { scanWorkspace } from '../../../server/src/node/workspaceScan';
import { fsPathToUri } from '../../../common/src/uri';

const ID = 'mounted-config-localhost';
const workspace = tempWorkspaces('kt-mounted-');
const BROKER = '  kafka:\n    image: apache/kafka:3.9.0\n    environment:\n      KAFKA_NODE_ID: 1\n      KAFKA_PROCESS_ROLES: broker,controller\n';
const MM2 = 'clusters = source, target\nsource.bootstrap.servers = source-kafka:9092\ntarget.bootstrap.servers = localhost:9092\n';

async function findingsIn(files: Record<string, string>, path: string) {
  const root = workspace(files);
  const facts = await scanWorkspace([root]);
  const abs = join(root, path);
  return service({ workspace: facts }).diagnostics({ uri: fsPathToUri(abs), fileName: abs, languageId: 'properties', text: readFileSync(abs, 'utf8') }).filter((d) => d.code === ID);
}

describe(ID, () => {
  it('documents a bad and a good example that hold', () => assertDocsExamples(ID));

  it('an MM2 file mounted into its own service: a warning on the localhost list, naming the service and the broker', async () => {
    const compose = `services:\n${BROKER}  mirrormaker:\n    image: apache/kafka:3.9.0\n    command: ["/opt/kafka/bin/connect-mirror-maker.sh", "/etc/mm2/mm2.properties"]\n    volumes:\n      - ./config/mm2.properties:/etc/mm2/mm2.properties:ro\n`;
    const [d, ...rest] = await findingsIn({ 'docker-compose.yml': compose, 'config/mm2.properties': MM2 }, 'config/mm2.properties');
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.equal(d.range.start.line, 2);
    assert.equal(d.message, 'This file is mounted into the Compose service mirrormaker (docker-compose.yml), and inside that container localhost is the container itself, where no broker runs: target.bootstrap.servers=localhost:9092 reaches nothing. Name the broker as the other containers reach it (the service kafka, on the port of a listener that advertises that name).');
  });

  it('a folder mounted from a compose file one level down (../config), in the long syntax', async () => {
    const compose = `services:\n${BROKER}  app:\n    image: example/orders:1.0\n    volumes:\n      - type: bind\n        source: ../config\n        target: /app/config\n`;
    const found = await findingsIn({ 'deploy/docker-compose.yml': compose, 'config/producer.properties': 'bootstrap.servers=127.0.0.1:9092\nacks=all\n' }, 'config/producer.properties');
    assert.equal(found.length, 1);
    assert.match(found[0].message, /^This file is mounted into the Compose service app \(deploy\/docker-compose\.yml\)/);
  });

  it('near misses: mounted into the broker\'s own container, a shared network, a named volume, not mounted, a broker address', async () => {
    const none = async (compose: string, file = MM2) => assert.deepEqual(await findingsIn({ 'docker-compose.yml': compose, 'mm2.properties': file }, 'mm2.properties'), [], compose);
    // The broker's own container (its command-line tools read the file): localhost is the broker there.
    await none(`services:\n${BROKER}    volumes:\n      - ./mm2.properties:/etc/kafka/mm2.properties\n`);
    await none(`services:\n${BROKER}  mirrormaker:\n    image: apache/kafka:3.9.0\n    network_mode: service:kafka\n    volumes:\n      - ./mm2.properties:/etc/mm2/mm2.properties\n`);
    await none(`services:\n${BROKER}  mirrormaker:\n    image: apache/kafka:3.9.0\n    volumes:\n      - mm2conf:/etc/mm2\nvolumes:\n  mm2conf:\n`);
    await none(`services:\n${BROKER}  mirrormaker:\n    image: apache/kafka:3.9.0\n    volumes:\n      - ./other.properties:/etc/mm2/mm2.properties\n`);
    await none(`services:\n${BROKER}  mirrormaker:\n    image: apache/kafka:3.9.0\n    volumes:\n      - ./mm2.properties:/etc/mm2/mm2.properties\n`, MM2.replace('localhost:9092', 'kafka:29092'));
  });
});
