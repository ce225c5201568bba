// Hover on a key: what it is (type, default for this client version and when it changed, allowed
// values), why it matters (our explanation), and numbers computed for this config and workload.
import type { Hover, Position, Range } from 'vscode-languageserver-types';
import { defaultHistory } from './catalog';
import type { Analysis } from './analyze';
import { computeFor } from './compute';
import { clientDefault } from './defaults';
import { directiveHover } from './directiveHelp';
import { EXPLAIN } from './explain';
import { keyDeprecation } from './rules/lifecycle';
import { describeValidator } from './validatorText';
import { keyUnit } from './keyUnits';
import { containsPosition } from './util/ranges';
import { duration, sizeUnit } from '../../../common/src/units';
import type { ConfigEntry, ConfigSite, Role } from './model';
import { FRAMEWORK_ROLES, ROLE_NOUNS } from '../../../common/src/model';
import { passesKeysTo } from './sites/framework';
import { nestHover } from './sites/ts/nestjs';
import { ruleContext } from './rules/context';
import type { WorkspaceFacts } from './workspace';
import type { SourceDocument } from './model';

// Connector and MirrorMaker keys are split over several tables of the docs page: no single anchor.
const DOC_SECTION: Partial<Record<Role, string>> = {
  producer: 'producerconfigs', consumer: 'consumerconfigs', admin: 'adminclientconfigs', broker: 'brokerconfigs', topic: 'topicconfigs',
  streams: 'streamsconfigs', connect: 'connectconfigs',
};

export function hover(doc: SourceDocument, analysis: Analysis, workspace: WorkspaceFacts, pos: Position): Hover | null {
  const onDirective = directiveHover(doc, analysis, pos);
  if (onDirective) return onDirective;
  for (const site of analysis.sites) {
    const entry = site.entries.find((e) => containsPosition(e.keyRange, pos) || containsPosition(e.valueRange, pos));
    if (entry) return { contents: { kind: 'markdown', value: keyMarkdown(doc, site, entry, workspace) }, range: entry.keyRange };
  }
  return null;
}

export function keyMarkdown(doc: SourceDocument, site: ConfigSite, entry: ConfigEntry, workspace: WorkspaceFacts): string {
  const ctx = ruleContext(doc, site, workspace);
  const info = ctx.info(entry.key);
  const lines: string[] = [];
  const written = site.syntax === 'compose' ? `set by \`${entry.rawKey}\`${entry.writtenIn ? ` of ${entry.writtenIn}` : ''} in ${site.compose.image}` : `${site.client.client}: \`${entry.rawKey}\``;
  const native = entry.rawKey !== entry.key && !/^[A-Z]\w*\./.test(entry.rawKey) ? ` (${written})` : '';
  lines.push(`**${entry.key}**${native}${site.role ? ` — ${site.role}` : ''}`);
  // A Spring profile document: its values count only with the profile active, on top of the
  // documents every profile reads (sites/spring/profiles.ts).
  const profile = site.syntax === 'spring-yaml' || site.syntax === 'spring-properties' ? site.spring.profile : undefined;
  if (profile) lines.push('', `Applies with ${profile.label} active (\`${profile.rawKey}\`), over the documents without an activation; what follows is for that combination.`);
  // A part of a NestJS Kafka transport's options: NestJS calls kafkajs with it, and renames the client and the group.
  const nest = site.syntax === 'ts' ? site.ts.nest : undefined;
  if (nest) lines.push('', nestHover(nest, entry.key, entry.value).join('  \n'));
  if (info) {
    const version = ctx.catalog.version;
    const def = info.hasDefault ? (info.default === null ? 'null' : `\`${info.default === '' ? '""' : info.default}\`${readable(entry.key, info.default)}`) : 'none (required)';
    // One line each (a Markdown hard break), not run together into one paragraph.
    const meta: string[] = [];
    if (site.client.client === 'java') {
      meta.push(`Type ${info.type.toLowerCase()} · default ${def} in Kafka ${version}${site.client.version ? '' : ' (client version unknown: newest assumed)'} · importance ${info.importance.toLowerCase()}`);
    } else {
      // kafkajs and librdkafka keep their own defaults (docs/sources.md#kafkajs, #librdkafka-and-confluent-kafka-javascript): theirs first.
      const own = clientDefault(site, entry.key, ctx.catalog);
      meta.push(`Type ${info.type.toLowerCase()} · ${site.client.client} default ${own === undefined ? 'not set' : `\`${own}\`${readable(entry.key, own)}`} · the Java client's is ${def}`);
    }
    // The written number with a readable unit, so 33554432 need not be counted out by eye.
    const written = entry.value === undefined ? '' : readable(entry.key, entry.value.trim());
    if (written) meta.push(`Value: \`${entry.value!.trim()}\`${written}`);
    const accepted = info.validator && describeValidator(info.validator, info);
    if (accepted) meta.push(`Accepted: ${accepted}`);
    // What this version's ConfigDef docs or @Deprecated constants say (catalog-gen Deprecations.java).
    const dep = site.role && info.deprecated ? keyDeprecation(site.role, entry.key, version) : undefined;
    if (dep) meta.push(`Deprecated since ${dep.since}${dep.removal ? `; Kafka's documentation says it will be removed in Kafka ${dep.removal}` : ''}${dep.replacement ? `; use \`${dep.replacement}\` instead` : ''}`);
    const changes = site.role ? changesOf(site.role, entry.key) : [];
    if (changes) meta.push(`Default history: ${changes}`);
    lines.push('', meta.join('  \n'));
  } else if (site.role) {
    // linger.ms in a Streams file: not StreamsConfig's, but Streams hands it to its producers.
    const to = passesKeysTo(site.role).filter((r) => ctx.catalog.key(r, entry.key));
    lines.push('', to.length
      ? `Not a ${ROLE_NOUNS[site.role]} key itself: it is handed on to the ${to.map((r) => ROLE_NOUNS[r]).join('/')} it creates (Kafka ${ctx.catalog.version}).`
      : `Not a ${site.role} key in Kafka ${ctx.catalog.version}.`);
  }
  const why = EXPLAIN[entry.key];
  if (why) lines.push('', why);
  const numbers = computeFor(entry.key, ctx);
  if (numbers.length) lines.push('', '**For this config**', ...numbers.map((n) => `- ${n}`));
  if (site.role && DOC_SECTION[site.role] && (info || !FRAMEWORK_ROLES.includes(site.role))) lines.push('', `[Kafka documentation](https://kafka.apache.org/documentation/#${DOC_SECTION[site.role]}_${entry.key})`);
  return lines.join('\n');
}

/** " (32 MiB)" after a byte default of 33554432, " (1 min)" after 60000 ms; nothing for small or other values. */
function readable(key: string, value: string): string {
  const unit = keyUnit(key);
  const n = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!unit || !Number.isSafeInteger(n)) return '';
  if (unit === 'bytes') return n >= 1024 ? ` (${sizeUnit(n)})` : '';
  return n >= 1000 ? ` (${duration(n)})` : '';
}

function changesOf(role: Role, key: string): string {
  const hist = defaultHistory(role, key);
  const parts: string[] = [];
  let prev: string | null | undefined;
  for (const h of hist) {
    // Catalogs are generated per release line (4.0.2 stands for 4.0.x): name the line.
    if (prev !== undefined && h.default !== prev) parts.push(`${prev} → ${h.default} in ${h.version.split('.').slice(0, 2).join('.')}`);
    prev = h.default;
  }
  return parts.join('; ');
}
