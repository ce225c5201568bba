// What the two alias rules share: how Connect reads the `transforms` and `predicates` lists and the
// `<list>.<alias>.<property>` keys that configure each alias (ConnectorConfig.enrich and
// transformationStages). The lists are ConfigDef LISTs (util/configList.ts): empty items are kept,
// so `a,` is the aliases "a" and "", which Connect then refuses (measured on the 4.4.0 jars).
import type { ConfigEntry } from '../model';
import { listElements } from '../util/configList';
import { isUnresolved } from '../util/placeholder';
import type { RuleContext } from './types';

export type AliasList = 'transforms' | 'predicates';

export interface ListedAliases {
  /** The list's own entry, when written. */
  entry: ConfigEntry | undefined;
  aliases: string[];
}

/** The aliases a list names, or undefined when its value is not known yet (a placeholder, a variable). */
export function listedAliases(ctx: RuleContext, list: AliasList): ListedAliases | undefined {
  const entry = ctx.entry(list);
  if (!entry) return { entry, aliases: [] };
  if (entry.value === undefined || isUnresolved(entry.value)) return undefined;
  return { entry, aliases: listElements(entry.value) };
}

/**
 * The keys written under `<list>.<alias>.`, grouped by alias in file order. An alias is what lies
 * between the list's name and the next dot, the way the enriched ConfigDef names its keys.
 */
export function aliasKeys(ctx: RuleContext, list: AliasList): Map<string, ConfigEntry[]> {
  const byAlias = new Map<string, ConfigEntry[]>();
  const prefix = `${list}.`;
  for (const e of ctx.site.entries) {
    if (!e.key.startsWith(prefix)) continue;
    const rest = e.key.slice(prefix.length);
    const dot = rest.indexOf('.');
    if (dot <= 0 || dot === rest.length - 1) continue;
    const alias = rest.slice(0, dot);
    if (isUnresolved(alias)) continue;
    byAlias.set(alias, [...(byAlias.get(alias) ?? []), e]);
  }
  return byAlias;
}
