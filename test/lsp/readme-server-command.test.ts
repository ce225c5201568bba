// The README's command for editors other than VS Code starts the server with the same node options
// as the VS Code client (common/src/serverProcess.ts), and that command serves: a document opened
// through it gets its diagnostics, also from the analysis worker the flag concerns.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { ExitNotification, ShutdownRequest } from 'vscode-languageserver-protocol/node';
import { SERVER_NODE_OPTIONS } from '../../common/src/serverProcess';
import { TestClient } from '../support/lspClient';

const ROOT = join(__dirname, '../..');
const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
const section = readme.slice(readme.indexOf('## Command line and other editors'));

describe("README: the language server's command for other editors", () => {
  const command = /`node ((?:--\S+ )*)server\/out\/server\.js --stdio`/.exec(section);

  it('uses the node options the VS Code client uses', () => {
    assert.ok(command, 'the README names a `node … server/out/server.js --stdio` command');
    assert.deepEqual(command[1].trim().split(' ').filter(Boolean), [...SERVER_NODE_OPTIONS]);
    const lua = /cmd = \{ ([^}]*) \}/.exec(section)?.[1].split(',').map((s) => s.trim().replace(/^'|'$/g, ''));
    assert.deepEqual(lua?.slice(1, -2), [...SERVER_NODE_OPTIONS], 'the Neovim example passes the same options');
  });

  it('serves a document, a large one analysed off the LSP thread included', async () => {
    const flags = command![1].trim().split(' ').filter(Boolean);
    const child = spawn(process.execPath, [...flags, join(ROOT, 'server/out/server.js'), '--stdio'], { stdio: ['pipe', 'pipe', 'inherit'] });
    const client = new TestClient(child.stdout, child.stdin);
    try {
      await client.initialize();
      // Well over the size the server hands to its worker thread.
      const big = Array.from({ length: 4000 }, (_, i) => `# filler line ${i}`).join('\n') + '\nbatch.size=1024\nlinger.ms=5ms\n';
      const uri = 'file:///tmp/readme-command/producer.properties';
      await client.open(uri, 'properties', big);
      const published = client.diagnostics(uri, (p) => p.diagnostics.length > 0, 30_000);
      const codes = (await published).diagnostics.map((d) => String(d.code));
      assert.ok(codes.includes('invalid-value'), codes.join(', '));
    } finally {
      await client.conn.sendRequest(ShutdownRequest.type);
      await client.conn.sendNotification(ExitNotification.type);
      if (child.exitCode === null) await once(child, 'exit');
      client.dispose();
    }
  });
});
