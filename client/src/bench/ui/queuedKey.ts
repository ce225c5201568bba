// One workspaceState key that several things change by read-modify-write (runs finishing at once,
// a clear during a run). Changes go through a queue, so none overwrites another whatever the
// Memento's timing. A change works on a copy, so the Memento's cached value (which read() hands out
// without copying, for the lenses' frequent reads) changes only by update().
import type * as vscode from 'vscode';

export class QueuedKey<T> {
  private writes: Promise<unknown> = Promise.resolve();

  constructor(private readonly memento: vscode.Memento, private readonly key: string, private readonly empty: () => T) {}

  /** The stored value, not a copy: callers only read it. */
  read(): T {
    return this.memento.get<T>(this.key) ?? this.empty();
  }

  change(fn: (value: T) => T): Promise<void> {
    const next = this.writes.then(() => this.memento.update(this.key, fn(structuredClone(this.read()))));
    this.writes = next.catch(() => undefined); // one failed write must not block the ones after it
    return next;
  }
}
