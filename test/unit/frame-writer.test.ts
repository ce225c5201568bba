// The server's stdout writer: one write per message, header and body together, with the body's
// length in bytes (vscode-jsonrpc's StreamMessageWriter writes them separately, the body only after
// the header's write has called back).
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { describe, it } from 'node:test';
import type { ResponseMessage } from 'vscode-languageserver/node';
import { FrameWriter } from '../../server/src/node/frameWriter';

const response = (id: number): ResponseMessage => ({ jsonrpc: '2.0', id, result: null });

function sink() {
  const chunks: Buffer[] = [];
  const out = new Writable({ write(chunk: Buffer, _enc, done) { chunks.push(Buffer.from(chunk)); done(); } });
  return { out, chunks };
}

describe('FrameWriter (one write per LSP message)', () => {
  it('writes header and body as one chunk, with Content-Length in bytes', async () => {
    const { out, chunks } = sink();
    const writer = new FrameWriter(out);
    const msg = { jsonrpc: '2.0', id: 7, result: { contents: 'linger.ms ≈ 5 ms — batch' } } as const;
    await writer.write(msg);
    assert.equal(chunks.length, 1);
    const text = chunks[0].toString('utf8');
    const [header, body] = text.split('\r\n\r\n');
    assert.equal(body, JSON.stringify(msg));
    assert.equal(header, `Content-Length: ${Buffer.byteLength(body, 'utf8')}`);
    assert.notEqual(Buffer.byteLength(body, 'utf8'), body.length, 'the body holds multi-byte characters, so bytes and characters differ');
  });

  it('keeps the order of messages written one after another without waiting', async () => {
    const { out, chunks } = sink();
    const writer = new FrameWriter(out);
    await Promise.all([1, 2, 3].map((id) => writer.write(response(id))));
    assert.deepEqual(chunks.map((c) => JSON.parse(c.toString('utf8').split('\r\n\r\n')[1]).id), [1, 2, 3]);
  });

  it('reports a failed write through onError and the returned promise', async () => {
    const out = new Writable({ write(_chunk, _enc, done) { done(new Error('pipe closed')); } });
    out.on('error', () => undefined);
    const writer = new FrameWriter(out);
    const errors: unknown[] = [];
    writer.onError((e) => errors.push(e));
    await assert.rejects(writer.write(response(1)), /pipe closed/);
    assert.ok(errors.length >= 1);
  });
});
