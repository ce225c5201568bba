// Free loopback ports for the test rig (Kafka listeners, code-server, fault-injection servers).
import { createServer, type Server } from 'node:net';

/**
 * `count` distinct ports the kernel hands out on `host`. Every socket stays bound until all are
 * picked: closing one before asking for the next let Linux hand out the same port twice, and a
 * Kafka node then failed to format with both of its listeners on one port (CI, 2026-12-03).
 * The ports are free again when this returns; whoever binds them next may still race another
 * process, which is rare enough on loopback to surface as a "port in use" error, not a hang.
 */
export async function freePorts(count: number, host = '127.0.0.1', avoid: readonly number[] = []): Promise<number[]> {
  const servers: Server[] = [];
  const ports: number[] = [];
  try {
    while (ports.length < count) {
      const s = createServer();
      servers.push(s);
      const port = await new Promise<number>((resolve, reject) => {
        s.once('error', reject);
        s.listen(0, host, () => {
          const a = s.address();
          if (a && typeof a === 'object') resolve(a.port); else reject(new Error(`no port on ${host}`));
        });
      });
      if (!avoid.includes(port)) ports.push(port);
    }
    return ports;
  } finally {
    await Promise.all(servers.map((s) => new Promise<void>((r) => (s.listening ? s.close(() => r()) : r()))));
  }
}

export async function freePort(host = '127.0.0.1'): Promise<number> {
  return (await freePorts(1, host))[0];
}
