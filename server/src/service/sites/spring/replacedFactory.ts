// Findings on spring.kafka.producer.* / spring.kafka.consumer.* when the application defines its
// own ProducerFactory / ConsumerFactory bean that does not read Spring Boot's KafkaProperties
// (node/springFactoryBeans.ts). Boot's KafkaAutoConfiguration then creates no factory of its own
// (@ConditionalOnMissingBean), so no client is built from those lines: what a rule says about the
// client they describe is said as a hint, with the reason. What is wrong with the file itself
// (Spring refuses to load or bind it) keeps its level.
import type { Finding } from '../../rules/types';
import { Severity } from '../../rules/types';
import type { ConfigSite } from '../../model';
import { replacingFactoryBean, type WorkspaceFacts } from '../../workspace';

/** Rules about loading or binding the file, which happen whichever factory builds the clients (and the rule that says the factory is replaced). */
const ABOUT_THE_FILE = new Set(['spring-factory-replaced', 'spring-yaml-duplicate-key', 'spring-profiles-legacy', 'spring-separator-undone', 'spring-unknown-property', 'duplicate-key', 'unused-suppression']);

export function replacedFactoryFindings(workspace: WorkspaceFacts, docUri: string): (site: ConfigSite, ruleId: string, finding: Finding) => Finding {
  const memo = new Map<string, string | undefined>();
  const why = (role: 'producer' | 'consumer'): string | undefined => {
    if (!memo.has(role)) {
      const bean = replacingFactoryBean(workspace, docUri, role);
      const Role = role === 'producer' ? 'Producer' : 'Consumer';
      memo.set(role, bean && ` (Spring Boot builds no ${role} from spring.kafka.${role}.* in this module: ${bean.file.split('/').pop()} defines the application's own ${Role}Factory bean, which replaces Boot's and does not read Boot's KafkaProperties. This matters only if other code reads these lines.)`);
    }
    return memo.get(role);
  };
  return (site, ruleId, finding) => {
    if ((site.syntax !== 'spring-yaml' && site.syntax !== 'spring-properties') || site.spring.boundPrefix || ABOUT_THE_FILE.has(ruleId)) return finding;
    if (site.role !== 'producer' && site.role !== 'consumer') return finding;
    const reason = why(site.role);
    return reason ? { ...finding, severity: Severity.Hint, message: `${finding.message}${reason}` } : finding;
  };
}
