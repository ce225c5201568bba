// debezium-field-smt-on-envelope: a Debezium source connector whose ReplaceField$Value transform
// names a table column (`renames=price:amount`, `exclude=internal_notes`) while the records are still
// Debezium's change-event envelope, i.e. no ExtractNewRecordState ("unwrap") runs before it in
// `transforms` (check 82: renames on a PostgreSQL connector's records). The envelope's top-level
// fields are before, after, source, op and ts_ms (ts_us, ts_ns and transaction in newer releases);
// the row's columns are inside before and after. ReplaceField works on top-level fields only
// (ReplaceField.applyWithSchema walks value.schema().fields()), so a rename or exclusion of a
// column finds nothing and changes nothing, and an include list of columns keeps none of the
// envelope's fields: every value becomes an empty struct.
import { isDebezium } from './debezium';
import { aliasKeys, listedAliases } from './connectAliases';
import { listElements } from '../util/configList';
import { Severity, type Finding, type Rule } from './types';

const REPLACE_FIELD_VALUE = 'org.apache.kafka.connect.transforms.ReplaceField$Value';
const UNWRAP = /^io\.debezium\.(?:transforms\.ExtractNewRecordState|connector\.mongodb\.transforms\.ExtractNewDocumentState)$/;
const ENVELOPE = new Set(['before', 'after', 'source', 'op', 'ts_ms', 'ts_us', 'ts_ns', 'transaction']);
/** Relational connectors, whose envelope holds the row in before/after. */
const RELATIONAL = /^io\.debezium\.connector\.(?:mysql|mariadb|postgresql|sqlserver|oracle|db2|informix)\./;

const CONNECTOR = (transforms: string) => `{
  "name": "catalog-cdc",
  "config": {
    "connector.class": "io.debezium.connector.postgresql.PostgresConnector",
    "plugin.name": "pgoutput",
    "database.hostname": "catalog-db",
    "database.user": "replicator",
    "database.password": "\${file:/opt/connect/secrets/catalog.properties:password}",
    "database.dbname": "catalog",
    "topic.prefix": "catalog",
    "table.include.list": "public.products",
${transforms}
  }
}
`;

export const debeziumFieldSmtOnEnvelope: Rule = {
  id: 'debezium-field-smt-on-envelope',
  severity: Severity.Warning,
  roles: ['connector'],
  clients: ['java'],
  source: 'ReplaceField (connect-transforms: applyWithSchema keeps, drops and renames the value\'s top-level fields only); Debezium change-event envelope (before, after, source, op, ts_ms); io.debezium.transforms.ExtractNewRecordState',
  summary: 'ReplaceField$Value on a Debezium source names table columns, but runs on the change-event envelope (no ExtractNewRecordState before it): renames and exclusions do nothing, an include list empties every value.',
  docs: {
    why: 'A Debezium source writes each change as an envelope: before, after, source, op and ts_ms at the top, the row\'s columns inside before and after. Field transforms such as ReplaceField see only the top level. Debezium\'s ExtractNewRecordState ("unwrap") replaces the envelope with the row itself; a field transform meant for columns must come after it in `transforms`.',
    consequence: 'renames and exclude of a column find no such top-level field, so the topic carries the column under its old name (or a column meant to be dropped, a secret say, still reaches every consumer); include of columns keeps none of before, after, source or op, so every record\'s value is an empty struct.',
    bad: { file: 'catalog-cdc.json', text: CONNECTOR('    "transforms": "rename",\n    "transforms.rename.type": "org.apache.kafka.connect.transforms.ReplaceField$Value",\n    "transforms.rename.renames": "price:unit_price"') },
    good: { file: 'catalog-cdc.json', text: CONNECTOR('    "transforms": "unwrap,rename",\n    "transforms.unwrap.type": "io.debezium.transforms.ExtractNewRecordState",\n    "transforms.rename.type": "org.apache.kafka.connect.transforms.ReplaceField$Value",\n    "transforms.rename.renames": "price:unit_price"') },
    falsePositives: 'A ReplaceField that names the envelope\'s own fields (exclude=source, renames=after:row) does what it says and is not reported. Only Debezium\'s relational connectors are judged.',
    versions: 'Debezium 1.x to 3.x relational source connectors on any Kafka Connect.',
  },
  check(ctx) {
    if (!isDebezium(ctx) || !RELATIONAL.test(ctx.entry('connector.class')?.value?.trim() ?? '')) return [];
    const listed = listedAliases(ctx, 'transforms');
    if (!listed) return [];
    const byAlias = aliasKeys(ctx, 'transforms');
    const out: Finding[] = [];
    for (const alias of listed.aliases) {
      const keys = byAlias.get(alias) ?? [];
      const type = keys.find((e) => e.key === `transforms.${alias}.type`)?.value?.trim() ?? '';
      if (UNWRAP.test(type)) break;
      if (type !== REPLACE_FIELD_VALUE) continue;
      for (const e of keys) {
        const name = e.key.slice(`transforms.${alias}.`.length);
        if (!e.value || !['renames', 'exclude', 'blacklist', 'include', 'whitelist'].includes(name)) continue;
        const fields = listElements(e.value).map((f) => (name === 'renames' ? f.split(':')[0] : f).trim()).filter(Boolean);
        const columns = fields.filter((f) => !ENVELOPE.has(f));
        if (columns.length === 0) continue;
        const keeps = name === 'include' || name === 'whitelist';
        if (keeps && columns.length < fields.length) continue; // keeps some envelope fields on purpose
        const what = keeps
          ? `keeps only ${columns.map((c) => `'${c}'`).join(', ')}, none of which is a top-level field there, so every record's value becomes an empty struct`
          : `${name === 'renames' ? 'renames' : 'drops'} ${columns.map((c) => `'${c}'`).join(', ')}, which ${columns.length === 1 ? 'is' : 'are'} not top-level there (the columns are inside before and after), so it changes nothing`;
        out.push({
          range: e.valueRange,
          message: `transforms.${alias} (ReplaceField$Value) runs on Debezium's change-event envelope, since no ExtractNewRecordState comes before it in transforms; the envelope's top-level fields are before, after, source, op and ts_ms, and ReplaceField sees only those: ${e.key} ${what}. Put io.debezium.transforms.ExtractNewRecordState (an "unwrap" alias) before ${alias} in transforms.`,
        });
      }
    }
    return out;
  },
};
