// Which Apache Kafka release a Confluent Platform release is built on. Confluent's "Supported
// Versions and Interoperability" table pairs each Platform line with an Apache Kafka line:
// 3.3 → 0.11.0, 4.0/4.1 → 1.0/1.1, 5.0–5.5 → 2.0–2.5, 6.0–6.2 → 2.6–2.8, 7.0–7.9 → 3.0–3.9, and
// 8.x → 4.x with the same minor (Confluent Platform 8.0 "builds upon Apache Kafka 4.0"; its Kafka
// Streams upgrade guides name the pairs, "Confluent Platform 8.3.0 (Kafka Streams 4.3.0)").
// One table for every place a Platform version shows up: an image tag (confluentinc/cp-kafka:7.5.0),
// a kafka-clients build (7.6.1-ccs), an install folder (/opt/confluent-6.1.0).

/** The Apache Kafka release line ("2.7") of a Confluent Platform version ("6.1.0"), or undefined off the table. */
export function kafkaOfConfluentPlatform(cp: string): string | undefined {
  const m = /^(\d+)\.(\d+)/.exec(cp.trim());
  if (!m) return undefined;
  const [major, minor] = [Number(m[1]), Number(m[2])];
  if (major === 8) return `4.${minor}`;
  if (major === 7 && minor <= 9) return `3.${minor}`;
  if (major === 6 && minor <= 2) return `2.${6 + minor}`;
  if (major === 5 && minor <= 5) return `2.${minor}`;
  if (major === 4 && minor <= 1) return `1.${minor}`;
  if (major === 3 && minor === 3) return '0.11.0';
  return undefined;
}
