// A broker's listeners / advertised.listeners value: "PLAINTEXT://:9092,SSL://kafka-1:9093" — each
// item a listener name, a host (empty binds every interface) and a port (KafkaConfig /
// SocketServerConfigs: "listener_name://host_name:port"; an IPv6 host in brackets).

export interface Listener {
  /** Upper-cased, as Kafka compares them. */
  name: string;
  host: string;
  port?: number;
}

/** The items of a listeners list; undefined when one of them cannot be read (a placeholder, a typo). */
export function parseListeners(value: string): Listener[] | undefined {
  const out: Listener[] = [];
  for (const item of value.split(',').map((s) => s.trim()).filter(Boolean)) {
    const m = /^([A-Za-z0-9_-]+):\/\/(.*)$/.exec(item);
    if (!m) return undefined;
    // The port is what follows the last colon; a host written as a variable (${HOST:-kafka}) stays as written.
    const port = /:(\d+)\/?$/.exec(m[2]);
    const host = (port ? m[2].slice(0, port.index) : m[2].replace(/\/$/, '')).replace(/^\[|\]$/g, '').toLowerCase();
    out.push({ name: m[1].toUpperCase(), host, ...(port ? { port: Number(port[1]) } : {}) });
  }
  return out;
}
