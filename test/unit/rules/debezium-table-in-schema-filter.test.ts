// Debezium's schema / database filters match each entry against the schema (database) name whole,
// as an anchored regular expression (DBZ-5625); tables go in table.include.list as schema.table.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { debeziumTableInSchemaFilter } from '../../../server/src/service/rules/debeziumTableInSchemaFilter';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings } from '../../support/service';

const ID = 'debezium-table-in-schema-filter';
const opts = { fileName: 'register-source.json' };
const connector = (cls: string, lines: string[]) => `{\n  "name": "cdc",\n  "config": {\n    "connector.class": "io.debezium.connector.${cls}",\n    "database.hostname": "db",\n    "topic.prefix": "cdc",\n${lines.map((l) => `    ${l}`).join(',\n')}\n  }\n}\n`;

describe('debezium-table-in-schema-filter (anchored schema / database filters, DBZ-5625)', () => {
  it('PostgreSQL: a table as the only schema entry captures nothing', () => {
    const [d, ...rest] = findings(ID, connector('postgresql.PostgresConnector', ['"schema.include.list": "public.hourly_data"']), opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.equal(d.range.start.line, 6);
    assert.match(d.message, /^schema\.include\.list holds 'public\.hourly_data', a table's name \(schema\.table\), .*no schema matches, so the connector captures nothing\. Tables go in table\.include\.list, with schema\.include\.list=public/);
  });

  it('MySQL database lists, a mixed include list and an exclude list', () => {
    const mysql = findings(ID, connector('mysql.MySqlConnector', ['"database.include.list": "inventory,shop.orders"']), opts);
    assert.match(mysql[0].message, /^database\.include\.list holds 'shop\.orders', a table's name \(database\.table\), .*'shop' is not captured through it\./);
    assert.match(mysql[0].message, /with database\.include\.list=inventory,shop if the database list is wanted at all\.$/);
    const exclude = findings(ID, connector('postgresql.PostgresConnector', ['"schema.exclude.list": "audit.events"']), opts);
    assert.match(exclude[0].message, /it excludes nothing\. Tables go in table\.exclude\.list\.$/);
  });

  it('near misses stay silent: schema names, regular expressions, an escaped dot, table lists, a placeholder, another connector', () => {
    for (const line of ['"schema.include.list": "public,inventory"', '"schema.include.list": "public.*"', '"schema.include.list": "tenant_[0-9]+"', '"schema.include.list": "public\\\\.archive"', '"table.include.list": "public.hourly_data"', '"schema.include.list": "${SCHEMAS}"']) {
      assert.deepEqual(findings(ID, connector('postgresql.PostgresConnector', [line]), opts), [], line);
    }
    // MySQL has no schema filter of that name; a JDBC source's schema.pattern is another matter.
    assert.deepEqual(findings(ID, connector('mysql.MySqlConnector', ['"table.include.list": "shop.orders"']), opts), []);
    assert.deepEqual(findings(ID, connector('postgresql.PostgresConnector', ['"schema.include.list": "public"']).replace('io.debezium.connector.postgresql.PostgresConnector', 'io.confluent.connect.jdbc.JdbcSourceConnector'), opts), []);
  });

  it('its documented examples', () => assertDocsExamples(debeziumTableInSchemaFilter));
});
