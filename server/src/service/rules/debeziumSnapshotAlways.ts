// debezium-snapshot-always: a Debezium source connector with snapshot.mode=always (check 86: a
// PostgreSQL tutorial connector and a register script). Debezium's documentation of the mode: the
// connector "always performs a snapshot when it starts" and then streams from where the snapshot
// ended; it names the cases it exists for, WAL segments removed and a new primary after a failover.
// Every start (a task restart, a worker rebalance, a redeploy) therefore re-reads each captured table
// and writes every row again as a read event (op "r"). The default, initial, snapshots once and then
// resumes from the stored offsets. Information, not a warning: a small reference table re-published
// on purpose, or a recovery, is a choice the file may be making.
import { isDebezium } from './debezium';
import { Severity, type Rule } from './types';

const CONNECTOR = (mode: string) => `{\n  "name": "orders-cdc",\n  "config": {\n    "connector.class": "io.debezium.connector.postgresql.PostgresConnector",\n    "database.hostname": "orders-db",\n    "database.user": "debezium",\n    "database.password": "\${file:/secrets/orders-db.properties:password}",\n    "database.dbname": "orders",\n    "topic.prefix": "orders",\n    "plugin.name": "pgoutput",\n    "snapshot.mode": "${mode}"\n  }\n}\n`;

export const debeziumSnapshotAlways: Rule = {
  id: 'debezium-snapshot-always',
  severity: Severity.Information,
  roles: ['connector'],
  clients: ['java'],
  source: 'Debezium connector documentation, snapshot.mode "always" (a snapshot each time the connector starts; meant for removed WAL segments or a promoted primary) and "initial" (the default: once, then from the stored offsets)',
  summary: 'A Debezium connector with snapshot.mode=always: every start re-reads each captured table and writes every row to Kafka again.',
  docs: {
    why: 'Debezium takes a snapshot to start from a consistent copy of the tables, then streams changes from the transaction log, storing its position as Connect offsets. With snapshot.mode=always it ignores those offsets at each start and snapshots again; Debezium documents the mode for recovery, when the log it would resume from is gone (WAL segments removed, a new primary after a failover).',
    consequence: 'Each start of the task (a restart after an error, a worker rebalance, a redeploy of the worker) reads every captured table in full and writes each row again as a read event (op "r"): the topics receive copies of everything they already hold, the database carries the snapshot\'s load again, and consumers that are not idempotent count the rows twice.',
    bad: { file: 'orders-cdc.json', text: CONNECTOR('always') },
    good: { file: 'orders-cdc.json', text: CONNECTOR('initial') },
    falsePositives: 'A connector that recovers from lost log segments, or re-publishes a small reference table on purpose, uses the mode knowingly: set it back to initial once recovered, or silence it with the per-project rules setting ("debezium-snapshot-always": "off").',
    versions: 'Debezium connectors that accept the mode (PostgreSQL from 1.x; others in later releases).',
  },
  check(ctx) {
    if (!isDebezium(ctx)) return [];
    const e = ctx.entry('snapshot.mode');
    if (!e || e.value?.trim().toLowerCase() !== 'always') return [];
    return [{
      range: e.valueRange,
      message: 'snapshot.mode=always: Debezium snapshots each time the connector starts, so every restart, worker rebalance or redeploy re-reads each captured table and writes every row to Kafka again as a read event (op "r"), on top of what the topics already hold. Debezium documents the mode for recovering from lost log segments or a promoted primary; for routine running, initial (the default) snapshots once and then resumes from its offsets.',
      fixes: [{ title: 'Set snapshot.mode=initial (snapshot once, then resume from the offsets)', intents: [{ kind: 'set', key: 'snapshot.mode', value: 'initial' }], preferred: true }],
    }];
  },
};
