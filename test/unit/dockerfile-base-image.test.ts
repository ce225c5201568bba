// Which image a built Compose service runs (crossFile/dockerfile.ts): the Dockerfile's final FROM,
// through the stages it names, with ARG defaults and build args.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { composeBuilds, dockerfileBaseImage, dockerfileKafkaTarball } from '../../server/src/service/crossFile/dockerfile';
import { scanWorkspace } from '../../server/src/node/workspaceScan';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

describe('Dockerfile base image', () => {
  it('the last FROM, with --platform, AS and continuation lines', () => {
    assert.equal(dockerfileBaseImage('FROM confluentinc/cp-kafka-connect:7.6.1\nRUN confluent-hub install --no-prompt \\\n  debezium/debezium-connector-mysql:2.4.2\n'), 'confluentinc/cp-kafka-connect:7.6.1');
    assert.equal(dockerfileBaseImage('FROM --platform=linux/amd64 debezium/connect:2.7 AS worker\n'), 'debezium/connect:2.7');
    assert.equal(dockerfileBaseImage('FROM maven:3.9 AS plugins\nRUN mvn package\nFROM debezium/connect:2.1\nCOPY --from=plugins /x /kafka/connect\n'), 'debezium/connect:2.1');
  });

  it('a final stage that starts from an earlier one is that stage\'s image', () => {
    assert.equal(dockerfileBaseImage('FROM debezium/connect:1.9 AS base\nRUN true\nfrom base\nCOPY a b\n'), 'debezium/connect:1.9');
  });

  it('ARG defaults before the first FROM, overridden by build args; unresolved or scratch is unknown', () => {
    const text = 'ARG CP=7.5.0\nFROM confluentinc/cp-kafka-connect:${CP}\n';
    assert.equal(dockerfileBaseImage(text), 'confluentinc/cp-kafka-connect:7.5.0');
    assert.equal(dockerfileBaseImage(text, { CP: '7.7.1' }), 'confluentinc/cp-kafka-connect:7.7.1');
    assert.equal(dockerfileBaseImage('ARG TAG\nFROM debezium/connect:$TAG\n'), undefined);
    assert.equal(dockerfileBaseImage('FROM debezium/connect:${TAG:-2.3}\n'), 'debezium/connect:2.3');
    assert.equal(dockerfileBaseImage('FROM scratch\nCOPY app /\n'), undefined);
    assert.equal(dockerfileBaseImage('# no FROM at all\nRUN true\n'), undefined);
  });

  it('compose builds: a folder, a context with a dockerfile and args (map or list), inline; a remote context is skipped', () => {
    const text = [
      'services:',
      '  a:',
      '    build: ./connect',
      '  b:',
      '    build:',
      '      context: docker/connect',
      '      dockerfile: Dockerfile.debezium',
      '      args:',
      '        DEBEZIUM: "2.5"',
      '  c:',
      '    build:',
      '      context: .',
      '      args: [CP=7.6.0]',
      '  d:',
      '    build:',
      '      dockerfile_inline: |',
      '        FROM debezium/connect:2.6',
      '  e:',
      '    build: https://github.com/example/connect.git',
      '  f:',
      '    image: postgres:16',
      '',
    ].join('\n');
    assert.deepEqual(composeBuilds(text), [
      { service: 'a', dockerfile: 'connect/Dockerfile', args: {} },
      { service: 'b', dockerfile: 'docker/connect/Dockerfile.debezium', args: { DEBEZIUM: '2.5' } },
      { service: 'c', dockerfile: 'Dockerfile', args: { CP: '7.6.0' } },
      { service: 'd', inline: 'FROM debezium/connect:2.6\n', args: {} },
    ]);
    assert.deepEqual(composeBuilds('services: [broken'), []);
  });

  it('the Kafka binary distribution a Dockerfile installs, with ENV and ARG values substituted (checks 88, 89)', () => {
    assert.deepEqual(dockerfileKafkaTarball('FROM openjdk:8-jre-alpine\nCOPY kafka_2.13-2.7.0.tgz .\nRUN tar xzf kafka_2.13-2.7.0.tgz -C /opt/kafka\n'), { version: '2.7.0', archive: 'kafka_2.13-2.7.0.tgz' });
    const env = 'FROM java:8\nENV KAFKA_VERSION=0.10.2.0 SCALA=2.12\nENV ARCHIVE kafka_${SCALA}-${KAFKA_VERSION}.tgz\nADD https://archive.apache.org/dist/kafka/${KAFKA_VERSION}/${ARCHIVE} /tmp/\n';
    assert.equal(dockerfileKafkaTarball(env)?.version, '0.10.2.0');
    const arg = 'ARG KAFKA=3.6.1\nFROM eclipse-temurin:17\nRUN curl -fsSL \\\n  https://downloads.apache.org/kafka/$KAFKA/kafka_2.13-$KAFKA.tgz | tar xz\n';
    assert.equal(dockerfileKafkaTarball(arg)?.version, '3.6.1');
    // Near misses: a variable left unset, an archive named only in a comment, another project's tarball.
    assert.equal(dockerfileKafkaTarball('FROM java:8\nADD kafka_2.13-${KAFKA_VERSION}.tgz /tmp/\n'), undefined);
    assert.equal(dockerfileKafkaTarball('FROM java:8\n# was kafka_2.12-2.0.0.tgz\nRUN true\n'), undefined);
    assert.equal(dockerfileKafkaTarball('FROM java:8\nADD zookeeper-3.4.14.tar.gz /opt/\n'), undefined);
  });

  it('a Dockerfile that installs the distribution gives its release to an MM2 file beside it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kt-dockerfile-'));
    writeFileSync(join(dir, 'Dockerfile'), 'FROM openjdk:11-jre\nCOPY kafka_2.13-2.7.0.tgz .\nRUN tar xzf kafka_2.13-2.7.0.tgz\nCOPY mm2.properties /opt/kafka/config/\n');
    const facts = await scanWorkspace([dir]);
    const service = facts.compose?.flatMap((f) => f.services)[0];
    assert.equal(service?.kafkaVersion, '2.7.0');
    assert.equal(service?.image, 'kafka_2.13-2.7.0.tgz');
  });
});
