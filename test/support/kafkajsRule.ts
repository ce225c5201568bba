// Runs one rule directly on the consumer site of a kafkajs snippet, with a declared workload:
// the rules read kafkajs sites through the same RuleContext the language service builds.
import { ruleContext } from '../../server/src/service/rules/context';
import type { Finding, Rule } from '../../server/src/service/rules/types';
import type { SourceDocument, Workload } from '../../server/src/service/model';
import { tsSites } from '../../server/src/service/sites/ts';
import { EMPTY_WORKSPACE } from '../../server/src/service/workspace';
import { built } from './sites';

export function kafkajsConsumer(options: string): SourceDocument {
  return {
    uri: 'file:///test/consumer.ts', fileName: '/test/consumer.ts', languageId: 'typescript',
    text: `import { Kafka } from 'kafkajs';\nconst kafka = new Kafka({ brokers: ['b:9092'] });\nconst consumer = kafka.consumer({ groupId: 'g', ${options} });\n`,
  };
}

export function checkKafkajs(rule: Rule, options: string, workload: Workload = {}): Finding[] {
  const doc = kafkajsConsumer(options);
  const site = built(doc, tsSites(doc), workload).find((s) => s.role === 'consumer');
  if (!site) throw new Error('no kafkajs consumer site');
  if (rule.needs?.some((n) => workload[n] === undefined)) return [];
  return rule.check(ruleContext(doc, site, EMPTY_WORKSPACE));
}
