// Which Apache Kafka client a build gets when it does not name kafka-clients' version itself.
//
// Spring Boot manages kafka-clients: the `library("Kafka", …)` entry of spring-boot-dependencies
// (spring-boot-project/spring-boot-dependencies/build.gradle, platform/… from 4.0; the
// <kafka.version> property of its pom.xml before 2.3), read at every release tag of
// spring-projects/spring-boot. Boot 2.0.0 and 2.0.1 managed only spring-kafka (2.1.4, 2.1.5), not
// kafka-clients: those builds get the kafka-clients that spring-kafka's build.gradle names.
//
// Spring Kafka's own pom depends on the kafka-clients its build names (`kafkaVersion` in
// build.gradle, gradle/libs.versions.toml from 4.0), read at every release tag of
// spring-projects/spring-kafka: what a build without Boot's management resolves transitively.
//
// Confluent's `x.y.z-ccs` kafka-clients are Apache Kafka rebuilt for a Confluent Platform
// release: the Platform line names the Apache line (common/src/kafka/confluentPlatform.ts).
import { kafkaOfConfluentPlatform } from '../../../../common/src/kafka/confluentPlatform';

/** Per release line, the first patch from which each Kafka version was managed. */
type Lines = Record<string, ReadonlyArray<readonly [firstPatch: number, kafka: string]>>;

const BOOT: Lines = {
  '2.0': [[2, '1.0.1'], [4, '1.0.2']],
  '2.1': [[0, '2.0.0'], [1, '2.0.1']],
  '2.2': [[0, '2.3.0'], [1, '2.3.1']],
  '2.3': [[0, '2.5.0'], [3, '2.5.1']],
  '2.4': [[0, '2.6.0'], [6, '2.6.2'], [13, '2.6.3']],
  '2.5': [[0, '2.7.1'], [7, '2.7.2']],
  '2.6': [[0, '3.0.0'], [5, '3.0.1'], [12, '3.0.2']],
  '2.7': [[0, '3.1.1'], [4, '3.1.2']],
  '3.0': [[0, '3.3.1'], [2, '3.3.2']],
  '3.1': [[0, '3.4.0'], [1, '3.4.1']],
  '3.2': [[0, '3.6.0'], [1, '3.6.1'], [5, '3.6.2']],
  '3.3': [[0, '3.7.0'], [2, '3.7.1'], [7, '3.7.2']],
  '3.4': [[0, '3.8.1']],
  '3.5': [[0, '3.9.1'], [12, '3.9.2']],
  '4.0': [[0, '4.1.1'], [4, '4.1.2']],
  '4.1': [[0, '4.2.1']],
};

const SPRING_KAFKA: Lines = {
  // spring-kafka 1.x and 2.0 (kafkaVersion in each release tag's build.gradle).
  '1.0': [[0, '0.9.0.1']],
  '1.1': [[0, '0.10.0.1'], [2, '0.10.1.1']],
  '1.2': [[0, '0.10.2.0'], [3, '0.10.2.1']],
  '1.3': [[0, '0.11.0.0'], [5, '0.11.0.2'], [11, '0.11.0.3']],
  '2.0': [[0, '0.11.0.0'], [5, '0.11.0.2']],
  '2.1': [[0, '1.0.0'], [5, '1.0.1'], [8, '1.0.2']],
  '2.2': [[0, '2.0.0'], [3, '2.0.1']],
  '2.3': [[0, '2.3.0'], [2, '2.3.1']],
  '2.4': [[0, '2.4.0'], [5, '2.4.1']],
  '2.5': [[0, '2.5.0'], [5, '2.5.1']],
  '2.6': [[0, '2.6.0'], [5, '2.6.1'], [8, '2.6.2'], [12, '2.6.3']],
  '2.7': [[0, '2.7.0'], [1, '2.7.1'], [9, '2.7.2']],
  '2.8': [[0, '3.0.0'], [4, '3.0.1'], [9, '3.0.2']],
  '2.9': [[0, '3.2.0'], [1, '3.2.2'], [2, '3.2.3']],
  '3.0': [[0, '3.3.1'], [3, '3.3.2']],
  '3.1': [[0, '3.6.0'], [1, '3.6.1'], [4, '3.6.2']],
  '3.2': [[0, '3.7.0'], [2, '3.7.1'], [6, '3.7.2']],
  '3.3': [[0, '3.8.1']],
  '4.0': [[0, '4.1.1'], [5, '4.1.2']],
  '4.1': [[0, '4.2.1']],
};

function lookup(lines: Lines, version: string): string | undefined {
  const m = /^(\d+)\.(\d+)(?:\.(\d+))?/.exec(version.trim());
  if (!m) return undefined;
  const line = lines[`${m[1]}.${m[2]}`];
  if (!line) return undefined;
  const patch = Number(m[3] ?? 0);
  let pick: string | undefined;
  for (const [first, kafka] of line) if (patch >= first) pick = kafka;
  return pick;
}

/**
 * Boot releases that managed spring-kafka but not kafka-clients (spring-boot-dependencies pom at
 * v2.0.0.RELEASE and v2.0.1.RELEASE, and every 1.5.x below): the application gets the kafka-clients
 * of that spring-kafka.
 */
const BOOT_SPRING_KAFKA_ONLY: Record<string, string> = { '2.0.0': '2.1.4', '2.0.1': '2.1.5' };

/** Boot 1.5.x managed spring-kafka 1.1.x only (spring-boot-dependencies pom at each v1.5.x.RELEASE). */
const BOOT_1_5_SPRING_KAFKA: Lines = { '1.5': [[0, '1.1.2'], [2, '1.1.3'], [3, '1.1.4'], [4, '1.1.6'], [8, '1.1.7'], [11, '1.1.8']] };

/**
 * The kafka-clients a Spring Boot version manages (spring-boot-starter-parent / spring-boot-dependencies),
 * or, for a release that managed only spring-kafka, the one that spring-kafka depends on (`via`).
 */
export function bootKafka(bootVersion: string): { kafka: string; via?: string } | undefined {
  const release = /^(\d+\.\d+\.\d+)/.exec(bootVersion.trim())?.[1];
  const via = release ? BOOT_SPRING_KAFKA_ONLY[release] ?? lookup(BOOT_1_5_SPRING_KAFKA, release) : undefined;
  if (via) {
    const kafka = lookup(SPRING_KAFKA, via);
    return kafka ? { kafka, via } : undefined;
  }
  const kafka = lookup(BOOT, bootVersion);
  return kafka ? { kafka } : undefined;
}

/** How a Boot version's kafka-clients is said in a version's origin. */
export function bootKafkaOrigin(what: string, boot: string, found: { kafka: string; via?: string }): string {
  return found.via
    ? `${what} ${boot} manages spring-kafka ${found.via}, which depends on kafka-clients ${found.kafka}`
    : `${what} ${boot} manages kafka-clients ${found.kafka}`;
}

/** The kafka-clients a Spring Kafka version depends on. */
export function springKafkaKafka(springKafkaVersion: string): string | undefined {
  return lookup(SPRING_KAFKA, springKafkaVersion);
}

/** A Confluent `7.6.1-ccs` (or `-ce`) kafka-clients version: the Apache Kafka line it is built from. */
export function confluentToApache(version: string): { apache?: string; platform: string } | undefined {
  const m = /^(\d+)\.(\d+)\.\d+(?:-\d+)?-(?:ccs|ce)$/i.exec(version.trim());
  if (!m) return undefined;
  const platform = `${m[1]}.${m[2]}`;
  return { apache: kafkaOfConfluentPlatform(platform), platform };
}

/**
 * A vendor's rebuild of an Apache release, named after it:
 * - Cloudera (CDP) / Hortonworks (HDP), "2.5.0.7.2.11.0-233": the upstream release, then the
 *   platform release and the build number;
 * - Red Hat (AMQ Streams / Streams for Apache Kafka, from Red Hat's Maven repository),
 *   "3.7.0.redhat-00007": the upstream release, then `redhat-` and the build number.
 */
export function vendorBuildToApache(version: string): { apache: string; platform: string } | undefined {
  const v = version.trim();
  const cdp = /^(\d+\.\d+\.\d+)\.(\d+\.\d+\.\d+(?:\.\d+)?)-\d+$/.exec(v);
  if (cdp) return { apache: cdp[1], platform: cdp[2] };
  const redHat = /^(\d+\.\d+\.\d+)\.redhat-\d+$/i.exec(v);
  return redHat ? { apache: redHat[1], platform: 'Red Hat' } : undefined;
}

/**
 * An Apache Kafka release before 1.0, which has four parts (0.8.2.2, 0.10.2.1, 0.11.0.1: the
 * release tags of apache/kafka up to 0.11.0.3), or Confluent Platform 3.x's build of one
 * ("0.10.2.0-cp1", "0.11.0.1-cp1": Confluent's suffix on the Apache version). Read as its first
 * three parts, the release line the catalogs and rules compare: 0.11.0.1 → 0.11.0.
 */
export function preOneToApache(version: string): { apache: string; confluent: boolean } | undefined {
  const m = /^(0\.\d+\.\d+)(?:\.\d+)?(-cp\d+)?$/i.exec(version.trim());
  if (!m || (!m[2] && !/^0\.\d+\.\d+\.\d+$/.test(version.trim()))) return undefined;
  return { apache: m[1], confluent: !!m[2] };
}

/** A dotted release version ("3.7.1", "3.7"), not a range, property or qualifier we cannot place. */
export function isPlainVersion(v: string): boolean {
  return /^\d+\.\d+(\.\d+)?$/.test(v.trim());
}
