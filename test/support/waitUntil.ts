// A condition wait for tests against real processes (brokers, sockets, files): re-checks `cond`
// until it holds, failing with `what()` once `ms` have passed. Never a fixed sleep.
import { strict as assert } from 'node:assert';

export async function waitUntil(cond: () => boolean | Promise<boolean>, ms: number, what: () => string): Promise<void> {
  const deadline = performance.now() + ms;
  while (!(await cond())) {
    if (performance.now() > deadline) assert.fail(`after ${ms} ms: ${what()}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
