// LSP 3.17 pull diagnostics on the bundled server: an editor that declares
// `textDocument.diagnostic` asks for a document's findings when it shows it and is not pushed
// them; an editor without it keeps getting them pushed (server-stdio.test.ts).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ExitNotification, ShutdownRequest } from 'vscode-languageserver-protocol/node';
import { TestClient } from '../support/lspClient';

const SERVER = join(__dirname, '../../server/out/server.js');

describe('pull diagnostics over stdio', () => {
  const child = spawn(process.execPath, [SERVER, '--stdio'], { stdio: ['pipe', 'pipe', 'inherit'] });
  const client = new TestClient(child.stdout!, child.stdin!);
  const uri = 'file:///tmp/pull-test/producer.properties';

  before(async () => {
    const init = await client.initialize(null, process.pid, { textDocument: { diagnostic: { dynamicRegistration: false } } });
    assert.deepEqual(init.capabilities.diagnosticProvider, { identifier: 'kafka-tuning', interFileDependencies: false, workspaceDiagnostics: false });
  });

  after(async () => {
    await client.conn.sendRequest(ShutdownRequest.type);
    await client.conn.sendNotification(ExitNotification.type);
    if (child.exitCode === null) await once(child, 'exit');
    client.dispose();
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
