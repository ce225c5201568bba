// The LSP base protocol on stdout, one write per message. vscode-jsonrpc's StreamMessageWriter
// writes the header, waits for that write's callback, then writes the body: two system calls with
// at least one event-loop turn between them, and the editor wakes up for the header alone. Here
// header and body go out in one write. Measured on the project's 2-core machine, five interleaved
// runs of 600 hovers and completions each: p99 3.32 ms median against 3.67 ms with the stock writer,
// p50 0.95 against 1.05 ms (docs/measured.md, 2026-12-06).
import { AbstractMessageWriter, type Message, type MessageWriter } from 'vscode-languageserver/node';

export class FrameWriter extends AbstractMessageWriter implements MessageWriter {
  private errors = 0;

  constructor(private readonly out: NodeJS.WritableStream) {
    super();
    out.on('error', (e: Error) => this.fireError(e));
    out.on('close', () => this.fireClose());
  }

  write(msg: Message): Promise<void> {
    const body = Buffer.from(JSON.stringify(msg), 'utf8');
    const frame = Buffer.concat([Buffer.from(`Content-Length: ${body.byteLength}\r\n\r\n`, 'ascii'), body]);
    return new Promise((resolve, reject) => {
      this.out.write(frame, (e?: Error | null) => {
        if (!e) return resolve();
        this.fireError(e, msg, ++this.errors);
        reject(e);
      });
    });
  }

  end(): void {
    this.out.end();
  }
}
