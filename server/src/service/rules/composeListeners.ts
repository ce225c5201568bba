// What a Docker Compose broker service's listeners say, for the rules about reaching it from this
// machine (composeAdvertisedPortUnpublished.ts, composeHostClientsGetContainerName.ts): the
// advertised listeners, and the container port each listener binds — written in KAFKA_LISTENERS, or,
// where it is unset, derived from the advertised port as apache/kafka's configure script and
// confluentinc's `cub listeners` do. Undefined when the service shares a network namespace (then
// localhost reaches it without published ports), a value cannot be read, or the derived listeners
// collide on a port (the broker does not start: listener-port-duplicate).
import type { ComposeSite, ConfigEntry } from '../model';
import { parseListeners, type Listener } from '../util/listeners';
import { isUnresolved } from '../util/placeholder';
import type { RuleContext } from './types';

export interface ComposeListeners {
  site: ComposeSite;
  /** The advertised.listeners entry, where findings anchor. */
  adv: ConfigEntry;
  advertised: Listener[];
  /** The container port the listener of this name binds; undefined when the file does not show it. */
  boundPort(name: string): number | undefined;
  /** Whether the bound ports are known at all (KAFKA_LISTENERS written, or derived by the image). */
  bindsKnown: boolean;
}

/** The image fills an unset KAFKA_LISTENERS from KAFKA_ADVERTISED_LISTENERS, each host as 0.0.0.0 (apache/kafka's configure script, confluentinc's cub listeners). */
export function derivesListeners(site: ComposeSite): boolean {
  return site.compose.family === 'apache' || site.compose.family === 'confluent';
}

export function composeListeners(ctx: RuleContext): ComposeListeners | undefined {
  const site = ctx.site as ComposeSite;
  if (site.compose.sharedNetwork) return undefined;
  const adv = ctx.entry('advertised.listeners');
  if (!adv?.value || isUnresolved(adv.value)) return undefined;
  const advertised = parseListeners(adv.value);
  if (!advertised) return undefined;
  const bindsValue = ctx.entry('listeners')?.value;
  const binds = bindsValue && !isUnresolved(bindsValue) ? parseListeners(bindsValue) : undefined;
  if (bindsValue && !binds) return undefined;
  const derived = !bindsValue && derivesListeners(site);
  // Derived listeners that share a port stop the broker at start-up (listener-port-duplicate says
  // so): how clients would reach it is beside the point until then.
  if (derived && new Set(advertised.map((l) => l.port)).size < advertised.length) return undefined;
  const from = binds ?? (derived ? advertised : []);
  return { site, adv, advertised, boundPort: (name) => from.find((l) => l.name === name)?.port, bindsKnown: binds !== undefined || derived };
}
