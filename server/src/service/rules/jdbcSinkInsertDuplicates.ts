// jdbc-sink-insert-duplicates (kafka-connect-jdbc JdbcSinkConfig: insert.mode default "insert",
// pk.mode default "none"): Confluent's JDBC sink writing each record as a plain INSERT into a table
// that takes no key from the record. Kafka Connect delivers to a sink at least once: after a task
// restart or a rebalance, the records since the last offset commit are put again, and with no key
// there is nothing to tell a redelivered record from a new one, so each comes back as another row
// (check 56: two sink configs in the wild that left both keys at these defaults).
// Silent when either key asks for a key-based write (upsert or update, or any pk.mode but none).
import { Severity, type Rule } from './types';

const JDBC_SINK = new Set(['io.confluent.connect.jdbc.JdbcSinkConnector', 'JdbcSinkConnector', 'JdbcSink']);

export const jdbcSinkInsertDuplicates: Rule = {
  id: 'jdbc-sink-insert-duplicates',
  severity: Severity.Information,
  roles: ['connector'],
  clients: ['java'],
  source: 'kafka-connect-jdbc JdbcSinkConfig: insert.mode (default insert), pk.mode (default none); Kafka Connect sink tasks are delivered records at least once (WorkerSinkTask commits offsets after the put and flush)',
  summary: 'A JDBC sink that INSERTs each record with pk.mode=none: records redelivered after a task restart or rebalance become duplicate rows.',
  check(ctx) {
    if (!JDBC_SINK.has(ctx.entry('connector.class')?.value?.trim() ?? '')) return [];
    const mode = ctx.entry('insert.mode');
    const pk = ctx.entry('pk.mode');
    if ((mode?.value?.trim().toLowerCase() ?? 'insert') !== 'insert') return [];
    if ((pk?.value?.trim().toLowerCase() ?? 'none') !== 'none') return [];
    const said = (key: string, written: boolean) => `${key}=${key === 'insert.mode' ? 'insert' : 'none'}${written ? '' : ' (default)'}`;
    return [{
      range: (mode ?? pk ?? ctx.entry('connector.class')!).valueRange,
      message: `${said('insert.mode', !!mode)} with ${said('pk.mode', !!pk)}: each record is a plain INSERT and the table takes no key from it. Kafka Connect delivers records to a sink at least once: after a task restart or a rebalance, those since the last offset commit are written again, as duplicate rows. insert.mode=upsert with pk.mode=record_key (or record_value and pk.fields) makes a redelivered record overwrite its own row; keep insert if the table may hold duplicates.`,
    }];
  },
  docs: {
    why: 'The JDBC sink writes with standard INSERT statements unless told otherwise, and by default it uses no primary key from the record. Kafka Connect commits a sink task\'s offsets only after its records are written and flushed, so a task that restarts or loses its partitions in a rebalance gets the records since the last commit again.',
    consequence: 'Each redelivered record becomes one more row. Nothing fails, so the duplicates show up only in the data, usually after a deployment or a worker restart.',
    bad: { file: 'orders-sink.json', text: '{\n  "name": "orders-sink",\n  "config": {\n    "connector.class": "io.confluent.connect.jdbc.JdbcSinkConnector",\n    "connection.url": "jdbc:postgresql://db:5432/shop",\n    "topics": "orders",\n    "insert.mode": "insert"\n  }\n}\n' },
    good: { file: 'orders-sink.json', text: '{\n  "name": "orders-sink",\n  "config": {\n    "connector.class": "io.confluent.connect.jdbc.JdbcSinkConnector",\n    "connection.url": "jdbc:postgresql://db:5432/shop",\n    "topics": "orders",\n    "insert.mode": "upsert",\n    "pk.mode": "record_key",\n    "pk.fields": "order_id"\n  }\n}\n' },
    falsePositives: 'An append-only table where duplicate rows are acceptable or removed downstream: silence the line with a suppression comment. Another vendor\'s JDBC sink installed under the same simple name (an alias) may take other keys: name the class in full.',
    versions: 'kafka-connect-jdbc, all releases.',
  },
};
