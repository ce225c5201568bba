// Which client a .properties file configures. Order of evidence: the directive (role=…), the file
// name (producer.properties, server.properties…), then the keys themselves.
import { baseName } from '../../../../common/src/model';
import type { Catalog } from '../catalog';
import type { Role } from '../model';

export function roleFromFileName(fileName: string): Role | undefined {
  const base = baseName(fileName).toLowerCase();
  if (/producer/.test(base)) return 'producer';
  if (/consumer/.test(base)) return 'consumer';
  if (/^(server|broker|controller|kraft)/.test(base)) return 'broker';
  if (/topic/.test(base)) return 'topic';
  if (/admin/.test(base)) return 'admin';
  return undefined;
}

/**
 * Votes with the keys that belong to few roles: bootstrap.servers or security.protocol say
 * nothing (every client has them), batch.size says producer. No distinctive key → undefined,
 * and role-specific rules stay silent rather than guess.
 */
export function roleFromKeys(keys: string[], catalog: Catalog): Role | undefined {
  const votes = new Map<Role, number>();
  for (const key of keys) {
    const roles = catalog.rolesOf(key);
    if (roles.length === 0 || roles.length > 2) continue;
    for (const r of roles) votes.set(r, (votes.get(r) ?? 0) + 1 / roles.length);
  }
  let best: Role | undefined;
  let bestVotes = 0;
  let tie = false;
  for (const [role, v] of votes) {
    if (v > bestVotes) { best = role; bestVotes = v; tie = false; }
    else if (v === bestVotes) tie = true;
  }
  return tie ? undefined : best;
}
