// The bundled server answers `initialize` before its language service has loaded
// (server/src/node/server.ts); what the editor sends meanwhile is held and handed on once the
// handlers exist (heldMessages.ts). Nothing sent in that window may be lost or reordered: an
// editor opens its documents the moment `initialize` is answered, and may not even wait for that.
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { describe, it } from 'node:test';
import { HoverRequest, InitializedNotification, InitializeRequest } from 'vscode-languageserver-protocol/node';
import { spawnServer } from '../support/bundledServer';

/** Loading the service on two cores shared with other work can take seconds: a bound, not a sleep. */
const WAIT_MS = 30_000;
const MISTAKES = '# kafka-tuning: record-bytes=512\nbatch.size=1024\nlinger.ms=5ms\n';
const FIXED = '# kafka-tuning: record-bytes=512\nbatch.size=16384\nlinger.ms=5\n';


describe('bundled server start-up: messages sent while the service loads', () => {
  it('analyses a document opened together with `initialized`, right after the answer', async () => {
    const { client, stop } = spawnServer();
    const uri = 'file:///tmp/startup-order/first/producer.properties';
    const init = await client.conn.sendRequest(InitializeRequest.type, { processId: null, rootUri: null, capabilities: {}, workspaceFolders: null });
    assert.equal(init.serverInfo?.name, 'kafka-tuning');
    // No await between the two: they leave in one burst, as an editor sends them.
    void client.conn.sendNotification(InitializedNotification.type, {});
    void client.open(uri, 'properties', MISTAKES);
    const p = await client.diagnostics(uri, () => true, WAIT_MS);
    assert.deepEqual(p.diagnostics.map((d) => d.code).sort(), ['batch-size-below-record', 'invalid-value']);
    await stop();
  });

  it('handles, in order, everything sent before `initialize` is even answered', async () => {
    const { client, stop } = spawnServer();
    const changed = 'file:///tmp/startup-order/changed/producer.properties';
    const hovered = 'file:///tmp/startup-order/hovered/producer.properties';
    const answer = client.conn.sendRequest(InitializeRequest.type, { processId: null, rootUri: null, capabilities: {}, workspaceFolders: null });
    void client.conn.sendNotification(InitializedNotification.type, {});
    // Opened with mistakes, then fixed: only if the change is applied after the open do the last
    // diagnostics come for version 2 and empty (a change to a document not yet open is dropped).
    void client.open(changed, 'properties', MISTAKES);
    void client.change(changed, 2, FIXED);
    void client.open(hovered, 'properties', MISTAKES);
    // A request in the window gets a real answer, not "method not found".
    const hover = client.conn.sendRequest(HoverRequest.type, { textDocument: { uri: hovered }, position: { line: 1, character: 3 } });
    assert.equal((await answer).serverInfo?.name, 'kafka-tuning');
    assert.match(JSON.stringify((await hover)?.contents), /A batch holds 1 record of 512 B/);
    const hoveredDiagnostics = await client.diagnostics(hovered, () => true, WAIT_MS);
    assert.deepEqual(hoveredDiagnostics.diagnostics.map((d) => d.code).sort(), ['batch-size-below-record', 'invalid-value']);
    const last = await client.diagnostics(changed, (x) => x.version === 2, WAIT_MS);
    assert.deepEqual(last.diagnostics, []);
    await stop();
  });
});
