// One place that turns a rule's FixIntent into text edits in the site's own syntax: a Java file
// gets a put with the constant style it already uses, TS an object property, YAML a nested key.
import type { TextEdit } from 'vscode-languageserver-types';
import { catalogFor } from '../catalog';
import type { ConfigSite, FixIntent, SiteDraft, SourceDocument } from '../model';
import { javaEdits } from '../sites/java';
import { springSites } from '../sites/spring';
import { springEdits } from '../sites/spring/edits';
import { lineIndexOf } from '../parse/lineIndex';
import { applyTextEdits } from '../util/textEdits';
import { parseSettings } from '../../../../common/src/settings';
import { buildSites } from '../sites/build';
import { EMPTY_WORKSPACE } from '../workspace';
import { mergeTsEdits, tsEdits } from '../sites/ts/edits';
import { propertiesEdits } from './properties';
import { jsonEdits } from './json';

type Editor = (doc: SourceDocument, site: ConfigSite, intent: FixIntent) => TextEdit[];

const EDITORS: Record<ConfigSite['syntax'], Editor> = {
  properties: propertiesEdits,
  java: (doc, site, intent) => {
    const catalog = catalogFor(site.client.version);
    return javaEdits(doc, site, intent, { constantFor: (cls, key) => catalog.constantFor(cls, key) });
  },
  ts: tsEdits,
  'spring-properties': springEdits,
  'spring-yaml': springEdits,
  compose: composeEdits,
  json: jsonEdits,
};

/**
 * A compose site's variables: a new value for a variable the service already sets, a variable's
 * line removed, or a rule's own edits. A key it does not set would need the image's spelling and a place in `environment:`, so
 * such a fix is not offered.
 */
function composeEdits(_doc: SourceDocument, site: ConfigSite, intent: FixIntent): TextEdit[] {
  if (intent.kind === 'edits') return intent.edits;
  if (intent.kind === 'set') {
    const entry = site.entries.find((e) => e.key === intent.key);
    // A variable of an env_file is written in that file, not here.
    if (entry && entry.writtenIn === undefined) return [{ range: entry.valueRange, newText: intent.value }];
  }
  // A variable is one line of `environment:` (`KEY: value` or `- KEY=value`): the whole line goes.
  if (intent.kind === 'remove' && intent.entry.writtenIn === undefined) {
    const { start, end } = intent.entry.range;
    return [{ range: { start: { line: start.line, character: 0 }, end: { line: end.line + 1, character: 0 } }, newText: '' }];
  }
  throw new Error(`no ${intent.kind} edit for a compose variable`);
}

export function editsFor(doc: SourceDocument, site: ConfigSite, intents: FixIntent[]): TextEdit[] | undefined {
  const editor = EDITORS[site.syntax];
  try {
    if (site.syntax === 'spring-yaml' && intents.length > 1) return composeYaml(doc, site, intents);
    const edits = intents.flatMap((i) => editor(doc, site, i));
    return site.syntax === 'ts' ? mergeTsEdits(edits) : edits;
  } catch {
    // An edit the syntax cannot express (e.g. an 11th pair in Map.of) is simply not offered.
    return undefined;
  }
}

function profileOf(site: ConfigSite | SiteDraft): string | undefined {
  return site.syntax === 'spring-yaml' || site.syntax === 'spring-properties' ? site.spring.profile?.key : undefined;
}

/**
 * YAML keys that share a new parent (two pass-through keys under one new `properties:`) cannot be
 * written as independent inserts: apply the intents one by one on the re-read document (YAML
 * parses in microseconds) and hand back one edit with the result.
 */
function composeYaml(doc: SourceDocument, site: ConfigSite, intents: FixIntent[]): TextEdit[] {
  let text = doc.text;
  let current = site;
  for (const intent of intents) {
    text = applyTextEdits(text, springEdits({ ...doc, text }, current, intent));
    // The same site of the re-read text: its role and, in a multi-document file, its profile.
    const next = springSites({ ...doc, text }, catalogFor(site.client.version)).find((s) => s.role === site.role && profileOf(s) === profileOf(site));
    if (!next) return [];
    // The re-read site only serves the next edit; it never leaves this function.
    const rebuilt = buildSites({ ...doc, text }, [next], EMPTY_WORKSPACE, parseSettings(undefined)).sites[0];
    if (!rebuilt) return [];
    current = rebuilt;
  }
  return [{ range: lineIndexOf(doc.text).range(0, doc.text.length), newText: text }];
}
