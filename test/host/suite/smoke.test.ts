// The rig's proof: the extension starts its language server in a real VS Code extension host and
// the server's diagnostics reach the editor. Tagged @packaged: it also runs on the unpacked .vsix.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { codeOf, kafkaDiagnostics, openExample, waitForDiagnostics } from './util';

const EXTENSION_ID = 'kafka-tuning.kafka-tuning';

describe('smoke @packaged', () => {
  it('runs the extension from the path under test', () => {
    const ext = vscode.extensions.getExtension(EXTENSION_ID);
    assert.ok(ext, `${EXTENSION_ID} is not loaded`);
    // runHostTests.ts says which copy must be loaded: the repo, or the unpacked .vsix.
    const expected = process.env.KAFKA_TUNING_EXTENSION_PATH;
    if (expected) assert.equal(ext.extensionUri.fsPath, expected);
  });

  it('reports batch.size below the record size from the language server', async () => {
    const doc = await openExample('producer-mistakes.properties');
    const all = await waitForDiagnostics(doc.uri, (ds) => ds.some((d) => d.source === 'kafka-tuning' && codeOf(d) === 'batch-size-below-record'), 30000);
    const d = kafkaDiagnostics(doc.uri).find((x) => codeOf(x) === 'batch-size-below-record');
    assert.ok(d, `no batch-size-below-record among ${all.length} diagnostics`);
    // The diagnostic must sit on the batch.size line, not somewhere else in the file.
    assert.match(doc.lineAt(d.range.start.line).text, /^\s*batch\.size\s*[=:]/);
    assert.equal(vscode.extensions.getExtension(EXTENSION_ID)?.isActive, true);
  });
});
