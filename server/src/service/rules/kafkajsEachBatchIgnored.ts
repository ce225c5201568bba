// kafkajs-each-batch-ignored: consumer.run({ eachMessage, eachBatch }). kafkajs's runner picks one
// handler per fetched batch, eachMessage first (src/consumer/runner.js: `if (this.eachMessage) {
// … } else if (this.eachBatch) { … }`), so an eachBatch written beside eachMessage is never called
// and whatever it does (bulk writes, its own offset handling) never happens (check 40, K17).
import { eitherKafkajsApi, tsExtras } from './lang';
import { Severity, type Rule } from './types';

const CONSUMER = (handlers: string) => `import { Kafka } from 'kafkajs';
import { saveAll, save } from './store';

const kafka = new Kafka({ clientId: 'indexer', brokers: ['kafka-1:9092'] });
const consumer = kafka.consumer({ groupId: 'indexer' });

export async function start() {
  await consumer.connect();
  await consumer.subscribe({ topics: ['documents'] });
  await consumer.run({
${handlers}
  });
}
`;

export const kafkajsEachBatchIgnored: Rule = {
  id: 'kafkajs-each-batch-ignored',
  severity: Severity.Warning,
  roles: ['consumer'],
  clients: ['kafkajs'],
  source: 'kafkajs v2.2.4 src/consumer/runner.js (processEachBatch/processEachMessage: `if (this.eachMessage) … else if (this.eachBatch)`)',
  summary: 'consumer.run() given both eachMessage and eachBatch: kafkajs calls eachMessage for every message and never calls eachBatch.',
  check(ctx) {
    const x = tsExtras(ctx.site);
    if (!x?.ignoredEachBatch || x.library !== 'kafkajs' || eitherKafkajsApi(x)) return [];
    return [{
      range: x.ignoredEachBatch,
      message: 'eachBatch is never called: with eachMessage also given, kafkajs hands every message to eachMessage and skips eachBatch (src/consumer/runner.js: `if (this.eachMessage) … else if (this.eachBatch)`). Keep one handler: move the batch work into eachMessage, or remove eachMessage.',
    }];
  },
  docs: {
    why: 'kafkajs runs one handler per fetched batch: eachMessage if it was given, else eachBatch. Both can be passed without any error or warning, but the second one is dead code.',
    consequence: 'Whatever eachBatch does never happens: bulk writes, batch metrics, its own resolveOffset and heartbeat calls. Only eachMessage runs.',
    bad: { file: 'indexer.ts', text: CONSUMER('    eachMessage: async ({ message }) => save(message),\n    eachBatch: async ({ batch }) => saveAll(batch.messages),') },
    good: { file: 'indexer.ts', text: CONSUMER('    eachBatch: async ({ batch }) => saveAll(batch.messages),') },
    falsePositives: 'None known: kafkajs 1.x and 2.x never call eachBatch when eachMessage is set. Only an eachMessage written as a function in the call is taken as set; a wrapper that passes both handlers through from its own options (`eachMessage: options.eachMessage`) is not judged, since either may be undefined.',
    versions: 'kafkajs 1.x and 2.x',
  },
};
