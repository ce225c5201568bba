// The server answers `initialize` before the language service is loaded (server.ts): requiring
// that bundle takes most of a start-up. Every message the client sends after `initialize`
// (`initialized`, the first `didOpen`s, a hover…) must still reach the handlers, in the order sent,
// and those handlers are registered only once the service has loaded. So the reader hands the
// connection everything up to and including `initialize` and holds the rest until release(); the
// writer tells when the answer to `initialize` has been written, which is when loading may begin.
import { Message, type DataCallback, type Disposable, type MessageReader, type MessageWriter } from 'vscode-languageserver/node';

export class HeldAfterInitialize {
  readonly reader: MessageReader;
  readonly writer: MessageWriter;
  /** Messages that came after `initialize`; undefined while they pass straight through. */
  private held: Message[] | undefined;
  private released = false;
  private deliver: DataCallback | undefined;
  private initialize: { id: number | string | null } | undefined;

  /** `answered` runs once, after the answer to `initialize` has been written. */
  constructor(reader: MessageReader, writer: MessageWriter, answered: () => void) {
    this.reader = {
      onError: reader.onError,
      onClose: reader.onClose,
      onPartialMessage: reader.onPartialMessage,
      listen: (callback: DataCallback): Disposable => {
        this.deliver = callback;
        return reader.listen((m) => this.take(m));
      },
      dispose: () => reader.dispose(),
    };
    let done = false;
    this.writer = {
      onError: writer.onError,
      onClose: writer.onClose,
      write: (m: Message) => {
        const written = writer.write(m);
        if (!done && this.initialize && Message.isResponse(m) && m.id === this.initialize.id) {
          done = true;
          // Written or failed: either way nothing more is waiting on the answer.
          void written.finally(answered);
        }
        return written;
      },
      end: () => writer.end(),
      dispose: () => writer.dispose(),
    };
  }

  /** Hands the held messages on, in arrival order, and lets every later one straight through. */
  release(): void {
    if (this.released) return;
    this.released = true;
    const held = this.held ?? [];
    this.held = undefined;
    for (const m of held) this.deliver?.(m);
  }

  private take(m: Message): void {
    if (this.held) {
      this.held.push(m);
      return;
    }
    this.deliver?.(m);
    if (!this.initialize && !this.released && Message.isRequest(m) && m.method === 'initialize') {
      this.initialize = { id: m.id };
      this.held = [];
    }
  }
}
