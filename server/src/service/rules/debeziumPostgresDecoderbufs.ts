// debezium-postgres-decoderbufs (Debezium PostgresConnectorConfig.PLUGIN_NAME, default
// decoderbufs in every release from 0.10 to 3.x; PostgresConnectorTask.start): the PostgreSQL
// connector streams changes through a logical decoding output plugin, and its default,
// decoderbufs, is an extension PostgreSQL does not ship (the debezium/postgres images add it).
// pgoutput is built into PostgreSQL 10 and newer. The connector's validation checks only the
// connection, wal_level and the replication role, so a config without plugin.name is accepted and
// its task fails when it creates the replication slot: "Creation of replication slot failed"
// (PostgreSQL: could not access file "decoderbufs"). Whether the database has the extension is
// told by the compose file that runs it, when there is one.
import { composeContainersFor } from '../crossFile/compose';
import { databaseHost } from './debezium';
import { Severity, type Rule } from './types';

const POSTGRES_CONNECTOR = new Set(['io.debezium.connector.postgresql.PostgresConnector', 'PostgresConnector', 'Postgres']);
/** Images whose PostgreSQL has the decoderbufs extension: Debezium's own. */
const WITH_DECODERBUFS = /(^|\/)debezium\/(?:example-)?postgres(?::|$)/i;
/** Stock PostgreSQL images: the official one, Bitnami's, Alpine tags of either. */
const STOCK = /(^|\/)(?:library\/)?postgres(?::|$)|(^|\/)bitnami\/postgresql(?::|$)/i;

export const debeziumPostgresDecoderbufs: Rule = {
  id: 'debezium-postgres-decoderbufs',
  severity: Severity.Information,
  roles: ['connector'],
  clients: ['java'],
  source: 'Debezium PostgresConnectorConfig plugin.name (default decoderbufs, 0.10–3.x); PostgresConnectorTask.start ("Creation of replication slot failed"); PostgreSQL logical decoding output plugins (pgoutput built in since 10)',
  summary: 'A Debezium PostgreSQL connector without plugin.name uses decoderbufs, an extension stock PostgreSQL does not have: its task fails.',
  docs: {
    why: 'Debezium\'s PostgreSQL connector reads changes through a logical decoding output plugin. Its default, decoderbufs, is a separate extension that the official postgres images do not include; pgoutput is built into PostgreSQL 10 and newer.',
    consequence: 'The connector is accepted (its validation checks only the connection, wal_level and the replication role), then its task fails when it creates the replication slot: "Creation of replication slot failed", from PostgreSQL\'s could not access file "decoderbufs". Nothing is captured. Reported as a warning when the compose file in the connector\'s folder or above it runs the database on a stock PostgreSQL image, as information when only a compose file elsewhere names a container of that host, and as a hint when the workspace names no database image at all (Debezium\'s own postgres images, which its tutorials use, have decoderbufs).',
    bad: { file: 'orders-cdc.json', text: '{\n  "connector.class": "io.debezium.connector.postgresql.PostgresConnector",\n  "database.hostname": "postgres",\n  "database.dbname": "shop",\n  "topic.prefix": "shop"\n}\n' },
    good: { file: 'orders-cdc.json', text: '{\n  "connector.class": "io.debezium.connector.postgresql.PostgresConnector",\n  "database.hostname": "postgres",\n  "database.dbname": "shop",\n  "topic.prefix": "shop",\n  "plugin.name": "pgoutput"\n}\n' },
    falsePositives: 'A database with the decoderbufs extension installed (the debezium/postgres images have it) works with the default: when the compose file that runs the connector runs such an image, nothing is reported. Otherwise write plugin.name=decoderbufs to say it is meant.',
    versions: 'Debezium 0.10 and newer (the default has always been decoderbufs).',
  },
  check(ctx) {
    const cls = ctx.entry('connector.class');
    if (!POSTGRES_CONNECTOR.has(cls?.value?.trim() ?? '') || ctx.isSet('plugin.name')) return [];
    const host = databaseHost(ctx);
    const containers = composeContainersFor(ctx.workspace.compose, ctx.doc.uri, host);
    // The database the connector reads, when a container answers to its host name; else any database image of the stack.
    const named = host ? containers.filter((c) => c.hosts.includes(host.toLowerCase())) : [];
    const images = named.length > 0 ? named : containers;
    if (images.some((i) => WITH_DECODERBUFS.test(i.image))) return [];
    const stock = images.find((i) => STOCK.test(i.image));
    const fix = [{ title: 'Set plugin.name=pgoutput (built into PostgreSQL 10+)', intents: [{ kind: 'set' as const, key: 'plugin.name', value: 'pgoutput' }], preferred: true }];
    return [{
      range: cls!.valueRange,
      // No database image anywhere in the workspace: whether it has decoderbufs (Debezium's own
      // postgres images do, and its tutorials use them) is not known, so a hint (check 64).
      ...(stock?.near ? { severity: Severity.Warning } : images.length === 0 ? { severity: Severity.Hint } : {}),
      message: stock?.near
        ? `No plugin.name: Debezium uses decoderbufs, an extension the ${stock.image} image in ${stock.label} does not have, so the task fails when it creates its replication slot ("Creation of replication slot failed"). Set plugin.name=pgoutput, built into PostgreSQL 10 and newer.`
        : stock
        // Found in another folder by the host name alone: maybe this connector's database, maybe not.
        ? `No plugin.name: Debezium uses decoderbufs, an extension stock PostgreSQL does not ship. If this connector reads the ${stock.image} container of ${stock.label} (it answers to the same host name), its task fails when it creates its replication slot ("Creation of replication slot failed"). Set plugin.name=pgoutput, built into PostgreSQL 10 and newer, unless your database has decoderbufs.`
        : 'No plugin.name: Debezium uses decoderbufs, an extension stock PostgreSQL does not ship (the debezium/postgres images add it); without it the task fails when it creates its replication slot ("Creation of replication slot failed"). Set plugin.name=pgoutput, built into PostgreSQL 10 and newer, unless your database has decoderbufs.',
      fixes: fix,
    }];
  },
};
