// Client versions per module, resolved from the build files above each file the way Maven, Gradle
// and Node would (server/src/node/moduleVersions.ts), on real folders in a temp directory.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import { fsPathToUri } from '../../common/src/uri';
import { ModuleResolver } from '../../server/src/node/moduleVersions';
import { rangeMinimum } from '../../server/src/node/versions/npm';
import type { ClientKind, ClientVersion } from '../../server/src/service/model';

const base = mkdtempSync(join(tmpdir(), 'kt-modules-'));
after(() => rmSync(base, { recursive: true, force: true }));
let n = 0;

/** A fresh folder with the files given (path → text), marked as a repository root. */
function repo(files: Record<string, string>): string {
  const root = join(base, `r${n++}`);
  for (const [rel, text] of Object.entries({ '.git/HEAD': 'ref: refs/heads/main\n', ...files })) {
    mkdirSync(dirname(join(root, rel)), { recursive: true });
    writeFileSync(join(root, rel), text);
  }
  return root;
}

/** The version entry the nearest module gives a file, as the service would pick it. */
async function versionOf(root: string, file: string, kind: ClientKind = 'java', resolver = new ModuleResolver({ roots: [root] })): Promise<ClientVersion | undefined> {
  const modules = await resolver.modulesFor(join(root, file));
  return modules.find((m) => m.versions[kind])?.versions[kind];
}

const dep = (artifact: string, version?: string, group = 'org.apache.kafka') =>
  `<dependency><groupId>${group}</groupId><artifactId>${artifact}</artifactId>${version ? `<version>${version}</version>` : ''}</dependency>`;
const pom = (body: string, artifactId = 'app') => `<?xml version="1.0"?>\n<project><modelVersion>4.0.0</modelVersion><artifactId>${artifactId}</artifactId>${body}</project>`;

describe('Maven: kafka-clients through a sibling module', () => {
  const parent = (modules: string[]) => pom(`<groupId>com.acme</groupId><version>1</version><packaging>pom</packaging>
      <modules>${modules.map((m) => `<module>${m}</module>`).join('')}</modules>`, 'parent');
  const child = (artifactId: string, deps: string) => pom(`<parent><groupId>com.acme</groupId><artifactId>parent</artifactId><version>1</version></parent>
      <dependencies>${deps}</dependencies>`, artifactId);
  const lib = (kafkaDep: string) => child('common', kafkaDep);
  const app = child('producer', `<dependency><groupId>com.acme</groupId><artifactId>common</artifactId><version>1</version></dependency>`);

  it('a module that depends on a sibling bringing kafka-clients is checked against that version, and says so', async () => {
    const root = repo({ 'pom.xml': parent(['common', 'producer']), 'common/pom.xml': lib(dep('kafka-clients', '2.6.0')), 'producer/pom.xml': app });
    const v = await versionOf(root, 'producer/src/main/java/App.java');
    assert.deepEqual(v, { client: 'java', version: '2.6.0', origin: 'common/pom.xml, through the dependency on module common (producer/pom.xml)' });
  });

  it('not when the sibling keeps kafka-clients to itself (test or provided scope, optional), nor for a test-scoped dependency on the sibling', async () => {
    for (const [libDep, appPom] of [
      [dep('kafka-clients', '2.6.0').replace('</dependency>', '<scope>test</scope></dependency>'), app],
      [dep('kafka-clients', '2.6.0').replace('</dependency>', '<scope>provided</scope></dependency>'), app],
      [dep('kafka-clients', '2.6.0').replace('</dependency>', '<optional>true</optional></dependency>'), app],
      [dep('kafka-clients', '2.6.0'), app.replace('<version>1</version></dependency>', '<version>1</version><scope>test</scope></dependency>')],
    ]) {
      const root = repo({ 'pom.xml': parent(['common', 'producer']), 'common/pom.xml': lib(libDep), 'producer/pom.xml': appPom });
      assert.equal((await versionOf(root, 'producer/src/main/java/App.java'))?.version, undefined, libDep + appPom);
    }
  });

  it('two modules that depend on each other end without a version rather than loop', async () => {
    const a = child('a', '<dependency><groupId>com.acme</groupId><artifactId>b</artifactId></dependency>');
    const b = child('b', '<dependency><groupId>com.acme</groupId><artifactId>a</artifactId></dependency>');
    const root = repo({ 'pom.xml': parent(['a', 'b']), 'a/pom.xml': a, 'b/pom.xml': b });
    assert.equal((await versionOf(root, 'a/src/main/java/App.java'))?.version, undefined);
  });
});

describe('Maven modules', () => {
  const root = repo({
    'pom.xml': pom(`<groupId>com.acme</groupId><version>1</version><packaging>pom</packaging>
      <properties><kafka.version>3.6.2</kafka.version></properties>
      <!-- <dependencyManagement> in a comment is not the build's: ${dep('kafka-clients', '9.9.9')} -->
      <dependencyManagement><dependencies>${dep('kafka-clients', '${kafka.version}')}</dependencies></dependencyManagement>`, 'parent'),
    'services/orders/pom.xml': pom(`<parent><groupId>com.acme</groupId><artifactId>parent</artifactId><version>1</version><relativePath>../../pom.xml</relativePath></parent>
      <dependencies>${dep('kafka-clients')}</dependencies>`, 'orders'),
    'services/billing/pom.xml': pom(`<parent><groupId>com.acme</groupId><artifactId>parent</artifactId><version>1</version><relativePath>../..</relativePath></parent>
      <properties><kafka.version>3.9.1</kafka.version></properties>
      <dependencies>${dep('kafka-clients', '${kafka.version}')}</dependencies>`, 'billing'),
    'services/legacy/pom.xml': pom(`<dependencies>${dep('kafka-clients', '2.8.2')}</dependencies>`, 'legacy'),
    'services/orders/src/main/resources/application.properties': 'spring.kafka.producer.acks=all\n',
  });

  it('a module without a version of its own takes the parent\'s dependencyManagement and property', async () => {
    const v = await versionOf(root, 'services/orders/src/main/resources/application.properties');
    assert.deepEqual(v, { client: 'java', version: '3.6.2', origin: 'kafka.version in pom.xml, inherited by services/orders/pom.xml' });
  });

  it('a module\'s own property wins over its parent\'s (relativePath naming a folder)', async () => {
    const v = await versionOf(root, 'services/billing/src/main/java/App.java');
    assert.deepEqual(v, { client: 'java', version: '3.9.1', origin: 'kafka.version in services/billing/pom.xml' });
  });

  it('a module with its own literal version keeps it, whatever its neighbours say', async () => {
    const v = await versionOf(root, 'services/legacy/producer.properties');
    assert.deepEqual(v, { client: 'java', version: '2.8.2', origin: 'services/legacy/pom.xml' });
  });

  it('a parent found at relativePath whose artifactId is not the declared parent is not used', async () => {
    const r = repo({
      'pom.xml': pom(`<properties><kafka.version>3.7.0</kafka.version></properties>`, 'something-else'),
      'app/pom.xml': pom(`<parent><groupId>com.corp</groupId><artifactId>corp-parent</artifactId><version>5</version></parent><dependencies>${dep('kafka-clients', '${kafka.version}')}</dependencies>`),
    });
    assert.deepEqual(await versionOf(r, 'app/producer.properties'), { client: 'java' });
  });
});

describe('Spring Boot and Confluent versions', () => {
  const bootParent = (version: string, extra = '') => pom(`<parent><groupId>org.springframework.boot</groupId><artifactId>spring-boot-starter-parent</artifactId><version>${version}</version><relativePath/></parent>${extra}<dependencies>${dep('spring-kafka', undefined, 'org.springframework.kafka')}</dependencies>`);

  it('spring-boot-starter-parent 3.3.4 manages kafka-clients 3.7.1', async () => {
    const r = repo({ 'services/orders/pom.xml': bootParent('3.3.4') });
    assert.deepEqual(await versionOf(r, 'services/orders/src/main/resources/application.yml'), {
      client: 'java', version: '3.7.1', origin: 'spring-boot-starter-parent 3.3.4 manages kafka-clients 3.7.1 (services/orders/pom.xml)',
    });
  });

  it('Boot\'s release lines map to the Kafka they manage (2.7 → 3.1, 3.5 → 3.9, 4.0 → 4.1)', async () => {
    for (const [boot, kafka] of [['2.7.18', '3.1.2'], ['3.0.0', '3.3.1'], ['3.5.12', '3.9.2'], ['4.0.0', '4.1.1']]) {
      const r = repo({ 'pom.xml': bootParent(boot) });
      assert.equal((await versionOf(r, 'x.properties'))?.version, kafka, `Boot ${boot}`);
    }
  });

  it('Boot 1.5.x managed only spring-kafka 1.1.x, whose build names kafka-clients 0.10.1.1 (an independent check found 1.5.16 unknown)', async () => {
    const r = repo({ 'pom.xml': bootParent('1.5.16.RELEASE') });
    assert.deepEqual(await versionOf(r, 'x.properties'), { client: 'java', version: '0.10.1.1', origin: 'spring-boot-starter-parent 1.5.16.RELEASE manages spring-kafka 1.1.8, which depends on kafka-clients 0.10.1.1 (pom.xml)' });
    // A spring-kafka.version property replaces the spring-kafka Boot manages, and with it kafka-clients (check 60).
    const overridden = repo({ 'pom.xml': bootParent('1.5.4.RELEASE', '<properties><spring-kafka.version>1.2.2.RELEASE</spring-kafka.version></properties>') });
    assert.deepEqual(await versionOf(overridden, 'x.properties'), { client: 'java', version: '0.10.2.0', origin: 'spring-kafka 1.2.2.RELEASE (spring-kafka.version in pom.xml, over the 1.1.6 that spring-boot-starter-parent 1.5.4.RELEASE manages) depends on kafka-clients 0.10.2.0' });
    // Near miss: Boot 2.x manages kafka-clients itself, whatever spring-kafka the build picks.
    const managed = repo({ 'pom.xml': bootParent('2.5.3', '<properties><spring-kafka.version>2.7.8</spring-kafka.version></properties>') });
    assert.equal((await versionOf(managed, 'x.properties'))?.version, '2.7.1');
    // near miss: Boot 1.4 managed no Kafka at all, so nothing is claimed
    assert.equal((await versionOf(repo({ 'pom.xml': bootParent('1.4.7.RELEASE') }), 'x.properties'))?.version, undefined);
  });

  it('spring-kafka 1.x and 2.0 depend on the 0.9–0.11 clients their builds name', async () => {
    for (const [sk, kafka] of [['1.0.6.RELEASE', '0.9.0.1'], ['1.1.1.RELEASE', '0.10.0.1'], ['1.2.3.RELEASE', '0.10.2.1'], ['1.3.11.RELEASE', '0.11.0.3'], ['2.0.5.RELEASE', '0.11.0.2']]) {
      const r = repo({ 'pom.xml': pom(`<dependencies>${dep('spring-kafka', sk, 'org.springframework.kafka')}</dependencies>`) });
      assert.equal((await versionOf(r, 'x.properties'))?.version, kafka, `spring-kafka ${sk}`);
    }
  });

  it('a kafka.version property overrides what the Boot parent manages', async () => {
    const r = repo({ 'pom.xml': bootParent('3.3.4', '<properties><kafka.version>3.8.0</kafka.version></properties>') });
    const v = await versionOf(r, 'x.properties');
    assert.equal(v?.version, '3.8.0');
    assert.match(v?.origin ?? '', /^kafka\.version in pom\.xml over what spring-boot-starter-parent 3\.3\.4 manages$/);
  });

  it('an imported spring-boot-dependencies BOM, its version from a property', async () => {
    const r = repo({ 'pom.xml': pom(`<properties><spring-boot.version>3.2.5</spring-boot.version></properties>
      <dependencyManagement><dependencies><dependency><groupId>org.springframework.boot</groupId><artifactId>spring-boot-dependencies</artifactId><version>\${spring-boot.version}</version><type>pom</type><scope>import</scope></dependency></dependencies></dependencyManagement>
      <dependencies>${dep('kafka-clients')}</dependencies>`) });
    assert.equal((await versionOf(r, 'x.properties'))?.version, '3.6.2');
  });

  it('spring-kafka without Boot: the kafka-clients that release depends on', async () => {
    const r = repo({ 'pom.xml': pom(`<dependencies>${dep('spring-kafka', '3.2.4', 'org.springframework.kafka')}</dependencies>`) });
    assert.deepEqual(await versionOf(r, 'x.properties'), { client: 'java', version: '3.7.1', origin: 'spring-kafka 3.2.4 depends on kafka-clients 3.7.1 (pom.xml)' });
  });

  it('a Cloudera/Hortonworks build (upstream release, then platform release and build) is its upstream Apache Kafka', async () => {
    const r = repo({ 'pom.xml': pom(`<properties><kafka.version>2.5.0.7.1.9.0-387</kafka.version></properties><dependencies>${dep('kafka-clients', '${kafka.version}')}</dependencies>`) });
    const v = await versionOf(r, 'x.properties');
    assert.equal(v?.version, '2.5.0');
    assert.match(v?.origin ?? '', /2\.5\.0\.7\.1\.9\.0-387 is a vendor build \(platform 7\.1\.9\.0\) of Apache Kafka 2\.5\.0/);
    // Near miss: a four-part version without a build number is not taken apart.
    const odd = repo({ 'pom.xml': pom(`<dependencies>${dep('kafka-clients', '2.5.0.7')}</dependencies>`) });
    assert.equal((await versionOf(odd, 'x.properties'))?.version, undefined);
  });

  it("a Red Hat build (upstream release, then .redhat- and the build number) is its upstream Apache Kafka", async () => {
    const r = repo({ 'pom.xml': pom(`<dependencies>${dep('kafka-clients', '3.7.0.redhat-00007')}</dependencies>`) });
    const v = await versionOf(r, 'x.properties');
    assert.equal(v?.version, '3.7.0');
    assert.match(v?.origin ?? '', /3\.7\.0\.redhat-00007 is a vendor build \(platform Red Hat\) of Apache Kafka 3\.7\.0/);
    // Near miss: a Red Hat suffix on a two-part version is not taken apart.
    const odd = repo({ 'pom.xml': pom(`<dependencies>${dep('kafka-clients', '3.7.redhat-00007')}</dependencies>`) });
    assert.equal((await versionOf(odd, 'x.properties'))?.version, undefined);
  });

  it('Confluent 7.6.1-ccs is Apache Kafka 3.6; 8.0 is 4.0; a line not mapped stays unknown', async () => {
    const r = repo({ 'pom.xml': pom(`<dependencies>${dep('kafka-clients', '7.6.1-ccs')}</dependencies>`) });
    assert.deepEqual(await versionOf(r, 'x.properties'), { client: 'java', version: '3.6', origin: "pom.xml: 7.6.1-ccs is Confluent Platform 7.6's build of Apache Kafka 3.6" });
    const r8 = repo({ 'build.gradle': 'dependencies { implementation "org.apache.kafka:kafka-clients:8.0.0-ccs" }\n' });
    assert.equal((await versionOf(r8, 'x.properties'))?.version, '4.0');
    const r9 = repo({ 'pom.xml': pom(`<dependencies>${dep('kafka-clients', '9.1.0-ccs')}</dependencies>`) });
    assert.deepEqual(await versionOf(r9, 'x.properties'), { client: 'java' });
  });
});

describe('Kafka before 1.0, and artifacts that bring kafka-clients', () => {
  it('a four-part release before 1.0 is its release line: 0.11.0.1 → 0.11.0', async () => {
    const r = repo({ 'pom.xml': pom(`<dependencies>${dep('kafka-clients', '0.11.0.1')}</dependencies>`) });
    assert.deepEqual(await versionOf(r, 'src/main/resources/producer.properties'), { client: 'java', version: '0.11.0', origin: 'pom.xml (0.11.0.1)' });
    const g = repo({ 'build.gradle': 'dependencies { implementation "org.apache.kafka:kafka-clients:0.8.2.2" }\n' });
    assert.equal((await versionOf(g, 'x.properties'))?.version, '0.8.2');
  });

  it('connect-api at a Confluent 0.10.2.0-cp1 property is Apache Kafka 0.10.2', async () => {
    const r = repo({ 'pom.xml': pom(`<properties><kafka.version>0.10.2.0-cp1</kafka.version></properties><dependencies>${dep('connect-api', '${kafka.version}')}</dependencies>`) });
    // The origin names connect-api: a worker file takes a module's version only from a server
    // artifact, told by its name (check 77: without it the worker was checked against the newest).
    assert.deepEqual(await versionOf(r, 'config/worker.properties'), { client: 'java', version: '0.10.2', origin: "connect-api, kafka.version in pom.xml: 0.10.2.0-cp1 is Confluent Platform's build of Apache Kafka 0.10.2" });
  });

  it('the broker artifact kafka_2.13 in a parent pom gives its modules kafka-clients 3.0.0', async () => {
    const r = repo({
      'pom.xml': pom(`<groupId>com.acme</groupId><version>1</version><packaging>pom</packaging><modules><module>im</module></modules>
        <dependencies>${dep('kafka_2.13', '3.0.0')}</dependencies>`, 'parent'),
      'im/pom.xml': pom('<parent><groupId>com.acme</groupId><artifactId>parent</artifactId><version>1</version></parent>', 'im'),
    });
    assert.deepEqual(await versionOf(r, 'im/src/main/java/Mq.java'), { client: 'java', version: '3.0.0', origin: 'kafka_2.13 in pom.xml, inherited by im/pom.xml' });
    const g = repo({ 'build.gradle': "dependencies { implementation 'org.apache.kafka:connect-runtime:3.3.2' }\n" });
    assert.equal((await versionOf(g, 'worker.properties'))?.version, '3.3.2');
  });

  it('versions not of this shape stay unknown (a 1.x four-part, a range)', async () => {
    const r = repo({ 'pom.xml': pom(`<dependencies>${dep('kafka-clients', '1.0.0.1')}</dependencies>`) });
    assert.deepEqual(await versionOf(r, 'x.properties'), { client: 'java' });
    const q = repo({ 'pom.xml': pom(`<dependencies>${dep('kafka-clients', '[0.10,)')}</dependencies>`) });
    assert.deepEqual(await versionOf(q, 'x.properties'), { client: 'java' });
  });
});

describe('Gradle projects', () => {
  it('$kafkaVersion from the root project\'s gradle.properties, for a subproject', async () => {
    const r = repo({
      'settings.gradle': "include 'app'\n",
      'gradle.properties': 'org.gradle.jvmargs=-Xmx1g\nkafkaVersion=3.7.1\n',
      'app/build.gradle': "dependencies {\n  // implementation 'org.apache.kafka:kafka-clients:2.0.0'\n  implementation \"org.apache.kafka:kafka-clients:$kafkaVersion\"\n}\n",
    });
    assert.deepEqual(await versionOf(r, 'app/src/main/resources/producer.properties'), { client: 'java', version: '3.7.1', origin: 'kafkaVersion in gradle.properties, for app/build.gradle' });
  });

  it('a kafka-clients in the root script\'s subprojects { } block is each subproject\'s, over Spring Boot\'s management (check 26)', async () => {
    const r = repo({
      'settings.gradle.kts': 'include("spring-consumer")\n',
      'build.gradle.kts': 'plugins {\n  id("org.springframework.boot") version "3.0.4"\n  id("io.spring.dependency-management") version "1.1.0"\n}\nallprojects {\n  apply(plugin = "io.spring.dependency-management")\n}\nsubprojects {\n  dependencies {\n    implementation("org.apache.kafka:kafka-clients:3.4.0")\n    implementation("org.springframework.kafka:spring-kafka")\n  }\n}\n',
      'spring-consumer/build.gradle.kts': 'dependencies {\n  implementation("org.springframework.boot:spring-boot-starter")\n}\n',
    });
    assert.deepEqual(await versionOf(r, 'spring-consumer/src/main/resources/application.yml'), { client: 'java', version: '3.4.0', origin: 'build.gradle.kts, for spring-consumer/build.gradle.kts' });
    // Near miss: a dependencies block of the root project alone is not the subproject's.
    const own = repo({
      'settings.gradle.kts': 'include("app")\n',
      'build.gradle.kts': 'plugins {\n  id("org.springframework.boot") version "3.0.4"\n  id("io.spring.dependency-management") version "1.1.0"\n}\ndependencies {\n  implementation("org.apache.kafka:kafka-clients:3.4.0")\n}\n',
      'app/build.gradle.kts': 'dependencies {\n  implementation("org.springframework.kafka:spring-kafka")\n}\n',
    });
    assert.equal((await versionOf(own, 'app/src/main/resources/application.yml'))?.version, '3.3.2');
  });

  it('a strict version (2.8.0!!, Gradle rich-version shorthand) is that version', async () => {
    const kts = repo({ 'build.gradle.kts': 'dependencies {\n  implementation("org.apache.kafka:kafka-streams:2.8.0") { exclude(group = "org.apache.kafka", module = "kafka-clients") }\n  implementation("org.apache.kafka:kafka-clients:2.8.0!!")\n}\n' });
    assert.deepEqual(await versionOf(kts, 'x.properties'), { client: 'java', version: '2.8.0', origin: 'build.gradle.kts' });
  });

  it('a val in build.gradle.kts, and a version catalog alias', async () => {
    const kts = repo({ 'build.gradle.kts': 'val kafkaVersion = "3.8.1"\ndependencies { implementation("org.apache.kafka:kafka-clients:${kafkaVersion}") }\n' });
    assert.deepEqual(await versionOf(kts, 'x.properties'), { client: 'java', version: '3.8.1', origin: 'kafkaVersion in build.gradle.kts' });
    const cat = repo({
      'settings.gradle.kts': 'rootProject.name = "x"\n',
      'gradle/libs.versions.toml': '[libraries]\nkafka-clients = { module = "org.apache.kafka:kafka-clients", version.ref = "kafka" }\n\n[versions]\nkafka = "3.9.1"\n',
      'build.gradle.kts': 'dependencies { implementation(libs.kafka.clients) }\n',
    });
    assert.deepEqual(await versionOf(cat, 'x.properties'), { client: 'java', version: '3.9.1', origin: 'kafka in gradle/libs.versions.toml' });
  });

  it('the Spring Boot plugin with dependency management', async () => {
    const r = repo({ 'build.gradle': "plugins {\n  id 'org.springframework.boot' version '3.4.1'\n  id 'io.spring.dependency-management' version '1.1.7'\n}\ndependencies { implementation 'org.springframework.kafka:spring-kafka' }\n" });
    assert.deepEqual(await versionOf(r, 'x.properties'), { client: 'java', version: '3.8.1', origin: 'Spring Boot 3.4.1 manages kafka-clients 3.8.1 (build.gradle)' });
  });

  it('Boot 2.0.0 from a buildscript ext: it managed only spring-kafka (2.1.4), whose build names kafka-clients 1.0.0', async () => {
    const script = "buildscript {\n\text {\n\t\tspringBootVersion = '2.0.0.RELEASE'\n\t}\n\tdependencies {\n\t\tclasspath(\"org.springframework.boot:spring-boot-gradle-plugin:${springBootVersion}\")\n\t}\n}\napply plugin: 'org.springframework.boot'\napply plugin: 'io.spring.dependency-management'\ndependencies {\n\tcompile('org.springframework.kafka:spring-kafka')\n}\n";
    assert.deepEqual(await versionOf(repo({ 'build.gradle': script }), 'x.properties'), { client: 'java', version: '1.0.0', origin: 'Spring Boot 2.0.0.RELEASE manages spring-kafka 2.1.4, which depends on kafka-clients 1.0.0 (build.gradle)' });
    // Near miss: from Boot 2.0.2 on, Boot manages kafka-clients itself.
    assert.equal((await versionOf(repo({ 'build.gradle': script.replace('2.0.0.RELEASE', '2.0.4.RELEASE') }), 'x.properties'))?.version, '1.0.2');
  });

  it('Boot\'s BOM as a platform manages it; the Boot plugin without dependency management does not', async () => {
    const bom = repo({ 'build.gradle.kts': 'dependencies {\n  implementation(platform("org.springframework.boot:spring-boot-dependencies:3.5.0"))\n  implementation("org.apache.kafka:kafka-clients")\n}\n' });
    assert.equal((await versionOf(bom, 'x.properties'))?.version, '3.9.1');
    const bare = repo({ 'build.gradle': "plugins { id 'org.springframework.boot' version '3.4.1' }\ndependencies { implementation 'org.apache.kafka:kafka-clients' }\n" });
    assert.deepEqual(await versionOf(bare, 'x.properties'), { client: 'java' });
  });
});

describe('package.json modules', () => {
  it('the installed kafkajs (node_modules above the package, as require finds it), else the range\'s minimum', async () => {
    const r = repo({
      'package.json': '{"private":true,"workspaces":["packages/*"]}',
      'node_modules/kafkajs/package.json': '{"name":"kafkajs","version":"2.2.3"}',
      'packages/orders/package.json': '{"dependencies":{"kafkajs":"^2.2.0"}}',
      'packages/billing/package.json': '{"dependencies":{"@confluentinc/kafka-javascript":"^1.4.0"}}',
      'packages/billing/node_modules/@confluentinc/kafka-javascript/package.json': '{"version":"1.4.1","librdkafka":"2.10.1"}',
    });
    assert.deepEqual(await versionOf(r, 'packages/orders/src/producer.ts', 'kafkajs'), { client: 'kafkajs', version: '2.2.3', origin: 'kafkajs 2.2.3 installed in node_modules/kafkajs' });
    assert.deepEqual(await versionOf(r, 'packages/billing/src/producer.ts', 'librdkafka'), {
      client: 'librdkafka', version: '2.10.1', origin: 'librdkafka 2.10.1 bundled with @confluentinc/kafka-javascript 1.4.1 (packages/billing/node_modules/@confluentinc/kafka-javascript)',
    });
    // Not installed: the binding's own version says nothing certain about its librdkafka.
    const bare = repo({ 'package.json': '{"dependencies":{"kafkajs":"~2.1","node-rdkafka":"^3.0.0"}}' });
    assert.deepEqual(await versionOf(bare, 'src/a.ts', 'kafkajs'), { client: 'kafkajs', version: '2.1.0', origin: 'kafkajs "~2.1" in package.json (lowest version the range allows; not installed)' });
    assert.deepEqual(await versionOf(bare, 'src/a.ts', 'librdkafka'), { client: 'librdkafka' });
  });

  it('node-rdkafka not installed: the release a lockfile pins gives its bundled librdkafka; a range or an unlisted release gives none', async () => {
    const lock = (v: string) => JSON.stringify({ lockfileVersion: 3, packages: { '': { dependencies: { 'node-rdkafka': '^3.0.0' } }, 'node_modules/node-rdkafka': { version: v } } });
    const pinned = repo({ 'package.json': '{"dependencies":{"node-rdkafka":"^3.0.0"}}', 'package-lock.json': lock('3.4.1') });
    assert.deepEqual(await versionOf(pinned, 'src/consumer.ts', 'librdkafka'), {
      client: 'librdkafka', version: '2.10.1', origin: 'librdkafka 2.10.1 bundled with node-rdkafka 3.4.1 locked in package-lock.json (not installed)',
    });
    const older = repo({ 'package.json': '{"dependencies":{"node-rdkafka":"^3.0.0"}}', 'package-lock.json': lock('3.3.1') });
    assert.equal((await versionOf(older, 'src/consumer.ts', 'librdkafka'))?.version, '2.8.0');
    // 2.4.0 predates the package.json "librdkafka" field; 9.9.9 is not a release this tool knows.
    for (const v of ['2.4.0', '9.9.9']) {
      const unknown = repo({ 'package.json': '{"dependencies":{"node-rdkafka":"*"}}', 'package-lock.json': lock(v) });
      assert.deepEqual(await versionOf(unknown, 'src/consumer.ts', 'librdkafka'), { client: 'librdkafka' }, v);
    }
    // An installed copy's own field wins over the lockfile.
    const both = repo({ 'package.json': '{"dependencies":{"node-rdkafka":"^3.0.0"}}', 'package-lock.json': lock('3.4.1'), 'node_modules/node-rdkafka/package.json': '{"version":"3.6.0","librdkafka":"2.12.0"}' });
    assert.equal((await versionOf(both, 'src/consumer.ts', 'librdkafka'))?.version, '2.12.0');
  });

  it('@confluentinc/kafka-javascript not installed: the release a lockfile pins gives its bundled librdkafka; a range alone gives none', async () => {
    const lock = (v: string) => JSON.stringify({ lockfileVersion: 3, packages: { '': { dependencies: { '@confluentinc/kafka-javascript': '^1.0.0' } }, 'node_modules/@confluentinc/kafka-javascript': { version: v } } });
    const pinned = repo({ 'package.json': '{"dependencies":{"@confluentinc/kafka-javascript":"^1.0.0"}}', 'package-lock.json': lock('1.4.1') });
    assert.deepEqual(await versionOf(pinned, 'src/producer.ts', 'librdkafka'), {
      client: 'librdkafka', version: '2.11.1', origin: 'librdkafka 2.11.1 bundled with @confluentinc/kafka-javascript 1.4.1 locked in package-lock.json (not installed)',
    });
    // A "-devel" release names no librdkafka release; a range without a lockfile spans several.
    const devel = repo({ 'package.json': '{"dependencies":{"@confluentinc/kafka-javascript":"*"}}', 'package-lock.json': lock('0.1.17-devel') });
    assert.deepEqual(await versionOf(devel, 'src/producer.ts', 'librdkafka'), { client: 'librdkafka' });
    const range = repo({ 'package.json': '{"dependencies":{"@confluentinc/kafka-javascript":"^1.0.0"}}' });
    assert.deepEqual(await versionOf(range, 'src/producer.ts', 'librdkafka'), { client: 'librdkafka' });
  });

  it('not installed: the nearest lockfile\'s resolved version over the range (npm v1-v3, yarn classic and Berry, pnpm), with its file', async () => {
    const npm = repo({
      'package.json': '{"private":true,"workspaces":["services/*"]}',
      'package-lock.json': JSON.stringify({ lockfileVersion: 3, packages: {
        '': { name: 'root' },
        'node_modules/kafkajs': { version: '2.2.4' },
        'services/legacy/node_modules/kafkajs': { version: '1.16.0' },
      } }),
      'services/orders/package.json': '{"dependencies":{"kafkajs":"^2.1.0"}}',
      'services/legacy/package.json': '{"dependencies":{"kafkajs":"^1.12.0"}}',
    });
    assert.deepEqual(await versionOf(npm, 'services/orders/src/producer.ts', 'kafkajs'), { client: 'kafkajs', version: '2.2.4', origin: 'kafkajs 2.2.4 locked in package-lock.json (not installed)' });
    assert.equal((await versionOf(npm, 'services/legacy/index.js', 'kafkajs'))?.version, '1.16.0', 'the module\'s own nested copy, as require() finds it');
    const v1 = repo({ 'package.json': '{"dependencies":{"kafkajs":"^1.15.0"}}', 'package-lock.json': '{"lockfileVersion":1,"dependencies":{"kafkajs":{"version":"1.16.0"}}}' });
    assert.equal((await versionOf(v1, 'a.js', 'kafkajs'))?.version, '1.16.0');
    const yarn = repo({
      'package.json': '{"dependencies":{"kafkajs":"^2.2.0"}}',
      'yarn.lock': '# yarn lockfile v1\n\n\nkafkajs@^2.0.0, kafkajs@^2.2.0:\n  version "2.2.4"\n  resolved "https://registry.yarnpkg.com/kafkajs/-/kafkajs-2.2.4.tgz"\n\nkafkajs@^1.12.0:\n  version "1.16.0"\n',
    });
    assert.deepEqual(await versionOf(yarn, 'src/a.ts', 'kafkajs'), { client: 'kafkajs', version: '2.2.4', origin: 'kafkajs 2.2.4 locked in yarn.lock (not installed)' });
    const berry = repo({ 'package.json': '{"dependencies":{"kafkajs":"^2.2.0"}}', 'yarn.lock': '__metadata:\n  version: 8\n\n"kafkajs@npm:^2.2.0":\n  version: 2.2.3\n  resolution: "kafkajs@npm:2.2.3"\n' });
    assert.equal((await versionOf(berry, 'src/a.ts', 'kafkajs'))?.version, '2.2.3');
    const pnpm = repo({
      'pnpm-workspace.yaml': 'packages:\n  - apps/*\n',
      'pnpm-lock.yaml': "lockfileVersion: '9.0'\nimporters:\n  apps/api:\n    dependencies:\n      kafkajs:\n        specifier: ^2.0.0\n        version: 2.2.4\n",
      'apps/api/package.json': '{"dependencies":{"kafkajs":"^2.0.0"}}',
    });
    assert.deepEqual(await versionOf(pnpm, 'apps/api/src/bus.ts', 'kafkajs'), { client: 'kafkajs', version: '2.2.4', origin: 'kafkajs 2.2.4 locked in pnpm-lock.yaml (not installed)' });
    // The installed copy still wins; a lockfile that does not list it, or a broken one, falls back to the range.
    const both = repo({ 'package.json': '{"dependencies":{"kafkajs":"^2.0.0"}}', 'package-lock.json': '{"lockfileVersion":3,"packages":{"node_modules/kafkajs":{"version":"2.1.0"}}}', 'node_modules/kafkajs/package.json': '{"version":"2.2.4"}' });
    assert.equal((await versionOf(both, 'a.ts', 'kafkajs'))?.version, '2.2.4');
    const broken = repo({ 'package.json': '{"dependencies":{"kafkajs":"^2.0.0"}}', 'package-lock.json': '{ not json' });
    assert.match((await versionOf(broken, 'a.ts', 'kafkajs'))?.origin ?? '', /lowest version the range allows/);
  });

  it('range minimums', () => {
    assert.equal(rangeMinimum('^2.2.4'), '2.2.4');
    assert.equal(rangeMinimum('>=2.0.0 <3'), '2.0.0');
    assert.equal(rangeMinimum('2.x'), '2.0.0');
    assert.equal(rangeMinimum('^1.5.0 || ^2.1.0'), '1.5.0');
    assert.equal(rangeMinimum('*'), undefined);
    assert.equal(rangeMinimum('latest'), undefined);
    assert.equal(rangeMinimum('github:tulios/kafkajs'), undefined);
  });
});

describe('where the walk goes', () => {
  it('the nearest build file decides, also when it names no version (no borrowing from above)', async () => {
    const r = repo({
      'pom.xml': pom(`<dependencies>${dep('kafka-clients', '4.1.2')}</dependencies>`),
      'tools/pom.xml': pom('<dependencies></dependencies>', 'tools'),
    });
    assert.deepEqual(await versionOf(r, 'tools/broker/server.properties'), { client: 'java' });
    assert.equal((await versionOf(r, 'config/producer.properties'))?.version, '4.1.2');
  });

  it('stops at the workspace folder: a pom above it is not read, nor one below in another folder', async () => {
    const r = repo({
      'pom.xml': pom(`<dependencies>${dep('kafka-clients', '2.8.2')}</dependencies>`),
      'ws/examples/gradle/build.gradle': 'dependencies { implementation "org.apache.kafka:kafka-clients:2.1.0" }\n',
    });
    const ws = join(r, 'ws');
    const modules = await new ModuleResolver({ roots: [ws] }).modulesFor(join(ws, 'config/producer.properties'));
    assert.deepEqual(modules, []);
    // Without a workspace folder (the CLI), the repository root bounds it.
    const cli = await new ModuleResolver({ roots: [ws], repositoryFirst: true }).modulesFor(join(ws, 'config/producer.properties'));
    assert.deepEqual(cli.map((m) => [m.folder, m.versions.java?.version]), [[fsPathToUri(r), '2.8.2']]);
  });

  it('a broken pom or package.json gives an unknown version, not a failure', async () => {
    const r = repo({ 'pom.xml': '<project><dependencies><dependency><artifactId>kafka-clients</art', 'package.json': '{ not json' });
    const modules = await new ModuleResolver({ roots: [r] }).modulesFor(join(r, 'a.properties'));
    assert.deepEqual(modules.map((m) => m.versions), [{ java: { client: 'java' }, kafkajs: { client: 'kafkajs' }, librdkafka: { client: 'librdkafka' } }]);
  });
});
