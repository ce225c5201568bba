// Findings on spring.kafka.producer.* / spring.kafka.consumer.* (spring.kafka.streams.*) when the
// application defines its own ProducerFactory / ConsumerFactory (defaultKafkaStreamsConfig) bean
// that does not read Spring Boot's KafkaProperties
// (node/springFactoryBeans.ts). Boot's KafkaAutoConfiguration then creates no factory of its own
// (@ConditionalOnMissingBean), so no client is built from those lines. A finding on a line that
// reaches no client is dropped: spring-factory-replaced says once that the line is unread, and a
// claim about what the client does with it would be untrue (check 37: "trusted.packages=* lets
// any __TypeId__ header pick the class" where the bean reads no type headers). A line the bean or
// other code of the module reads by name keeps its finding; a finding on no line (a default the
// block leaves) is said as a hint, with the reason. What is wrong with the file itself (Spring
// refuses to load or bind it) keeps its level.
import type { Finding } from '../../rules/types';
import { Severity } from '../../rules/types';
import type { ConfigSite } from '../../model';
import { containsPosition } from '../../util/ranges';
import { codeReading, placeholderReadingFactoryBean, relaxed, replacingFactoryBean, type WorkspaceFacts } from '../../workspace';

/** Rules about loading or binding the file, which happen whichever factory builds the clients (and the rule that says the factory is replaced). */
const ABOUT_THE_FILE = new Set(['spring-factory-replaced', 'spring-yaml-duplicate-key', 'spring-profiles-legacy', 'spring-separator-undone', 'spring-unknown-property', 'duplicate-key', 'unused-suppression']);

/**
 * Notes on the defaults an unwritten key leaves the client with: the bean's own map decides those,
 * so the note would describe a client nobody builds (check 35: "runs with session.timeout.ms=45000"
 * where the bean sets 30000). Dropped.
 */
const ABOUT_UNWRITTEN = new Set(['default-changed']);

export function replacedFactoryFindings(workspace: WorkspaceFacts, docUri: string): (site: ConfigSite, ruleId: string, finding: Finding) => Finding | undefined {
  /** Per client: why no client is built from its block, and the property names a bean reads by name (relaxed). */
  const memo = new Map<string, { reason: string; reads: Set<string> } | undefined>();
  const replaced = (role: 'producer' | 'consumer' | 'streams') => {
    if (!memo.has(role) && role === 'streams') {
      // Boot's defaultKafkaStreamsConfig bean is the one built from spring.kafka.streams.*; an
      // application bean of that name without KafkaProperties replaces it (check 71, W).
      const bean = replacingFactoryBean(workspace, docUri, 'streams');
      memo.set(role, bean && { reason: ` (Spring Boot builds no Streams configuration from spring.kafka.streams.* in this module: ${bean.file.split('/').pop()} defines the application's own defaultKafkaStreamsConfig bean, which replaces Boot's and does not read Boot's KafkaProperties. This matters only if other code reads these lines.)`, reads: new Set() });
    }
    if (!memo.has(role) && role !== 'streams') {
      const bean = replacingFactoryBean(workspace, docUri, role);
      const Role = role === 'producer' ? 'Producer' : 'Consumer';
      // A bean that takes a few lines of the block through ${…} placeholders builds the client from
      // its own map all the same: a finding about the block's other lines or their defaults
      // describes a client nobody builds (check 35: a session.timeout.ms the bean sets itself).
      const reading = bean ? undefined : placeholderReadingFactoryBean(workspace, docUri, role);
      memo.set(role, bean ? { reason: ` (Spring Boot builds no ${role} from spring.kafka.${role}.* in this module: ${bean.file.split('/').pop()} defines the application's own ${Role}Factory bean, which replaces Boot's and does not read Boot's KafkaProperties. This matters only if other code reads these lines.)`, reads: new Set() }
        : reading && { reason: ` (Spring Boot builds no ${role} from spring.kafka.${role}.* in this module: ${reading.bean.file.split('/').pop()} defines the application's own ${Role}Factory bean, which replaces Boot's and takes only ${reading.reads.join(', ')} from this block; every other setting comes from the bean's own map or Kafka's default.)`, reads: new Set(reading.reads.map(relaxed)) });
    }
    return memo.get(role);
  };
  return (site, ruleId, finding) => {
    if ((site.syntax !== 'spring-yaml' && site.syntax !== 'spring-properties') || site.spring.boundPrefix || ABOUT_THE_FILE.has(ruleId)) return finding;
    if (site.role !== 'producer' && site.role !== 'consumer' && site.role !== 'streams') return finding;
    const block = replaced(site.role);
    if (!block) return finding;
    if (ABOUT_UNWRITTEN.has(ruleId)) return undefined;
    // A finding on a line: kept where the line's property is read by name (by the bean's
    // placeholders or getProperty, or by other code of the module), dropped where nothing reads it.
    const entry = site.entries.find((e) => containsPosition(e.range, finding.range.start));
    // spring.kafka.properties.* also reach Boot's producer and consumer, which the Streams bean does not replace.
    if (entry && site.role === 'streams' && entry.shared) return finding;
    if (entry) return block.reads.has(relaxed(entry.rawKey)) || codeReading(workspace, docUri, entry.rawKey) ? finding : undefined;
    return { ...finding, severity: Severity.Hint, message: `${finding.message}${block.reason}` };
  };
}
