// The kafkajs consumer groups of the workspace's TS/JS files: each consumer whose groupId and
// subscribed topics are string literals, for the rule that compares consumers sharing a group
// across files (kafkajs-group-shared-across-topics).
import type { SiteDraft, SourceDocument, TsSite } from '../model';

export interface KafkajsGroupUse {
  /** The file's URI. */
  file: string;
  /** How messages name the file (its path relative to the workspace folder). */
  label: string;
  groupId: string;
  /** Sorted, as subscribe() names them. */
  topics: readonly string[];
  /** The consumer passes partitionAssigners of its own (the file mentions them): not kafkajs's round robin. */
  customAssigner: boolean;
}

/** The text may hold a kafkajs consumer with a group and a subscription: its sites are worth reading. */
export function mayJoinGroup(text: string): boolean {
  return /\bgroupId\b/.test(text) && /\.subscribe\s*\(/.test(text);
}

/** `sites`: the document's own, as the workspace scan extracted them (tsModuleFacts). */
export function kafkajsGroupsOf(doc: SourceDocument, sites: readonly SiteDraft[], label: string): KafkajsGroupUse[] {
  if (!mayJoinGroup(doc.text)) return [];
  const customAssigner = /\bpartitionAssigners\b/.test(doc.text);
  return sites.flatMap((d) => {
    const site = d as unknown as Pick<TsSite, 'ts' | 'role' | 'entries'>;
    const groupId = site.entries.find((e) => e.key === 'group.id')?.value;
    const topics = site.ts?.use?.subscribedTopics;
    if (site.role !== 'consumer' || site.ts?.library !== 'kafkajs' || !groupId || !topics) return [];
    return [{ file: doc.uri, label, groupId, topics, customAssigner }];
  });
}
