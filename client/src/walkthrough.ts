// The commands behind the "Get started" walkthrough (package.json contributes.walkthroughs): a
// sample producer config to try everything on, a workload directive written into it, and the
// hover on batch.size. Each step's button runs one of these; the benchmark steps use the
// benchmark command itself.
import * as vscode from 'vscode';

export const WALKTHROUGH_COMMANDS = {
  openSample: 'kafkaTuning.walkthrough.openSample',
  declareWorkload: 'kafkaTuning.walkthrough.declareWorkload',
  showHover: 'kafkaTuning.walkthrough.showHover',
} as const;

/** The sample: an ordinary producer config with one mistake a workload makes visible. */
export const SAMPLE_CONFIG = [
  '# Order events producer: 512-byte JSON records.',
  'bootstrap.servers=127.0.0.1:9092',
  'acks=all',
  'enable.idempotence=true',
  'linger.ms=5',
  'batch.size=1024',
  'compression.type=lz4',
  '',
].join('\n');

export const SAMPLE_WORKLOAD = '# kafka-tuning: record-bytes=512 rate=2000 partitions=4 p99-ms=50';

/** The editor the steps act on: the active .properties editor (the sample, or the user's own file). */
function propertiesEditor(): vscode.TextEditor | undefined {
  const e = vscode.window.activeTextEditor;
  return e && (e.document.languageId === 'properties' || e.document.fileName.endsWith('.properties')) ? e : undefined;
}

export function registerWalkthrough(): vscode.Disposable {
  return vscode.Disposable.from(
    vscode.commands.registerCommand(WALKTHROUGH_COMMANDS.openSample, async () => {
      const doc = await vscode.workspace.openTextDocument({ language: 'properties', content: SAMPLE_CONFIG });
      return vscode.window.showTextDocument(doc);
    }),
    vscode.commands.registerCommand(WALKTHROUGH_COMMANDS.declareWorkload, async () => {
      const editor = propertiesEditor();
      if (!editor) { void vscode.window.showInformationMessage('Open a .properties config (or the sample) first.'); return false; }
      const doc = editor.document;
      if (doc.getText().includes('kafka-tuning:')) return true; // already declared: nothing to add
      // Above the first key, so the directive governs the whole file.
      const first = [...Array(doc.lineCount).keys()].find((i) => /^\s*[^#!\s]/.test(doc.lineAt(i).text)) ?? 0;
      return editor.edit((b) => b.insert(new vscode.Position(first, 0), `${SAMPLE_WORKLOAD}\n`));
    }),
    vscode.commands.registerCommand(WALKTHROUGH_COMMANDS.showHover, async () => {
      const editor = propertiesEditor();
      if (!editor) { void vscode.window.showInformationMessage('Open a .properties config (or the sample) first.'); return false; }
      const line = [...Array(editor.document.lineCount).keys()].find((i) => editor.document.lineAt(i).text.startsWith('batch.size')) ?? 0;
      editor.selection = new vscode.Selection(line, 1, line, 1);
      editor.revealRange(new vscode.Range(line, 0, line, 0));
      await vscode.commands.executeCommand('editor.action.showHover');
      return true;
    }),
  );
}
