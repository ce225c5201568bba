// The bundled language server over stdio, started as another editor starts it
// (`node server/out/server.js --stdio`), with a test client on its pipes.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { ExitNotification, ShutdownRequest } from 'vscode-languageserver-protocol/node';
import { TestClient } from './lspClient';

export const BUNDLED_SERVER = join(__dirname, '../../server/out/server.js');

/** `nodeArgs` go before the script (node options, `-r` preloads); `stop()` shuts the server down the way an editor does and waits for it to exit. */
export function spawnServer(nodeArgs: readonly string[] = []) {
  const child = spawn(process.execPath, [...nodeArgs, BUNDLED_SERVER, '--stdio'], { stdio: ['pipe', 'pipe', 'inherit'] });
  const client = new TestClient(child.stdout, child.stdin);
  const stop = async () => {
    await client.conn.sendRequest(ShutdownRequest.type);
    await client.conn.sendNotification(ExitNotification.type);
    if (child.exitCode === null) await once(child, 'exit');
    client.dispose();
  };
  return { child, client, stop };
}
