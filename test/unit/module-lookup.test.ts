// Each document is checked against its own module's client version (server/src/service/workspace.ts
// moduleVersion), never a neighbour's: the issue was one Gradle example's 2.1.0 applied to six
// Maven modules on 4.2. Covers the pure lookup (also with Windows URIs) and the CLI end to end.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import { lintPaths } from '../../cli/src/lint';
import { createLanguageService } from '../../server/src/service';
import type { ClientKind } from '../../server/src/service/model';
import { moduleVersion, type ModuleFacts, type WorkspaceFacts } from '../../server/src/service/workspace';

const java = (version?: string, origin?: string): ModuleFacts['versions'] => ({ java: { client: 'java', ...(version ? { version, origin } : {}) } });
const facts = (modules: Array<[string, ModuleFacts['versions']]>): WorkspaceFacts =>
  ({ kafkajsCodecs: [], modules: Object.fromEntries(modules.map(([folder, versions]) => [folder, { folder, versions }])) });

const PRODUCER = 'bootstrap.servers=localhost:9092\nbatch.size=16384\n';

describe('the nearest module at or above a document', () => {
  const ws = facts([
    ['file:///repo', java('4.2.0', 'pom.xml')],
    ['file:///repo/examples/gradle', java('2.1.0', 'examples/gradle/build.gradle')],
    ['file:///repo/tools', java()],
    ['file:///repo/web', { kafkajs: { client: 'kafkajs', version: '2.2.4', origin: 'web/package.json' } }],
  ]);
  const at = (uri: string, kind: ClientKind = 'java') => moduleVersion(ws, uri, kind)?.version;

  it('longest folder prefix wins; a sibling folder sharing a name prefix is not a parent', () => {
    assert.equal(at('file:///repo/services/orders/src/main/resources/application.yml'), '4.2.0');
    assert.equal(at('file:///repo/examples/gradle/src/producer.properties'), '2.1.0');
    assert.equal(at('file:///repo/examples/gradle-two/producer.properties'), '4.2.0');
  });

  it('a module whose build file names no version gives none, rather than the one above it', () => {
    assert.deepEqual(moduleVersion(ws, 'file:///repo/tools/broker/server.properties', 'java'), { client: 'java' });
  });

  it('per client kind: a package.json does not speak for the Java client', () => {
    assert.equal(at('file:///repo/web/src/App.java'), '4.2.0');
    assert.equal(at('file:///repo/web/src/producer.ts', 'kafkajs'), '2.2.4');
    assert.equal(at('file:///repo/producer.ts', 'kafkajs'), undefined);
    assert.equal(at('file:///elsewhere/producer.properties'), undefined);
  });

  it('Windows URIs: encoded or plain drive colon, either case, match one folder', () => {
    const win = facts([['file:///c%3A/Users/me/proj', java('3.9.1', 'pom.xml')], ['file:///c%3A/Users/me/proj/old', java('2.8.2', 'old/pom.xml')]]);
    assert.equal(moduleVersion(win, 'file:///C:/Users/me/proj/src/producer.properties', 'java')?.version, '3.9.1');
    assert.equal(moduleVersion(win, 'file:///c%3A/users/me/PROJ/old/x.properties', 'java')?.version, '2.8.2');
    assert.equal(moduleVersion(win, 'file:///c%3A/Users/me/project2/x.properties', 'java'), undefined);
    assert.equal(moduleVersion(win, 'file:///d%3A/Users/me/proj/x.properties', 'java'), undefined);
  });
});

describe('sites take their own module\'s version', () => {
  const ws = facts([
    ['file:///repo', java('4.2.0', 'pom.xml')],
    ['file:///repo/examples/gradle', java('2.1.0', 'examples/gradle/build.gradle')],
    ['file:///repo/tools', java()],
  ]);
  const service = createLanguageService({ workspace: ws, onInternalError: (what, e) => { throw new Error(`${what}: ${e}`); } });
  const analyse = (uri: string) => service.analyze({ uri, fileName: uri.replace('file://', ''), languageId: 'properties', text: PRODUCER });

  it('two modules, two versions, each with its provenance', () => {
    const maven = analyse('file:///repo/services/orders/producer.properties');
    const gradle = analyse('file:///repo/examples/gradle/producer.properties');
    assert.deepEqual(maven.sites.map((s) => [s.client.version, s.client.origin]), [['4.2.0', 'pom.xml']]);
    assert.deepEqual(gradle.sites.map((s) => [s.client.version, s.client.origin]), [['2.1.0', 'examples/gradle/build.gradle']]);
    // Pre-3.0 defaults are stated for the 2.1.0 module only.
    const hint = (a: typeof maven) => a.diagnostics.find((d) => d.code === 'default-changed')?.message ?? '';
    assert.match(hint(gradle), /java client 2\.1\.0 \(examples\/gradle\/build\.gradle\) runs with .*acks=1 \(all from 3\.0/);
    assert.match(hint(maven), /java client 4\.2\.0 \(pom\.xml\) runs with .*acks=all/);
  });

  it('a module with an unknown version: version-dependent rules stay silent', () => {
    const unknown = analyse('file:///repo/tools/producer.properties');
    assert.deepEqual(unknown.sites.map((s) => [s.client.client, s.client.version, s.client.origin]), [['java', undefined, undefined]]);
    assert.equal(unknown.diagnostics.filter((d) => d.code === 'default-changed').length, 0);
  });

  it('the kafkaTuning.clientVersions setting still applies where the build file does not say', () => {
    const withSetting = createLanguageService({ workspace: ws, settings: { clientVersions: { java: '3.9' } } });
    const a = withSetting.analyze({ uri: 'file:///repo/tools/producer.properties', fileName: '/repo/tools/producer.properties', languageId: 'properties', text: PRODUCER });
    assert.deepEqual(a.sites.map((s) => [s.client.version, s.client.origin]), [['3.9', 'setting']]);
  });
});

describe('kafka-tune lint: each file against its own module', () => {
  const root = mkdtempSync(join(tmpdir(), 'kt-lint-modules-'));
  after(() => rmSync(root, { recursive: true, force: true }));
  const write = (rel: string, text: string) => { mkdirSync(dirname(join(root, rel)), { recursive: true }); writeFileSync(join(root, rel), text); };
  const kafkaPom = (v: string) => `<project><artifactId>m</artifactId><dependencies><dependency><groupId>org.apache.kafka</groupId><artifactId>kafka-clients</artifactId><version>${v}</version></dependency></dependencies></project>`;
  write('.git/HEAD', 'ref: refs/heads/main\n');
  write('examples/gradle/build.gradle', 'dependencies { implementation "org.apache.kafka:kafka-clients:2.1.0" }\n');
  write('examples/gradle/producer.properties', PRODUCER);
  for (const m of ['orders', 'billing']) {
    write(`services/${m}/pom.xml`, kafkaPom('4.1.2'));
    write(`services/${m}/src/main/resources/producer.properties`, PRODUCER);
  }
  write('services/tools/pom.xml', '<project><artifactId>tools</artifactId></project>');
  write('services/tools/producer.properties', PRODUCER);
  write('config/producer.properties', PRODUCER);

  it('the Gradle example keeps 2.1.0, the Maven modules 4.1.2, the module without a version gets no version hints', async () => {
    const { results } = await lintPaths(['.'], { cwd: root });
    const hint = (file: string) => results.find((r) => r.file === file)?.diagnostics.find((d) => d.code === 'default-changed')?.message;
    assert.match(hint('examples/gradle/producer.properties') ?? '', /java client 2\.1\.0 \(examples\/gradle\/build\.gradle\)/);
    for (const m of ['orders', 'billing']) assert.match(hint(`services/${m}/src/main/resources/producer.properties`) ?? '', new RegExp(`java client 4\\.1\\.2 \\(services/${m}/pom\\.xml\\)`));
    assert.equal(hint('services/tools/producer.properties'), undefined);
    // A file in no module: the build files below the linted folder are other modules', not its.
    assert.equal(hint('config/producer.properties'), undefined);
  });

  it('linting one module from inside it still reads its build file (the walk goes up, not down)', async () => {
    const { results } = await lintPaths(['src/main/resources/producer.properties'], { cwd: join(root, 'services/orders') });
    assert.match(results[0].diagnostics.find((d) => d.code === 'default-changed')?.message ?? '', /java client 4\.1\.2 \(services\/orders\/pom\.xml\)/);
  });
});
