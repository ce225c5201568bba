// kafkajs-transactional-id-unused: a kafkajs producer given a transactionalId in a file that never
// calls producer.transaction(). kafkajs keeps two managers (src/producer/index.js): send() and
// sendBatch() always go through the idempotent one, created with transactional: false, whose
// InitProducerId carries no transactional id (eosManager: `transactionalId: transactional ?
// transactionalId : undefined`) and whose produce requests carry none either (sendMessages.js).
// Only transaction() creates the transactional manager. So the id neither makes the sends atomic nor
// fences a second instance that uses the same id. Judged only when the producer stays in the file:
// held in a variable of its own that is not exported, handed out by module.exports or returned.
import { lineIndexOf } from '../parse/lineIndex';
import { assignedName, exportedByName } from '../sites/ts/clientUse';
import { escapeRegExp } from './keyLine';
import { tsExtras } from './lang';
import { Severity, type Rule } from './types';

const KEY = 'transactional.id';


/** The producer leaves the file: exported (sites/ts/clientUse.ts exportedByName, or `export const`) or returned. */
function escapes(text: string, name: string): boolean {
  const n = escapeRegExp(name);
  return exportedByName(text, name) || new RegExp(`export\\s+(?:const|let|var)\\s+${n}\\b|return\\s+${n}\\b`).test(text);
}

export const kafkajsTransactionalIdUnused: Rule = {
  id: 'kafkajs-transactional-id-unused',
  severity: Severity.Information,
  roles: ['producer'],
  clients: ['kafkajs'],
  source: 'kafkajs src/producer/index.js (send/sendBatch use the idempotent EOS manager, created with transactional: false; only transaction() creates the transactional one), eosManager initProducerId and sendMessages.js (no transactional id sent outside a transaction)',
  summary: 'A kafkajs transactionalId in a file that never calls producer.transaction(): kafkajs sends outside transactions without the id, so it makes nothing atomic and fences nothing.',
  check(ctx) {
    const x = tsExtras(ctx.site);
    const e = ctx.entry(KEY);
    if (x?.library !== 'kafkajs' || x.api !== 'producer' || !e || !x.callRange) return [];
    if (ctx.mentions(/\.\s*transaction\s*\(/)) return [];
    const text = ctx.doc.text;
    const callStart = lineIndexOf(text).offset(x.callRange.start);
    const name = assignedName(text, callStart);
    if (!name || escapes(text, name)) return [];
    return [{
      range: e.keyRange,
      message: `${ctx.display(KEY)} is set, but nothing in this file calls ${name}.transaction(): kafkajs sends every send() and sendBatch() outside a transaction through its idempotent producer, which does not use the id (src/producer/index.js), so these sends are not atomic and a second instance with the same id is not fenced. Send inside const tx = await ${name}.transaction() … await tx.commit(), or remove the id.`,
      fixes: [{ title: `Remove ${ctx.display(KEY)}`, intents: [{ kind: 'remove', entry: e }], preferred: false }],
    }];
  },
  docs: {
    why: 'kafkajs keeps two managers per producer. send() and sendBatch() always use the idempotent one, which asks the broker for a producer id without the transactional id and writes no transactional id into its produce requests. Only producer.transaction() builds the transactional manager that registers the id with the transaction coordinator. A transactionalId on a producer whose code never opens a transaction therefore does nothing.',
    consequence: 'Writes that were meant to be all-or-nothing are independent: a failure half-way leaves some written, and read_committed consumers see them at once. A restarted or second instance with the same id is not fenced, so two writers can run side by side.',
    bad: { file: 'producer.ts', text: 'import { Kafka } from \'kafkajs\';\nconst kafka = new Kafka({ clientId: \'ledger\', brokers: [\'kafka1:9092\'] });\nconst producer = kafka.producer({ idempotent: true, maxInFlightRequests: 1, transactionalId: \'ledger-writer\' });\n\nexport async function post(entries: string[]) {\n  await producer.send({ topic: \'ledger\', messages: entries.map((value) => ({ value })) });\n}\n' },
    good: { file: 'producer.ts', text: 'import { Kafka } from \'kafkajs\';\nconst kafka = new Kafka({ clientId: \'ledger\', brokers: [\'kafka1:9092\'] });\nconst producer = kafka.producer({ idempotent: true, maxInFlightRequests: 1, transactionalId: \'ledger-writer\' });\n\nexport async function post(entries: string[]) {\n  const tx = await producer.transaction();\n  try {\n    await tx.send({ topic: \'ledger\', messages: entries.map((value) => ({ value })) });\n    await tx.commit();\n  } catch (e) {\n    await tx.abort();\n    throw e;\n  }\n}\n' },
    falsePositives: 'A producer that leaves the file (exported, put on module.exports, returned from a function) may open its transactions in another module: not reported. Neither is one whose variable cannot be told.',
    versions: 'kafkajs 1.x and 2.x (checked against 2.2.4).',
  },
};
