// parseValue: what ConfigDef.parseValue does to a value given as text — parseType, then the key's
// validator — with Kafka's own messages. Source: ConfigDef.java (parseType, Range, ValidString,
// CaseInsensitiveValidString, ValidList, NonEmptyString*); docs/sources.md#config-parsing. Agreement with the real
// ConfigDef is measured by test/differential/.
import { javaDoubleString, javaEqualsIgnoreCase, javaTrim, parseJavaDouble, parseJavaInteger } from './java';
import { customReason, isModelledCustom } from './custom';
import type { KeyInfo, ParseResult, Validator } from './types';

class Rejected extends Error {
  constructor(readonly code: 'invalid-value' | 'out-of-range', message: string) { super(message); }
}

/** ConfigException(name, value, message) text. */
const invalid = (name: string, shown: string, why: string) => `Invalid value ${shown} for configuration ${name}: ${why}`;

/** How Java prints a parsed value inside a message (Object.toString). */
function show(v: unknown, type: string): string {
  if (typeof v === 'number' && type === 'DOUBLE') return javaDoubleString(v);
  if (Array.isArray(v)) return `[${v.join(', ')}]`;
  return String(v);
}

function parseType(info: KeyInfo, raw: string): unknown {
  const t = javaTrim(raw);
  const fail = (why: string) => { throw new Rejected('invalid-value', invalid(info.name, raw, why)); };
  switch (info.type) {
    case 'BOOLEAN':
      if (javaEqualsIgnoreCase(t, 'true')) return true;
      if (javaEqualsIgnoreCase(t, 'false')) return false;
      return fail('Expected value to be either true or false');
    case 'INT':
    case 'SHORT':
    case 'LONG': {
      const n = parseJavaInteger(t, info.type === 'INT' ? 32 : info.type === 'SHORT' ? 16 : 64);
      if (n === undefined) return fail(`Not a number of type ${info.type}`);
      // Plain numbers for rules to compute with; a LONG beyond ±2^53 stays a bigint to keep it exact.
      return n >= BigInt(Number.MIN_SAFE_INTEGER) && n <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(n) : n;
    }
    case 'DOUBLE': {
      const d = parseJavaDouble(t);
      return d === undefined ? fail('Not a number of type DOUBLE') : d;
    }
    case 'LIST':
      // Java's \s is [ \t\n\x0B\f\r] (not Unicode spaces); split(regex, -1) keeps trailing empties.
      return t === '' ? [] : t.split(/[ \t\n\x0B\f\r]*,[ \t\n\x0B\f\r]*/);
    case 'CLASS':
      // No class has an empty name: Utils.loadClass("") throws ClassNotFoundException, which
      // parseType turns into this ConfigException (checked on the 3.9.1 and 4.4.0 jars: an empty
      // default.key.serde stops a Streams app, check 56).
      if (t === '') return fail(`Class ${raw} could not be found.`);
      return t;
    case 'STRING':
    case 'PASSWORD':
      // CLASS above: Kafka loads the class (Class.forName); whether it exists depends on the
      // user's classpath, so a class name is accepted without that check.
      return t;
  }
}

function check(name: string, type: string, v: Validator, value: unknown): void {
  const fail = (why: string, code: 'invalid-value' | 'out-of-range' = 'invalid-value') => {
    throw new Rejected(code, invalid(name, show(value, type), why));
  };
  switch (v.kind) {
    case 'range': {
      // Range.ensureValid compares doubleValue()s; NaN passes both checks, as in Java.
      const n = Number(value as number | bigint);
      if (v.min !== undefined && n < Number(v.min)) fail(`Value must be at least ${v.min}`, 'out-of-range');
      if (v.max !== undefined && n > Number(v.max)) fail(`Value must be no more than ${v.max}`, 'out-of-range');
      return;
    }
    case 'in': {
      const s = String(value);
      const accepted = v.nullAt === undefined ? v.values : v.values.filter((_, i) => i !== v.nullAt);
      if (v.caseSensitive ? !accepted.includes(s) : !accepted.includes(s.toUpperCase())) {
        fail(v.caseSensitive ? `String must be one of: ${v.values.join(', ')}` : `String must be one of (case insensitive): ${v.values.join(', ')}`);
      }
      return;
    }
    case 'list-in': {
      const list = value as string[];
      if (v.strictElements) {
        // 4.2+ ValidList order: empty list, duplicates, then each element (empty ones first).
        if (v.emptyListAllowed === false && list.length === 0) {
          throw new Rejected('invalid-value', `Configuration '${name}' must not be empty. Valid values include: ${v.values.length ? `[${v.values.join(', ')}]` : 'any non-empty value'}`);
        }
        if (new Set(list).size !== list.length) throw new Rejected('invalid-value', `Configuration '${name}' values must not be duplicated.`);
        for (const s of list) {
          if (s === '') throw new Rejected('invalid-value', `Configuration '${name}' values must not be empty.`);
          if (v.values.length && !v.values.includes(s)) throw new Rejected('invalid-value', invalid(name, s, `String must be one of: ${v.values.join(', ')}`));
        }
        return;
      }
      for (const s of list) {
        if (!v.values.includes(s)) throw new Rejected('invalid-value', invalid(name, s, `String must be one of: ${v.values.join(', ')}`));
      }
      return;
    }
    case 'non-empty-string': {
      const s = String(value);
      if (!v.noControlChars) {
        if (s === '') fail('String must be non-empty');
        return;
      }
      if (s === '') fail('String may not be empty');
      const bad = [...s].map((c) => c.charCodeAt(0)).filter((c) => c < 32 || c === 127);
      if (bad.length) fail(`String may not contain control sequences but had the following ASCII chars: ${bad.join(', ')}`);
      return;
    }
    case 'all':
      for (const part of v.of) check(name, type, part, value);
      return;
    case 'non-null':
      // A value given as text is never null.
      return;
    case 'other': {
      // Kafka's own validator classes (custom.ts); one we do not know accepts the value once its
      // type parses.
      const why = customReason(name, v, value);
      if (why) fail(why);
      return;
    }
  }
}

/** Parses `raw` as Kafka would for this key; on failure, Kafka's message and what would be accepted. */
export function parseValue(info: KeyInfo, raw: string): ParseResult {
  try {
    let value = parseType(info, raw);
    // 4.2+ ConfigDef.parseValue drops duplicates (with a log warning) before a top-level ValidList
    // runs; a ValidList inside a CompositeValidator still sees, and rejects, them.
    if (info.validator?.kind === 'list-in' && info.validator.strictElements) value = [...new Set(value as string[])];
    if (info.validator) check(info.name, info.type, info.validator, value);
    return { ok: true, value };
  } catch (e) {
    if (!(e instanceof Rejected)) throw e;
    return { ok: false, code: e.code, message: e.message, accepted: accepted(info) };
  }
}

const NUMBER_WORD: Record<string, string> = { INT: 'a whole number', SHORT: 'a whole number', LONG: 'a whole number', DOUBLE: 'a number' };

function describe(v: Validator | undefined, base: string): string {
  if (!v) return base;
  switch (v.kind) {
    case 'range':
      if (v.min !== undefined && v.max !== undefined) return `${base} from ${v.min} to ${v.max}`;
      return v.min !== undefined ? `${base} ≥ ${v.min}` : `${base} ≤ ${v.max}`;
    case 'in':
      return `one of: ${v.caseSensitive ? v.values.join(', ') : v.values.map((s) => s.toLowerCase()).join(', ')} (${v.caseSensitive ? 'case-sensitive' : 'any case'})`;
    case 'list-in':
      return v.values.length ? `a comma-separated list of: ${v.values.join(', ')}` : v.strictElements ? 'a comma-separated list without empty or repeated entries' : base;
    case 'non-empty-string':
      return 'a non-empty string';
    case 'other':
      // Kafka's own description of its validator ("[latest, earliest, none, by_duration:PnDTnHnMn.nS]").
      return isModelledCustom(v) ? `${base}: ${v.text}` : base;
    case 'all':
      return v.of.map((p) => describe(p, base)).join(' and ');
    default:
      return base;
  }
}

/** Short phrase for what the key accepts ("a whole number ≥ 0", "one of: all, -1, 0, 1 (case-sensitive)"). */
export function accepted(info: KeyInfo): string {
  const base = NUMBER_WORD[info.type]
    ?? (info.type === 'BOOLEAN' ? 'true or false (any case)' : info.type === 'LIST' ? 'a comma-separated list' : info.type === 'CLASS' ? 'a class name' : 'a string');
  return describe(info.validator, base);
}
