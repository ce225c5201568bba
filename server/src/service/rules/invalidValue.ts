// invalid-value / out-of-range: the value fails ConfigDef parsing or its validator, so the client
// throws ConfigException at construction (docs/sources.md#config-parsing). parseValue mirrors
// ConfigDef.parseType + ensureValid exactly (checked by the differential test against the jars), plus
// the few value checks older clients made in their constructors (catalog/constructorChecks.ts).
import { commentMovedAbove, endOfLineComment } from '../util/endOfLineComment';
import { rangeText } from './siteText';
import { nestedClassBinaryName } from '../util/nestedClass';
import type { KeyInfo } from '../catalog';
import { parseValue } from '../catalog';
import { constructorRefusal, withConstructorCheck } from '../catalog/constructorChecks';
import type { ConfigEntry, Fix, Role } from '../model';
import { parseDataSize, parseDurationMs } from '../sites/spring/keys';
import { oldClientUse } from '../clients/scala';
import { keyUnit } from '../keyUnits';
import { lineIndexOf } from '../parse/lineIndex';
import { fillInBlanks } from '../util/fillIn';
import { isUnresolved } from '../util/placeholder';
import { bytesAsWritten, msAsWritten } from '../../../../common/src/units';
import { baseName } from '../../../../common/src/model';
import { Severity, type Finding, type Rule, type RuleContext } from './types';
import { workerMode } from './wrongRoleKey';
import { refusedTypes } from './javaValueTypeRefused';

export const invalidValue: Rule = {
  id: 'invalid-value',
  severity: Severity.Error,
  clients: ['java'],
  // A Compose broker's KAFKA_* variables become its server.properties: a value KafkaConfig cannot
  // parse stops the broker the same way (check 75: KAFKA_BROKER_ID: 1 campaigns).
  compose: 'also',
  source: 'ConfigDef.parseType and the key\'s validator',
  summary: 'The value cannot be parsed as the key\'s type or is not one of its allowed values; the client refuses to start.',
  check(ctx) {
    // A service with a command of its own (a topic-creating job on the broker image) starts no broker from them.
    if (ctx.site.syntax === 'compose' && ctx.site.compose.ownCommand) return [];
    return checkValues(ctx, 'invalid-value');
  },
  docs: {
    why: 'The Java client parses every value with the key\'s ConfigDef type (ConfigDef.parseType) and then runs the key\'s validator before the client object exists. A value that is not a number, boolean, list or one of the allowed strings makes the constructor throw a ConfigException, so the application stops at start-up rather than running on a default.',
    consequence: 'KafkaProducer, KafkaConsumer or Admin fails to construct: `ConfigException: Invalid value 5s for configuration linger.ms: Not a number of type LONG`. Nothing is sent or consumed until the value is fixed.',
    bad: { file: 'producer.properties', text: 'bootstrap.servers=localhost:9092\nlinger.ms=5s\n' },
    good: { file: 'producer.properties', text: 'bootstrap.servers=localhost:9092\nlinger.ms=5000\n' },
    falsePositives: 'In a Docker Compose file only broker services are judged, and not one that runs a command of its own (a set-up job on the broker image). A value resolved later (a `${...}` placeholder, Spring\'s `${ENV_VAR}`) is skipped, not judged. A value that only a newer client accepts is judged against the version the build file names; when the build file names none the newest is used, so declare the version (`# kafka-tuning: client=java@3.7`) if the file targets an older client.',
    versions: 'All Java client versions; the allowed values are taken from the catalog of the version in use.',
  },
};

export const outOfRange: Rule = {
  id: 'out-of-range',
  severity: Severity.Error,
  clients: ['java'],
  source: 'ConfigDef.Range',
  summary: 'The number is outside the range the key\'s validator allows; the client refuses to start.',
  check(ctx) {
    return checkValues(ctx, 'out-of-range');
  },
  docs: {
    why: 'Numeric keys carry a ConfigDef.Range validator (for example max.in.flight.requests.per.connection at least 1, batch.size at least 0). The client checks it while parsing the config, before connecting, and a number outside the range makes construction fail.',
    consequence: 'The client constructor throws `ConfigException: Invalid value 0 for configuration max.in.flight.requests.per.connection: Value must be at least 1`; the application does not start.',
    bad: { file: 'producer.properties', text: 'bootstrap.servers=localhost:9092\nmax.in.flight.requests.per.connection=0\n' },
    good: { file: 'producer.properties', text: 'bootstrap.servers=localhost:9092\nmax.in.flight.requests.per.connection=5\n' },
    falsePositives: 'None known: the range is the one in the ConfigDef of the checked version (a differential test compares it with the real jars). If the file targets another version than the one found in the build file, declare it with `# kafka-tuning: client=java@<version>`.',
    versions: 'All Java client versions; ranges come from the catalog of the version in use.',
  },
};

function checkValues(ctx: RuleContext, code: 'invalid-value' | 'out-of-range'): Finding[] {
  const out: Finding[] = [];
  // auto.offset.reset=smallest in a file written for the old Scala consumer is part of that one
  // old-client-config finding, with the rest of the file's old names.
  const old = oldClientUse(ctx.site.role, ctx.site.entries)?.offsetReset;
  // A Connect worker reads one mode's ConfigDef: a key only the other mode defines is not checked by
  // it (StandaloneConfig accepts config.storage.replication.factor=0, which DistributedConfig
  // refuses). At start-up both modes also create an Admin client from the file as written
  // (ConnectUtils.lookupKafkaClusterId: Admin.create(config.originals())), which checks every key
  // it defines: security.protocol=TLS stops a 2.8 worker there although WorkerConfig accepts it.
  // A fill-in template's empty values are one fill-in-template note, not an error each.
  const blanks = fillInBlanks(ctx.site);
  const mode = ctx.site.role === 'connect' ? workerMode(ctx.site.entries.map((e) => e.key), baseName(ctx.doc.fileName)) : undefined;
  // A Java value of a type parseType refuses (16.5 for linger.ms, a Double) fails on its type before
  // its text is read: java-value-type-refused says so, with the exception parseType throws.
  const refused = new Set(refusedTypes(ctx).map((r) => r.entry));
  for (const e of ctx.site.entries) {
    if (e.value === undefined || isUnresolved(e.value) || e === old || blanks?.has(e) || refused.has(e)) continue;
    const found = ctx.info(e.key) ?? sharedInfo(ctx, e);
    const readers: Array<{ role: Role | undefined; info: KeyInfo }> = [];
    if (found && !(mode && found.parts && !found.parts.includes(mode))) readers.push({ role: ctx.site.role, info: found });
    const admin = ctx.site.role === 'connect' ? ctx.catalog.key('admin', e.key) : undefined;
    if (admin) readers.push({ role: 'admin', info: admin });
    let info: KeyInfo | undefined;
    let r: ReturnType<typeof parseValue> | undefined;
    let thrown: string | undefined;
    for (const reader of readers) {
      info = withConstructorCheck(reader.role, reader.info);
      r = parseValue(info, e.value);
      if (!r.ok) {
        thrown = constructorRefusal(reader.role, reader.info, e.value);
        break;
      }
    }
    if (info && r?.ok && code === 'invalid-value') {
      const unloadable = unloadableClass(ctx, info, e);
      if (unloadable) out.push(unloadable);
      continue;
    }
    if (!info || !r || r.ok || r.code !== code) continue;
    const meant = code === 'invalid-value' ? meantValue(ctx, info, e) : undefined;
    // Before the key had a ConfigDef validator its constructor refused the value, with its own exception.
    const refusedText = thrown ? `${e.key}=${e.value.trim()} stops the client when it is created: ${thrown}. Accepted: ${r.accepted}.` : withAccepted(r.message, r.accepted);
    // A Java constant that names the value in older releases and is gone from this one
    // (StreamsConfig.EXACTLY_ONCE in 4.x): the code stops at the compiler first.
    const gone = ctx.site.syntax === 'java' ? goneConstant(ctx, e) : undefined;
    const said = gone ? `${gone} does not exist in Kafka ${ctx.catalog.version}, so this does not compile; and its value in older releases, ${e.value.trim()}, is refused here too: ${refusedText}` : refusedText;
    const intent = meant && (meant.comment !== undefined ? commentMovedAbove(ctx.doc.text, e, meant.comment) : writeValue(ctx, e, meant.value));
    out.push({
      range: e.valueRange,
      message: `${said}${meant ? ` ${meant.why}` : ''}`,
      // A Spring name as flattened ("properties.[linger.ms]") is nobody's spelling: name the Kafka key there.
      fixes: intent && meant && [{ title: meant.comment ? `Move '${meant.comment}' to the line above` : `Set ${SPRING.has(ctx.site.syntax) ? e.key : ctx.display(e.key)}=${meant.title}`, intents: [intent], preferred: true }],
    });
  }
  return out;
}

const SPRING = new Set(['spring-properties', 'spring-yaml']);

/** `StreamsConfig.EXACTLY_ONCE` written as the value, when the checked version's class has no such field. */
function goneConstant(ctx: RuleContext, e: ConfigEntry): string | undefined {
  const m = /^([A-Z]\w*)\.([A-Z][A-Z0-9_]*)$/.exec(rangeText(ctx.doc.text, e.valueRange).trim());
  return m && ctx.catalog.hasField(m[1], m[2]) === false ? `${m[1]}.${m[2]}` : undefined;
}

/**
 * Kafka's own exception text (users search for it), then what the key accepts — unless Kafka's text
 * already lists the same values (ValidString: "String must be one of: all, -1, 0, 1"), where only
 * the case rule is added, and not even that when Kafka says it ("one of (case insensitive): …").
 */
export function withAccepted(message: string, accepted: string): string {
  const base = message.replace(/\.$/, '');
  const values = /^one of: (.*) \((case-sensitive|any case)\)$/.exec(accepted);
  if (values && base.toLowerCase().endsWith(`: ${values[1].toLowerCase()}`)) {
    return /case.insensitive/i.test(base) ? `${base}.` : `${base} (${values[2]}).`;
  }
  return `${base}. Accepted: ${accepted}.`;
}

/**
 * A spring.kafka.properties[...] key in a Spring file with no client block: Boot hands it to every
 * client it creates (KafkaProperties.build*Properties), so the key's ConfigDef applies in whichever
 * client defines it. Only when those clients agree on its type and validator.
 */
function sharedInfo(ctx: RuleContext, e: ConfigEntry): KeyInfo | undefined {
  if (ctx.site.role || !e.shared || !SPRING.has(ctx.site.syntax)) return undefined;
  const infos = (['producer', 'consumer', 'admin'] as const).map((r) => ctx.catalog.key(r, e.key)).filter((i): i is KeyInfo => !!i);
  if (infos.length === 0) return undefined;
  const same = infos.every((i) => i.type === infos[0].type && JSON.stringify(i.validator) === JSON.stringify(infos[0].validator));
  return same ? infos[0] : undefined;
}
// A duration with a unit, as Spring Boot writes it: 30s, 500ms, 5m, 1h, 1d, or ISO-8601 (PT30S).
// ns/us are left out: their millisecond value would be a rounding the user did not write.
const DURATION = /^\s*(?:\d+(?:ms|s|m|h|d)|P\S+)\s*$/i;

/**
 * When a rejected value has one obvious reading — a duration with a unit for a millisecond key, a
 * Spring DataSize for a byte key in a Spring file, yes/no/on/off for a boolean — the value Kafka
 * wants, said in the message and offered as the fix. Only for the entry that wins, and only when
 * Kafka accepts the result.
 */
function meantValue(ctx: RuleContext, info: KeyInfo, e: ConfigEntry): Meant | undefined {
  if (ctx.entry(e.key) !== e || e.value === undefined) return undefined;
  const raw = e.value.trim();
  let meant: Meant | undefined;
  if ((info.type === 'INT' || info.type === 'LONG') && keyUnit(e.key) === 'ms' && DURATION.test(raw)) {
    const ms = parseDurationMs(raw);
    if (ms !== undefined) meant = { value: String(ms), title: msAsWritten(ms), why: `${e.key} is a number of milliseconds: ${raw} is ${ms}.` };
  } else if ((info.type === 'INT' || info.type === 'LONG') && SPRING.has(ctx.site.syntax) && keyUnit(e.key) === 'bytes' && /[a-z]$/i.test(raw)) {
    // Spring converts 16KB only for its own keys (batch-size); under properties[...] Kafka gets the text.
    const n = parseDataSize(raw);
    if (n !== undefined) meant = { value: String(n), title: bytesAsWritten(n), why: `Spring Boot passes properties[...] values to Kafka as text; ${raw} in bytes is ${n}.` };
  } else if (info.type === 'BOOLEAN') {
    const word = raw.toLowerCase();
    const value = word === 'yes' || word === 'on' ? 'true' : word === 'no' || word === 'off' ? 'false' : undefined;
    if (value) meant = { value, title: value, why: `Kafka reads only true or false: write ${value} for ${raw}.` };
  }
  if (!meant && (ctx.site.syntax === 'properties' || ctx.site.syntax === 'spring-properties')) {
    // `linger.ms=5 # ms`: java.util.Properties reads comments only on lines of their own.
    const c = endOfLineComment(raw);
    if (c && parseValue(info, c.value).ok) {
      meant = { value: c.value, title: c.value, why: `java.util.Properties has no end-of-line comments: '${c.comment}' is part of the value. Put the comment on a line of its own.`, comment: c.comment };
    }
  }
  return meant && parseValue(info, meant.value).ok ? meant : undefined;
}

/** Clients and brokers load a CLASS value with ClassLoader.loadClass: a bare simple name is no class they find. */
const LOADS_BY_NAME = new Set<Role | undefined>(['producer', 'consumer', 'admin', 'streams', 'broker']);
const SIMPLE_CLASS_NAME = /^[A-Z][A-Za-z0-9_$]*$/;
/** Kafka's own (de)serializers, by simple name: the fix can name the class meant. */
const KAFKA_SERDE_CLASSES = new Set(['String', 'Long', 'Integer', 'Short', 'Double', 'Float', 'ByteArray', 'ByteBuffer', 'Bytes', 'UUID', 'Boolean', 'Void']
  .flatMap((t) => [`${t}Serializer`, `${t}Deserializer`]));

/**
 * `key.serializer=StringSerializer`: ConfigDef.parseType loads a CLASS value by its binary name
 * (Utils.getContextOrKafkaClassLoader().loadClass), and a simple name without its package is not
 * one, so the client throws ConfigException "Class StringSerializer could not be found." Only in
 * .properties and Java files of the roles that load classes this way: Connect resolves plugin
 * aliases (JsonConverter) through its own class loader, and Spring binds its *-serializer keys
 * itself.
 */
function unloadableClass(ctx: RuleContext, info: KeyInfo, e: ConfigEntry): Finding | undefined {
  if (info.type !== 'CLASS' || !LOADS_BY_NAME.has(ctx.site.role) || (ctx.site.syntax !== 'properties' && ctx.site.syntax !== 'java')) return undefined;
  const name = e.value?.trim() ?? '';
  if (ctx.entry(e.key) !== e) return undefined;
  const binary = nestedClassBinaryName(name);
  if (binary) {
    if (ctx.site.syntax === 'java' && !writtenAsString(ctx.doc.text, e)) return undefined;
    return {
      range: e.valueRange,
      message: `Invalid value ${name} for configuration ${e.key}: Class ${name} could not be found. Kafka loads the class by its binary name, in which a nested class follows its outer class after a $, not a dot: ${binary} (ConfigDef.parseType, type CLASS).`,
      fixes: [{ title: `Set ${ctx.display(e.key)}=${binary}`, intents: [writeValue(ctx, e, binary)], preferred: true }],
    };
  }
  if (!SIMPLE_CLASS_NAME.test(name)) return undefined;
  // In Java only a string literal is that text: `Foo.class` and `Foo.class.getName()` name the
  // class itself (getName() is the full binary name), however the site spells its value.
  if (ctx.site.syntax === 'java' && !writtenAsString(ctx.doc.text, e)) return undefined;
  const full = KAFKA_SERDE_CLASSES.has(name) ? `org.apache.kafka.common.serialization.${name}` : undefined;
  return {
    range: e.valueRange,
    message: `Invalid value ${name} for configuration ${e.key}: Class ${name} could not be found. Kafka loads the class by its full name (package included), so a simple name fails when the client starts (ConfigDef.parseType, type CLASS).${full ? ` Kafka's own class is ${full}.` : ''}`,
    fixes: full ? [{ title: `Set ${ctx.display(e.key)}=${full}`, intents: [writeValue(ctx, e, full)], preferred: true }] : undefined,
  };
}

/** The entry's value is a string literal in the document ("StringSerializer"). */
function writtenAsString(text: string, e: ConfigEntry): boolean {
  const lines = lineIndexOf(text);
  return text.slice(lines.offset(e.valueRange.start), lines.offset(e.valueRange.end)).trimStart().startsWith('"');
}

/** A value Kafka would accept for what was written; `comment`: an end-of-line comment the fix moves above the line. */
interface Meant { value: string; title: string; why: string; comment?: string }

/** The fix writes the value in place; in a Spring file at the very entry (it may be a shared one). */
function writeValue(ctx: RuleContext, e: ConfigEntry, value: string): Fix['intents'][number] {
  if (!SPRING.has(ctx.site.syntax)) return { kind: 'set', key: e.key, value };
  const lines = lineIndexOf(ctx.doc.text);
  const old = ctx.doc.text.slice(lines.offset(e.valueRange.start), lines.offset(e.valueRange.end));
  const q = old.startsWith('"') || old.startsWith("'") ? old[0] : '';
  return { kind: 'edits', edits: [{ range: e.valueRange, newText: `${q}${value}${q}` }] };
}
