// jdbc-source-mode-missing (kafka-connect-jdbc JdbcSourceConnectorConfig): `mode` decides how each
// poll finds rows to publish, and it has no usable default. Its default is "" (MODE_UNSPECIFIED), and
// the recommender of every mode-dependent key throws ConfigException("Query mode must be
// specified") for it, which ConfigDef.validate records as an error of those keys: the worker's
// validation of the config fails and it refuses to create the connector ("Connector configuration
// is invalid and contains the following N error(s)"). Mode has been required since the connector's
// early releases (kafka-connect-jdbc pull request 19, 2015: bulk had been the default, and "it just
// keeps dumping your table over and over again").
import { isJdbcSource } from './jdbcSource';
import { Severity, type Rule } from './types';

export const jdbcSourceModeMissing: Rule = {
  id: 'jdbc-source-mode-missing',
  severity: Severity.Error,
  roles: ['connector'],
  clients: ['java'],
  source: 'kafka-connect-jdbc JdbcSourceConnectorConfig: mode (default "", MODE_UNSPECIFIED), ModeDependentsRecommender ("Query mode must be specified")',
  summary: 'A JDBC source connector with no mode: the worker refuses the config.',
  docs: {
    why: 'The JDBC source connector needs to be told how each poll finds the rows to publish: the whole table (bulk), rows above the last id (incrementing), rows above the last timestamp (timestamp), or both (timestamp+incrementing). There is no default: the empty value fails validation.',
    consequence: 'Creating the connector fails with HTTP 400 "Connector configuration is invalid": JdbcSourceConnectorConfig\'s recommender reports "Query mode must be specified" on the mode-dependent keys, and nothing is read from the database.',
    bad: { file: 'orders-source.json', text: '{\n  "name": "orders-source",\n  "config": {\n    "connector.class": "io.confluent.connect.jdbc.JdbcSourceConnector",\n    "connection.url": "jdbc:postgresql://db:5432/shop",\n    "table.whitelist": "orders",\n    "topic.prefix": "pg-"\n  }\n}\n' },
    good: { file: 'orders-source.json', text: '{\n  "name": "orders-source",\n  "config": {\n    "connector.class": "io.confluent.connect.jdbc.JdbcSourceConnector",\n    "connection.url": "jdbc:postgresql://db:5432/shop",\n    "table.whitelist": "orders",\n    "topic.prefix": "pg-",\n    "mode": "incrementing",\n    "incrementing.column.name": "id"\n  }\n}\n' },
    falsePositives: 'None known for Confluent\'s connector. Another vendor\'s JDBC source with the same simple name installed instead (an alias) may take other keys: name the class in full.',
    versions: 'kafka-connect-jdbc, all releases since mode became required (2015).',
  },
  check(ctx) {
    if (!isJdbcSource(ctx)) return [];
    const mode = ctx.entry('mode');
    if (mode && (mode.value === undefined || mode.value.trim() !== '')) return [];
    return [{
      range: mode ? mode.keyRange : ctx.entry('connector.class')!.valueRange,
      message: `The JDBC source connector has ${mode ? 'an empty mode' : 'no mode'}: its config validation fails with "Query mode must be specified" (JdbcSourceConnectorConfig; mode has no default), so the worker refuses to create it. Set mode to incrementing (a strictly increasing id column), timestamp+incrementing (new and updated rows) or bulk (the whole table on every poll).`,
    }];
  },
};
