// The workspace scan reads the code facts that cross files (server/src/node/codeScan.ts) from the
// files on disk: only sources that pass the cheap text tests are parsed, declaration files and
// modules that name no Kafka library are skipped, and a workspace with no such code gets no facts.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fsPathToUri } from '../../common/src/uri';
import { moduleKey } from '../../server/src/service/crossFile';
import { tempWorkspaces } from '../support/tempWorkspace';
import { scanWorkspace } from '../../server/src/node/workspaceScan';

const workspace = tempWorkspaces('kt-code-scan-');

const KAFKA_TS = "import { Kafka } from 'kafkajs';\nconst kafka = new Kafka({ clientId: 'a', brokers: ['k:9092'] });\nexport const producer = kafka.producer();\n";

describe('workspace scan: code facts across files', () => {
  it('lists the kafkajs clients a module exports, keyed by module, with the path for messages', async () => {
    const root = workspace({
      'src/kafka.ts': KAFKA_TS,
      'src/kafka.d.ts': "export declare const producer: import('kafkajs').Producer;\n",
      'src/util.ts': 'export const producer = makeSomething();\n',
      'node_modules/lib/index.js': KAFKA_TS,
    });
    const facts = await scanWorkspace([root]);
    assert.deepEqual(facts.code?.tsExports, {
      [moduleKey(fsPathToUri(join(root, 'src/kafka.ts')))]: [{ name: 'producer', library: 'kafkajs', api: 'producer', file: 'src/kafka.ts' }],
    });
    assert.equal(facts.code?.boundKafkaMaps, undefined);
  });

  it('reads bound Kafka maps from Java sources (the grammar loaded by the scan itself)', async () => {
    const root = workspace({
      'svc/src/main/java/S.java': '@org.springframework.boot.context.properties.ConfigurationProperties("orders.kafka")\nclass S { java.util.Map<String, String> producer; }\n',
      'svc/src/main/java/C.java': 'import org.apache.kafka.clients.producer.KafkaProducer;\nclass C { Object p(S s) { return new KafkaProducer<>(new java.util.HashMap<String, Object>(s.getProducer())); } }\n',
    });
    const facts = await scanWorkspace([root]);
    assert.deepEqual(facts.code?.boundKafkaMaps, [{ path: 'orders.kafka.producer', role: 'producer', whole: true, source: 'S.java' }]);
  });

  it('gives no code facts to a workspace without such code', async () => {
    const root = workspace({ 'src/app.ts': 'export const x = 1;\n', 'config/producer.properties': 'acks=all\n' });
    assert.equal((await scanWorkspace([root])).code, undefined);
  });
});
