// Which client reads a .properties-style file: the Java client (java.util.Properties) or a
// librdkafka-based one (confluent-kafka-python/go/dotnet, node-rdkafka, @confluentinc/kafka-javascript,
// kcat), whose examples read the same key=value lines into a config map. Confluent ships both kinds
// side by side (java.config, librdkafka.config), so the file itself has to say which: a comment
// naming librdkafka, the file's name, or keys that only one of the two clients has.
import { baseName } from '../../../../common/src/model';
import { knownInAnyVersion } from '../catalog';
import { rdkProperty } from '../clients/librdkafka';
import { isOldClientKey } from '../clients/scala';

/** Whole words only ("librdkafka-based" counts, "myrdkafkawrapper" does not). */
const NAMES_LIBRDKAFKA = /(?<!\w)(librdkafka|node-rdkafka|rdkafka|confluent[-_]kafka(?:[-_](?:python|go|dotnet|javascript))?|kafka-javascript|kcat|kafkacat)(?!\w)/i;

/** Confluent's example file names: librdkafka.config / librdkafka-sr.config, java.config / java-sr.config. */
const RDK_FILE = /^librdkafka\b/i;
const JAVA_FILE = /^java\b/i;

export interface Dialect {
  client: 'librdkafka';
  /** What told it, for the hover: "comment", "file name", "keys". */
  origin: string;
}

/**
 * librdkafka when the file is named for it or a comment names it; otherwise when more keys are
 * librdkafka's alone (enable.partition.eof, socket.keepalive.enable, sasl.mechanisms) than the Java
 * client's alone (key.serializer, buffer.memory). Keys both have, and the old Scala client's names
 * that librdkafka kept (queue.buffering.max.ms), are no evidence either way.
 */
export function librdkafkaDialect(fileName: string, comments: readonly string[], keys: readonly string[]): Dialect | undefined {
  let rdkOnly = 0;
  let javaOnly = 0;
  for (const k of keys) {
    const side = dialectEvidence(k);
    if (side === 'librdkafka') rdkOnly++;
    else if (side === 'java') javaOnly++;
  }
  return dialectFrom(fileName, comments.some(namesLibrdkafka), rdkOnly, javaOnly);
}

/** librdkafka property names that are also everyday application keys: no evidence either way. */
const GENERIC_WORDS = new Set(['debug']);

/** What one key says: only librdkafka has it, only the Java client has it, or nothing either way. */
export function dialectEvidence(k: string): 'librdkafka' | 'java' | undefined {
  // `debug=true` is as often an application's own switch as librdkafka's debug contexts (check 76:
  // a Java admin.properties beside topic settings was read as librdkafka's and every line "failed").
  if (GENERIC_WORDS.has(k)) return undefined;
  const rdk = rdkProperty(k) !== undefined;
  const java = knownInAnyVersion(k) || isOldClientKey(k);
  if (rdk && !java) return 'librdkafka';
  if (java && !rdk && !isOldClientKey(k)) return 'java';
  return undefined;
}

/** Whether a comment names librdkafka or a client built on it. */
export function namesLibrdkafka(comment: string): boolean {
  return NAMES_LIBRDKAFKA.test(comment);
}

/** The decision from the file name, whether a comment names librdkafka, and the keys' evidence counts. */
export function dialectFrom(fileName: string, commentNames: boolean, rdkOnly: number, javaOnly: number): Dialect | undefined {
  const base = baseName(fileName);
  if (JAVA_FILE.test(base)) return undefined;
  if (RDK_FILE.test(base)) return { client: 'librdkafka', origin: 'file name' };
  // A comment naming librdkafka decides, unless the keys are plainly the Java client's ("# tuned
  // like our librdkafka services" above key.serializer and buffer.memory).
  if (commentNames && !(rdkOnly === 0 && javaOnly >= 2)) return { client: 'librdkafka', origin: 'comment' };
  // Keys of both clients (sasl.username beside ssl.truststore.location): no client takes this file
  // whole, it is an application's own file read key by key (check 73: a Java demo's kafka.properties
  // drew "creating the client fails" on its Java keys). Read as the Java client's, the default.
  return rdkOnly > 0 && javaOnly === 0 ? { client: 'librdkafka', origin: 'keys' } : undefined;
}
