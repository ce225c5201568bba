// spring-unknown-property says nothing about a spring.kafka.* name the application's own code reads:
// the workspace scan finds ${…} placeholders (@Value), getProperty("…") and @ConfigurationProperties
// prefixes in Java/Kotlin sources, and the rule looks in the config's own module.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import { languageIdForPath } from '../../common/src/model';
import { fsPathToUri } from '../../common/src/uri';
import { ModuleResolver } from '../../server/src/node/moduleVersions';
import { springKeysReadIn } from '../../server/src/node/springKeysRead';
import { scanWorkspace } from '../../server/src/node/workspaceScan';
import type { ModuleFacts, WorkspaceFacts } from '../../server/src/service/workspace';
import { service } from '../support/service';

const base = mkdtempSync(join(tmpdir(), 'kt-spring-read-'));
after(() => rmSync(base, { recursive: true, force: true }));
let n = 0;

function project(files: Record<string, string>): string {
  const root = join(base, `p${n++}`);
  for (const [rel, text] of Object.entries({ '.git/HEAD': 'ref: refs/heads/main\n', ...files })) {
    mkdirSync(dirname(join(root, rel)), { recursive: true });
    writeFileSync(join(root, rel), text);
  }
  return root;
}

const POM = '<project><modelVersion>4.0.0</modelVersion><artifactId>producer</artifactId><dependencies><dependency><groupId>org.springframework.kafka</groupId><artifactId>spring-kafka</artifactId></dependency></dependencies></project>';
const PROPS = 'spring.kafka.producer.bootstrap-server=localhost:9092\nspring.kafka.producer.acks=all\n';
const CONFIG = (field: string) => `package shop;\n\nimport org.springframework.beans.factory.annotation.Value;\nimport org.springframework.context.annotation.Configuration;\n\n@Configuration\npublic class KafkaConfig {\n  ${field}\n}\n`;

/** spring-unknown-property findings on `config` (a path in `root`), with the workspace facts the CLI gathers. */
async function unknownIn(root: string, config: string, text = PROPS, code = 'spring-unknown-property'): Promise<string[]> {
  const path = join(root, config);
  const resolver = new ModuleResolver({ roots: [root], repositoryFirst: true });
  const modules: Record<string, ModuleFacts> = {};
  for (const m of await resolver.modulesFor(path)) modules[m.folder] = m;
  const workspace: WorkspaceFacts = { ...(await scanWorkspace([root])), modules };
  return service({ workspace }).diagnostics({ uri: fsPathToUri(path), fileName: path, languageId: languageIdForPath(path) ?? 'properties', text })
    .filter((d) => d.code === code).map((d) => `${d.range.start.line + 1}:${d.severity}`);
}

describe('spring.kafka.* names the application reads', () => {
  it('without code that reads it, the near miss of a Boot name is a warning', async () => {
    const root = project({ 'pom.xml': POM, 'src/main/resources/application.properties': PROPS });
    assert.deepEqual(await unknownIn(root, 'src/main/resources/application.properties'), ['1:2']);
  });

  it('a client key under spring.kafka unread by the module: information; a Streams-only key there: a hint with no properties[…] advice (check 55)', async () => {
    const text = 'spring.kafka.bootstrap-servers=broker:9092\nspring.kafka.linger-ms=5\nspring.kafka.replication.factor=1\n';
    const root = project({ 'pom.xml': POM, 'src/main/resources/application.properties': text });
    assert.deepEqual(await unknownIn(root, 'src/main/resources/application.properties', text), ['2:3', '3:4']);
  });

  it('@Value("${spring.kafka.producer.bootstrap-server}") in the module: nothing said', async () => {
    const root = project({
      'pom.xml': POM,
      'src/main/resources/application.properties': PROPS,
      'src/main/java/shop/KafkaConfig.java': CONFIG('@Value("${spring.kafka.producer.bootstrap-server}")\n  private String servers;'),
    });
    assert.deepEqual(await unknownIn(root, 'src/main/resources/application.properties'), []);
  });

  it('an @ConfigurationProperties prefix and environment.getProperty count too', async () => {
    const prefix = project({ 'pom.xml': POM, 'src/main/resources/application.properties': PROPS, 'src/main/java/shop/KafkaConfig.java': CONFIG('') + '@ConfigurationProperties(prefix = "spring.kafka.producer")\nclass ProducerSettings { String bootstrapServer; }\n' });
    assert.deepEqual(await unknownIn(prefix, 'src/main/resources/application.properties'), []);
    const env = project({ 'pom.xml': POM, 'src/main/resources/application.properties': PROPS, 'src/main/kotlin/shop/Config.kt': 'class Config(env: Environment) { val servers = env.getProperty("spring.kafka.producer.bootstrap-server") }\n' });
    assert.deepEqual(await unknownIn(env, 'src/main/resources/application.properties'), []);
  });

  it('near-miss: code in another module reading the name does not silence this module', async () => {
    const root = project({
      'pom.xml': '<project><modelVersion>4.0.0</modelVersion><artifactId>parent</artifactId><packaging>pom</packaging></project>',
      'orders/pom.xml': POM,
      'orders/src/main/resources/application.properties': PROPS,
      'billing/pom.xml': POM.replace('producer', 'billing'),
      'billing/src/main/java/shop/KafkaConfig.java': CONFIG('@Value("${spring.kafka.producer.bootstrap-server}")\n  private String servers;'),
    });
    assert.deepEqual(await unknownIn(root, 'orders/src/main/resources/application.properties'), ['1:2']);
  });

  it('what one source file reads', () => {
    const read = springKeysReadIn('A.java', '@Value("${app.topic:orders}") String t; @Value("${spring.kafka.custom.x}") String x; env.getRequiredProperty("app.group");\n@ConfigurationProperties("app.kafka")', 'file:///A.java');
    assert.deepEqual(read.map((r) => `${r.how} ${r.key}${r.prefix ? '.*' : ''}`), ['${…} app.topic', '${…} spring.kafka.custom.x', 'getProperty app.group', '@ConfigurationProperties app.kafka.*']);
    assert.deepEqual(springKeysReadIn('a.ts', '"${x}"', 'file:///a.ts'), []);
    const boot = springKeysReadIn('B.java', 'import org.springframework.boot.autoconfigure.kafka.KafkaProperties;\nString u = (String) kafkaProperties.getProperties().get("schema-registry-url");\nObject g = props.getConsumer().getProperties().getOrDefault("group.tag", "x");', 'file:///B.java');
    assert.deepEqual(boot.map((r) => `${r.how} ${r.key}`), ['KafkaProperties.getProperties() spring.kafka.properties.schema-registry-url', 'KafkaProperties.getProperties() spring.kafka.consumer.properties.group.tag']);
  });

  it('an @ConfigurationProperties class binds the names it declares, not its whole prefix (check 90); a record\'s components too', () => {
    const keys = (text: string) => springKeysReadIn('K.java', `import org.springframework.boot.context.properties.ConfigurationProperties;\n${text}`, 'file:///K.java').map((r) => `${r.key}${r.prefix ? '.*' : ''}`);
    assert.deepEqual(keys('@ConfigurationProperties(prefix = "spring.kafka.consumer")\npublic class ConsumerSettings {\n  private static final String X = "x";\n  private String groupId;\n  private String autoOffsetReset = "earliest";\n  public String getGroupId() { return groupId; }\n}\n'),
      ['spring.kafka.consumer.groupId', 'spring.kafka.consumer.groupId.*', 'spring.kafka.consumer.autoOffsetReset', 'spring.kafka.consumer.autoOffsetReset.*']);
    assert.deepEqual(keys('@ConfigurationProperties("app.kafka")\npublic record KafkaSettings(String topic, Map<String, String> producer) {}\n'), ['app.kafka.topic', 'app.kafka.topic.*', 'app.kafka.producer', 'app.kafka.producer.*']);
    // Near miss: on a @Bean method the members are the returned object's, not in view: the whole prefix.
    assert.deepEqual(keys('@Bean\n@ConfigurationProperties(prefix = "app.datasource")\npublic DataSource ds() { return new Pool(); }\nclass Other { private int a; }\n'), ['app.datasource.*']);
  });

  it("a schema-registry key spelt with dashes: information (the serializer reads the dotted name), silent when the code reads it", async () => {
    const yml = 'spring:\n  kafka:\n    producer:\n      value-serializer: io.confluent.kafka.serializers.KafkaAvroSerializer\n    properties:\n      schema-registry-url: http://registry:8081\n';
    const files = { 'pom.xml': POM, 'src/main/resources/application.yml': yml };
    assert.deepEqual(await unknownIn(project(files), 'src/main/resources/application.yml', yml, 'unknown-key'), ['6:3']);
    const read = project({ ...files, 'src/main/java/shop/KafkaConfig.java': CONFIG('@Value("${spring.kafka.properties.schema-registry-url}")\n  private String registry;') });
    assert.deepEqual(await unknownIn(read, 'src/main/resources/application.yml', yml, 'unknown-key'), []);
    // Read from Boot's KafkaProperties map in a factory bean and handed on (check 54): silent too.
    const handedOn = CONFIG('private final KafkaProperties kafkaProperties;\n  Map<String, Object> props() {\n    Map<String, Object> props = new HashMap<>(kafkaProperties.buildProducerProperties(null));\n    props.put("schema.registry.url", kafkaProperties.getProperties().get("schema-registry-url"));\n    return props;\n  }').replace('import org.springframework.beans', 'import org.springframework.boot.autoconfigure.kafka.KafkaProperties;\nimport org.springframework.beans');
    assert.deepEqual(await unknownIn(project({ ...files, 'src/main/java/shop/KafkaConfig.java': handedOn }), 'src/main/resources/application.yml', yml, 'unknown-key'), []);
    // Near miss: the same get on a map that is not KafkaProperties' reads no Spring property.
    const elsewhere = CONFIG('Object registry(java.util.Properties p) { return p.getProperties().get("schema-registry-url"); }');
    assert.deepEqual(await unknownIn(project({ ...files, 'src/main/java/shop/KafkaConfig.java': elsewhere }), 'src/main/resources/application.yml', yml, 'unknown-key'), ['6:3']);
    // Near miss: the dotted name is Confluent's own key — nothing to say.
    const dotted = yml.replace('schema-registry-url', 'schema.registry.url');
    assert.deepEqual(await unknownIn(project({ ...files, 'src/main/resources/application.yml': dotted }), 'src/main/resources/application.yml', dotted, 'unknown-key'), []);
  });
});
