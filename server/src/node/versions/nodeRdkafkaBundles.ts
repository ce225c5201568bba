// The librdkafka each published node-rdkafka release bundles: the "librdkafka" field of that
// release's own package.json (the registry's copy, `npm view node-rdkafka@'>=2.5.0' version librdkafka`,
// read 2026-12-05; the Blizzard/node-rdkafka tags agree). node-rdkafka builds the librdkafka in its
// deps/ at install, so this pair is fixed per release. Releases before 2.5.0 carry no such field and
// are left out: their librdkafka stays unknown, and nothing version-specific is said for them.
const BUNDLED: Readonly<Record<string, string>> = {
  '2.5.0': '0.11.5', '2.5.1': '0.11.5', '2.6.1': '0.11.6', '2.7.0': '0.11.6', '2.7.1': '1.1.0', '2.7.4': '1.2.2',
  '2.8.0': '1.3.0', '2.8.1': '1.3.0', '2.9.0': '1.4.2', '2.9.1': '1.4.2', '2.10.0': '1.5.2', '2.10.1': '1.5.3',
  '2.11.0': '1.6.1', '2.12.0': '1.7.0', '2.13.0': '1.8.2', '2.14.4': '1.9.2', '2.14.6': '1.9.2', '2.15.0': '2.0.2',
  '2.16.0': '2.1.1', '2.16.1': '2.1.1', '2.17.0': '2.2.0', '2.18.0': '2.3.0', '3.0.0': '2.3.0', '3.0.1': '2.3.0',
  '3.1.0': '2.5.0', '3.1.1': '2.5.3', '3.2.1': '2.6.1', '3.3.0': '2.8.0', '3.3.1': '2.8.0', '3.4.0': '2.10.0',
  '3.4.1': '2.10.1', '3.5.0': '2.11.1', '3.6.0': '2.12.0', '3.6.1': '2.12.0',
};

/** The librdkafka a node-rdkafka release bundles; undefined for a release not listed (older, newer or unpublished). */
export function librdkafkaOfNodeRdkafka(version: string): string | undefined {
  return BUNDLED[version.trim().replace(/^v/, '')];
}
