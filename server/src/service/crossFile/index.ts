// The workspace's cross-file code facts from its files' texts (pure: the Node side reads the files,
// tests hand them in memory). Java files feed the bound-prefix facts (springBindings.ts) and need
// the Java grammar loaded; TS/JS files feed the exported kafkajs clients (sites/ts/linked.ts).
import { documentKind } from '../../../../common/src/model';
import type { SourceDocument } from '../model';
import { tsModuleFacts } from '../sites/ts';
import { moduleKey, type CodeFacts, type TsClientExport } from './facts';
import { boundKafkaMaps } from './springBindings';
import { kafkajsGroupsOf, mayJoinGroup, type KafkajsGroupUse } from './kafkajsGroups';

export { moduleKey, importedModuleKey } from './facts';
export type { CodeFacts, BoundKafkaMap, TsClientExport } from './facts';
export type { KafkajsGroupUse } from './kafkajsGroups';
export { mayBindOrUseKafkaMap } from './springBindings';

/** `label(doc)`: how messages name the file (its path relative to the workspace folder). */
export function codeFactsOf(docs: readonly SourceDocument[], label: (doc: SourceDocument) => string = (d) => d.fileName.split(/[\\/]/).pop() ?? d.fileName): CodeFacts {
  const java: SourceDocument[] = [];
  const tsExports: Record<string, TsClientExport[]> = {};
  const kafkajsGroups: KafkajsGroupUse[] = [];
  for (const doc of docs) {
    const reader = documentKind(doc.fileName, doc.languageId)?.reader;
    if (reader === 'java') java.push(doc);
    else if (reader === 'ts') {
      // One walk gives both what the module exports and its consumers' groups.
      const { exports, sites } = tsModuleFacts(doc, label(doc), mayJoinGroup(doc.text));
      if (exports.length > 0) tsExports[moduleKey(doc.uri)] = exports;
      kafkajsGroups.push(...kafkajsGroupsOf(doc, sites, label(doc)));
    }
  }
  const bound = java.length > 0 ? boundKafkaMaps(java) : [];
  return { ...(Object.keys(tsExports).length ? { tsExports } : {}), ...(bound.length ? { boundKafkaMaps: bound } : {}), ...(kafkajsGroups.length ? { kafkajsGroups } : {}) };
}
