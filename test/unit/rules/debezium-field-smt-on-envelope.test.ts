// ReplaceField sees only the value's top-level fields; a Debezium envelope's are before, after,
// source, op, ts_ms, with the columns inside before/after until ExtractNewRecordState unwraps it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { debeziumFieldSmtOnEnvelope } from '../../../server/src/service/rules/debeziumFieldSmtOnEnvelope';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings } from '../../support/service';

const ID = 'debezium-field-smt-on-envelope';
const opts = { fileName: 'register.json' };
const connector = (cls: string, lines: string[]) => `{\n  "name": "cdc",\n  "config": {\n    "connector.class": "${cls}",\n    "database.hostname": "db",\n    "topic.prefix": "cdc",\n${lines.map((l) => `    ${l}`).join(',\n')}\n  }\n}\n`;
const PG = 'io.debezium.connector.postgresql.PostgresConnector';
const RF = '"org.apache.kafka.connect.transforms.ReplaceField$Value"';

describe('debezium-field-smt-on-envelope (field transforms before the unwrap)', () => {
  it('renames of a column with no unwrap: a warning on the value, naming the envelope\'s fields', () => {
    const [d, ...rest] = findings(ID, connector(PG, ['"transforms": "rename"', `"transforms.rename.type": ${RF}`, '"transforms.rename.renames": "price:amount"']), opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.equal(d.range.start.line, 8);
    assert.match(d.message, /^transforms\.rename \(ReplaceField\$Value\) runs on Debezium's change-event envelope, .*transforms\.rename\.renames renames 'price', which is not top-level there .*so it changes nothing/);
  });

  it('an include list of columns empties every value; an exclude before the unwrap does nothing', () => {
    const [inc] = findings(ID, connector(PG, ['"transforms": "keep,unwrap"', `"transforms.keep.type": ${RF}`, '"transforms.keep.include": "id,price"', '"transforms.unwrap.type": "io.debezium.transforms.ExtractNewRecordState"']), opts);
    assert.match(inc.message, /keeps only 'id', 'price', none of which is a top-level field there, so every record's value becomes an empty struct/);
    const [exc] = findings(ID, connector('io.debezium.connector.mysql.MySqlConnector', ['"transforms": "drop"', `"transforms.drop.type": ${RF}`, '"transforms.drop.exclude": "password_hash"']), opts);
    assert.match(exc.message, /drops 'password_hash'/);
  });

  it('near misses stay silent: after the unwrap, envelope fields, another connector, ReplaceField$Key', () => {
    assert.deepEqual(findings(ID, connector(PG, ['"transforms": "unwrap,rename"', '"transforms.unwrap.type": "io.debezium.transforms.ExtractNewRecordState"', `"transforms.rename.type": ${RF}`, '"transforms.rename.renames": "price:amount"']), opts), []);
    assert.deepEqual(findings(ID, connector(PG, ['"transforms": "slim"', `"transforms.slim.type": ${RF}`, '"transforms.slim.exclude": "source,transaction"']), opts), []);
    assert.deepEqual(findings(ID, connector('io.confluent.connect.jdbc.JdbcSourceConnector', ['"transforms": "rename"', `"transforms.rename.type": ${RF}`, '"transforms.rename.renames": "price:amount"']), opts), []);
    assert.deepEqual(findings(ID, connector(PG, ['"transforms": "rename"', '"transforms.rename.type": "org.apache.kafka.connect.transforms.ReplaceField$Key"', '"transforms.rename.renames": "id:product_id"']), opts), []);
  });

  it('its documented examples', () => assertDocsExamples(debeziumFieldSmtOnEnvelope));
});
