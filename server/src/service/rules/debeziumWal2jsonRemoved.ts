// debezium-wal2json-removed: a PostgreSQL connector with plugin.name=wal2json (or wal2json_streaming,
// wal2json_rds, wal2json_rds_streaming). Debezium deprecated the wal2json decoders in 1.8 (DBZ-3953)
// and removed them in 2.0: 2.x's PostgresConnectorConfig.LogicalDecoder has only decoderbufs and
// pgoutput, so the worker refuses a config that names wal2json (check 42, K8). The release comes
// from the debezium/connect image that runs the connector (rules/debezium.ts): known 2.x, an error;
// known 1.8–1.9, a hint; unknown (no tag, or "latest"), information that says both.
import { atLeast, debeziumRunning } from './debezium';
import { Severity, type Rule } from './types';

const WAL2JSON = /^wal2json/i;
const POSTGRES = 'io.debezium.connector.postgresql.PostgresConnector';

const CONNECTOR = (plugin: string) => `{\n  "name": "orders-cdc",\n  "config": {\n    "connector.class": "${POSTGRES}",\n    "database.hostname": "orders-db",\n    "database.user": "debezium",\n    "database.password": "\${file:/secrets/orders-db.properties:password}",\n    "database.dbname": "orders",\n    "topic.prefix": "orders",\n    "plugin.name": "${plugin}"\n  }\n}\n`;

export const debeziumWal2jsonRemoved: Rule = {
  id: 'debezium-wal2json-removed',
  severity: Severity.Information,
  roles: ['connector'],
  clients: ['java'],
  source: 'Debezium PostgresConnectorConfig.LogicalDecoder (wal2json decoders deprecated in 1.8, DBZ-3953; removed in 2.0: only decoderbufs and pgoutput)',
  summary: 'A Debezium PostgreSQL connector with plugin.name=wal2json…: Debezium 2.0 removed the wal2json decoders, so a 2.x worker refuses the config.',
  check(ctx) {
    if (ctx.entry('connector.class')?.value?.trim() !== POSTGRES) return [];
    const e = ctx.entry('plugin.name');
    const plugin = e?.value?.trim() ?? '';
    if (!e || !WAL2JSON.test(plugin)) return [];
    const running = debeziumRunning(ctx);
    const fixes = [{ title: 'Set plugin.name=pgoutput (built into PostgreSQL 10 and newer)', intents: [{ kind: 'set' as const, key: 'plugin.name', value: 'pgoutput' }], preferred: true }];
    if (running && atLeast(running, '2.0')) {
      return [{ range: e.valueRange, severity: Severity.Error, message: `plugin.name=${plugin}: Debezium ${running.version} (${running.origin}) has no wal2json decoder; 2.0 removed it, leaving decoderbufs and pgoutput, so the worker refuses this connector's config. Use pgoutput, built into PostgreSQL 10 and newer.`, fixes }];
    }
    if (running) {
      if (!atLeast(running, '1.8')) return [];
      return [{ range: e.valueRange, severity: Severity.Hint, message: `plugin.name=${plugin} is deprecated since Debezium 1.8 and removed in 2.0; ${running.origin} runs ${running.version}, which still reads it. Moving to pgoutput (built into PostgreSQL 10 and newer) now makes the upgrade to 2.x safe.`, fixes }];
    }
    return [{ range: e.valueRange, message: `plugin.name=${plugin}: Debezium 2.0 removed the wal2json decoders (deprecated since 1.8), so a 2.x worker refuses this connector's config; 1.x still runs it. No compose file or Dockerfile tied to this connector (in its folder or above, or running its database host) names one debezium/connect release. Use pgoutput, built into PostgreSQL 10 and newer.`, fixes }];
  },
  docs: {
    why: 'Debezium\'s PostgreSQL connector reads changes through a logical decoding plug-in. The wal2json decoders were deprecated in Debezium 1.8 and removed in 2.0; pgoutput, which PostgreSQL 10 and newer ship, needs nothing installed on the server.',
    consequence: 'On Debezium 2.0 or newer the worker refuses the connector\'s config: plugin.name accepts only decoderbufs and pgoutput. No change is captured.',
    bad: { file: 'orders-cdc.json', text: CONNECTOR('wal2json') },
    good: { file: 'orders-cdc.json', text: CONNECTOR('pgoutput') },
    falsePositives: 'A connector that stays on Debezium 1.x: with a debezium/connect:1.x image in the workspace the finding is a hint from 1.8, and nothing before.',
    versions: 'Debezium 2.0 and newer refuse it; 1.8 and 1.9 deprecate it.',
  },
};
