// kafkajs uses TLS whenever `ssl` is truthy (src/network/socketFactory.js); an environment string
// is truthy when non-empty, "false" included.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { kafkajsSslFromEnvString } from '../../../server/src/service/rules/kafkajsSslFromEnvString';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings, fix } from '../../support/service';

const ID = 'kafkajs-ssl-from-env-string';
const opts = { fileName: 'src/kafka.js' };
const client = (ssl: string) => `const { Kafka } = require('kafkajs');\nconst kafka = new Kafka({ clientId: 'billing', brokers: ['kafka:9092'], ssl: ${ssl} });\nmodule.exports = { kafka };\n`;

describe('kafkajs-ssl-from-env-string (socketFactory: TLS whenever ssl is truthy)', () => {
  it('process.env.X || false, ?? false, the bare variable and process.env["X"]: a warning on the expression', () => {
    for (const [ssl, variable] of [['process.env.SSL || false', 'SSL'], ['process.env.KAFKA_TLS ?? false', 'KAFKA_TLS'], ['process.env.KAFKA_SSL', 'KAFKA_SSL'], ["process.env['USE_SSL']", 'USE_SSL']]) {
      const [d, ...rest] = findings(ID, client(ssl), opts);
      assert.equal(rest.length, 0, ssl);
      assert.equal(d.severity, 2);
      assert.equal(d.range.start.character, client(ssl).split('\n')[1].indexOf(ssl));
      assert.match(d.message, new RegExp(`^ssl is given process\\.env\\.${variable}, a string: .*${variable}=false or ${variable}=0 still connects with TLS`));
    }
  });

  it('the fix compares the string, and the fixed file is clean', () => {
    const fixed = fix(ID, client('process.env.SSL || false'), opts);
    assert.equal(fixed, client("process.env.SSL === 'true'"));
    assert.deepEqual(findings(ID, fixed, opts), []);
  });

  it('through a const (ssl: useTls, or the shorthand ssl): reported and fixed where the string is read (second review)', () => {
    const viaConst = (use: string, decl = 'const') => `const { Kafka } = require('kafkajs');\n${decl} useTls = process.env.KAFKA_SSL || false;\nconst ssl = process.env.KAFKA_SSL;\nconst kafka = new Kafka({ clientId: 'billing', brokers: ['kafka:9092'], ${use} });\nmodule.exports = { kafka };\n`;
    for (const [use, line] of [['ssl: useTls', 1], ['ssl', 2]] as const) {
      const [d, ...rest] = findings(ID, viaConst(use), opts);
      assert.equal(rest.length, 0, use);
      assert.equal(d.range.start.line, line, use);
      assert.match(d.message, /^ssl is given process\.env\.KAFKA_SSL, a string/);
    }
    assert.equal(fix(ID, viaConst('ssl: useTls'), opts), viaConst('ssl: useTls').replace('process.env.KAFKA_SSL || false', "process.env.KAFKA_SSL === 'true'"));
    // A let may be reassigned (useTls = useTls === 'true') before the client is built: not followed.
    assert.deepEqual(findings(ID, viaConst('ssl: useTls', 'let'), opts), []);
  });

  it('near misses stay silent: a comparison, a parsed value, a boolean, an object', () => {
    for (const ssl of ["process.env.SSL === 'true'", "JSON.parse(process.env.SSL || 'false')", 'true', 'false', '{ rejectUnauthorized: true }']) {
      assert.deepEqual(findings(ID, client(ssl), opts), [], ssl);
    }
  });

  it('its documented examples', () => assertDocsExamples(kafkajsSslFromEnvString));
});
