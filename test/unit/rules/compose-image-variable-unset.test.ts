// Compose fills an unset variable with no default with an empty string; an image reference with an
// empty tag is "invalid reference format".
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { composeImageVariableUnset } from '../../../server/src/service/rules/composeImageVariableUnset';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings } from '../../support/service';

const ID = 'compose-image-variable-unset';
const opts = { fileName: 'docker-compose.yml' };
const stack = (image: string) => `services:\n  connect:\n    image: ${image}\n    ports:\n      - "8083:8083"\n    environment:\n      BOOTSTRAP_SERVERS: kafka:9092\n      GROUP_ID: "1"\n      CONFIG_STORAGE_TOPIC: connect_configs\n      OFFSET_STORAGE_TOPIC: connect_offsets\n      STATUS_STORAGE_TOPIC: connect_statuses\n`;
const withEnv = (env: Record<string, string>) => ({ ...opts, workspace: { compose: [{ file: 'file:///test/docker-compose.yml', label: 'docker-compose.yml', env, services: [] }] } });

describe('compose-image-variable-unset (an image tag from a variable nobody sets)', () => {
  it('${DEBEZIUM_VERSION} with no default and no .env: information on the image, with the reference Docker refuses', () => {
    const [d, ...rest] = findings(ID, stack('debezium/connect:${DEBEZIUM_VERSION}'), opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 3);
    assert.equal(d.range.start.line, 2);
    assert.match(d.message, /^The image is debezium\/connect:\$\{DEBEZIUM_VERSION\}, and DEBEZIUM_VERSION has no default .*the reference becomes debezium\/connect:, and Docker refuses it \("invalid reference format"\)/);
  });

  it('a .env that sets it to nothing leaves an empty tag too', () => {
    const [d] = findings(ID, stack('debezium/connect:${DEBEZIUM_VERSION}'), withEnv({ DEBEZIUM_VERSION: '' }) as never);
    assert.match(d?.message ?? '', /^The image is debezium\/connect:, with an empty tag/);
  });

  it('near misses stay silent: a default, a .env that sets it, Compose\'s own required check, a plain tag', () => {
    assert.deepEqual(findings(ID, stack('debezium/connect:${DEBEZIUM_VERSION:-2.7}'), opts), []);
    assert.deepEqual(findings(ID, stack('debezium/connect:${DEBEZIUM_VERSION}'), withEnv({ DEBEZIUM_VERSION: '2.7' }) as never), []);
    assert.deepEqual(findings(ID, stack('debezium/connect:${DEBEZIUM_VERSION:?set DEBEZIUM_VERSION}'), opts), []);
    assert.deepEqual(findings(ID, stack('debezium/connect:2.7'), opts), []);
  });

  it('its documented examples', () => assertDocsExamples(composeImageVariableUnset));
});
