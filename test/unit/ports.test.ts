// The rig's port picker: a 3-node cluster needs six distinct ports at once (CI once got one port
// twice and Kafka refused to format a node with both listeners on it).
import { strict as assert } from 'node:assert';
import { createServer } from 'node:net';
import { describe, it } from 'node:test';
import { freePorts } from '../../scripts/ports';

describe('freePorts', () => {
  it('hands out distinct ports, skips the ones to avoid, and leaves them bindable', async () => {
    const avoid = await freePorts(5);
    const ports = await freePorts(60, '127.0.0.1', avoid);
    assert.equal(ports.length, 60);
    assert.equal(new Set(ports).size, 60);
    assert.ok(ports.every((p) => !avoid.includes(p)));
    // Released again: each one can be bound right away.
    for (const p of ports.slice(0, 6)) {
      await new Promise<void>((resolve, reject) => {
        const s = createServer().once('error', reject).listen(p, '127.0.0.1', () => s.close(() => resolve()));
      });
    }
  });
});
