// duplicate-key in connector JSON: a key written twice is a real duplicate (Connect keeps the
// last), but "_comment" and its kin are how people annotate JSON, which has no comments.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findings } from '../../support/service';

const connector = (lines: string[]) => `{\n  "name": "orders-sink",\n  "config": {\n    "connector.class": "io.confluent.connect.jdbc.JdbcSinkConnector",\n${lines.map((l) => `    ${l}`).join(',\n')}\n  }\n}\n`;

describe('duplicate-key in connector JSON', () => {
  it('a real key twice: the earlier one is reported', () => {
    const [d, ...rest] = findings('duplicate-key', connector(['"topics": "orders"', '"tasks.max": "1"', '"tasks.max": "4"']), { fileName: 'orders-sink.json' });
    assert.equal(rest.length, 0);
    assert.equal(d.range.start.line, 5);
  });

  it('near miss: annotation keys written many times (_comment, __note, //) are left alone', () => {
    const text = connector(['"_comment": "Sink for the orders topic"', '"topics": "orders"', '"_comment": "Upserts by primary key"', '"insert.mode": "upsert"', '"//": "see README"', '"//": "owner: data team"', '"__note": "a"', '"__note": "b"']);
    assert.deepEqual(findings('duplicate-key', text, { fileName: 'orders-sink.json' }), []);
  });
});
