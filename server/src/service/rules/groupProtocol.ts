// The consumer group protocol a site runs (KIP-848): `group.protocol` as written, else the
// default `classic`, lower-cased as ConsumerConfig compares it. Rules about session and heartbeat
// settings step aside under `consumer`, where the broker owns them.
import type { RuleContext } from './types';

export function groupProtocol(ctx: RuleContext): string {
  return (ctx.effective('group.protocol') ?? 'classic').trim().toLowerCase();
}
