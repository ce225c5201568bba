// StdioGuard's framing in memory: messages split at any byte still arrive whole and in order, and
// only the first `initialize` opens the gate.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { frame, StdioGuard } from '../../server/src/node/stdioGuard';

function feed(bytes: Buffer, chunk: number) {
  const forwarded: string[] = [];
  const replies: string[] = [];
  const fatal: string[] = [];
  const g = new StdioGuard({ forward: (f) => forwarded.push(f.toString()), reply: (f) => replies.push(f), log: () => undefined, fatal: (r) => fatal.push(r) });
  for (let i = 0; i < bytes.length; i += chunk) g.push(bytes.subarray(i, i + chunk));
  return { forwarded, replies, fatal };
}

describe('StdioGuard', () => {
  const init = frame(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { rootUri: 'file:///ä' } }));
  const hover = frame(JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'textDocument/hover', params: {} }));
  it('reassembles messages split at every byte, multi-byte characters included', () => {
    for (const size of [1, 3, 17, 4096]) {
      const r = feed(Buffer.from(hover + init + hover), size);
      assert.deepEqual(r.forwarded, [init, hover], `chunks of ${size}`);
      assert.equal(r.replies.length, 1, 'the hover before initialize is answered by the guard');
      assert.match(r.replies[0], /-32002/);
      assert.deepEqual(r.fatal, []);
    }
  });
  it('a header block that never ends is fatal after MAX_HEADER_BYTES, not buffered forever', () => {
    const r = feed(Buffer.from('X'.repeat(9000)), 1000);
    assert.equal(r.fatal.length, 1);
    assert.match(r.fatal[0], /without the blank line/);
  });
});
