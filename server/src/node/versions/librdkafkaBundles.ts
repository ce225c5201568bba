// The librdkafka each published release of the librdkafka-based Node clients bundles: the
// "librdkafka" field of that release's own package.json, as the npm registry serves it
// (`npm view <package>@<version> librdkafka`). Each release builds or ships the librdkafka it names,
// so the pair is fixed per release.
//   - node-rdkafka, read 2026-12-05 (the Blizzard/node-rdkafka tags agree); releases before 2.5.0
//     carry no such field and are left out.
//   - @confluentinc/kafka-javascript, read 2026-12-06; its early "-devel" releases name "master",
//     no release, and are left out.
// A release not listed keeps its librdkafka unknown, and nothing version-specific is said for it.
type Package = 'node-rdkafka' | '@confluentinc/kafka-javascript';

const BUNDLED: Readonly<Record<Package, Readonly<Record<string, string>>>> = {
  '@confluentinc/kafka-javascript': {
    '0.2.0': '2.5.3', '0.2.1': '2.5.3', '0.3.0': '2.6.0', '1.0.0': '2.6.1', '1.2.0': '2.8.0', '1.3.0': '2.10.0',
    '1.3.1': '2.10.0', '1.3.2': '2.10.1', '1.4.0': '2.11.0', '1.4.1': '2.11.1', '1.5.0': '2.11.1', '1.6.0': '2.12.0',
    '1.7.0': '2.12.1', '1.8.0': '2.13.0', '1.8.2': '2.13.2', '1.9.0': '2.14.0', '1.9.1': '2.14.2', '1.10.0': '2.15.0',
    '1.10.1': '2.15.1',
  },
  'node-rdkafka': {
    '2.5.0': '0.11.5', '2.5.1': '0.11.5', '2.6.1': '0.11.6', '2.7.0': '0.11.6', '2.7.1': '1.1.0', '2.7.4': '1.2.2',
    '2.8.0': '1.3.0', '2.8.1': '1.3.0', '2.9.0': '1.4.2', '2.9.1': '1.4.2', '2.10.0': '1.5.2', '2.10.1': '1.5.3',
    '2.11.0': '1.6.1', '2.12.0': '1.7.0', '2.13.0': '1.8.2', '2.14.4': '1.9.2', '2.14.6': '1.9.2', '2.15.0': '2.0.2',
    '2.16.0': '2.1.1', '2.16.1': '2.1.1', '2.17.0': '2.2.0', '2.18.0': '2.3.0', '3.0.0': '2.3.0', '3.0.1': '2.3.0',
    '3.1.0': '2.5.0', '3.1.1': '2.5.3', '3.2.1': '2.6.1', '3.3.0': '2.8.0', '3.3.1': '2.8.0', '3.4.0': '2.10.0',
    '3.4.1': '2.10.1', '3.5.0': '2.11.1', '3.6.0': '2.12.0', '3.6.1': '2.12.0',
  },
};

/** The packages, in the order an install is looked for (the Confluent client first). */
export const BUNDLING_PACKAGES = Object.keys(BUNDLED) as Package[];

/** The librdkafka a release of the package bundles; undefined for a release not listed (older, newer or unpublished). */
export function librdkafkaBundledBy(pkg: Package, version: string): string | undefined {
  return BUNDLED[pkg][version.trim().replace(/^v/, '')];
}
