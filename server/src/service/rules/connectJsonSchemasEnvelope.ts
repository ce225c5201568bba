// connect-json-schemas-envelope (JsonConverterConfig schemas.enable, default true; JsonConverter
// toConnectData): with schemas.enable left at its default, JsonConverter reads and writes an
// envelope {"schema": …, "payload": …}. Plain JSON written by any other producer has no such
// envelope, so a sink task fails on the first record with DataException "JsonConverter with
// schemas.enable requires "schema" and "payload" fields and may not contain additional fields. If
// you are trying to deserialize plain JSON data, set schemas.enable=false in your converter
// configuration." (the text is in connect-json 2.8.2 to 4.1.2); a source connector writes the schema
// into every record. Default checked by building JsonConverterConfig from the 4.1.2 jar.
// Reported as information where the file picks JsonConverter and leaves schemas.enable unsaid:
// both choices are valid, and the reader should make it knowingly.
import { writesKeyLine } from './keyLine';
import { Severity, type Rule } from './types';

const JSON_CONVERTER = 'org.apache.kafka.connect.json.JsonConverter';

export const connectJsonSchemasEnvelope: Rule = {
  id: 'connect-json-schemas-envelope',
  severity: Severity.Information,
  roles: ['connect', 'connector'],
  clients: ['java'],
  source: 'JsonConverterConfig schemas.enable (default true); JsonConverter.toConnectData DataException for JSON without the schema/payload envelope',
  summary: 'JsonConverter with schemas.enable unwritten (true): it expects and writes {"schema","payload"} envelopes, and plain JSON fails the task.',
  docs: {
    why: 'JsonConverter\'s schemas.enable defaults to true: every record is read and written as an envelope holding the Connect schema and the payload. Topics filled by ordinary JSON producers do not have that envelope; topics read by ordinary JSON consumers do not expect it.',
    consequence: 'A sink reading plain JSON fails on the first record: DataException "JsonConverter with schemas.enable requires "schema" and "payload" fields and may not contain additional fields" (JsonConverter, every version from 2.8 to 4.4). A source with the default writes the whole schema into every record, often larger than the payload.',
    bad: { file: 'connect-distributed.properties', text: 'bootstrap.servers=kafka:9092\ngroup.id=connect-cluster\nconfig.storage.topic=connect-configs\noffset.storage.topic=connect-offsets\nstatus.storage.topic=connect-status\nkey.converter=org.apache.kafka.connect.storage.StringConverter\nvalue.converter=org.apache.kafka.connect.json.JsonConverter\n' },
    good: { file: 'connect-distributed.properties', text: 'bootstrap.servers=kafka:9092\ngroup.id=connect-cluster\nconfig.storage.topic=connect-configs\noffset.storage.topic=connect-offsets\nstatus.storage.topic=connect-status\nkey.converter=org.apache.kafka.connect.storage.StringConverter\nvalue.converter=org.apache.kafka.connect.json.JsonConverter\nvalue.converter.schemas.enable=false\n' },
    falsePositives: 'A pipeline whose topics carry the envelope on purpose (written by another Connect worker with the same converter): write `value.converter.schemas.enable=true` to say so, and the rule is silent. A source connector (a class named …Source…, or one of Debezium\'s) only writes larger records, so it is told at hint level.',
    versions: 'All Kafka Connect versions.',
  },
  check(ctx) {
    // Both sides unwritten is one decision: one finding, on the first converter line, with fixes for both.
    const sides = (['key', 'value'] as const).filter((side) => {
      if (ctx.entry(`${side}.converter`)?.value?.trim() !== JSON_CONVERTER) return false;
      const flag = `${side}.converter.schemas.enable`;
      return !ctx.isSet(flag) && !writesKeyLine(ctx, flag);
    });
    if (sides.length === 0) return [];
    const converters = sides.map((side) => `${side}.converter`);
    const flags = sides.map((side) => `${side}.converter.schemas.enable`);
    const both = (xs: string[]) => xs.join(' and ');
    // What the envelope costs depends on the direction: a connector config names its class; a
    // worker file serves connectors of either kind.
    const connector = ctx.site.role === 'connector' ? ctx.entry('connector.class')?.value?.trim() ?? '' : '';
    // Debezium's connectors (io.debezium.connector.postgresql.PostgresConnector …) are all sources (check 80).
    const direction = /Sink(?:Connector)?$/.test(connector) ? 'sink' : /Source(?:Connector)?$/.test(connector) || /^io\.debezium\.connector\.[\w.]+Connector$/.test(connector) ? 'source' : undefined;
    const SINK = 'a sink task reading plain JSON fails on the first record (DataException "JsonConverter with schemas.enable requires "schema" and "payload" fields")';
    const SOURCE = 'every record a source task writes carries its schema';
    const effect = direction === 'sink' ? SINK : direction === 'source' ? SOURCE : `${SINK}, and ${SOURCE}`;
    const set = (value: string) => flags.map((key) => ({ kind: 'set' as const, key, value }));
    return [{
      range: ctx.entry(converters[0])!.valueRange,
      // A source only writes bigger records: nothing fails, so a hint.
      ...(direction === 'source' ? { severity: Severity.Hint } : {}),
      message: `${both(converters)}=JsonConverter with ${both(flags)} unwritten (true): it reads and writes {"schema": …, "payload": …} envelopes, so ${effect}. Write ${both(flags)}=false for plain JSON, or =true to keep the envelope knowingly.`,
      fixes: [
        { title: `Set ${both(flags)}=false (plain JSON)`, intents: set('false'), preferred: true },
        { title: `Set ${both(flags)}=true (keep the envelope)`, intents: set('true') },
      ],
    }];
  },
};
