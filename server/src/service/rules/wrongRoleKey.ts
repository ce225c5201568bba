// wrong-role-key: a key that belongs to another client (fetch.min.bytes in a producer config).
// The client logs it as unused and carries on, so the setting the author meant never applies.
import { oldClientUse } from '../clients/scala';
import { ROLES } from '../model';
import { frameworkOf } from '../sites/framework';
import { Severity, type Finding, type Rule } from './types';

export const wrongRoleKey: Rule = {
  id: 'wrong-role-key',
  severity: Severity.Warning,
  clients: ['java'],
  roles: [...ROLES],
  source: 'AbstractConfig.logUnused (unused keys are only logged)',
  summary: 'The key is valid for another client or the broker, not this one: it is ignored here.',
  check(ctx) {
    const out: Finding[] = [];
    const role = ctx.site.role!;
    // Streams and Connect hand unprefixed keys to every client they create: nothing is misplaced.
    if (ctx.site.syntax === 'properties' && frameworkOf(ctx.site.entries)) return [];
    // zookeeper.connect on a consumer is the old Scala consumer's, not a misplaced broker key.
    const old = new Set(oldClientUse(role, ctx.site.entries)?.entries);
    for (const e of ctx.site.entries) {
      const roles = ctx.catalog.rolesOf(e.key);
      if (e.shared || old.has(e) || roles.length === 0 || roles.includes(role)) continue;
      out.push({
        range: e.keyRange,
        message: `'${e.key}' is a ${roles.join('/')} setting; a ${role} ignores it.`,
        fixes: [{ title: `Remove '${e.key}'`, intents: [{ kind: 'remove', entry: e }] }],
      });
    }
    return out;
  },
};
