// A bootstrap list that names only this machine (localhost, 127.0.0.0/8, ::1): a development
// cluster, almost always one broker (the Kafka quickstart, a docker-compose with one broker
// published on localhost). Advice that needs several brokers — "use 3 replicas" — cannot be
// followed there: a topic with more replicas than brokers is refused (InvalidReplicationFactorException).

/** True when every host of a bootstrap.servers value is a loopback address. Undefined or empty: false. */
export function onlyLocalBrokers(bootstrap: string | undefined): boolean {
  const hosts = (bootstrap ?? '').split(',').map((s) => s.trim()).filter((s) => s.length > 0).map(hostOf);
  return hosts.length > 0 && hosts.every((h) => h === 'localhost' || /^127\.\d+\.\d+\.\d+$/.test(h) || h === '::1');
}

/** "PLAINTEXT://localhost:9092" → localhost; "[::1]:9092" → ::1; "127.0.0.1" → 127.0.0.1. */
function hostOf(address: string): string {
  const noScheme = address.replace(/^[a-z_]+:\/\//i, '');
  const bracket = /^\[([^\]]+)\]/.exec(noScheme);
  if (bracket) return bracket[1].toLowerCase();
  if ((noScheme.match(/:/g) ?? []).length > 1) return noScheme.toLowerCase();
  return noScheme.split(':')[0].toLowerCase();
}
