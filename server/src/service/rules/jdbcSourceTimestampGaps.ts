// jdbc-source-timestamp-gaps (kafka-connect-jdbc TimestampIncrementingCriteria): in mode=timestamp
// each poll asks for `ts > <last timestamp read> AND ts < <now - timestamp.delay.interval.ms>`, and
// the last timestamp read becomes the next lower bound. A row that becomes visible after a poll
// with a timestamp at or below that bound is never read: a second row written within the column's
// precision of the last one (same second, same millisecond), or a transaction that commits after a
// poll already read a newer row (PostgreSQL's now() is the transaction's start). timestamp+
// incrementing adds `ts = last AND id > last id`, which covers the first case; only a delay longer
// than the longest write transaction covers the second, in either mode. The connector's own doc
// of mode says timestamp values are "not necessarily unique", which the strict `>` does not honour
// for rows that arrive after the poll.
import { isJdbcSource } from './jdbcSource';
import { Severity, type Rule } from './types';

export const jdbcSourceTimestampGaps: Rule = {
  id: 'jdbc-source-timestamp-gaps',
  severity: Severity.Information,
  roles: ['connector'],
  clients: ['java'],
  source: 'kafka-connect-jdbc TimestampIncrementingCriteria.timestampWhereClause / timestampIncrementingWhereClause; JdbcSourceConnectorConfig timestamp.delay.interval.ms (default 0)',
  summary: 'A JDBC source in timestamp mode with no delay: rows that share the last timestamp read, or commit late, are never published.',
  docs: {
    why: 'In timestamp mode each poll reads rows whose timestamp is strictly above the last one it read and below the current time minus timestamp.delay.interval.ms. A row that shows up after the poll with a timestamp at or below that mark is behind the connector for good.',
    consequence: 'Silent data loss: a second row with the same timestamp as the last one read (a column with second precision, two writes in one millisecond), or a row whose transaction commits after the poll read a newer row, never reaches Kafka. No error, no log line.',
    bad: { file: 'orders-source.json', text: '{\n  "connector.class": "io.confluent.connect.jdbc.JdbcSourceConnector",\n  "connection.url": "jdbc:postgresql://db:5432/shop",\n  "table.whitelist": "orders",\n  "mode": "timestamp",\n  "timestamp.column.name": "updated_at"\n}\n' },
    good: { file: 'orders-source.json', text: '{\n  "connector.class": "io.confluent.connect.jdbc.JdbcSourceConnector",\n  "connection.url": "jdbc:postgresql://db:5432/shop",\n  "table.whitelist": "orders",\n  "mode": "timestamp+incrementing",\n  "timestamp.column.name": "updated_at",\n  "incrementing.column.name": "id",\n  "timestamp.delay.interval.ms": "5000"\n}\n' },
    falsePositives: 'A table written by one writer, one row at a time, with timestamps finer than its write rate, loses nothing. Set timestamp.delay.interval.ms to the longest write transaction, or turn the rule off for the file in .kafka-tuning.json.',
    versions: 'kafka-connect-jdbc, all releases.',
  },
  check(ctx) {
    if (!isJdbcSource(ctx)) return [];
    const mode = ctx.entry('mode');
    const which = mode?.value?.trim().toLowerCase();
    if (!mode || (which !== 'timestamp' && which !== 'timestamp+incrementing')) return [];
    const delay = ctx.entry('timestamp.delay.interval.ms');
    const ms = delay?.value === undefined ? 0 : Number(delay.value.trim());
    if (delay && (delay.value === undefined || !Number.isFinite(ms) || ms > 0)) return [];
    const at = delay ? `timestamp.delay.interval.ms=${delay.value!.trim()}` : 'timestamp.delay.interval.ms unset (0)';
    if (which === 'timestamp') {
      return [{
        range: mode.valueRange,
        message: `mode=timestamp with ${at}: each poll reads rows with a timestamp strictly above the last one it read, up to now (TimestampIncrementingCriteria). A row that appears later with a timestamp at or below that mark is never published: a second write with the same timestamp, or a transaction that commits after a poll read a newer row. Use mode=timestamp+incrementing with a strictly increasing id column, and set timestamp.delay.interval.ms longer than your longest write transaction.`,
      }];
    }
    return [{
      range: delay ? delay.valueRange : mode.valueRange,
      severity: Severity.Hint,
      message: `mode=timestamp+incrementing with ${at}: each poll reads up to the current time, so a row whose transaction commits after a poll that read a newer timestamp is never published (TimestampIncrementingCriteria). Fine when each row is written in a short transaction; otherwise set timestamp.delay.interval.ms longer than your longest write transaction.`,
    }];
  },
};
