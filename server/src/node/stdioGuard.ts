// The LSP base protocol on stdio, checked before vscode-jsonrpc sees it. Editors other than
// VS Code talk to the server over stdio, and what the server did with a broken stream was hang in
// silence: a malformed header or a body that is not JSON was never answered or logged, a
// Content-Length of 999999999999 made it wait for a terabyte, and requests before `initialize`
// were answered as if the server were ready. Here:
// - a malformed header block is logged and the server exits (there is no way to find the next
//   message reliably); so is a Content-Length over MAX_BODY_BYTES;
// - a body that is not JSON is logged and answered with a JSON-RPC parse error, and reading goes
//   on with the next message (the framing told where it ends);
// - requests before `initialize` get ServerNotInitialized (-32002); notifications then are dropped
//   (except `exit`), as the LSP specification asks.
export const MAX_HEADER_BYTES = 8 * 1024;
/** Larger than any document an editor syncs (VS Code stops at 50 MB); refuses before buffering. */
export const MAX_BODY_BYTES = 64 * 1024 * 1024;

const SERVER_NOT_INITIALIZED = -32002;
const PARSE_ERROR = -32700;
const INVALID_REQUEST = -32600;

export interface GuardOutput {
  /** A checked message, framed again for the JSON-RPC reader. */
  forward(frame: Buffer): void;
  /** A response the guard gives itself (framed), written to the client. */
  reply(frame: string): void;
  log(line: string): void;
  /** The stream cannot be read any further. */
  fatal(reason: string): void;
}

export function frame(body: string | Buffer): string {
  const text = typeof body === 'string' ? body : body.toString('utf8');
  return `Content-Length: ${Buffer.byteLength(text, 'utf8')}\r\n\r\n${text}`;
}

export class StdioGuard {
  private buf: Buffer = Buffer.alloc(0);
  /** Chunks not yet joined: a 5 MB didOpen comes in ~80 chunks, joined once it is whole, not at each. */
  private parts: Buffer[] = [];
  private size = 0;
  /** Bytes the message in progress needs before it can be read (0: not known yet). */
  private want = 0;
  private initialized = false;
  private dead = false;

  constructor(private readonly out: GuardOutput) {}

  push(chunk: Buffer): void {
    if (this.dead) return;
    this.parts.push(chunk);
    this.size += chunk.length;
    if (this.size < this.want) return;
    this.buf = this.parts.length === 1 ? this.parts[0] : Buffer.concat(this.parts, this.size);
    this.want = 0;
    this.read();
    this.parts = this.buf.length && !this.dead ? [this.buf] : [];
    this.size = this.buf.length;
  }

  private read(): void {
    for (;;) {
      const end = this.buf.indexOf('\r\n\r\n');
      if (end === -1) {
        if (this.buf.length > MAX_HEADER_BYTES) this.die(`malformed LSP header: ${MAX_HEADER_BYTES} bytes without the blank line that ends a header block (starts ${JSON.stringify(this.buf.subarray(0, 40).toString('latin1'))})`);
        return;
      }
      const length = this.contentLength(this.buf.subarray(0, end).toString('latin1'));
      if (length === undefined) return;
      if (this.buf.length < end + 4 + length) {
        this.want = end + 4 + length;
        return;
      }
      const body = this.buf.subarray(end + 4, end + 4 + length);
      this.buf = this.buf.subarray(end + 4 + length);
      this.message(body);
      if (this.dead) return;
    }
  }

  private contentLength(header: string): number | undefined {
    let length: number | undefined;
    for (const line of header.split('\r\n')) {
      const m = /^([^:\s]+):[ \t]*(.*)$/.exec(line);
      if (!m) return this.die(`malformed LSP header line ${JSON.stringify(line.slice(0, 80))} (expected "Name: value")`);
      if (m[1].toLowerCase() !== 'content-length') continue;
      if (!/^\d+$/.test(m[2].trim())) return this.die(`malformed Content-Length ${JSON.stringify(m[2].slice(0, 40))}`);
      length = Number(m[2].trim());
    }
    if (length === undefined) return this.die(`LSP header without Content-Length: ${JSON.stringify(header.slice(0, 80))}`);
    if (length > MAX_BODY_BYTES) return this.die(`refusing a message of Content-Length ${length} bytes (the limit is ${MAX_BODY_BYTES})`);
    return length;
  }

  private message(body: Buffer): void {
    let msg: { id?: unknown; method?: unknown } | undefined;
    try {
      msg = JSON.parse(body.toString('utf8')) as typeof msg;
    } catch (e) {
      this.out.log(`kafka-tuning: skipped a message whose body is not JSON (${(e as Error).message})`);
      this.out.reply(frame(JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: PARSE_ERROR, message: `Parse error: ${(e as Error).message}` } })));
      return;
    }
    if (!msg || typeof msg !== 'object' || Array.isArray(msg)) {
      this.out.log('kafka-tuning: skipped a message that is not a JSON-RPC object');
      this.out.reply(frame(JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: INVALID_REQUEST, message: 'Invalid request: not a JSON-RPC object' } })));
      return;
    }
    const isRequest = typeof msg.method === 'string' && msg.id !== undefined && msg.id !== null;
    if (!this.initialized && typeof msg.method === 'string') {
      if (msg.method === 'initialize') this.initialized = true;
      else if (msg.method !== 'exit') {
        if (isRequest) this.out.reply(frame(JSON.stringify({ jsonrpc: '2.0', id: msg.id, error: { code: SERVER_NOT_INITIALIZED, message: `Server not initialized: '${msg.method}' before 'initialize'` } })));
        return;
      }
    }
    // The body's bytes as they came: decoding and re-encoding a 5 MB didOpen cost the LSP thread tens of ms.
    this.out.forward(Buffer.concat([Buffer.from(`Content-Length: ${body.length}\r\n\r\n`, 'latin1'), body]));
  }

  private die(reason: string): undefined {
    this.dead = true;
    this.out.fatal(reason);
    return undefined;
  }
}
