// Work that reads files one by one and handles each synchronously (a scan, a lint run) waits on the
// disk between files unless the next reads are already under way. This starts them in order, a
// bounded number ahead of the item being handled, so memory holds a few texts, not the tree
// (over Apache Kafka's tree each of the three passes that read this way sat idle for a third of
// its time or more with one read at a time; docs/measured.md, 2026-12-07).

/**
 * `take(i)`: the read of items[i], having started those of items[i + 1 … i + ahead]. Items are
 * taken in order, each once; a taken read is forgotten.
 */
export function readAhead<T, R>(items: readonly T[], ahead: number, read: (item: T) => Promise<R>): (i: number) => Promise<R> {
  const started: Array<Promise<R> | undefined> = [];
  return (i) => {
    for (let k = started.length; k < Math.min(items.length, i + 1 + ahead); k++) {
      const r = read(items[k]);
      // A read that fails before it is taken is not an unhandled rejection: it is reported when taken.
      r.catch(() => undefined);
      started.push(r);
    }
    const taken = started[i]!;
    started[i] = undefined;
    return taken;
  };
}
