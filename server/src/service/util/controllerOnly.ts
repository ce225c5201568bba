// A KRaft controller-only node (process.roles written without "broker"): it holds no partition,
// runs no group coordinator and creates no topic, so the rules about those stay off it. Written
// only: a ZooKeeper-mode broker has no process.roles (its default is empty), and is a broker.
import type { RuleContext } from '../rules/types';

export function controllerOnly(ctx: Pick<RuleContext, 'entry'>): boolean {
  const roles = ctx.entry('process.roles')?.value?.split(',').map((r) => r.trim().toLowerCase()).filter(Boolean);
  return !!roles && roles.length > 0 && !roles.includes('broker');
}
