// The status-bar item tells what every computed number assumes: the config's role and client
// version and where each came from. Expected values here are what the example files and their
// build files say (examples/pom.xml pins kafka-clients 4.1.2, which a broker file does not take;
// examples/ts/package.json kafkajs 2.2.4), written by hand, not read back from the server.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { EXTENSION_ID, openExample, waitFor } from './util';

interface StatusApi {
  current: { role?: string; roleOrigin?: string; client: string; version?: string; versionOrigin?: string } | undefined;
  refresh(): Promise<StatusApi['current']>;
  assume(key: 'role' | 'client', value: string): Promise<boolean>;
}

const status = () => (vscode.extensions.getExtension(EXTENSION_ID)!.exports as { status: StatusApi }).status;

const CASES: Array<{ file: string; line: number; role: string; roleOrigin: string; client: string; version?: string; versionOrigin?: string }> = [
  { file: 'config/producer-good.properties', line: 3, role: 'producer', roleOrigin: 'directive', client: 'java', version: '4.1.2', versionOrigin: 'kafka.version in pom.xml' },
  // The broker runs from a Kafka distribution, not from the module's kafka-clients: no version for it.
  { file: 'broker/server.properties', line: 2, role: 'broker', roleOrigin: 'file name', client: 'java' },
  { file: 'java/src/main/java/com/example/orders/OrderProducer.java', line: 12, role: 'producer', roleOrigin: 'code', client: 'java', version: '4.1.2', versionOrigin: 'kafka.version in pom.xml' },
  { file: 'spring/src/main/resources/application.yml', line: 9, role: 'producer', roleOrigin: 'Spring prefix', client: 'java', version: '4.1.2', versionOrigin: 'kafka.version in pom.xml' },
  { file: 'ts/src/producer.ts', line: 6, role: 'producer', roleOrigin: 'code', client: 'kafkajs', version: '2.2.4', versionOrigin: 'kafkajs "^2.2.4" in ts/package.json (lowest version the range allows; not installed)' },
  // No version anywhere for @confluentinc/kafka-javascript in the examples: the item says unknown.
  { file: 'ts/src/confluent.ts', line: 7, role: 'producer', roleOrigin: 'code', client: 'librdkafka' },
];

describe('status bar: assumed role and client version', function () {
  this.timeout(120_000);
  after(() => vscode.commands.executeCommand('workbench.action.closeAllEditors'));

  for (const c of CASES) {
    it(`${c.file}: ${c.role} · ${c.client}${c.version ? ` ${c.version}` : ''}`, async () => {
      const doc = await openExample(c.file);
      const editor = vscode.window.activeTextEditor!;
      assert.equal(editor.document, doc);
      editor.selection = new vscode.Selection(c.line, 0, c.line, 0);
      const shown = await waitFor(async () => (await status().refresh())?.role === c.role && status().current, 30_000, `the status item to show ${c.role} for ${c.file} (shows ${JSON.stringify(status().current)})`);
      assert.deepEqual(
        { role: shown.role, roleOrigin: shown.roleOrigin, client: shown.client, version: shown.version, versionOrigin: shown.versionOrigin },
        { role: c.role, roleOrigin: c.roleOrigin, client: c.client, version: c.version, versionOrigin: c.versionOrigin },
      );
    });
  }

  it('changing the role writes a directive, and the item then reads it from the directive', async () => {
    const doc = await openExample('broker/server.properties');
    const original = doc.getText();
    try {
      vscode.window.activeTextEditor!.selection = new vscode.Selection(2, 0, 2, 0);
      await waitFor(async () => (await status().refresh())?.role === 'broker', 30_000, 'the broker role');
      assert.equal(await status().assume('role', 'topic'), true);
      assert.match(doc.getText(), /^# kafka-tuning: role=topic$/m);
      const now = await waitFor(async () => { const s = await status().refresh(); return s?.role === 'topic' && s; }, 30_000, 'the role to read topic');
      assert.equal(now.roleOrigin, 'directive');
    } finally {
      const edit = new vscode.WorkspaceEdit();
      edit.replace(doc.uri, new vscode.Range(0, 0, doc.lineCount, 0), original);
      await vscode.workspace.applyEdit(edit);
      await doc.save();
    }
  });
});
