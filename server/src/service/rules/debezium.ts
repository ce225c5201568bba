// Debezium's source connectors (io.debezium.connector.*) and the Debezium release that runs them:
// the tag of the debezium/connect image of the compose file that speaks for the connector's file
// (crossFile/compose.ts composeDebeziumVersion). Debezium 2.0 (October 2022) renamed and removed
// keys that 1.x configs, still common in tutorials, write.
import { compareVersions } from '../catalog';
import { composeDebeziumVersion, type ComposeDebezium } from '../crossFile/compose';
import type { RuleContext } from './types';

/** The connector class is one of Debezium's. */
export function isDebezium(ctx: RuleContext): boolean {
  return (ctx.entry('connector.class')?.value?.trim() ?? '').startsWith('io.debezium.');
}

/** The Debezium release the workspace runs the connector on, when a compose file says. */
export function debeziumRunning(ctx: RuleContext): ComposeDebezium | undefined {
  return composeDebeziumVersion(ctx.workspace.compose, ctx.doc.uri, databaseHost(ctx));
}

/** The database host the connector reads (its database.hostname), by which a compose file elsewhere in the workspace is known to run it. */
export function databaseHost(ctx: RuleContext): string | undefined {
  const v = ctx.entry('database.hostname')?.value?.trim();
  return v && !/\$\{/.test(v) ? v : undefined;
}

/** `running` is that release or newer ("2.0" against "2.5.4" → true). */
export function atLeast(running: ComposeDebezium, release: string): boolean {
  return compareVersions(running.version, release) >= 0;
}
