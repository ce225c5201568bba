// spring-factory-replaced: spring.kafka.producer.* / spring.kafka.consumer.* written in a module
// whose own code defines a ProducerFactory / ConsumerFactory bean that does not read Spring Boot's
// KafkaProperties (node/springFactoryBeans.ts). KafkaAutoConfiguration's kafkaProducerFactory and
// kafkaConsumerFactory are @ConditionalOnMissingBean: with the application's bean present Boot
// builds neither, so these lines configure no client. Said once per block, at information: the
// other rules' findings on the same lines are lowered to hints with the same reason
// (sites/spring/replacedFactory.ts). Only inside a module: a build file's, or with none in view the
// folder holding src/main (workspace.ts moduleMembers).
import { replacingFactoryBean } from '../workspace';
import { uriToFsPath } from '../../../../common/src/uri';
import { baseName } from '../../../../common/src/model';
import { springExtras } from './lang';
import { Severity, type Rule } from './types';

export const springFactoryReplaced: Rule = {
  id: 'spring-factory-replaced',
  severity: Severity.Information,
  roles: ['producer', 'consumer'],
  clients: ['java'],
  source: 'Spring Boot KafkaAutoConfiguration (kafkaProducerFactory / kafkaConsumerFactory are @ConditionalOnMissingBean); the module\'s own factory bean, read by the workspace scan',
  summary: 'spring.kafka.producer/consumer settings in a module that defines its own factory bean without Boot\'s KafkaProperties: Boot builds no client from them.',
  docs: {
    why: 'Spring Boot builds its producer and consumer factories from spring.kafka.producer.* and spring.kafka.consumer.* only when the application defines none (@ConditionalOnMissingBean). A ProducerFactory or ConsumerFactory bean of the application\'s own that builds its map without Boot\'s KafkaProperties replaces Boot\'s, and the lines in application.yml then reach no client.',
    consequence: 'Every setting in the block is without effect, however right it looks: the clients run with what the bean\'s own map says (KafkaAutoConfiguration).',
    bad: { file: 'application.yml', text: 'spring:\n  kafka:\n    producer:\n      acks: all\n      retries: 10\n' },
    good: { file: 'application.yml', text: 'spring:\n  kafka:\n    consumer:\n      group-id: invoices\n' },
    falsePositives: 'Other code that reads these properties itself (@Value("${spring.kafka.producer.acks}")) keeps them alive: a bean whose file reads KafkaProperties or a placeholder under the same block (${spring.kafka.producer.…}) is not counted as a replacement. Read from the module\'s own sources; its build file, or with none in view the folder holding src/main, must place the configuration in a module.',
    versions: 'Spring Boot 2.x and 3.x.',
    module: {
      description: 'A Maven build (`pom.xml`) and `KafkaProducerConfig.java`, whose `@Bean ProducerFactory<String, String> producerFactory()` builds its own map without Boot\'s `KafkaProperties`.',
      facts: {
        modules: { 'file:///': { folder: 'file:///', versions: { java: { client: 'java', origin: 'pom.xml' } } } },
        springFactoryBeans: [{ role: 'producer', file: 'file:///src/main/java/com/example/KafkaProducerConfig.java', readsBoot: false }],
      },
    },
  },
  check(ctx) {
    const x = springExtras(ctx.site);
    const role = ctx.site.role;
    if (!x || x.profile || x.boundPrefix || (role !== 'producer' && role !== 'consumer')) return [];
    const own = ctx.site.entries.filter((e) => !e.inherited && e.rawKey.startsWith(`spring.kafka.${role}.`));
    if (own.length === 0) return [];
    const bean = replacingFactoryBean(ctx.workspace, ctx.doc.uri, role);
    if (!bean) return [];
    const Role = role === 'producer' ? 'Producer' : 'Consumer';
    return [{
      range: own[0].keyRange,
      message: `Spring Boot builds no ${role} from spring.kafka.${role}.* in this module: ${baseName(uriToFsPath(bean.file))} defines the application's own ${Role}Factory bean, which replaces Boot's (KafkaAutoConfiguration's factory is @ConditionalOnMissingBean) and does not read Boot's KafkaProperties, so the ${own.length === 1 ? 'line' : `${own.length} lines`} of this block reach no client. Put the settings into that bean's map, or build the bean from KafkaProperties.`,
    }];
  },
};
