// A bootstrap list that names only this machine (localhost, 127.0.0.0/8, ::1): a development
// cluster, almost always one broker (the Kafka quickstart, a docker-compose with one broker
// published on localhost). Advice that needs several brokers — "use 3 replicas" — cannot be
// followed there: a topic with more replicas than brokers is refused (InvalidReplicationFactorException).

/** True when every host of a bootstrap.servers value is a loopback address. Undefined or empty: false. */
export function onlyLocalBrokers(bootstrap: string | undefined): boolean {
  const hosts = (bootstrap ?? '').split(',').map((s) => s.trim()).filter((s) => s.length > 0).map((a) => brokerAddress(a).host);
  return hosts.length > 0 && hosts.every(isLoopbackHost);
}

/** localhost, 127.0.0.0/8 or ::1. */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || /^127\.\d+\.\d+\.\d+$/.test(host) || host === '::1';
}

/**
 * One entry of a bootstrap list: "PLAINTEXT://kafka:9092" → kafka, 9092; "[::1]:9092" → ::1, 9092;
 * "127.0.0.1" → 127.0.0.1 with no port. An unbracketed IPv6 address is the host as written.
 */
export function brokerAddress(address: string): { host: string; port?: number } {
  const noScheme = address.trim().replace(/^[a-z_]+:\/\//i, '');
  const bracket = /^\[([^\]]+)\](?::(\d+))?$/.exec(noScheme);
  if (bracket) return { host: bracket[1].toLowerCase(), ...(bracket[2] ? { port: Number(bracket[2]) } : {}) };
  if ((noScheme.match(/:/g) ?? []).length > 1) return { host: noScheme.toLowerCase() };
  const [host, port] = noScheme.split(':');
  return { host: host.toLowerCase(), ...(port && /^\d+$/.test(port) ? { port: Number(port) } : {}) };
}

/**
 * The file's own unprefixed `bootstrap.servers` line, as written (possibly empty): what Connect,
 * Streams and MirrorMaker 2 hand to a client prefix (producer.*) that sets none of its own.
 */
export function unprefixedBootstrapLine(text: string): string | undefined {
  return /^[ \t]*bootstrap\.servers[ \t]*[=:][ \t]*(.*)$/m.exec(text)?.[1];
}
