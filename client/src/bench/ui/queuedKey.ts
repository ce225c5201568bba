// One workspaceState key that several things change by read-modify-write (runs finishing at once,
// a clear during a run). Changes go through a queue, so none overwrites another whatever the
// Memento's timing; reads hand out copies, so the Memento's cached value changes only by update().
import type * as vscode from 'vscode';

export class QueuedKey<T> {
  private writes: Promise<unknown> = Promise.resolve();

  constructor(private readonly memento: vscode.Memento, private readonly key: string, private readonly empty: () => T) {}

  read(): T {
    const v = this.memento.get<T>(this.key);
    return v === undefined ? this.empty() : structuredClone(v);
  }

  change(fn: (value: T) => T): Promise<void> {
    const next = this.writes.then(() => this.memento.update(this.key, fn(this.read())));
    this.writes = next.catch(() => undefined); // one failed write must not block the ones after it
    return next;
  }
}
