// Validators Kafka writes as classes or lambdas of their own (the catalog keeps them as
// { kind: 'other', class, text }). Reproduced from their sources and compared with the real
// ConfigDef by the differential test; a validator not listed here is still accepted unchecked.
//  - AutoOffsetResetStrategy.Validator (4.0+, KIP-1106): earliest | latest | none, case-sensitive,
//    or by_duration:<ISO-8601 duration ≥ 0> (java.time.Duration.parse, case-insensitive);
//  - ShareAcknowledgementMode.Validator (4.1+): implicit | explicit, case-sensitive;
//  - ShareAcquireMode.Validator (4.4+): batch_optimized | record_limit, any case;
//  - GzipCompression's level validator (3.8+, KIP-390): 1…9 or -1;
//  - Connect DistributedConfig's lambdas: the internal topics' replication factors and partition
//    counts are ≥ 1 or -1 (the broker's default), connect.protocol is eager | compatible | sessioned
//    in any case (ConnectProtocolCompatibility.compatibility compares ignoring case);
//  - RestServerConfig$ListenersValidator (Connect, 3.6+): listeners is a non-empty list without blank URLs;
//  - StreamsConfig's topology.optimization lambda (3.7+): "all", "none", or a comma-separated list of
//    the named optimizations (case-sensitive; all/none not inside a list), split as String.split does.
import { javaTrim } from './java';
import type { Validator } from './types';

type Other = Extract<Validator, { kind: 'other' }>;

/** Kafka's reason for refusing the value, or undefined when it is accepted (or not modelled). */
export function customReason(name: string, v: Other, value: unknown): string | undefined {
  const cls = v.class ?? '';
  if (cls.startsWith('AutoOffsetResetStrategy')) {
    return validOffsetReset(String(value)) ? undefined : backquoted(name, String(value), "The value must be either 'earliest', 'latest', 'none' or of the format 'by_duration:<PnDTnHnMn.nS.>'.");
  }
  if (cls.startsWith('ShareAcknowledgementMode')) {
    return ['implicit', 'explicit'].includes(String(value)) ? undefined : backquoted(name, String(value), "The value must either be 'implicit' or 'explicit'.");
  }
  if (cls.startsWith('ShareAcquireMode')) {
    return ['BATCH_OPTIMIZED', 'RECORD_LIMIT'].includes(String(value).toUpperCase()) ? undefined : backquoted(name, String(value), "The value must either be 'batch_optimized' or 'record_limit'.");
  }
  if (cls === 'ConfigDef$LambdaValidator' && REPLICATION.test(v.text)) {
    const n = Number(value as number | bigint);
    return n >= 1 || n === -1 ? undefined : 'Replication factor must be positive and not larger than the number of brokers in the Kafka cluster, or -1 to use the broker\'s default';
  }
  if (cls === 'ConfigDef$LambdaValidator' && PARTITIONS.test(v.text)) {
    const n = Number(value as number | bigint);
    return n >= 1 || n === -1 ? undefined : 'Number of partitions must be positive, or -1 to use the broker\'s default';
  }
  if (cls === 'ConfigDef$LambdaValidator' && v.text === CONNECT_PROTOCOLS) {
    return ['EAGER', 'COMPATIBLE', 'SESSIONED'].includes(String(value).toUpperCase()) ? undefined : 'Invalid Connect protocol compatibility';
  }
  // The JVM decides which MAC algorithms exist (not modelled), but an empty list is refused anywhere.
  if (cls === 'ConfigDef$LambdaValidator' && v.text.startsWith('A list of one or more MAC algorithms') && (value as string[]).length === 0) {
    return 'At least one signature verification algorithm must be provided';
  }
  if (cls === 'ConfigDef$LambdaValidator' && name === 'topology.optimization' && OPTIMIZATIONS.test(v.text)) {
    const known = v.text.slice(1, -1).split(', ');
    const configs = javaSplit(String(value), /\s*,\s*/);
    const acceptable = 'Acceptable values are: "+NO_OPTIMIZATION+", "+OPTIMIZE+", or a comma separated list of specific optimizations';
    if (configs.length === 1) return known.includes(configs[0]) ? undefined : `Unrecognized config. ${acceptable}`;
    for (const c of configs) {
      if (c === 'all' || c === 'none') return `"${String(value)}" is not a valid optimization config. ${acceptable}`;
      if (!known.includes(c)) return `Unrecognized config. ${acceptable}`;
    }
    return undefined;
  }
  if (cls === 'RestServerConfig$ListenersValidator') {
    const list = value as string[];
    if (list.length === 0) return 'at least one URL is expected, ex: http://localhost:8080,https://localhost:8443.';
    if (list.some((u) => javaTrim(u) === '')) return 'Empty URL found when parsing listeners list.';
    return undefined;
  }
  if (v.text === '[1,...,9] or -1') {
    const n = Number(value as number | bigint);
    return n === -1 || (n >= 1 && n <= 9) ? undefined : 'Value must be between 1 and 9 or equal to -1';
  }
  return undefined;
}

/** Whether customReason knows this validator (the differential compares only those). */
export function isModelledCustom(v: Other): boolean {
  const cls = v.class ?? '';
  if (cls === 'ConfigDef$LambdaValidator' && (REPLICATION.test(v.text) || PARTITIONS.test(v.text) || v.text === CONNECT_PROTOCOLS || OPTIMIZATIONS.test(v.text))) return true;
  return /^(AutoOffsetResetStrategy|ShareAcknowledgementMode|ShareAcquireMode)\$Validator$/.test(cls) || cls === 'RestServerConfig$ListenersValidator' || v.text === '[1,...,9] or -1';
}

// The lambdas' own descriptions (their toString), as the catalog records them.
const REPLICATION = /^Positive number not larger than the number of brokers in the Kafka cluster, or -1 to use the broker's default/;
const PARTITIONS = /^Positive number, or -1 to use the broker's default/;
const CONNECT_PROTOCOLS = '[eager, compatible, sessioned]';
const OPTIMIZATIONS = /^\[all, none(, [a-z.]+)+\]$/;

/** Java's String.split(regex): no match keeps the whole string; otherwise trailing empty strings go. */
function javaSplit(s: string, re: RegExp): string[] {
  const parts = s.split(re);
  if (parts.length === 1) return parts;
  while (parts.length && parts[parts.length - 1] === '') parts.pop();
  return parts;
}

const backquoted = (name: string, value: string, must: string) => `Invalid value \`${value}\` for configuration ${name}. ${must}`;

function validOffsetReset(s: string): boolean {
  if (s === 'earliest' || s === 'latest' || s === 'none') return true;
  if (!s.startsWith('by_duration:')) return false;
  const d = parseJavaDuration(s.slice('by_duration:'.length));
  return d !== undefined && d >= 0n;
}

const LONG_MIN = -(1n << 63n);
const LONG_MAX = (1n << 63n) - 1n;
const fits = (n: bigint) => n >= LONG_MIN && n <= LONG_MAX;

// java.time.Duration.parse's pattern (JDK 11+), case-insensitive; [0-9] is ASCII only.
const ISO = /^([-+]?)P(?:([-+]?[0-9]+)D)?(T(?:([-+]?[0-9]+)H)?(?:([-+]?[0-9]+)M)?(?:([-+]?[0-9]+)(?:[.,]([0-9]{0,9}))?S)?)?$/i;

/**
 * Duration.parse as total nanoseconds, or undefined where Java throws DateTimeParseException
 * (no section, a bare "T", a number or a product outside a long).
 */
export function parseJavaDuration(text: string): bigint | undefined {
  const m = ISO.exec(text);
  if (!m || m[3]?.toUpperCase() === 'T' || (m[2] === undefined && m[4] === undefined && m[5] === undefined && m[6] === undefined)) return undefined;
  const num = (g: string | undefined, mul: bigint): bigint | undefined => {
    if (g === undefined) return 0n;
    const n = BigInt(g);
    if (!fits(n) || !fits(n * mul)) return undefined;
    return n * mul;
  };
  const parts = [num(m[2], 86400n), num(m[4], 3600n), num(m[5], 60n), num(m[6], 1n)];
  if (parts.some((p) => p === undefined)) return undefined;
  let seconds = 0n;
  for (const p of parts.reverse()) {
    seconds += p!;
    if (!fits(seconds)) return undefined;
  }
  let nanos = m[7] ? BigInt((m[7] + '000000000').slice(0, 9)) : 0n;
  if (m[6]?.startsWith('-')) nanos = -nanos;
  const total = seconds * 1_000_000_000n + nanos;
  return m[1] === '-' ? -total : total;
}
