// unknown-key: Kafka only logs "These configurations '[…]' were supplied but are not used yet"
// (kafka-facts A4), so a typo silently leaves the default in force. Offer the nearest real keys.
import { ROLES } from '../model';
import { NearIndex } from '../util/similar';
import { Severity, type Finding, type Rule } from './types';

export const unknownKey: Rule = {
  id: 'unknown-key',
  severity: Severity.Warning,
  clients: ['java'],
  source: 'kafka-facts A4 (unused keys are only logged)',
  summary: 'No Kafka client, broker or topic knows this key: it is ignored and the default stays in force.',
  check(ctx) {
    const out: Finding[] = [];
    // Once per site, not per entry: a file of 100k application keys built it 100k times.
    let pool: NearIndex | undefined;
    for (const e of ctx.site.entries) {
      if (ctx.catalog.rolesOf(e.key).length > 0 || isPassThrough(e.key) || ctx.isApplicationKey(e.key)) continue;
      pool ??= new NearIndex(ctx.site.role ? ctx.catalog.keys(ctx.site.role).map((k) => k.name) : ROLES.flatMap((r) => ctx.catalog.keys(r).map((k) => k.name)));
      const near = pool.closest(e.key);
      // A Java constant that did not resolve (ProducerConfig.LINGER_MS_CONFIG misspelt) is a
      // compile error, not an ignored key: say that instead.
      if (/^[A-Z]\w*Config(s)?\.[A-Z0-9_]+$/.test(e.rawKey) && e.rawKey === e.key) {
        out.push({ range: e.keyRange, message: `${e.rawKey.split('.')[0]} has no constant ${e.rawKey.split('.')[1]} in Kafka ${ctx.catalog.version}: this does not compile.` });
        continue;
      }
      out.push({
        range: e.keyRange,
        message: `Unknown key '${e.key}'${ctx.site.role ? ` for a ${ctx.site.role}` : ''}: Kafka ignores it and keeps the default.${near.length ? ` Did you mean ${near.map((n) => `'${n}'`).join(' or ')}?` : ''}`,
        fixes: near.map((n, i) => ({ title: `Rename to '${n}'`, intents: [{ kind: 'rename' as const, entry: e, newKey: n }], preferred: i === 0 })),
      });
    }
    return out;
  },
};

// Keys that plugins, interceptors, serializers and SASL/SSL engines read from the same map:
// Kafka passes the whole config to configure(), so these are legitimately "unknown" to ConfigDef.
const PASS_THROUGH = [/^ssl\./, /^sasl\./, /^listener\.name\./, /^schema\.registry\./, /^basic\.auth\./, /^specific\.avro\./, /^value\.subject\./, /^key\.subject\./, /^auto\.register\.schemas$/, /^use\.latest\.version$/, /^confluent\./, /^interceptor\./, /^metrics\.(?!num\.samples|recording\.level|sample\.window\.ms)/, /^log4j\./, /^kafka-tuning/];

function isPassThrough(key: string): boolean {
  return PASS_THROUGH.some((re) => re.test(key));
}
