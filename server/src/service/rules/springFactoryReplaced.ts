// spring-factory-replaced: spring.kafka.producer.* / spring.kafka.consumer.* written in a module
// whose own code defines a ProducerFactory / ConsumerFactory bean that does not read Spring Boot's
// KafkaProperties (node/springFactoryBeans.ts). KafkaAutoConfiguration's kafkaProducerFactory and
// kafkaConsumerFactory are @ConditionalOnMissingBean: with the application's bean present Boot
// builds neither, so these lines configure no client. Said once per block, at information: the
// other rules' findings on the same lines are lowered to hints with the same reason
// (sites/spring/replacedFactory.ts). Only inside a module: a build file's, or with none in view the
// folder holding src/main (workspace.ts moduleMembers).
import { ackListenersOnBatchFactorySaidInConfig, codeReading, partlyReadingFactoryBean, replacingFactoryBean, type SpringFactoryBean } from '../workspace';
import type { ConfigEntry } from '../model';
import { uriToFsPath } from '../../../../common/src/uri';
import { baseName } from '../../../../common/src/model';
import { springExtras } from './lang';
import { Severity, type Finding, type Rule } from './types';

/**
 * Every line's key is one the bean's own file puts into its map, or the line writes the client's own
 * default (check 72: heartbeat.interval.ms=3000 beside keys the bean sets): nothing is lost.
 * Undefined when some line is neither; else how many lines are defaults the bean does not set.
 */
function repeats(bean: SpringFactoryBean, lines: readonly ConfigEntry[], isDefault: (e: ConfigEntry) => boolean): { defaults: number } | undefined {
  const sets = new Set(bean.sets ?? []);
  if (lines.length === 0 || !lines.every((e) => sets.has(e.key) || isDefault(e))) return undefined;
  return { defaults: lines.filter((e) => !sets.has(e.key)).length };
}

function repeatedMessage(role: 'producer' | 'consumer', bean: SpringFactoryBean, n: number, defaults: number): string {
  const set = n - defaults;
  const what = [
    set > 0 ? `puts ${set === n ? (n === 1 ? 'this key' : 'each of these keys') : `${set} of these keys`} into its own map, so the bean's value${set === 1 ? ' is' : 's are'} the one${set === 1 ? '' : 's'} that appl${set === 1 ? 'ies' : 'y'}` : '',
    defaults > 0 ? `${defaults === n ? (n === 1 ? 'the line writes' : 'the lines write') : `the other ${defaults === 1 ? 'line writes' : `${defaults} write`}`} the client's own default, which it has without ${defaults === 1 ? 'it' : 'them'}` : '',
  ].filter(Boolean).join('; ');
  return `${n === 1 ? 'This line reaches' : `These ${n} lines of spring.kafka.${role}.* reach`} no ${role} in this module: ${baseName(uriToFsPath(bean.file))} defines the application's own ${role === 'producer' ? 'Producer' : 'Consumer'}Factory bean, which replaces Boot's (KafkaAutoConfiguration's factory is @ConditionalOnMissingBean)${set > 0 ? ' and ' : '; '}${what}. Nothing is lost; remove ${n === 1 ? 'the line' : 'them'}, or keep ${n === 1 ? 'it' : 'them'} in step with the bean.`;
}

export const springFactoryReplaced: Rule = {
  id: 'spring-factory-replaced',
  severity: Severity.Information,
  clients: ['java'],
  // A test's application.properties serves whatever context the test builds, often without Boot's
  // auto-configuration at all (@SpringBootTest(classes = …) of an @EnableKafka class): which
  // factory it would have configured is the test's business (check 69, U).
  runtimeOnly: true,
  source: 'Spring Boot KafkaAutoConfiguration (kafkaProducerFactory / kafkaConsumerFactory are @ConditionalOnMissingBean); the module\'s own factory bean, read by the workspace scan',
  summary: 'spring.kafka.producer/consumer settings (or spring.kafka.listener.ack-mode) in a module that defines its own factory bean without Boot\'s KafkaProperties (or its own kafkaListenerContainerFactory): Boot builds no client, or no container, from them.',
  docs: {
    why: 'Spring Boot builds its producer and consumer factories from spring.kafka.producer.* and spring.kafka.consumer.* only when the application defines none (@ConditionalOnMissingBean). A ProducerFactory or ConsumerFactory bean of the application\'s own that builds its map without Boot\'s KafkaProperties replaces Boot\'s, and the lines in application.yml then reach no client. The same holds for the listener containers: Boot applies spring.kafka.listener.* with its ConcurrentKafkaListenerContainerFactoryConfigurer to its own kafkaListenerContainerFactory, which is not created when the application defines a bean of that name.',
    consequence: 'Every setting in the block is without effect, however right it looks: the clients run with what the bean\'s own map says (KafkaAutoConfiguration).',
    bad: { file: 'application.yml', text: 'spring:\n  kafka:\n    producer:\n      acks: all\n      retries: 10\n' },
    good: { file: 'application.yml', text: 'spring:\n  kafka:\n    consumer:\n      group-id: invoices\n' },
    falsePositives: 'Other code that reads these properties itself (@Value("${spring.kafka.producer.acks}")) keeps them alive: a bean whose file reads KafkaProperties is not counted as a replacement, and one that reads the block through placeholders (${spring.kafka.producer.…}) only makes the lines it does not name unread, said in one finding. When the bean\'s file puts every key of the lines into its own map (ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, JsonDeserializer.TRUSTED_PACKAGES…), or a line only writes the client\'s default, the lines repeat the bean and nothing is lost: a hint. A line the module\'s code reads by name (@Value, getProperty) is not counted. Silent in test sources (src/test/resources), whose contexts may not run Boot\'s auto-configuration at all. Read from the module\'s own sources; its build file, or with none in view the folder holding src/main, must place the configuration in a module.',
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
    if (!x || x.profile || x.boundPrefix) return [];
    const out: Finding[] = [];
    // spring.kafka.listener.ack-mode (carried by the consumer site, or the one site of the file):
    // Boot's ConcurrentKafkaListenerContainerFactoryConfigurer applies it to Boot's own
    // kafkaListenerContainerFactory, which backs off when the application defines a bean of that name.
    const listener = x.listenerAckMode && replacingFactoryBean(ctx.workspace, ctx.doc.uri, 'listener');
    // When listeners taking an Acknowledgment fail under that bean's BATCH mode,
    // spring-ack-without-manual-mode says so on this line, unread ack mode included: one finding.
    if (listener && x.listenerAckMode && !ackListenersOnBatchFactorySaidInConfig(ctx.workspace, ctx.doc.uri)) {
      out.push({
        range: x.listenerAckMode.range,
        message: `spring.kafka.listener.ack-mode reaches no listener container in this module: ${baseName(uriToFsPath(listener.file))} defines a bean named kafkaListenerContainerFactory without Boot's ConcurrentKafkaListenerContainerFactoryConfigurer, so Boot's own factory, the one that applies spring.kafka.listener.*, is not created (KafkaAnnotationDrivenConfiguration: @ConditionalOnMissingBean(name = "kafkaListenerContainerFactory")). The containers run with the ack mode that bean sets (BATCH unless it calls setAckMode). Set it on the bean's ContainerProperties, or build the bean with the configurer.`,
      });
    }
    if (role !== 'producer' && role !== 'consumer') return out;
    // A line the module's code reads by name (@Value("${spring.kafka.consumer.group-id}") in a config
    // class that feeds the bean's map) is not lost (check 73, U and untrue hint).
    const own = ctx.site.entries.filter((e) => !e.inherited && e.rawKey.startsWith(`spring.kafka.${role}.`) && !codeReading(ctx.workspace, ctx.doc.uri, e.rawKey));
    const isDefault = (e: ConfigEntry) => {
      const d = ctx.info(e.key)?.default;
      return d !== null && d !== undefined && e.value?.trim() === d;
    };
    if (own.length === 0) return out;
    const bean = replacingFactoryBean(ctx.workspace, ctx.doc.uri, role);
    if (!bean) {
      // A bean that reads some lines of the block through ${spring.kafka.<role>.…} placeholders
      // (@Value) and builds its own map: the lines it does not name reach no client.
      const partly = partlyReadingFactoryBean(ctx.workspace, ctx.doc.uri, role, own.map((e) => e.rawKey));
      if (!partly) return out;
      const unread = own.filter((e) => partly.unread.includes(e.rawKey));
      const named = unread.slice(0, 4).map((e) => e.rawKey).join(', ') + (unread.length > 4 ? ` and ${unread.length - 4} more` : '');
      const repeatedP = repeats(partly.bean, unread, isDefault);
      return [...out, {
        range: unread[0].keyRange,
        ...(repeatedP ? { severity: Severity.Hint } : {}),
        message: repeatedP ? repeatedMessage(role, partly.bean, unread.length, repeatedP.defaults) : `${unread.length === 1 ? 'This line reaches' : `${unread.length} lines of spring.kafka.${role}.* reach`} no ${role} in this module: ${baseName(uriToFsPath(partly.bean.file))} defines the application's own ${role === 'producer' ? 'Producer' : 'Consumer'}Factory bean, which replaces Boot's (KafkaAutoConfiguration's factory is @ConditionalOnMissingBean), and builds its map from the \${spring.kafka.${role}.…} placeholders it names; ${unread.length === 1 ? 'this one is' : 'these are'} not among them: ${named}. Add ${unread.length === 1 ? 'it' : 'them'} to that bean's map, or build the bean from KafkaProperties.`,
      }];
    }
    const Role = role === 'producer' ? 'Producer' : 'Consumer';
    const repeated = repeats(bean, own, isDefault);
    return [...out, {
      range: own[0].keyRange,
      ...(repeated ? { severity: Severity.Hint } : {}),
      message: repeated ? repeatedMessage(role, bean, own.length, repeated.defaults) : `Spring Boot builds no ${role} from spring.kafka.${role}.* in this module: ${baseName(uriToFsPath(bean.file))} defines the application's own ${Role}Factory bean, which replaces Boot's (KafkaAutoConfiguration's factory is @ConditionalOnMissingBean) and does not read Boot's KafkaProperties, so the ${own.length === 1 ? 'line' : `${own.length} lines`} of this block reach no client. Put the settings into that bean's map, or build the bean from KafkaProperties.`,
    }];
  },
};
