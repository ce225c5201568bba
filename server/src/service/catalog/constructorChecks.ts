// Values the ConfigDef of older clients accepts but the client's constructor then refuses: Kafka
// gave these keys a ConfigDef validator only later, and until then the check lived in the code that
// reads the value. Measured by constructing KafkaProducer/KafkaConsumer/Admin from the 2.8.2 … 4.4.0
// jars (test/unit/whole-config-differential.test.ts); 3.3.2 already has the validators, 3.0.2 not:
//  - security.protocol: SecurityProtocol.forName upper-cases the name and looks up the enum, so
//    "TLS" fails with IllegalArgumentException "No enum constant …SecurityProtocol.TLS" (any case of a
//    real name is fine);
//  - compression.type: CompressionType.forName knows the exact lower-case names only ("GZIP" fails
//    with "Unknown compression name: GZIP");
//  - group.instance.id: the consumer refuses an empty static member id (InvalidConfigurationException
//    "Group instance id must be non-empty string").
// Used only where the catalog key has no validator: from the version that has one, ConfigDef decides.
import type { Role } from '../model';
import type { KeyInfo, Validator } from './types';

const CHECKS: Partial<Record<Role, Record<string, Validator>>> = {};
const SECURITY: Validator = { kind: 'in', values: ['PLAINTEXT', 'SSL', 'SASL_PLAINTEXT', 'SASL_SSL'], caseSensitive: false };
for (const role of ['producer', 'consumer', 'admin'] as const) CHECKS[role] = { 'security.protocol': SECURITY };
CHECKS.producer!['compression.type'] = { kind: 'in', values: ['none', 'gzip', 'snappy', 'lz4', 'zstd'], caseSensitive: true };
CHECKS.consumer!['group.instance.id'] = { kind: 'non-empty-string' };

/** What each constructor throws for a value its check refuses (the exception users search for). */
const THROWN: Record<string, (value: string) => string> = {
  'security.protocol': (v) => `IllegalArgumentException "No enum constant org.apache.kafka.common.security.auth.SecurityProtocol.${v.trim().toUpperCase()}"`,
  'compression.type': (v) => `IllegalArgumentException "Unknown compression name: ${v.trim()}"`,
  'group.instance.id': () => 'InvalidConfigurationException "Group instance id must be non-empty string"',
};

/** The key as the client's constructor checks it: its ConfigDef entry, with the constructor's check when ConfigDef has none. */
export function withConstructorCheck(role: Role | undefined, info: KeyInfo): KeyInfo {
  if (info.validator || !role) return info;
  const check = CHECKS[role]?.[info.name];
  return check ? { ...info, validator: check } : info;
}

/**
 * The exception the client's constructor throws for this value, when that constructor (not
 * ConfigDef) checks the key at this version; undefined when ConfigDef does or nobody does.
 */
export function constructorRefusal(role: Role | undefined, info: KeyInfo, value: string): string | undefined {
  if (info.validator || !role || !CHECKS[role]?.[info.name]) return undefined;
  return THROWN[info.name]?.(value);
}
