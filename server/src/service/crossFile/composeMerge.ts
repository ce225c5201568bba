// YAML merge keys as Docker Compose reads them (`<<: *kafka-common`, `<<: [*a, *b]`): the services
// of a file with their own merge keys expanded, and any map's pairs in the order YAML's merge rules
// keep them. Split from compose.ts, whose readers of images, variables and ports use them.
import { isAlias, isMap, isScalar, isSeq, Pair, YAMLMap, type Document } from 'yaml';

/**
 * The file's `services:` with each service's own merge keys expanded: a service written as
 * `<<: *kafka-common` takes its image, environment, ports… from the anchored map, as Compose reads
 * it. A key the service writes itself replaces the merged one whole (YAML's merge is shallow: an
 * own `environment:` is not combined with the anchor's). The pairs keep their source ranges.
 */
export function composeServices(doc: Document): YAMLMap | undefined {
  const services = isMap(doc.contents) ? doc.contents.get('services') : undefined;
  if (!isMap(services)) return undefined;
  if (!services.items.some((p) => isMap(p.value) && p.value.items.some(isMergeKey))) return services;
  const view = new YAMLMap();
  view.range = services.range;
  view.items = services.items.map((p) => (isMap(p.value) && p.value.items.some(isMergeKey) ? new Pair(p.key, withMerges(p.value, doc)) : p));
  return view;
}

function isMergeKey(p: Pair): boolean {
  return isScalar(p.key) && p.key.value === '<<';
}

/** A map with its merge keys applied: each key once, with the value YAML's merge rules keep (mergedPairs). */
export function withMerges(map: YAMLMap, doc: Document): YAMLMap {
  const byKey = new Map<unknown, Pair>();
  for (const p of mergedPairs(map, doc)) {
    const k = isScalar(p.key) ? p.key.value : p.key;
    byKey.delete(k);
    byKey.set(k, p);
  }
  const out = new YAMLMap();
  out.range = map.range;
  out.items = [...byKey.values()];
  return out;
}

/**
 * A map's pairs with YAML merge keys expanded (`<<: *kafka-env`, `<<: [*a, *b]`), ordered so that
 * the last pair of a name is the one YAML's merge rules keep: merged pairs first, the map's own
 * after them wherever they are written (an own key always beats a merged one), and of a list of
 * merged maps the earlier one last (in `[*a, *b]`, a's value wins over b's). Compose reads them so.
 */
export function mergedPairs(map: YAMLMap, doc: Document): Pair[] {
  const merged: Pair[] = [];
  const own: Pair[] = [];
  for (const p of map.items) {
    if (!isMergeKey(p)) { own.push(p); continue; }
    const sources = isSeq(p.value) ? p.value.items : [p.value];
    for (const src of [...sources].reverse()) {
      const target = isAlias(src) ? src.resolve(doc) : src;
      if (isMap(target)) merged.push(...mergedPairs(target, doc));
    }
  }
  return [...merged, ...own];
}
