// Presets from the command palette: "Tune this config for throughput" on a .properties producer
// writes the preset's values in place (one undoable edit) through kafkaTuning/presets.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { benchmarkLens, openExample } from './util';

describe('presets as commands', function () {
  this.timeout(60_000);

  it('"Tune this config for throughput" rewrites batching at the cursor\'s config', async () => {
    const doc = await openExample('config/producer-mistakes.properties');
    const original = doc.getText();
    try {
      await benchmarkLens(doc); // the server has analysed the document
      assert.ok(!/^linger\.ms=10$/m.test(original) && !/^batch\.size=16384$/m.test(original), 'the example does not already hold the preset');
      vscode.window.activeTextEditor!.selection = new vscode.Selection(3, 0, 3, 0);
      const applied = await vscode.commands.executeCommand<{ id: string; siteLabel: string } | undefined>('kafkaTuning.preset.throughput');
      assert.equal(applied?.id, 'throughput');
      const text = doc.getText();
      // Fitted to the declared workload: linger at most a fifth of the 50 ms p99 budget, and no
      // bigger batch than 2,000 rec/s of 512 B over 4 partitions fills in that time.
      assert.match(text, /^linger\.ms=10$/m);
      assert.match(text, /^batch\.size=16384$/m);
      assert.equal(text.match(/^batch\.size=/gm)?.length, 1, 'replaced, not added twice');
      // One edit: a single undo restores the file.
      await vscode.commands.executeCommand('undo');
      assert.equal(doc.getText(), original);
    } finally {
      if (doc.getText() !== original) {
        const edit = new vscode.WorkspaceEdit();
        edit.replace(doc.uri, new vscode.Range(0, 0, doc.lineCount, 0), original);
        await vscode.workspace.applyEdit(edit);
      }
      await doc.save();
    }
  });
});
