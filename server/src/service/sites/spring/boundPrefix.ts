// Keys of application.yml / application.properties under a prefix the application binds itself
// (`@ConfigurationProperties(prefix = "nakadi.kafka")` with a `Map<String, String> producer`) and
// whose map the workspace's code hands to a Kafka client or Spring factory
// (WorkspaceFacts.code.boundKafkaMaps, found by crossFile/springBindings.ts). Spring binds each key
// under `<prefix>.<field>.` into the map with the rest of the name as the map key ("linger.ms",
// "[linger.ms]" alike), so those keys are that client's config. A prefix the workspace does not
// show reaching a client gives no site: the file is then the application's own business.
import type { ConfigEntry, SiteDraft, SourceDocument } from '../../model';
import type { BoundKafkaMap } from '../../crossFile/facts';
import { flattenProperties, flattenYaml, isYamlName, type FlatDoc } from './flat';
import { canonicalSpringName } from './keys';
import { activationOf } from './profiles';
import { springSegments } from './index';

export function boundPrefixSites(doc: SourceDocument, maps: readonly BoundKafkaMap[] | undefined): SiteDraft[] {
  const usable = unambiguous(maps ?? []);
  if (usable.length === 0 || !usable.some((m) => doc.text.includes(m.path.split('.')[0]))) return [];
  const yaml = isYamlName(doc.fileName);
  let flat: FlatDoc;
  try {
    flat = yaml ? flattenYaml(doc.text) : flattenProperties(doc.text);
  } catch {
    return [];
  }
  const out: SiteDraft[] = [];
  for (const m of usable) {
    const path = m.path.split('.');
    const byDocument = new Map<number, ConfigEntry[]>();
    for (const e of flat.entries) {
      const segs = springSegments(e.name);
      if (segs.length <= path.length || !path.every((p, i) => !segs[i].bracket && canonicalSpringName(segs[i].text) === p)) continue;
      const key = segs.slice(path.length).map((s) => s.text).join('.');
      const entry: ConfigEntry = { key, rawKey: e.name, value: e.value?.trim(), keyRange: e.keyRange, valueRange: e.valueRange, range: e.range, prefix: `${m.path}.` };
      const list = byDocument.get(e.document) ?? [];
      list.push(entry);
      byDocument.set(e.document, list);
    }
    for (const [document, entries] of byDocument) {
      const activation = flat.documents.length > 1 ? activationOf(flat.entries.filter((e) => e.document === document)) : undefined;
      const starts = entries.map((e) => flat.lines.offset(e.range.start));
      const ends = entries.map((e) => flat.lines.offset(e.range.end));
      // A profile document changes a few keys of the unconditional one: what it leaves out is not
      // known from it alone, as with a map the code merges into another (m.whole false).
      const overrides = !m.whole ? `${m.path}.* (merged with other settings in the code)` : activation ? `${m.path}.* in the ${activation.label} document` : undefined;
      out.push({
        syntax: yaml ? 'spring-yaml' : 'spring-properties',
        identity: `spring-bound:${m.path}${activation ? `@${activation.key}` : document ? `#${document}` : ''}`,
        role: m.role,
        roleOrigin: 'code',
        client: { client: 'java' },
        entries,
        range: flat.lines.range(Math.min(...starts), Math.max(...ends)),
        workload: {},
        label: `${doc.fileName.split(/[\\/]/).pop()} ${m.path} (${m.role}, bound in ${m.source})`,
        ...(overrides ? { overrides } : {}),
        spring: { unknown: [], invalid: [], boundPrefix: m.path, ...(activation ? { profile: activation } : {}), ...(flat.documents.length > 1 ? { section: { ...flat.documents[document] } } : {}) },
      });
    }
  }
  return out;
}

/**
 * One map per path: two bindings of the same path for different roles (or one path inside another's)
 * say nothing certain about which client reads a key, so both are left out.
 */
function unambiguous(maps: readonly BoundKafkaMap[]): BoundKafkaMap[] {
  const out: BoundKafkaMap[] = [];
  for (const m of maps) {
    const clash = maps.some((o) => o !== m && (o.path === m.path ? o.role !== m.role : o.path.startsWith(`${m.path}.`) || m.path.startsWith(`${o.path}.`)));
    if (clash || m.path.startsWith('spring.kafka')) continue;
    const same = out.find((o) => o.path === m.path);
    if (same) same.whole = same.whole && m.whole;
    else out.push({ ...m });
  }
  return out;
}
