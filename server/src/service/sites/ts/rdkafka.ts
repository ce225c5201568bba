// librdkafka-backed sites: @confluentinc/kafka-javascript (KafkaJS-compatible API with its
// `kafkaJS: {...}` block, and the node-rdkafka-style API) and node-rdkafka itself. Dotted keys are
// librdkafka properties (CONFIGURATION.md); kafkaJS keys are mapped as lib/kafkajs/_*.js do.
import ts from 'typescript';
import { ckjsBlockDefaults, ckjsKeyAllowedInBlock, ckjsKeyMisplaced, ckjsMapping, ckjsValueToRdk, type CkjsRole } from '../../clients/ckjs';
import { rdkCanonicalKey } from '../../clients/librdkafka';
import type { ConfigEntry } from '../../model';
import { constValue, type FileCtx } from './ast';
import { makeEntry, walkObject } from './entries';
import type { TsSiteExtras } from './extras';
import { codecOf } from './kafkajs';

export interface RdkResult {
  entries: ConfigEntry[];
  extras: Partial<TsSiteExtras>;
}

/** Plain librdkafka property objects (node-rdkafka global and topic config). */
export function rdkEntries(ctx: FileCtx, objs: Array<ts.ObjectLiteralExpression | undefined>): ConfigEntry[] {
  const entries: ConfigEntry[] = [];
  for (const obj of objs) {
    if (!obj) continue;
    walkObject(ctx, obj, () => false, (p) => {
      const name = p.path[0];
      entries.push(makeEntry(ctx, p, rdkCanonicalKey(name), constValue(ctx, p.value), { nativeName: name }));
    });
  }
  return entries;
}

/**
 * A CKJS KafkaJS-API config: values derived from the kafkaJS block come first (in the order the
 * library assigns them), then top-level dotted keys, because _producer.js / _consumer.js apply
 * Object.assign(derived, topLevel): when a rule reads the last entry for a key, it reads the
 * value the library uses.
 */
export function ckjsEntries(ctx: FileCtx, obj: ts.ObjectLiteralExpression | undefined, role: CkjsRole): RdkResult {
  const extras: Partial<TsSiteExtras> = {};
  if (!obj) return { entries: [], extras };
  const derived: Array<{ order: number; entry: ConfigEntry }> = [];
  const top: ConfigEntry[] = [];
  const topKjs: Array<{ name: string; range: ReturnType<FileCtx['range']> }> = [];
  const unknown: typeof topKjs = [];
  walkObject(ctx, obj, (path) => path[0] === 'kafkaJS' && path.length <= 2 && (path.length === 1 || path[1] === 'retry'), (p) => {
    if (p.path[0] === 'kafkaJS') {
      const name = p.path.slice(1).join('.');
      const found = ckjsMapping(role, name);
      if (!found) {
        if (!ckjsKeyAllowedInBlock(role, p.path[1])) unknown.push({ name, range: ctx.range(p.keyNode) });
        return;
      }
      const raw = name === 'compression' ? codecOf(ctx, p.value) : constValue(ctx, p.value);
      const entry = makeEntry(ctx, p, rdkCanonicalKey(found.mapping.rdk), raw === undefined ? undefined : ckjsValueToRdk(name, raw),
        { nativeName: name, prefix: 'kafkaJS.' });
      entry.rawKey = name;
      derived.push({ order: found.order, entry });
      return;
    }
    const name = p.path[0];
    if (ckjsKeyMisplaced(role, name)) {
      topKjs.push({ name, range: ctx.range(p.keyNode) });
      return;
    }
    top.push(makeEntry(ctx, p, rdkCanonicalKey(name), constValue(ctx, p.value), { nativeName: name }));
  });
  const block = obj.properties.find((x) => ts.isPropertyAssignment(x) && x.name && ts.isIdentifier(x.name) && x.name.text === 'kafkaJS');
  const blockObj = block && ts.isPropertyAssignment(block) ? ctx.objectOf(block.initializer) : undefined;
  if (blockObj) {
    extras.kafkaJSBlockRange = ctx.range(blockObj);
    if (blockObj.properties.length > 0) extras.derivedDefaults = ckjsBlockDefaults(role);
  }
  if (topKjs.length) extras.kafkaJSKeysAtTopLevel = topKjs;
  if (unknown.length) extras.kafkaJSUnknownKeys = unknown;
  derived.sort((a, b) => a.order - b.order);
  return { entries: [...derived.map((d) => d.entry), ...top], extras };
}
