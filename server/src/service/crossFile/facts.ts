// What the workspace's code says about Kafka clients beyond one file, gathered by the Node side
// (server/src/node/codeScan.ts) through the same parsers the analysis uses, and read by the
// extractors: a kafkajs producer created in one module and used in another, a custom prefix of
// application.yml that the app's own @ConfigurationProperties class hands to a Kafka client.
import { URI, Utils } from 'vscode-uri';
import type { Role } from '../model';
import type { KafkajsGroupUse } from './kafkajsGroups';

/** A kafkajs (or CKJS KafkaJS-API) client a module exports: `export const producer = kafka.producer({...})`. */
export interface TsClientExport {
  /** The exported name; 'default' for `export default`. */
  name: string;
  library: 'kafkajs' | 'ckjs';
  api: 'client' | 'producer' | 'consumer' | 'admin';
  /** A producer written with idempotent: true. */
  idempotent?: boolean;
  /** The exporting file, relative to its workspace folder, for messages. */
  file: string;
}

/**
 * A map bound by `@ConfigurationProperties` under `path` (relaxed form, "nakadi.kafka.producer")
 * that the workspace's code hands to a Kafka client or Spring factory.
 */
export interface BoundKafkaMap {
  path: string;
  role: Role;
  /**
   * The map is the client's whole config (passed as is, or copied unchanged); false when the code
   * adds keys of its own or merges it into another map: then the keys written under `path` are
   * overrides of a config the file does not show.
   */
  whole: boolean;
  /** The Java file that binds it, for labels ("KafkaSettings.java"). */
  source: string;
}

export interface CodeFacts {
  /** By module key (moduleKey()): the Kafka clients the module exports. */
  tsExports?: Readonly<Record<string, readonly TsClientExport[]>>;
  boundKafkaMaps?: readonly BoundKafkaMap[];
  /** The kafkajs consumers whose groupId and topics are literals, across the workspace (kafkajsGroups.ts). */
  kafkajsGroups?: readonly KafkajsGroupUse[];
}

const SCRIPT_EXT = /\.(?:[cm]?[jt]sx?)$/;

/** A module's identity for import matching: its URI key without the script extension and a trailing /index. */
export function moduleKey(uri: string): string {
  const u = URI.parse(uri);
  let path = u.path.replace(SCRIPT_EXT, '').replace(/\/index$/, '');
  if (/^\/[A-Za-z]:/.test(path)) path = path.toLowerCase();
  return `${u.scheme}://${u.authority.toLowerCase()}${path}`;
}

/**
 * The module key a relative import (`./kafka`, `../lib/kafka.js`) names from a document; undefined
 * for a package import, which no workspace file answers.
 */
export function importedModuleKey(fromUri: string, specifier: string): string | undefined {
  if (!/^\.\.?(?:\/|$)/.test(specifier)) return undefined;
  try {
    return moduleKey(Utils.resolvePath(Utils.dirname(URI.parse(fromUri)), specifier).toString());
  } catch {
    return undefined;
  }
}
