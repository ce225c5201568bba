// invalid-value / out-of-range: the value fails ConfigDef parsing or its validator, so the client
// throws ConfigException at construction (docs/sources.md#config-parsing). parseValue mirrors
// ConfigDef.parseType + ensureValid exactly (checked by the differential test against the jars).
import { parseValue } from '../catalog';
import { oldClientUse } from '../clients/scala';
import { isUnresolved } from '../util/placeholder';
import { Severity, type Rule } from './types';

export const invalidValue: Rule = {
  id: 'invalid-value',
  severity: Severity.Error,
  clients: ['java'],
  source: 'ConfigDef.parseType and the key\'s validator',
  summary: 'The value cannot be parsed as the key\'s type or is not one of its allowed values; the client refuses to start.',
  check(ctx) {
    return checkValues(ctx, 'invalid-value');
  },
};

export const outOfRange: Rule = {
  id: 'out-of-range',
  severity: Severity.Error,
  clients: ['java'],
  source: 'ConfigDef.Range',
  summary: 'The number is outside the range the key\'s validator allows; the client refuses to start.',
  check(ctx) {
    return checkValues(ctx, 'out-of-range');
  },
};

function checkValues(ctx: Parameters<Rule['check']>[0], code: 'invalid-value' | 'out-of-range') {
  const out = [];
  // auto.offset.reset=smallest in a file written for the old Scala consumer is part of that one
  // old-client-config finding, with the rest of the file's old names.
  const old = oldClientUse(ctx.site.role, ctx.site.entries)?.offsetReset;
  for (const e of ctx.site.entries) {
    if (e.value === undefined || isUnresolved(e.value) || e === old) continue;
    const info = ctx.info(e.key);
    if (!info) continue;
    const r = parseValue(info, e.value);
    if (r.ok || r.code !== code) continue;
    out.push({ range: e.valueRange, message: `${r.message.replace(/\.$/, '')}. Accepted: ${r.accepted}.` });
  }
  return out;
}
