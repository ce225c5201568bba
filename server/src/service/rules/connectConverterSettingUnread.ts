// connect-converter-setting-unread: a JsonConverter setting (schemas.enable, schemas.cache.size,
// decimal.format, replace.null.with.default) handed to one of Kafka's other converters. The worker
// gives a converter the keys under its class key's name (`value.converter.schemas.enable` →
// `schemas.enable`, Plugins.newConverter), and only JsonConverterConfig defines these. Kafka's other
// converters read nothing of the kind: StringConverter reads converter.encoding
// (StringConverterConfig), the number converters and BooleanConverter only converter.type, and
// ByteArrayConverter.configure and SimpleHeaderConverter.configure are empty (connect-api and
// connect-runtime, 2.8 to 4.x). So the line changes nothing, and often shows a converter chosen by
// mistake. Converters from elsewhere (Avro, Protobuf, …) are not judged: their settings are their own.
// A hint: the line does no harm by itself.
import type { ConfigEntry } from '../model';
import { Severity, type Rule } from './types';

/** Kafka's own converters other than JsonConverter, by simple name, with the package they live in. */
const OTHER_CONVERTERS = new Map([
  ['StringConverter', 'org.apache.kafka.connect.storage'],
  ['SimpleHeaderConverter', 'org.apache.kafka.connect.storage'],
  ['ByteArrayConverter', 'org.apache.kafka.connect.converters'],
  ['BooleanConverter', 'org.apache.kafka.connect.converters'],
  ['DoubleConverter', 'org.apache.kafka.connect.converters'],
  ['FloatConverter', 'org.apache.kafka.connect.converters'],
  ['IntegerConverter', 'org.apache.kafka.connect.converters'],
  ['LongConverter', 'org.apache.kafka.connect.converters'],
  ['ShortConverter', 'org.apache.kafka.connect.converters'],
]);
/** Settings JsonConverterConfig defines and no other Kafka converter reads. */
const JSON_ONLY = /^(key|value|header)\.converter\.(schemas\.enable|schemas\.cache\.size|decimal\.format|replace\.null\.with\.default)$/;

/** The simple name of a Kafka converter other than JsonConverter, written fully or by its alias. */
function otherConverter(value: string | undefined): string | undefined {
  const v = value?.trim();
  if (!v) return undefined;
  const dot = v.lastIndexOf('.');
  const simple = v.slice(dot + 1);
  const pkg = OTHER_CONVERTERS.get(simple);
  if (pkg === undefined) return undefined;
  return dot < 0 || v.slice(0, dot) === pkg ? simple : undefined;
}

export const connectConverterSettingUnread: Rule = {
  id: 'connect-converter-setting-unread',
  severity: Severity.Hint,
  roles: ['connect', 'connector'],
  clients: ['java'],
  source: 'JsonConverterConfig (schemas.enable, schemas.cache.size, decimal.format, replace.null.with.default); StringConverterConfig (converter.encoding), NumberConverterConfig and BooleanConverterConfig (converter.type), ByteArrayConverter.configure (empty); Plugins.newConverter hands a converter the keys under its class key',
  summary: 'A JsonConverter setting such as value.converter.schemas.enable next to StringConverter or ByteArrayConverter, which never read it.',
  docs: {
    why: 'Connect gives each converter the keys written under its class key, with that prefix taken off: value.converter.schemas.enable reaches the value converter as schemas.enable. Only JsonConverter defines schemas.enable, schemas.cache.size, decimal.format and replace.null.with.default. StringConverter reads converter.encoding; the number converters and BooleanConverter read nothing but converter.type; ByteArrayConverter reads nothing at all.',
    consequence: 'The line has no effect. Often it was copied from a JSON setup: records are written as plain strings or bytes, with no schema envelope, whatever the line says.',
    bad: { file: 'connect-distributed.properties', text: 'bootstrap.servers=kafka:9092\ngroup.id=connect-cluster\nconfig.storage.topic=connect-configs\noffset.storage.topic=connect-offsets\nstatus.storage.topic=connect-status\nkey.converter=org.apache.kafka.connect.storage.StringConverter\nkey.converter.schemas.enable=false\nvalue.converter=org.apache.kafka.connect.json.JsonConverter\nvalue.converter.schemas.enable=false\n' },
    good: { file: 'connect-distributed.properties', text: 'bootstrap.servers=kafka:9092\ngroup.id=connect-cluster\nconfig.storage.topic=connect-configs\noffset.storage.topic=connect-offsets\nstatus.storage.topic=connect-status\nkey.converter=org.apache.kafka.connect.storage.StringConverter\nvalue.converter=org.apache.kafka.connect.json.JsonConverter\nvalue.converter.schemas.enable=false\n' },
    falsePositives: 'None known for Kafka\'s own converters. A converter of another project is not judged. A line kept on purpose, ready for a switch to JsonConverter, can be silenced with `# kafka-tuning-disable-next-line connect-converter-setting-unread`.',
    versions: 'All Kafka Connect versions.',
  },
  check(ctx) {
    const out: { entry: ConfigEntry; converter: string; classKey: string; setting: string }[] = [];
    for (const e of ctx.site.entries) {
      const m = JSON_ONLY.exec(e.key);
      if (!m) continue;
      const classKey = `${m[1]}.converter`;
      const converter = otherConverter(ctx.entry(classKey)?.value);
      if (converter && ctx.entry(e.key) === e) out.push({ entry: e, converter, classKey, setting: m[2] });
    }
    return out.map(({ entry, converter, classKey, setting }) => ({
      range: entry.keyRange,
      message: `${entry.rawKey} has no effect: ${classKey} is ${converter}, which does not read ${setting}. Only JsonConverter defines it (JsonConverterConfig); ${converter === 'StringConverter' ? 'StringConverter reads only converter.encoding' : converter === 'ByteArrayConverter' || converter === 'SimpleHeaderConverter' ? `${converter} reads no setting at all` : `${converter} reads only converter.type`}. Delete the line, or set ${classKey} to JsonConverter if a JSON ${setting === 'schemas.enable' ? 'envelope' : 'format'} was meant.`,
      fixes: [{ title: `Remove ${entry.rawKey}`, intents: [{ kind: 'remove', entry }], preferred: true }],
    }));
  },
};
