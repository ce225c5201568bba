// kafka.security.auth.SimpleAclAuthorizer is in the kafka_2.13 2.8.2 jar and not in 3.0.2;
// kafka.security.authorizer.AclAuthorizer is in 3.9.1 and not in 4.0.2; StandardAuthorizer is in
// kafka-metadata from 3.2. authorizer.class.name is a STRING key: only the broker's start fails.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { authorizerClassRemoved } from '../../../server/src/service/rules/authorizerClassRemoved';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings, fix } from '../../support/service';

const ID = 'authorizer-class-removed';
const opts = { fileName: 'server.properties' };
const SIMPLE = 'kafka.security.auth.SimpleAclAuthorizer';
const ACL = 'kafka.security.authorizer.AclAuthorizer';
const STANDARD = 'org.apache.kafka.metadata.authorizer.StandardAuthorizer';
const KRAFT = 'process.roles=broker,controller\nnode.id=1\ncontroller.quorum.bootstrap.servers=kafka-1:9093\nlisteners=PLAINTEXT://:9092,CONTROLLER://:9093\ncontroller.listener.names=CONTROLLER\n';
const ZK = 'broker.id=1\nzookeeper.connect=zk-1:2181\nlisteners=PLAINTEXT://:9092\n';
const file = (mode: string, cls: string, version?: string) => `${version ? `# kafka-tuning: client=java@${version}\n` : ''}${mode}authorizer.class.name=${cls}\nsuper.users=User:admin\n`;
const build = (version: string) => ({ versions: { java: { client: 'java' as const, version, origin: 'kafka_2.13 in pom.xml' } } });

describe('authorizer-class-removed', () => {
  it('AclAuthorizer on a 4.1 KRaft broker: an error; the fix writes StandardAuthorizer', () => {
    const text = file(KRAFT, ACL, '4.1');
    const [d, ...rest] = findings(ID, text, opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 1);
    assert.equal(text.split('\n')[d.range.start.line].slice(d.range.start.character, d.range.end.character), ACL);
    assert.match(d.message, /^authorizer\.class\.name=kafka\.security\.authorizer\.AclAuthorizer was removed in Kafka 4\.0 with ZooKeeper mode \(KIP-833\).*a Kafka 4\.1 broker \(the version from directive\) does not start.*ClassNotFoundException.*StandardAuthorizer \(KIP-801\)/);
    assert.match(fix(ID, text, opts), new RegExp(`^authorizer\\.class\\.name=${STANDARD.replace(/\./g, '\\.')}$`, 'm'));
  });

  it('near miss: AclAuthorizer on a version that has it (a 3.9.0 build, or a ZooKeeper-mode file checked as 3.9)', () => {
    assert.deepEqual(findings(ID, file(KRAFT, ACL), { ...opts, workspace: build('3.9.0') }), []);
    assert.deepEqual(findings(ID, file(ZK, ACL), opts), []);
    assert.deepEqual(findings(ID, file(KRAFT, STANDARD, '4.1'), opts), []);
  });

  it('SimpleAclAuthorizer in a ZooKeeper-mode file: a warning in the era wording; the fix is AclAuthorizer', () => {
    const text = file(ZK, SIMPLE);
    const [d] = findings(ID, text, opts);
    assert.equal(d.severity, 2);
    assert.match(d.message, /removed in Kafka 3\.0 with the Scala kafka\.security\.auth\.Authorizer API \(KAFKA-12590\); this ZooKeeper-mode broker file is checked as Kafka 3\.9 \(the last release line with ZooKeeper mode; from ZooKeeper-mode keys in this file\)/);
    assert.match(d.message, /Use kafka\.security\.authorizer\.AclAuthorizer/);
    assert.match(fix(ID, text, opts), new RegExp(`^authorizer\\.class\\.name=${ACL.replace(/\./g, '\\.')}$`, 'm'));
  });

  it('near miss: SimpleAclAuthorizer on a 2.8 broker, which still has it', () => {
    assert.deepEqual(findings(ID, file(ZK, SIMPLE, '2.8'), opts), []);
    // A build file's 2.8.2 does not override the ZooKeeper era (only a directive does): still a warning, not an error.
    assert.deepEqual(findings(ID, file(ZK, SIMPLE), { ...opts, workspace: build('2.8.2') }).map((d) => d.severity), [2]);
  });

  it('SimpleAclAuthorizer with a 3.5.0 build and no KRaft keys: an error, AclAuthorizer instead', () => {
    const [d] = findings(ID, file('broker.id=1\nlisteners=PLAINTEXT://:9092\n', SIMPLE), { ...opts, workspace: build('3.5.0') });
    assert.equal(d.severity, 1);
    assert.match(d.message, /a Kafka 3\.5\.0 broker \(the version from kafka_2\.13 in pom\.xml\) does not start/);
    assert.match(d.message, /Use kafka\.security\.authorizer\.AclAuthorizer/);
  });

  it('no version known: the newest is checked, at warning, and says so', () => {
    const [d] = findings(ID, file(KRAFT, ACL), opts);
    assert.equal(d.severity, 2);
    assert.match(d.message, /no version was found in the workspace, so the newest \(Kafka 4\.4\.0\) is checked/);
  });

  it('docs examples: the bad one fires, the good one is silent', () => {
    assertDocsExamples(authorizerClassRemoved);
  });
});
