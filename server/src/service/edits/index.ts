// One place that turns a rule's FixIntent into text edits in the site's own syntax: a Java file
// gets a put with the constant style it already uses, TS an object property, YAML a nested key.
import type { TextEdit } from 'vscode-languageserver-types';
import { catalogFor } from '../catalog';
import type { ConfigSite, FixIntent, SourceDocument } from '../model';
import { javaEdits } from '../sites/java';
import { springEdits } from '../sites/spring/edits';
import { mergeTsEdits, tsEdits } from '../sites/ts/edits';
import { propertiesEdits } from './properties';

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
};

export function editsFor(doc: SourceDocument, site: ConfigSite, intents: FixIntent[]): TextEdit[] | undefined {
  const editor = EDITORS[site.syntax];
  try {
    const edits = intents.flatMap((i) => editor(doc, site, i));
    return site.syntax === 'ts' ? mergeTsEdits(edits) : edits;
  } catch {
    // An edit the syntax cannot express (e.g. an 11th pair in Map.of) is simply not offered.
    return undefined;
  }
}
