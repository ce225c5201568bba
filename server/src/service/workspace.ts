// What the rest of the workspace says about a config: the client versions the build files pin, the
// broker/topic settings next to client configs, the kafkajs codecs registered anywhere. Gathered
// by a Node scanner (server/src/node/workspaceScan.ts) for the server and the CLI; tests pass it in.
import type { ClientKind, ClientVersion } from './model';

export interface WorkspaceSetting {
  value: string;
  /** File that sets it, for messages ("min.insync.replicas=2 in config/server.properties"). */
  file: string;
}

export interface WorkspaceFacts {
  versions: Partial<Record<ClientKind, ClientVersion>>;
  /** Broker or topic min.insync.replicas found in the workspace's broker/topic configs. */
  minInsyncReplicas?: WorkspaceSetting;
  /** Broker group.min.session.timeout.ms / group.max.session.timeout.ms, when the workspace's broker configs agree. */
  groupMinSessionTimeoutMs?: WorkspaceSetting;
  groupMaxSessionTimeoutMs?: WorkspaceSetting;
  /** kafkajs codecs registered anywhere (CompressionCodecs[CompressionTypes.X] = …): 'snappy', 'lz4', 'zstd'. */
  kafkajsCodecs: string[];
}

export const EMPTY_WORKSPACE: WorkspaceFacts = { versions: {}, kafkajsCodecs: [] };
