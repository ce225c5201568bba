// Which image a built Compose service runs (crossFile/dockerfile.ts): the Dockerfile's final FROM,
// through the stages it names, with ARG defaults and build args.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { composeBuilds, dockerfileBaseImage } from '../../server/src/service/crossFile/dockerfile';

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
});
