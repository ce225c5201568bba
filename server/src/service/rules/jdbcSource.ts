// Confluent's JDBC source connector (kafka-connect-jdbc), which many connector configs in the wild
// run: told by its class or one of the aliases Kafka Connect gives every plugin (its simple name,
// and that name without "Connector": Plugins / PluginUtils.prunedName).
import type { RuleContext } from './types';

const JDBC_SOURCE = new Set(['io.confluent.connect.jdbc.JdbcSourceConnector', 'JdbcSourceConnector', 'JdbcSource']);

/** The site is a JDBC source connector's config. */
export function isJdbcSource(ctx: RuleContext): boolean {
  return JDBC_SOURCE.has(ctx.entry('connector.class')?.value?.trim() ?? '');
}
