// Walks a config object literal (with spreads of local objects and nested option objects) and
// turns the properties a client understands into ConfigEntry values.
import ts from 'typescript';
import type { ConfigEntry } from '../../model';
import { isFunctionValue, isMissing, propName, type FileCtx } from './ast';

export interface Prop {
  /** Names from the config root ("retry", "retries"). */
  path: string[];
  keyNode: ts.Node;
  value: ts.Expression | undefined;
  node: ts.ObjectLiteralElementLike;
}

/**
 * Visits every property; `descend(path)` says whether a nested object literal value is an option
 * group (kafkajs `retry: {...}`) to walk into. Spreads of objects declared in the file are
 * followed, later properties after earlier ones as in JavaScript evaluation order.
 */
export function walkObject(
  ctx: FileCtx, obj: ts.ObjectLiteralExpression, descend: (path: string[]) => boolean,
  visit: (p: Prop) => void, path: string[] = [], seen = new Set<ts.Node>(),
): void {
  if (seen.has(obj)) return;
  seen.add(obj);
  for (const prop of obj.properties) {
    if (ts.isSpreadAssignment(prop)) {
      const inner = ctx.objectOf(prop.expression);
      if (inner) walkObject(ctx, inner, descend, visit, path, seen);
      continue;
    }
    if (!ts.isPropertyAssignment(prop) && !ts.isShorthandPropertyAssignment(prop)) continue;
    const name = propName(prop.name);
    if (name === undefined) continue;
    const value = ts.isPropertyAssignment(prop) ? prop.initializer : prop.name;
    const full = [...path, name];
    const inner = ts.isPropertyAssignment(prop) && !isMissing(value) ? ctx.objectOf(value) : undefined;
    if (inner && descend(full)) {
      walkObject(ctx, inner, descend, visit, full, seen);
      continue;
    }
    if (isFunctionValue(value)) continue; // callbacks (dr_cb, eachMessage) are not settings
    visit({ path: full, keyNode: prop.name, value: isMissing(value) ? undefined : value, node: prop });
  }
}

export function makeEntry(
  ctx: FileCtx, p: Prop, key: string, value: string | undefined,
  extra: { nativeName?: string; prefix?: string } = {},
): ConfigEntry {
  const keyRange = ctx.range(p.keyNode);
  const entry: ConfigEntry = {
    key,
    rawKey: p.path.join('.'),
    value,
    keyRange,
    valueRange: p.value ? ctx.range(p.value) : { start: keyRange.end, end: keyRange.end },
    range: ctx.range(p.node),
  };
  if (extra.nativeName !== undefined && extra.nativeName !== key) entry.nativeName = extra.nativeName;
  if (extra.prefix) entry.prefix = extra.prefix;
  return entry;
}
