// Which client a map configures. The strongest evidence is where the map ends up — the first
// argument of `new KafkaProducer<>(…)`, `Admin.create(…)`, Spring's `DefaultKafkaProducerFactory`
// — followed through locals, fields, returns (`producerFactory(producerConfigs())`, the usual
// Spring @Bean pair), parameters and putAll. Failing that, the constants' class
// (ProducerConfig.* keys → producer). A map that reaches two different clients has no single role.
import type { Role } from '../../model';
import type { JExpr } from './cst';
import type { Collector, RawSite, Scope } from './collect';

const CLASS_ROLES: Record<string, Role> = { ProducerConfig: 'producer', ConsumerConfig: 'consumer', AdminClientConfig: 'admin', StreamsConfig: 'streams' };
const MAX_DEPTH = 6;

export class RoleResolver {
  private readonly roles = new Map<RawSite, Set<Role>>();
  /** The classes each map is handed to, so rules can tell `new KafkaConsumer(props)` from a Spring factory. */
  private readonly sinkTypes = new Map<RawSite, Set<string>>();

  /** Maps that reach a client only as a copy (putAll into, or a copy constructor of, the map handed over). */
  private readonly onlyCopied = new Set<RawSite>();

  constructor(private readonly c: Collector) {
    for (const f of c.flows) for (const s of this.sitesOf(f.scope, f.expr)) this.add(s, f.role, [f.type]);
    const direct = new Set(this.roles.keys());
    // putAll(common) / new HashMap<>(common): `common` feeds whatever the including map feeds.
    for (let round = 0; round < 4; round++) {
      let changed = false;
      for (const site of c.sites) {
        for (const inc of site.includes) {
          for (const src of this.sitesOf(inc.scope, inc.expr)) {
            for (const r of this.roles.get(site) ?? []) changed = this.add(src, r, this.sinkTypes.get(site) ?? []) || changed;
          }
        }
      }
      if (!changed) break;
    }
    for (const site of this.roles.keys()) if (!direct.has(site)) this.onlyCopied.add(site);
  }

  role(site: RawSite, configClasses: (string | undefined)[]): Role | undefined {
    const flowed = this.roles.get(site);
    const byClass = new Set(configClasses.map((c) => (c ? CLASS_ROLES[c] : undefined)).filter((r): r is Role => r !== undefined));
    // A Streams map (StreamsConfig constants) that only a copy hands to another client — a helper
    // that creates topics with an AdminClient built from putAll(streamsProps) — stays the Streams
    // application's config: the copy is the admin client's (check 38).
    if (byClass.has('streams') && this.onlyCopied.has(site)) return 'streams';
    if (flowed && flowed.size > 0) return flowed.size === 1 ? [...flowed][0] : undefined;
    // A Streams map uses the clients' constants too (ProducerConfig.LINGER_MS_CONFIG for all its producers).
    if (byClass.has('streams')) return 'streams';
    return byClass.size === 1 ? [...byClass][0] : undefined;
  }

  /** True when the map is seen reaching a client (its role then comes from where it goes). */
  flowed(site: RawSite): boolean {
    return (this.roles.get(site)?.size ?? 0) > 0;
  }

  /** The classes the map reaches (directly or through putAll into another map), sorted. */
  sinks(site: RawSite): string[] {
    return [...(this.sinkTypes.get(site) ?? [])].sort();
  }

  /** The sites an expression may evaluate to, in the scope where it is written. */
  sitesOf(scope: Scope, e: JExpr, depth = 0): RawSite[] {
    if (depth > MAX_DEPTH) return [];
    if (e.kind === 'name') {
      const viaThis = e.parts[0] === 'this';
      const parts = viaThis ? e.parts.slice(1) : e.parts;
      if (parts.length === 1) return this.named(scope, parts[0], viaThis, depth);
      // `Utils.producerConfig` inside class Utils (or a class nested in it): that class's own field.
      const owner = parts.length === 2 && !viaThis ? enclosingClass(scope, parts[0]) : undefined;
      return owner ? this.named(owner, parts[1], true, depth) : [];
    }
    if (e.kind === 'call' && (e.callee.length === 1 || (e.callee.length === 2 && e.callee[0] === 'this'))) {
      const out: RawSite[] = [];
      for (const m of this.c.methods.get(e.callee.at(-1)!) ?? []) {
        for (const r of m.returns) out.push(...this.sitesOf(m, r.expr, depth + 1));
      }
      return out;
    }
    return [];
  }

  private named(scope: Scope, name: string, viaThis: boolean, depth: number): RawSite[] {
    for (let s: Scope | undefined = scope; s; s = s.parent) {
      if (viaThis && s.kind !== 'class') continue;
      const site = s.sites.get(name);
      if (site) return [site];
      const init = s.inits.get(name);
      if (init) return this.sitesOf(s, init.expr, depth + 1);
      const index = s.params.get(name);
      if (index !== undefined) {
        // A parameter: whatever callers of this method pass in that position.
        const out: RawSite[] = [];
        for (const call of this.c.calls) {
          const arg = call.method === s.name ? call.args[Number(index)] : undefined;
          if (arg) out.push(...this.sitesOf(call.scope, arg.expr, depth + 1));
        }
        return out;
      }
    }
    return [];
  }

  private add(site: RawSite, role: Role, types: Iterable<string>): boolean {
    const set = this.roles.get(site) ?? new Set<Role>();
    this.roles.set(site, set);
    const sinks = this.sinkTypes.get(site) ?? new Set<string>();
    this.sinkTypes.set(site, sinks);
    let changed = false;
    for (const t of types) if (!sinks.has(t)) { sinks.add(t); changed = true; }
    if (set.has(role)) return changed;
    set.add(role);
    return true;
  }
}

/** The class scope named `name` that encloses `scope`, if any. */
function enclosingClass(scope: Scope, name: string): Scope | undefined {
  for (let s: Scope | undefined = scope; s; s = s.parent) if (s.kind === 'class' && s.name === name) return s;
  return undefined;
}
