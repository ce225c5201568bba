// debezium-table-in-schema-filter: a Debezium source connector whose schema filter
// (schema.include.list / schema.exclude.list: PostgreSQL, SQL Server, Oracle, Db2) or database
// filter (database.include.list / database.exclude.list: MySQL, MariaDB) lists a table's name,
// `public.orders`. Debezium matches each entry of those lists against the schema's (database's)
// name alone, as an anchored regular expression (the whole name must match; DBZ-5625 wrote this
// into every connector's property description): `public.orders` matches a schema called
// "public.orders" or "publicXorders" (the dot is any character) and no schema called "public". In
// an include list that leaves the schema out, and when it is the only entry nothing is captured; in
// an exclude list it excludes nothing. Tables go in table.include.list / table.exclude.list, whose
// entries are schema.table (database.table for MySQL). Check 80: a PostgreSQL connector with
// schema.include.list=public.hourly_data.
import { listElements } from '../util/configList';
import { Severity, type Finding, type Rule } from './types';

/** The connector classes whose schema (or, for MySQL and MariaDB, database) lists name containers of tables. */
const FILTERS: Array<{ classes: RegExp; keys: [string, string]; container: 'schema' | 'database' }> = [
  { classes: /^io\.debezium\.connector\.(postgresql\.PostgresConnector|sqlserver\.SqlServerConnector|oracle\.OracleConnector|db2\.Db2Connector|informix\.InformixConnector)$/, keys: ['schema.include.list', 'schema.exclude.list'], container: 'schema' },
  { classes: /^io\.debezium\.connector\.(mysql\.MySqlConnector|mariadb\.MariaDbConnector)$/, keys: ['database.include.list', 'database.exclude.list'], container: 'database' },
];
/** `name.name`: two identifiers and an unescaped dot, no other regular-expression character. */
const TABLE_ID = /^[A-Za-z_][\w$]*\.[A-Za-z_][\w$]*$/;

const CONNECTOR = (filters: string) => `{
  "name": "metrics-cdc",
  "config": {
    "connector.class": "io.debezium.connector.postgresql.PostgresConnector",
    "database.hostname": "metrics-db",
    "database.user": "debezium",
    "database.password": "\${file:/secrets/metrics-db.properties:password}",
    "database.dbname": "metrics",
    "topic.prefix": "metrics",
    "plugin.name": "pgoutput",
${filters}
  }
}
`;

export const debeziumTableInSchemaFilter: Rule = {
  id: 'debezium-table-in-schema-filter',
  severity: Severity.Warning,
  roles: ['connector'],
  clients: ['java'],
  source: 'Debezium connector properties schema.include.list / database.include.list (each entry an anchored regular expression matched against the whole schema or database name; DBZ-5625); table.include.list takes schema.table',
  summary: 'A Debezium schema (or MySQL database) include/exclude list holds a table\'s name, schema.table: it is matched against schema names whole, so it matches none, and the schema is not captured (or not excluded).',
  docs: {
    why: 'Debezium filters what it captures at two levels. schema.include.list (database.include.list for MySQL and MariaDB) is matched against the names of schemas, each entry as an anchored regular expression that must match the whole name; table.include.list is matched against schema.table. A table\'s name in the schema list looks like it narrows the capture to that table, but it names a schema nobody has: the unescaped dot matches any one character, and "public" is not "public.orders".',
    consequence: 'In an include list the schema is left out: when the table is the list\'s only entry, the connector starts, takes its snapshot of nothing and streams nothing, with no error. In an exclude list the entry excludes nothing.',
    bad: { file: 'metrics-cdc.json', text: CONNECTOR('    "schema.include.list": "public.hourly_data"') },
    good: { file: 'metrics-cdc.json', text: CONNECTOR('    "schema.include.list": "public",\n    "table.include.list": "public.hourly_data"') },
    falsePositives: 'A schema whose name really contains a dot is written with it escaped (public\\.archive) and is not reported; so is any entry with other regular-expression characters (public.*).',
    versions: 'Debezium 1.x and 2.x and 3.x source connectors (the *.include.list names came in 1.3, replacing *.whitelist).',
  },
  check(ctx) {
    const cls = ctx.entry('connector.class')?.value?.trim() ?? '';
    const filter = FILTERS.find((f) => f.classes.test(cls));
    if (!filter) return [];
    const out: Finding[] = [];
    for (const key of filter.keys) {
      const e = ctx.entry(key);
      if (!e?.value || e.value.includes('${')) continue;
      const entries = listElements(e.value);
      const tables = entries.filter((x) => TABLE_ID.test(x));
      if (tables.length === 0) continue;
      const include = key.endsWith('include.list');
      const onlyTables = tables.length === entries.length;
      const tableKey = `table.${include ? 'include' : 'exclude'}.list`;
      const containers = [...new Set(tables.map((t) => t.split('.')[0]))];
      const effect = include
        ? onlyTables ? `no ${filter.container} matches, so the connector captures nothing` : `${containers.map((c) => `'${c}'`).join(', ')} ${containers.length === 1 ? 'is' : 'are'} not captured through ${tables.length === 1 ? 'it' : 'them'}`
        : 'it excludes nothing';
      out.push({
        range: e.valueRange,
        message: `${key} holds ${tables.map((t) => `'${t}'`).join(', ')}, a table's name (${filter.container}.table), but Debezium matches each entry against ${filter.container} names, whole (an anchored regular expression; the dot matches any one character): ${effect}. Tables go in ${tableKey}${include ? `, with ${key}=${[...new Set([...entries.filter((x) => !TABLE_ID.test(x)), ...containers])].join(',')} if the ${filter.container} list is wanted at all` : ''}.`,
      });
    }
    return out;
  },
};
