// The consumer group protocol a site runs (KIP-848): `group.protocol` as written, else the
// default `classic`, lower-cased as ConsumerConfig compares it. Rules about session and heartbeat
// settings step aside under `consumer`, where the broker owns them. Undefined when the file sets
// the key to a value it does not show (a variable, a placeholder): then no rule may assume either
// protocol — Kafka's own VerifiableConsumer puts group.protocol from a command-line argument and
// group.remote.assignor only in the `consumer` branch.
import type { RuleContext } from './types';

export function groupProtocol(ctx: RuleContext): string | undefined {
  // A Java client older than 3.7 has no group.protocol: it ignores the key and runs the classic
  // protocol (a 2.8 consumer with group.protocol=consumer still refuses heartbeat ≥ session timeout).
  if (ctx.site.client.client === 'java' && !ctx.info('group.protocol')) return 'classic';
  if (ctx.isSet('group.protocol') && ctx.effective('group.protocol') === undefined) return undefined;
  return (ctx.effective('group.protocol') ?? 'classic').trim().toLowerCase();
}
