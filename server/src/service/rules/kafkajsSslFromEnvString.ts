// kafkajs-ssl-from-env-string: a kafkajs client whose `ssl` option is an environment variable's
// string (`ssl: process.env.KAFKA_SSL || false`, check 81). kafkajs decides TLS by truthiness: its
// socketFactory (src/network/socketFactory.js) calls tls.connect when `ssl` is truthy and
// net.connect otherwise, and every non-empty string is truthy, "false" and "0" included. So
// KAFKA_SSL=false turns TLS on: the client opens a TLS handshake to a plaintext listener and never
// connects (the broker reads the ClientHello as a malformed request and closes the connection).
// Only an unset or empty variable gives plaintext.
import { tsExtras } from './lang';
import { Severity, type Rule } from './types';

const CLIENT = (ssl: string) => `const { Kafka } = require('kafkajs');

const kafka = new Kafka({
  clientId: 'billing',
  brokers: (process.env.KAFKA_BROKERS || 'localhost:9092').split(','),
  ssl: ${ssl},
});

module.exports = { kafka };
`;

export const kafkajsSslFromEnvString: Rule = {
  id: 'kafkajs-ssl-from-env-string',
  severity: Severity.Warning,
  clients: ['kafkajs'],
  source: 'kafkajs src/network/socketFactory.js (`ssl ? tls.connect(…) : net.connect(…)`: TLS whenever ssl is truthy); process.env values are strings',
  summary: 'kafkajs ssl is given an environment variable\'s string (process.env.KAFKA_SSL || false): any non-empty value, "false" included, turns TLS on.',
  docs: {
    why: 'kafkajs uses TLS when its ssl option is truthy (true or an object of tls.connect options) and plaintext otherwise. Environment variables are strings, and every non-empty string is truthy in JavaScript: "false" and "0" switch TLS on just as "true" does. `|| false` only covers an unset or empty variable.',
    consequence: 'Deployed with KAFKA_SSL=false against a plaintext listener, the client sends a TLS handshake the broker cannot read: every connection is closed and the client retries until it gives up (KafkaJSConnectionError, "Connection timeout" or a closed socket), while the variable says TLS is off.',
    bad: { file: 'kafka.js', text: CLIENT('process.env.KAFKA_SSL || false') },
    good: { file: 'kafka.js', text: CLIENT("process.env.KAFKA_SSL === 'true'") },
    falsePositives: 'A deployment that only ever sets the variable to a non-empty value when it wants TLS, and leaves it unset otherwise: then the string works, and comparing it (=== \'true\') states the same intent without the trap. A variable holding JSON parsed elsewhere is not this pattern. The string is followed through a const of the same file (ssl: useTls), not through a let, which may be converted before the client is built.',
    versions: 'kafkajs 1.x and 2.x (checked against 2.2.4).',
  },
  check(ctx) {
    const x = tsExtras(ctx.site);
    const env = x?.library === 'kafkajs' ? x.security?.sslFromEnv : undefined;
    if (!env) return [];
    return [{
      range: env.range,
      message: `ssl is given process.env.${env.variable}, a string: kafkajs turns TLS on for any truthy ssl (src/network/socketFactory.js), and every non-empty string is truthy, so ${env.variable}=false or ${env.variable}=0 still connects with TLS, which a plaintext listener cannot answer. Compare the string instead: ssl: process.env.${env.variable} === 'true'.`,
      fixes: [{ title: `Compare the variable: process.env.${env.variable} === 'true'`, intents: [{ kind: 'edits', edits: [{ range: env.range, newText: `process.env.${env.variable} === 'true'` }] }], preferred: true }],
    }];
  },
};
