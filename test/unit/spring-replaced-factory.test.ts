// A Spring app that defines its own ProducerFactory / ConsumerFactory bean: Boot's auto-configured
// factory backs off (@ConditionalOnMissingBean), so spring.kafka.producer.* in application.yml
// builds no client, and what rules say about that client is a hint with the reason.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { springFactoryBeansIn } from '../../server/src/node/springFactoryBeans';
import { lint } from '../support/service';

const YML = 'spring:\n  kafka:\n    bootstrap-servers: kafka:9092\n    producer:\n      acks: all\n      retries: 3\n      properties:\n        max.in.flight.requests.per.connection: 10\n        enable.idempotence: false\n';
const OWN = `package demo;

import java.util.HashMap;
import java.util.Map;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.kafka.core.DefaultKafkaProducerFactory;
import org.springframework.kafka.core.ProducerFactory;

@Configuration
public class KafkaProducerConfig {
  @Bean
  public ProducerFactory<String, Map<String, Object>> producerFactory() {
    Map<String, Object> props = new HashMap<>();
    props.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, "kafka:9092");
    return new DefaultKafkaProducerFactory<>(props);
  }
}
`;
const FROM_BOOT = OWN.replace('public ProducerFactory<String, Map<String, Object>> producerFactory() {\n    Map<String, Object> props = new HashMap<>();', 'public ProducerFactory<String, Map<String, Object>> producerFactory(KafkaProperties boot) {\n    Map<String, Object> props = new HashMap<>(boot.buildProducerProperties(null));');
const file = 'file:///test/src/main/java/demo/KafkaProducerConfig.java';
/** The module the build file (pom.xml in /test) makes of the yml and the bean's source. */
const MODULE = { modules: { test: { folder: 'file:///test', versions: { java: { client: 'java' as const, version: '3.7.1', origin: 'pom.xml' } } } } };
const lintWith = (java: string | undefined, workspace: object = MODULE) => lint(YML, { fileName: 'src/main/resources/application.yml', workspace: { ...workspace, ...(java ? { springFactoryBeans: springFactoryBeansIn('KafkaProducerConfig.java', java, file) } : {}) } })
  .filter((d) => d.code === 'inflight-reordering');

describe('a ProducerFactory bean of the application replaces Spring Boot\'s', () => {
  it('finds the bean, and whether its file reads Boot\'s KafkaProperties', () => {
    assert.deepEqual(springFactoryBeansIn('KafkaProducerConfig.java', OWN, file), [{ role: 'producer', file, readsBoot: false, sets: ['bootstrap.servers'] }]);
    assert.deepEqual(springFactoryBeansIn('KafkaProducerConfig.java', FROM_BOOT, file), [{ role: 'producer', file, readsBoot: true, sets: ['bootstrap.servers'] }]);
    const kotlin = '@Configuration\nclass Cfg {\n  @Bean\n  fun consumerFactory(): ConsumerFactory<String, String> = DefaultKafkaConsumerFactory(mapOf())\n}\n';
    assert.deepEqual(springFactoryBeansIn('Cfg.kt', kotlin, 'file:///Cfg.kt').map((b) => b.role), ['consumer']);
    // Near misses: a factory returned by a method that is no @Bean, and a factory used as a parameter.
    assert.deepEqual(springFactoryBeansIn('Util.java', OWN.replace('@Bean\n', ''), file), []);
    // A bean left in comments defines nothing (check 81): line comments and a block comment.
    assert.deepEqual(springFactoryBeansIn('KafkaProducerConfig.java', OWN.split('\n').map((l) => (/@Bean|ProducerFactory<|return new|^\s*}\s*$/.test(l) ? `//${l}` : l)).join('\n'), file), []);
    assert.deepEqual(springFactoryBeansIn('KafkaProducerConfig.java', OWN.replace('@Bean', '/* @Bean */'), file), []);
    assert.deepEqual(springFactoryBeansIn('T.java', '@Bean\npublic KafkaTemplate<String, String> template(ProducerFactory<String, String> pf) {\n  return new KafkaTemplate<>(pf);\n}\n', file), []);
  });

  it('lines the module\'s code reads by name are not lost; lines that write the client\'s default are said as a hint (checks 72 and 73)', () => {
    const beans = springFactoryBeansIn('KafkaProducerConfig.java', OWN, file);
    const yml = 'spring:\n  kafka:\n    producer:\n      acks: 1\n      retries: 5\n';
    const at = (extra: object) => lint(yml, { fileName: '/test/src/main/resources/application.yml', workspace: { ...MODULE, springFactoryBeans: beans, ...extra } }).filter((d) => d.code === 'spring-factory-replaced');
    assert.match(at({})[0]?.message ?? '', /the 2 lines of this block reach no client/);
    const retriesRead = [{ key: 'spring.kafka.producer.retries', file: 'file:///test/src/main/java/demo/Props.java', how: '${…}' as const }];
    const [one] = at({ codeReadKeys: retriesRead });
    assert.match(one?.message ?? '', /so the line of this block reach(es)? no client/);
    assert.equal(one.range.start.line, 3);
    const both = [...retriesRead, { key: 'spring.kafka.producer.acks', file: 'file:///test/src/main/java/demo/Props.java', how: '${…}' as const }];
    assert.deepEqual(at({ codeReadKeys: both }), []);
    // acks=all is the producer's default from 3.0 (catalog 4.x): with the bean setting nothing else, a hint.
    const defaults = lint('spring:\n  kafka:\n    producer:\n      acks: all\n', { fileName: '/test/src/main/resources/application.yml', workspace: { ...MODULE, springFactoryBeans: beans } }).filter((d) => d.code === 'spring-factory-replaced');
    assert.equal(defaults[0]?.severity, 4);
    assert.match(defaults[0].message, /the line writes the client's own default, which it has without it\. Nothing is lost/);
  });

  it('says nothing in test resources, whose test context may not run Boot\'s auto-configuration (check 69)', () => {
    const beans = springFactoryBeansIn('KafkaProducerConfig.java', OWN, file);
    const at = (fileName: string) => lint(YML, { fileName, workspace: { ...MODULE, springFactoryBeans: beans } }).filter((d) => d.code === 'spring-factory-replaced');
    assert.equal(at('/test/src/main/resources/application.yml').length, 1);
    assert.deepEqual(at('/test/src/test/resources/application.yml'), []);
  });

  it('drops what rules say about a line no client reads (spring-factory-replaced says the line is unread); keeps it where other code of the module reads the line (check 37)', () => {
    const [plain] = lintWith(undefined);
    assert.equal(plain.severity, 2);
    assert.deepEqual(lintWith(OWN), []);
    const codeReadKeys = [{ key: 'spring.kafka.producer.properties.max.in.flight.requests.per.connection', file: 'file:///test/src/main/java/Tuning.java', how: '${…}' as const }];
    const [kept] = lint(YML, { fileName: 'src/main/resources/application.yml', workspace: { ...MODULE, codeReadKeys, springFactoryBeans: springFactoryBeansIn('KafkaProducerConfig.java', OWN, file) } }).filter((d) => d.code === 'inflight-reordering');
    assert.equal(kept.message, plain.message);
  });

  it('near misses: a bean built from Boot\'s KafkaProperties, and a bean no build file places in the yml\'s module', () => {
    assert.equal(lintWith(FROM_BOOT)[0].severity, 2);
    // Folders of unrelated applications side by side, with no build file: no bean is lent across.
    assert.equal(lint(YML, { fileName: 'src/main/resources/application.yml', workspace: { springFactoryBeans: springFactoryBeansIn('C.java', OWN, 'file:///test/billing/src/main/java/C.java') } }).filter((d) => d.code === 'inflight-reordering')[0].severity, 2);
    const elsewhere = { modules: { other: { folder: 'file:///other', versions: { java: { client: 'java' as const } } }, test: MODULE.modules.test } };
    assert.equal(lint(YML, { fileName: 'src/main/resources/application.yml', workspace: { ...elsewhere, springFactoryBeans: springFactoryBeansIn('C.java', OWN, 'file:///other/src/main/java/C.java') } }).filter((d) => d.code === 'inflight-reordering')[0].severity, 2);
  });

  it('says once, at information, that the block reaches no client (spring-factory-replaced); silent where Boot builds the factory', () => {
    const at = (java: string | undefined, workspace: object = MODULE) => lint(YML, { fileName: 'src/main/resources/application.yml', workspace: { ...workspace, ...(java ? { springFactoryBeans: springFactoryBeansIn('KafkaProducerConfig.java', java, file) } : {}) } })
      .filter((d) => d.code === 'spring-factory-replaced');
    const [d, ...rest] = at(OWN);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 3);
    assert.equal(d.range.start.line, 4);
    assert.match(d.message, /^Spring Boot builds no producer from spring\.kafka\.producer\.\* in this module: KafkaProducerConfig\.java defines the application's own ProducerFactory bean, .* so the 4 lines of this block reach no client\./);
    assert.deepEqual(at(FROM_BOOT), []);
    assert.deepEqual(at(undefined), []);
    // A bean of another build-file module is not this module's.
    assert.deepEqual(lint(YML, { fileName: 'src/main/resources/application.yml', workspace: { ...MODULE, springFactoryBeans: springFactoryBeansIn('C.java', OWN, 'file:///other/src/main/java/C.java') } }).filter((d) => d.code === 'spring-factory-replaced'), []);
  });

  it('with no build file in view, the src/main layout makes the module: the yml and the bean under one src/main, not another app\'s', () => {
    // An independent check's material held application.properties and KafkaConsumerConfig.java of one app, without its pom.xml.
    const at = (beanFile: string) => lint(YML, { fileName: 'apps/analytics/src/main/resources/application.yml', workspace: { springFactoryBeans: springFactoryBeansIn('KafkaProducerConfig.java', OWN, beanFile) } })
      .filter((d) => d.code === 'spring-factory-replaced');
    assert.equal(at('file:///test/apps/analytics/src/main/java/demo/KafkaProducerConfig.java').length, 1);
    // near miss: the bean of the app next door
    assert.deepEqual(at('file:///test/apps/billing/src/main/java/demo/KafkaProducerConfig.java'), []);
  });

  it('a ${spring.kafka.bootstrap-servers} placeholder reads no producer or consumer setting; ${spring.kafka.producer.…} does', () => {
    const shared = OWN.replace('public class KafkaProducerConfig {', 'public class KafkaProducerConfig {\n  @Value("${spring.kafka.bootstrap-servers}")\n  private String servers;');
    assert.equal(springFactoryBeansIn('KafkaProducerConfig.java', shared, file)[0].readsBoot, false);
    const own = OWN.replace('public class KafkaProducerConfig {', 'public class KafkaProducerConfig {\n  @Value("${spring.kafka.producer.acks}")\n  private String acks;');
    assert.equal(springFactoryBeansIn('KafkaProducerConfig.java', own, file)[0].readsBoot, true);
  });

  it('Environment.getProperty of a line reads it as a placeholder does; a Javadoc that names the type does not hide the bean below it (check 35)', () => {
    const env = OWN.replace('props.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, "kafka:9092");', 'props.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, "kafka:9092");\n    props.put(ProducerConfig.ACKS_CONFIG, environment.getProperty("spring.kafka.producer.acks"));');
    assert.deepEqual(springFactoryBeansIn('KafkaProducerConfig.java', env, file)[0].readsOnly, ['spring.kafka.producer.acks']);
    const documented = OWN.replace('  @Bean\n  public ProducerFactory', '  /**\n   * The shared ProducerFactory<String, Object>\n   */\n  @Bean\n  public ProducerFactory');
    assert.deepEqual(springFactoryBeansIn('KafkaProducerConfig.java', documented, file).map((b) => b.role), ['producer']);
  });

  it('a bean that reads some lines through placeholders: notes on the block\'s unwritten defaults and findings on lines it does not read are dropped', () => {
    const own = OWN.replace('public class KafkaProducerConfig {', 'public class KafkaProducerConfig {\n  @Value("${spring.kafka.producer.acks}")\n  private String acks;');
    const yml = 'spring:\n  kafka:\n    bootstrap-servers: kafka:9092\n    producer:\n      acks: all\n      properties:\n        max.in.flight.requests.per.connection: 10\n        enable.idempotence: false\n';
    const ds = lint(yml, { fileName: 'src/main/resources/application.yml', workspace: { ...MODULE, springFactoryBeans: springFactoryBeansIn('KafkaProducerConfig.java', own, file) } });
    assert.deepEqual(ds.filter((d) => d.code === 'default-changed'), []);
    // Where Boot builds the producer from the block, the note stays.
    assert.equal(lint(yml, { fileName: 'src/main/resources/application.yml', workspace: MODULE }).filter((d) => d.code === 'default-changed').length, 1);
    // The in-flight line is not among what the bean reads: what a rule says about it is dropped.
    assert.deepEqual(ds.filter((d) => d.code === 'inflight-reordering'), []);
    assert.equal(lint(yml, { fileName: 'src/main/resources/application.yml', workspace: MODULE }).filter((d) => d.code === 'inflight-reordering').length, 1);
  });

  it('a bean that reads some lines through placeholders: the lines it does not name are reported once, at information', () => {
    const own = OWN.replace('public class KafkaProducerConfig {', 'public class KafkaProducerConfig {\n  @Value("${spring.kafka.producer.acks}")\n  private String acks;\n  @Value("${spring.kafka.producer.retries:3}")\n  private int retries;');
    const beans = springFactoryBeansIn('KafkaProducerConfig.java', own, file);
    assert.deepEqual(beans[0].readsOnly, ['spring.kafka.producer.acks', 'spring.kafka.producer.retries']);
    const ds = lint(YML, { fileName: 'src/main/resources/application.yml', workspace: { ...MODULE, springFactoryBeans: beans } }).filter((d) => d.code === 'spring-factory-replaced');
    assert.equal(ds.length, 1);
    assert.equal(ds[0].severity, 3);
    assert.equal(ds[0].range.start.line, 7);
    assert.match(ds[0].message, /^2 lines of spring\.kafka\.producer\.\* reach no producer in this module: KafkaProducerConfig\.java defines the application's own ProducerFactory bean.*these are not among them: spring\.kafka\.producer\.properties\.max\.in\.flight\.requests\.per\.connection, spring\.kafka\.producer\.properties\.enable\.idempotence\./);
    // Near miss: a bean that names every line, or one that reads KafkaProperties.
    const all = own.replace('private int retries;', 'private int retries;\n  @Value("${spring.kafka.producer.properties.max.in.flight.requests.per.connection}") int inflight;\n  @Value("${spring.kafka.producer.properties.enable.idempotence}") boolean idem;');
    assert.deepEqual(lint(YML, { fileName: 'src/main/resources/application.yml', workspace: { ...MODULE, springFactoryBeans: springFactoryBeansIn('KafkaProducerConfig.java', all, file) } }).filter((d) => d.code === 'spring-factory-replaced'), []);
    assert.deepEqual(lint(YML, { fileName: 'src/main/resources/application.yml', workspace: { ...MODULE, springFactoryBeans: springFactoryBeansIn('KafkaProducerConfig.java', FROM_BOOT, file) } }).filter((d) => d.code === 'spring-factory-replaced'), []);
  });
});

describe('a factory bean that sets the same keys itself: the yml lines repeat it', () => {
  const CONSUMER_BEAN = `package demo;

import java.util.HashMap;
import java.util.Map;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.kafka.core.ConsumerFactory;
import org.springframework.kafka.core.DefaultKafkaConsumerFactory;
import org.springframework.kafka.support.serializer.JsonDeserializer;

@Configuration
public class KafkaConsumerConfig {
  @Bean
  public ConsumerFactory<String, Object> consumerFactory() {
    Map<String, Object> props = new HashMap<>();
    props.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, "kafka:9092");
    props.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, JsonDeserializer.class);
    props.put(JsonDeserializer.TRUSTED_PACKAGES, "*");
    return new DefaultKafkaConsumerFactory<>(props);
  }
}
`;
  const beanFile = 'file:///test/src/main/java/demo/KafkaConsumerConfig.java';
  const yml = (extra: string) => `spring:\n  kafka:\n    consumer:\n      value-deserializer: org.springframework.kafka.support.serializer.JsonDeserializer\n      properties:\n        spring.json.trusted.packages: "*"\n${extra}`;
  const run = (text: string) => lint(text, { fileName: 'src/main/resources/application.yml', workspace: { ...MODULE, springFactoryBeans: springFactoryBeansIn('KafkaConsumerConfig.java', CONSUMER_BEAN, beanFile) } }).filter((d) => d.code === 'spring-factory-replaced');

  it('records the keys the bean puts, by constant (ConsumerConfig, JsonDeserializer)', () => {
    assert.deepEqual(springFactoryBeansIn('KafkaConsumerConfig.java', CONSUMER_BEAN, beanFile)[0].sets, ['bootstrap.servers', 'value.deserializer', 'spring.json.trusted.packages']);
  });

  it('every line repeats a key of the bean: a hint that nothing is lost; one line more keeps the information', () => {
    const [d] = run(yml(''));
    assert.equal(d.severity, 4);
    assert.match(d.message, /puts each of these keys into its own map, so the bean's values are the ones that apply\. Nothing is lost/);
    const [lost] = run(yml('      max-poll-records: 50\n'));
    assert.equal(lost.severity, 3);
    assert.match(lost.message, /reach no client/);
  });
});

describe('a kafkaListenerContainerFactory bean of the application replaces Spring Boot\'s (and its spring.kafka.listener.*)', () => {
  const LISTENER = `package demo;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.kafka.config.ConcurrentKafkaListenerContainerFactory;
import org.springframework.kafka.core.ConsumerFactory;

@Configuration
public class ListenerConfig {
  @Bean
  public ConcurrentKafkaListenerContainerFactory<String, String> kafkaListenerContainerFactory(ConsumerFactory<String, String> cf) {
    ConcurrentKafkaListenerContainerFactory<String, String> factory = new ConcurrentKafkaListenerContainerFactory<>();
    factory.setConsumerFactory(cf);
    return factory;
  }
}
`;
  const beanFile = 'file:///test/src/main/java/demo/ListenerConfig.java';
  const yml = 'spring:\n  kafka:\n    bootstrap-servers: kafka:9092\n    consumer:\n      group-id: billing\n      enable-auto-commit: true\n    listener:\n      ack-mode: manual\n';
  const at = (java: string) => lint(yml, { fileName: 'src/main/resources/application.yml', workspace: { ...MODULE, springFactoryBeans: springFactoryBeansIn('ListenerConfig.java', java, beanFile) } });

  it('finds the bean by its name, and whether it uses Boot\'s configurer', () => {
    assert.deepEqual(springFactoryBeansIn('ListenerConfig.java', LISTENER, beanFile), [{ role: 'listener', file: beanFile, readsBoot: false, batchAckAt: { line: 10, character: 65, name: 'kafkaListenerContainerFactory', buildsConsumer: false } }], 'no ack mode of its own and no configurer: its containers run BATCH');
    const configured = LISTENER.replace('(ConsumerFactory<String, String> cf) {', '(ConcurrentKafkaListenerContainerFactoryConfigurer configurer, ConsumerFactory<Object, Object> cf) {');
    assert.equal(springFactoryBeansIn('ListenerConfig.java', configured, beanFile)[0].readsBoot, true);
    // near misses: a factory under another name leaves Boot's in place; so does a plain method
    assert.deepEqual(springFactoryBeansIn('ListenerConfig.java', LISTENER.replace('kafkaListenerContainerFactory(', 'batchFactory('), beanFile), []);
    assert.equal(springFactoryBeansIn('ListenerConfig.java', LISTENER.replace('kafkaListenerContainerFactory(', 'batchFactory(').replace('@Bean', '@Bean(name = "kafkaListenerContainerFactory")'), beanFile)[0].role, 'listener');
  });

  it('says the ack mode reaches no container, and the ack-mode rules say nothing about it', () => {
    const found = at(LISTENER);
    const [d, ...rest] = found.filter((x) => x.code === 'spring-factory-replaced');
    assert.equal(rest.length, 0);
    assert.equal(d.range.start.line, 7);
    assert.match(d.message, /^spring\.kafka\.listener\.ack-mode reaches no listener container in this module: ListenerConfig\.java defines a bean named kafkaListenerContainerFactory without Boot's ConcurrentKafkaListenerContainerFactoryConfigurer/);
    assert.deepEqual(found.filter((x) => x.code === 'spring-manual-ack-with-auto-commit'), []);
    // near miss: without the bean, the manual ack mode with auto-commit on is the error it is
    assert.equal(lint(yml, { fileName: 'src/main/resources/application.yml', workspace: MODULE }).filter((x) => x.code === 'spring-manual-ack-with-auto-commit').length, 1);
  });
});

describe('a defaultKafkaStreamsConfig bean of the application replaces Spring Boot\'s Streams configuration (check 71)', () => {
  const STREAMS_BEAN = `package demo;

import java.util.HashMap;
import java.util.Map;
import org.apache.kafka.streams.StreamsConfig;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.kafka.annotation.KafkaStreamsDefaultConfiguration;
import org.springframework.kafka.config.KafkaStreamsConfiguration;

@Configuration
public class StreamsConfigBean {
  @Bean(name = KafkaStreamsDefaultConfiguration.DEFAULT_STREAMS_CONFIG_BEAN_NAME)
  public KafkaStreamsConfiguration kStreamsConfigs() {
    Map<String, Object> props = new HashMap<>();
    props.put(StreamsConfig.APPLICATION_ID_CONFIG, "clicks");
    props.put(StreamsConfig.BOOTSTRAP_SERVERS_CONFIG, "kafka:9092");
    return new KafkaStreamsConfiguration(props);
  }
}
`;
  const streamsFile = 'file:///test/src/main/java/demo/StreamsConfigBean.java';
  const yml = 'spring:\n  kafka:\n    streams:\n      application-id: clicks\n      properties:\n        default.value.serde: org.springframework.kafka.support.serializer.JsonSerde\n        spring.json.trusted.packages: "*"\n';

  it('finds the bean by the constant\'s name or the method\'s; another KafkaStreamsConfiguration bean is not it', () => {
    assert.deepEqual(springFactoryBeansIn('StreamsConfigBean.java', STREAMS_BEAN, streamsFile), [{ role: 'streams', file: streamsFile, readsBoot: false }]);
    const byMethod = STREAMS_BEAN.replace('@Bean(name = KafkaStreamsDefaultConfiguration.DEFAULT_STREAMS_CONFIG_BEAN_NAME)\n  public KafkaStreamsConfiguration kStreamsConfigs()', '@Bean\n  public KafkaStreamsConfiguration defaultKafkaStreamsConfig()');
    assert.equal(springFactoryBeansIn('StreamsConfigBean.java', byMethod, streamsFile)[0]?.role, 'streams');
    assert.deepEqual(springFactoryBeansIn('StreamsConfigBean.java', STREAMS_BEAN.replace('@Bean(name = KafkaStreamsDefaultConfiguration.DEFAULT_STREAMS_CONFIG_BEAN_NAME)', '@Bean'), streamsFile), []);
  });

  it('drops findings on the streams block\'s lines; keeps them without the bean', () => {
    const at = (beans: object) => lint(yml, { fileName: '/test/src/main/resources/application.yml', workspace: { ...MODULE, ...beans } }).filter((d) => d.code === 'spring-json-trust-all');
    assert.equal(at({}).length, 1);
    assert.deepEqual(at({ springFactoryBeans: springFactoryBeansIn('StreamsConfigBean.java', STREAMS_BEAN, streamsFile) }), []);
  });
});
