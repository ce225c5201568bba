// The Kafka config catalog, generated from the real Java clients' ConfigDefs (catalog-gen/), and
// value parsing that agrees with ConfigDef. Pure: no fs, no connection.
//   catalogFor(version?)          → keys, defaults, validators, roles, *_CONFIG constants of that version
//   catalogVersions()             → the generated versions, oldest first
//   defaultHistory(role, key)     → the key's default per version (e.g. linger.ms 0 → 5 in 4.0)
//   keyPresence(key)              → the versions (and roles) that define a key at all
//   parseValue(info, raw)         → Kafka's verdict on a value written as text, with its message
export { bracketOf, catalogFor, catalogVersions, compareVersions, constantInAnyVersion, defaultHistory, fieldValueInAnyVersion, keyPresence, knownInAnyVersion, type Bracket, type KeyPresence } from './catalog';
export { accepted, parseValue } from './parse';
export type { Catalog, ConfigType, Importance, KeyInfo, ParseResult, Validator } from './types';
