// default-changed once per module and key: the workspace scan picks the module's first file in
// path order that leaves a key unset, and every other file of that module stays silent about it.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import { fsPathToUri } from '../../../common/src/uri';
import { scanWorkspace } from '../../../server/src/node/workspaceScan';
import { createLanguageService } from '../../../server/src/service';
import type { WorkspaceFacts } from '../../../server/src/service/workspace';

const root = mkdtempSync(join(tmpdir(), 'kt-default-changed-'));
after(() => rmSync(root, { recursive: true, force: true }));

const files: Record<string, string> = {
  'orders/pom.xml': '<project><artifactId>orders</artifactId></project>',
  'orders/src/main/resources/audit-producer.properties': 'bootstrap.servers=k:9092\nlinger.ms=10\n',
  'orders/src/main/resources/orders-producer.properties': 'bootstrap.servers=k:9092\nbatch.size=65536\n',
  'orders/src/main/resources/refunds-producer.properties': 'bootstrap.servers=k:9092\ncompression.type=lz4\n',
  'orders/src/main/java/com/acme/OrderEvents.java': `package com.acme;
import java.util.Properties;
import org.apache.kafka.clients.producer.*;
class OrderEvents {
  KafkaProducer<String, String> open() {
    Properties props = new Properties();
    props.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, "k:9092");
    return new KafkaProducer<>(props);
  }
}
`,
  'billing/build.gradle': "dependencies { implementation 'org.apache.kafka:kafka-clients:3.9.1' }\n",
  'billing/src/main/resources/invoice-producer.properties': 'bootstrap.servers=k:9092\n',
};
for (const [rel, text] of Object.entries(files)) {
  mkdirSync(dirname(join(root, rel)), { recursive: true });
  writeFileSync(join(root, rel), text);
}

function hints(facts: WorkspaceFacts): Map<string, string[]> {
  const service = createLanguageService({
    workspace: { ...facts, versions: { java: { client: 'java', version: '4.1.0', origin: 'pom.xml' } } },
    onInternalError: (what, e) => { throw new Error(`${what}: ${e}`); },
  });
  const out = new Map<string, string[]>();
  for (const rel of Object.keys(files).filter((f) => /\.(properties|java)$/.test(f))) {
    const path = join(root, rel);
    const languageId = rel.endsWith('.java') ? 'java' : 'properties';
    const ds = service.diagnostics({ uri: fsPathToUri(path), fileName: path, languageId, text: readFileSync(path, 'utf8') }).filter((d) => d.code === 'default-changed');
    out.set(rel, ds.map((d) => d.message));
  }
  return out;
}

describe('default-changed once per module (workspace scan)', () => {
  it('the first file in path order of each module carries each key; the others stay silent about it; a key some file of the module writes is no file\'s note (check 73)', async () => {
    const facts = await scanWorkspace([root]);
    const got = hints(facts);
    // orders: src/main/java sorts before src/main/resources, so OrderEvents.java carries every key
    // but linger.ms, which audit-producer.properties writes for the module's clients.
    const java = got.get('orders/src/main/java/com/acme/OrderEvents.java')!;
    assert.equal(java.length, 1);
    assert.match(java[0], /runs with acks=all .*enable\.idempotence=true .*Said here once for the module orders: 3 other files there leave some of these unset too\.$/);
    assert.doesNotMatch(java[0], /linger/);
    for (const f of ['audit-producer', 'orders-producer', 'refunds-producer']) assert.deepEqual(got.get(`orders/src/main/resources/${f}.properties`), [], f);
    // Another module has its own note.
    assert.equal(got.get('billing/src/main/resources/invoice-producer.properties')!.length, 1);
  });

  it('a key one file writes is not noted on the others of its module: they may be the same client (check 73)', async () => {
    const facts = await scanWorkspace([join(root, 'orders', 'src', 'main', 'resources')]);
    const got = hints(facts);
    // Scanned from resources/: audit-producer writes linger.ms, so no file carries it.
    assert.match(got.get('orders/src/main/resources/audit-producer.properties')![0], /runs with acks=all .*enable\.idempotence=true/);
    for (const f of ['audit-producer', 'orders-producer', 'refunds-producer']) {
      assert.doesNotMatch(got.get(`orders/src/main/resources/${f}.properties`)!.join(' '), /linger/, f);
    }
    assert.deepEqual(got.get('orders/src/main/resources/refunds-producer.properties'), []);
    // Near miss: the other module, where no file writes linger.ms, is told.
    const all = hints(await scanWorkspace([root]));
    assert.match(all.get('billing/src/main/resources/invoice-producer.properties')![0], /linger\.ms=5/);
  });

  it('without the scan (a file outside it, an embedder with no facts) each file still gets its note', () => {
    const got = hints({ kafkajsCodecs: [] });
    for (const [rel, ds] of got) assert.equal(ds.length, 1, rel);
  });
});
