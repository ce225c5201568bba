// kafkajs-transaction-without-id: a kafkajs producer created without transactionalId whose code
// calls producer.transaction(). kafkajs checks before anything else (src/producer/index.js,
// transaction()): `if (!transactionalId) throw new KafkaJSNonRetriableError('Must provide
// transactional id for transactional producer')`, so every transaction fails at its start and
// nothing inside it is sent. Judged only where the producer's options are all in the call (an object
// literal with no spread, or no argument) and the producer is held in a variable of the file.
import { lineIndexOf } from '../parse/lineIndex';
import { assignedName } from '../sites/ts/clientUse';
import { escapeRegExp } from './keyLine';
import { tsExtras } from './lang';
import { Severity, type Rule } from './types';


export const kafkajsTransactionWithoutId: Rule = {
  id: 'kafkajs-transaction-without-id',
  severity: Severity.Error,
  roles: ['producer'],
  clients: ['kafkajs'],
  source: 'kafkajs src/producer/index.js transaction(): KafkaJSNonRetriableError "Must provide transactional id for transactional producer"',
  summary: 'A kafkajs producer without transactionalId whose code opens a transaction: every producer.transaction() throws.',
  docs: {
    why: 'kafkajs opens a transaction only for a producer created with a transactionalId: transaction() checks it first and throws when it is missing.',
    consequence: 'Each `await producer.transaction()` rejects with KafkaJSNonRetriableError "Must provide transactional id for transactional producer"; nothing in the transaction is sent.',
    bad: { file: 'ledger.ts', text: 'import { Kafka } from \'kafkajs\';\nconst kafka = new Kafka({ clientId: \'ledger\', brokers: [\'kafka1:9092\'] });\nconst producer = kafka.producer({ idempotent: true, maxInFlightRequests: 1 });\n\nexport async function post(entries: string[]) {\n  const tx = await producer.transaction();\n  await tx.send({ topic: \'ledger\', messages: entries.map((value) => ({ value })) });\n  await tx.commit();\n}\n' },
    good: { file: 'ledger.ts', text: 'import { Kafka } from \'kafkajs\';\nconst kafka = new Kafka({ clientId: \'ledger\', brokers: [\'kafka1:9092\'] });\nconst producer = kafka.producer({ idempotent: true, maxInFlightRequests: 1, transactionalId: \'ledger-writer\' });\n\nexport async function post(entries: string[]) {\n  const tx = await producer.transaction();\n  await tx.send({ topic: \'ledger\', messages: entries.map((value) => ({ value })) });\n  await tx.commit();\n}\n' },
    falsePositives: 'None known: options passed as a variable or with a spread are not judged, since the id may be among them.',
    versions: 'kafkajs 1.x and 2.x (checked against 2.2.4).',
  },
  check(ctx) {
    const x = tsExtras(ctx.site);
    if (x?.library !== 'kafkajs' || x.api !== 'producer' || !x.callRange || ctx.isSet('transactional.id')) return [];
    // Settled without reading the file when it calls no transaction() at all.
    if (!ctx.mentions(/\.\s*transaction\s*\(/)) return [];
    const text = ctx.doc.text;
    const lines = lineIndexOf(text);
    const call = text.slice(lines.offset(x.callRange.start), lines.offset(x.callRange.end));
    // Options as a literal the file shows whole: producer() or producer({ … }) with no spread.
    const args = /\(\s*([\s\S]*)\)\s*$/.exec(call)?.[1]?.trim() ?? '';
    if (args !== '' && (!args.startsWith('{') || args.includes('...'))) return [];
    const name = assignedName(text, lines.offset(x.callRange.start));
    if (!name) return [];
    const use = new RegExp(`\\b${escapeRegExp(name)}\\s*\\.\\s*transaction\\s*\\(`).exec(text);
    if (!use) return [];
    const at = use.index + use[0].indexOf('transaction');
    return [{
      range: lines.range(at, at + 'transaction'.length),
      message: `${name} was created without transactionalId, so ${name}.transaction() throws KafkaJSNonRetriableError "Must provide transactional id for transactional producer" (kafkajs src/producer/index.js) and nothing in the transaction is sent. Give the producer a transactionalId unique to this instance.`,
    }];
  },
};
