// One place that turns a rule's FixIntent into text edits in the site's own syntax.
import type { TextEdit } from 'vscode-languageserver-types';
import type { ConfigSite, FixIntent, SourceDocument } from '../model';
import { propertiesEdits } from './properties';

type Editor = (doc: SourceDocument, site: ConfigSite, intent: FixIntent) => TextEdit[];

const EDITORS: Partial<Record<ConfigSite['syntax'], Editor>> = {
  properties: propertiesEdits,
};

export function editsFor(doc: SourceDocument, site: ConfigSite, intents: FixIntent[]): TextEdit[] | undefined {
  const editor = EDITORS[site.syntax];
  if (!editor) return undefined;
  return intents.flatMap((i) => editor(doc, site, i));
}
