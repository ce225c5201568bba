// LSP 3.17 pull diagnostics on the bundled server: an editor that declares
// `textDocument.diagnostic` asks for a document's findings when it shows it and is not pushed
// them; an editor without it keeps getting them pushed (server-stdio.test.ts).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { spawnServer } from '../support/bundledServer';


describe('pull diagnostics over stdio', () => {
  const { client, stop } = spawnServer();
  const uri = 'file:///tmp/pull-test/producer.properties';

  before(async () => {
    const init = await client.initialize(null, process.pid, { textDocument: { diagnostic: { dynamicRegistration: false } } });
    assert.deepEqual(init.capabilities.diagnosticProvider, { identifier: 'kafka-tuning', interFileDependencies: false, workspaceDiagnostics: false });
  });

  after(async () => {
    await stop();
  });

  it('answers a pull with the findings and pushes none', async () => {
    await client.open(uri, 'properties', '# kafka-tuning: record-bytes=512\nbatch.size=1024\nlinger.ms=5ms\n');
    const items = await client.pull(uri);
    assert.deepEqual(items.map((d) => d.code).sort(), ['batch-size-below-record', 'invalid-value']);
    // A push would have been written before this answer (the open's analysis runs first).
    assert.equal(client.publishedFor(uri).length, 0);
  });

  it('a pull right after a change sees the changed text', async () => {
    await client.change(uri, 2, '# kafka-tuning: record-bytes=512\nbatch.size=16384\nlinger.ms=5\n');
    assert.deepEqual(await client.pull(uri), []);
    assert.equal(client.publishedFor(uri).length, 0);
  });

  it('a document that is not open answers empty, not an error', async () => {
    assert.deepEqual(await client.pull('file:///tmp/pull-test/never-opened.properties'), []);
  });
});
