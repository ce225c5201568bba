// The rig's proof: the extension starts its language server in a real VS Code extension host and
// the server's diagnostics reach the editor. Tagged @packaged: it also runs on the unpacked .vsix.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { codeOf, EXTENSION_ID, kafkaDiagnostics, openExample, waitForDiagnostics } from './util';

describe('smoke @packaged', () => {
  it('runs the extension from the path under test', () => {
    const ext = vscode.extensions.getExtension(EXTENSION_ID);
    assert.ok(ext, `${EXTENSION_ID} is not loaded`);
    // runHostTests.ts says which copy must be loaded: the repo, or the unpacked .vsix.
    const expected = process.env.KAFKA_TUNING_EXTENSION_PATH;
    if (expected) assert.equal(ext.extensionUri.fsPath, expected);
  });

  it('shows the language server\'s diagnostics on a .properties file with known mistakes', async () => {
    const doc = await openExample('config/producer-mistakes.properties');
    const wanted = ['batch-size-below-record', 'invalid-value'];
    await waitForDiagnostics(doc.uri, (ds) => wanted.every((c) => ds.some((d) => d.source === 'kafka-tuning' && codeOf(d) === c)), 30000);
    const ours = kafkaDiagnostics(doc.uri);
    // Each finding must sit on the line of the key it is about, not merely somewhere in the file.
    const lineOf = (code: string) => doc.lineAt(ours.find((d) => codeOf(d) === code)!.range.start.line).text;
    assert.match(lineOf('batch-size-below-record'), /^\s*batch\.size\s*[=:]\s*1024\b/);
    assert.match(lineOf('invalid-value'), /^\s*request\.timeout\.ms\s*[=:]\s*30s\b/);
    assert.equal(ours.find((d) => codeOf(d) === 'invalid-value')!.severity, vscode.DiagnosticSeverity.Error);
    assert.equal(vscode.extensions.getExtension(EXTENSION_ID)?.isActive, true);
  });
});
