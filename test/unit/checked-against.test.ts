// What each file was checked against, as the CLI's JSON and SARIF carry it: the version found and,
// for every client kind, the release whose facts the rules used.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkedAgainst } from '../../server/src/service/checkedAgainst';
import type { ConfigSite } from '../../server/src/service/model';

const site = (client: ConfigSite['client']) => ({ client }) as unknown as ConfigSite;

describe('checkedAgainst', () => {
  it('names the release checked for kafkajs and librdkafka too: their version itself', () => {
    assert.deepEqual(checkedAgainst([site({ client: 'kafkajs', version: '2.2.4', origin: 'package.json' })]), [{ client: 'kafkajs', version: '2.2.4', checked: '2.2.4', source: 'package.json' }]);
    assert.deepEqual(checkedAgainst([site({ client: 'librdkafka', version: '2.3.0', origin: 'node-rdkafka 3.0.0 bundles librdkafka 2.3.0' })])[0].checked, '2.3.0');
  });

  it('Java: the catalog of the version\'s release line; without a version, the newest, with no version claimed', () => {
    const [java] = checkedAgainst([site({ client: 'java', version: '4.2.1', origin: 'pom.xml' })]);
    assert.equal(java.checked?.split('.').slice(0, 2).join('.'), '4.2');
    const [none] = checkedAgainst([site({ client: 'kafkajs' })]);
    assert.deepEqual(none, { client: 'kafkajs', source: 'none found: newest checked' });
  });
});
