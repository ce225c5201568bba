// Which topics a MirrorMaker 2 driver file (connect-mirror-maker.sh, dedicated mode) makes
// MirrorMaker 2 create on which cluster, and with how many replicas: read from connect-mirror
// 4.1.2's source and checked by running MirrorMakerConfig on 3.9.1 and 4.1.2 (same answers).
//
//  - MirrorMakerConfig.clusterPairs: the driver runs one Connect herder per ordered pair of
//    clusters whose `A->B.enabled` is true (Boolean.parseBoolean of the raw value) or whose
//    heartbeats are on (`A->B.emit.heartbeats.enabled`, else `emit.heartbeats.enabled`, default
//    true): with `clusters = a, b` and only `a->b.enabled = true`, a b->a herder runs as well.
//  - Each herder's worker (MirrorMakerConfig.workerConfig) runs against the pair's target: its
//    settings are the target's `<target>.x` keys, then top-level offset.storage.*, config.storage.*
//    and status.storage.* keys, which win. It creates mm2-configs.<source>.internal,
//    mm2-offsets.<source>.internal and mm2-status.<source>.internal there with
//    config/offset/status.storage.replication.factor (DistributedConfig, default 3). A flow prefix
//    (`a->b.config.storage.replication.factor`) does not reach it.
//  - The connectors (MirrorMakerConfig.connectorBaseConfig) read their settings unprefixed or under
//    `<source>->target.`, which wins; a `<cluster>.` prefix does not reach them
//    (mirrormakerScopes.ts). MirrorHeartbeatConnector runs in every herder and creates the
//    heartbeats topic on the target (heartbeats.topic.replication.factor, default 3). Only in an
//    enabled flow: MirrorCheckpointConnector creates <source>.checkpoints.internal on the target
//    (checkpoints.topic.replication.factor, default 3), and MirrorSourceConnector creates the
//    offset-syncs topic (offset-syncs.topic.replication.factor, default 3) on the source, or on the
//    target with offset-syncs.topic.location=target, unless emit.offset-syncs.enabled=false, and
//    each remote topic on the target (replication.factor, default 2).
import type { Range } from 'vscode-languageserver-types';
import { parseProperties, type PropertyEntry } from '../parse/properties';
import { memoByText } from '../parse/textMemo';

export interface DriverFile {
  /** The last line for each raw key (java.util.Properties keeps the last). */
  lines: Map<string, PropertyEntry>;
  /** `clusters = a, b`, when plain names. */
  aliases: string[];
  /** The `clusters` line. */
  clustersEntry?: PropertyEntry;
  /** The herders MirrorMakerConfig.clusterPairs gives, each with whether its connectors replicate. */
  pairs: Pair[];
  /** Some replication.policy.* key is written: the internal topics' names may differ from the defaults. */
  ownPolicy: boolean;
  /** The end of the document, where a fix adds lines. */
  end: Range['start'];
  /** The line break the document uses. */
  eol: string;
  /** How the `clusters` line separates key and value (" = ", "="). */
  separator: string;
}

export interface Pair {
  source: string;
  target: string;
  /** `source->target.enabled` is true: the source and checkpoint connectors replicate (ConfigDef trims the value). */
  flowEnabled: boolean;
}

/** java.lang.Boolean.parseBoolean: "true" in any case, nothing else (no trimming). */
const parseBoolean = (v: string | undefined) => v !== undefined && v.toLowerCase() === 'true';

export function driverFile(text: string): DriverFile {
  return memoByText(text, 'mirrormaker driver file', read);
}

function read(text: string): DriverFile {
  const parsed = parseProperties(text);
  const lines = new Map<string, PropertyEntry>();
  for (const e of parsed.entries) lines.set(e.key, e);
  const clustersEntry = lines.get('clusters');
  const value = clustersEntry?.value ?? '';
  const aliases = /[${}<>[\]]/.test(value) ? [] : [...new Set(value.split(',').map((a) => a.trim()).filter(Boolean))];
  const raw = (k: string) => lines.get(k)?.value;
  const globalBeats = raw('emit.heartbeats.enabled');
  const pairs: Pair[] = [];
  for (const source of aliases) {
    for (const target of aliases) {
      if (source === target) continue;
      const flow = `${source}->${target}.`;
      const enabled = raw(`${flow}enabled`);
      const beats = raw(`${flow}emit.heartbeats.enabled`) ?? globalBeats;
      const heartbeats = beats === undefined ? true : parseBoolean(beats);
      if (!parseBoolean(enabled) && !heartbeats) continue;
      pairs.push({ source, target, flowEnabled: enabled?.trim().toLowerCase() === 'true' });
    }
  }
  const textLines = text.split(/\r\n|\r|\n/);
  const end = { line: textLines.length - 1, character: textLines[textLines.length - 1].length };
  const separator = clustersEntry ? sliceRange(text, textLines, clustersEntry.keyRange.end, clustersEntry.valueRange.start) : '=';
  return {
    lines, aliases, pairs, end,
    ...(clustersEntry ? { clustersEntry } : {}),
    ownPolicy: parsed.entries.some((e) => e.key.startsWith('replication.policy.')),
    eol: text.includes('\r\n') ? '\r\n' : '\n',
    separator: /^[ \t]*[=:][ \t]*$/.test(separator) ? separator : '=',
  };
}

function sliceRange(text: string, lines: string[], from: Range['start'], to: Range['start']): string {
  if (from.line !== to.line) return '';
  return lines[from.line]?.slice(from.character, to.character) ?? '';
}

/** A setting as MirrorMaker 2 resolves it: the line that gives it (the raw key), or its default. */
export interface Resolved {
  value: number;
  /** The line that sets it; undefined for the default. */
  entry?: PropertyEntry;
}

/** An integer setting (ConfigDef trims INT/SHORT values); undefined when the line is not a plain integer. */
function resolve(file: DriverFile, keys: string[], fallback: number): Resolved | undefined {
  for (const k of keys) {
    const e = file.lines.get(k);
    if (!e) continue;
    const v = e.value.trim();
    return /^-?\d+$/.test(v) ? { value: Number(v), entry: e } : undefined;
  }
  return { value: fallback };
}

/** A worker setting for the herders into `target`: the top-level key wins over `<target>.key` (workerConfig). */
export function workerSetting(file: DriverFile, target: string, key: string, fallback: number): Resolved | undefined {
  return resolve(file, [key, `${target}.${key}`], fallback);
}

/** A worker string setting (a storage topic's name) for the herder source->target. */
export function workerTopic(file: DriverFile, pair: Pair, key: string, fallback: string): string {
  return (file.lines.get(key) ?? file.lines.get(`${pair.target}.${key}`))?.value.trim() || fallback;
}

/** A connector setting of one flow: `<source>->target.key` wins over the unprefixed key (connectorBaseConfig). */
export function connectorSetting(file: DriverFile, pair: Pair, key: string, fallback: number): Resolved | undefined {
  return resolve(file, [`${pair.source}->${pair.target}.${key}`, key], fallback);
}

/** A connector string setting of one flow, trimmed (ConfigDef); undefined when not written. */
export function connectorString(file: DriverFile, pair: Pair, key: string): string | undefined {
  return (file.lines.get(`${pair.source}->${pair.target}.${key}`) ?? file.lines.get(key))?.value.trim();
}
