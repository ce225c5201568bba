// The bundled server on stdio against a broken or hostile stream, as other editors' users meet it.
// Before: a malformed header or a non-JSON body left it hanging in silence, a Content-Length of
// 999999999999 made it wait for a terabyte, a request before `initialize` was answered as if it were
// ready, and closing its stdout crashed it with a stack trace.
import assert from 'node:assert/strict';
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { waitUntil } from '../support/waitUntil';

const SERVER = join(__dirname, '../../server/out/server.js');

interface Server {
  child: ChildProcessWithoutNullStreams;
  out: () => string;
  err: () => string;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function start(): Server {
  const child = spawn(process.execPath, [SERVER, '--stdio']);
  let out = '';
  let err = '';
  // One decoder per stream: a multi-byte character split between chunks stays whole.
  child.stdout.setEncoding('utf8');
  child.stderr.setEncoding('utf8');
  child.stdout.on('data', (c: string) => (out += c));
  child.stderr.on('data', (c: string) => (err += c));
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((r) => child.on('exit', (code, signal) => r({ code, signal })));
  return { child, out: () => out, err: () => err, exit };
}

const frame = (o: unknown) => {
  const body = JSON.stringify(o);
  return `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
};

/** Waits for the exit with a deadline; kills the server and fails if it does not come. */
async function exited(s: Server, ms: number): Promise<{ code: number | null }> {
  const timer = new Promise<'late'>((r) => setTimeout(() => r('late'), ms).unref());
  const r = await Promise.race([s.exit, timer]);
  if (r === 'late') {
    s.child.kill('SIGKILL');
    assert.fail(`still running ${ms} ms later; stderr: ${s.err()}`);
  }
  return r;
}

describe('stdio server edges', () => {
  it('a malformed header is logged and the server exits', async () => {
    const s = start();
    s.child.stdin.write('Content-Lenght: 10\r\n\r\n{"a":1}');
    const r = await exited(s, 10_000);
    assert.equal(r.code, 1);
    assert.match(s.err(), /LSP header without Content-Length: "Content-Lenght: 10"; the language server stops/);
  });

  it('a Content-Length over the bound is refused at once, not waited for', async () => {
    const s = start();
    s.child.stdin.write('Content-Length: 999999999999\r\n\r\n{');
    const r = await exited(s, 10_000);
    assert.equal(r.code, 1);
    assert.match(s.err(), /refusing a message of Content-Length 999999999999 bytes \(the limit is 67108864\)/);
  });

  it('a body that is not JSON gets a parse error, and the next message is read (resync)', async () => {
    const s = start();
    s.child.stdin.write('Content-Length: 5\r\n\r\n{oops');
    s.child.stdin.write(frame({ jsonrpc: '2.0', id: 7, method: 'initialize', params: { processId: null, rootUri: null, capabilities: {} } }));
    await waitUntil(() => /"id":7,"result":\{"capabilities"/.test(s.out()), 15_000, () => `no initialize result; stdout: ${s.out()} stderr: ${s.err()}`);
    assert.match(s.out(), /"id":null,"error":\{"code":-32700,"message":"Parse error/);
    assert.match(s.err(), /skipped a message whose body is not JSON/);
    s.child.kill();
    await s.exit;
  });

  it('a request before initialize gets ServerNotInitialized (-32002)', async () => {
    const s = start();
    s.child.stdin.write(frame({ jsonrpc: '2.0', id: 1, method: 'textDocument/hover', params: { textDocument: { uri: 'file:///x.properties' }, position: { line: 0, character: 0 } } }));
    await waitUntil(() => /"id":1,"error"/.test(s.out()), 15_000, () => `no answer; stdout: ${s.out()}`);
    assert.match(s.out(), /"code":-32002,"message":"Server not initialized: 'textDocument\/hover' before 'initialize'"/);
    s.child.kill();
    await s.exit;
  });

  it('closing its stdout makes it exit quietly (no stack trace)', async () => {
    const s = start();
    s.child.stdout.destroy();
    s.child.stdin.write(frame({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { processId: null, rootUri: null, capabilities: {} } }));
    const r = await exited(s, 10_000);
    assert.equal(r.code, 0);
    assert.equal(s.err(), '');
  });
});
