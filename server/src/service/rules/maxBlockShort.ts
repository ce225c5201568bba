// max-block-short: max.block.ms under a second. ProducerConfig's doc: max.block.ms bounds how long
// send() waits for metadata and buffer space together, and partitionsFor() and the transaction calls.
// KafkaProducer.waitOnMetadata waits only when the topic's metadata is not cached — the first send to
// each topic, or a partition beyond the known count — and past max.block.ms fails the record with
// TimeoutException "Topic <t> not present in metadata after <n> ms." (doSend hands it to the returned
// future and the callback; the send() javadoc lists it under @throws). ProducerMetadata.awaitUpdate
// sets its deadline to now + max.block.ms, so 0 never waits: such a first send fails at once.
// A precision check saw max.block.ms=60 fail the first send to a new topic after 61 ms on a local
// broker. Information for 1–999 ms, a hint for 0 (a choice not to block, whose cost is said).
import { Severity, type Rule } from './types';

const SECOND = 1000;

export const maxBlockShort: Rule = {
  id: 'max-block-short',
  severity: Severity.Information,
  roles: ['producer'],
  clients: ['java'],
  source: 'ProducerConfig max.block.ms doc (bounds metadata fetch and buffer allocation in send()); KafkaProducer.waitOnMetadata ("Topic %s not present in metadata after %d ms."); KafkaProducer.send javadoc (@throws TimeoutException)',
  summary: 'max.block.ms under a second: a send whose topic metadata is not cached yet (the first to each topic) or that finds buffer.memory full fails with TimeoutException after that time.',
  check(ctx) {
    const entry = ctx.entry('max.block.ms');
    const ms = ctx.number('max.block.ms');
    if (!entry || ms === undefined || ms < 0 || ms >= SECOND) return [];
    const what = 'TimeoutException ("Topic <topic> not present in metadata after ' + ms + ' ms.", through the returned future and the callback)';
    if (ms === 0) {
      return [{
        range: entry.valueRange,
        severity: Severity.Hint,
        message: `max.block.ms=0: send() never waits, so a send whose topic metadata is not cached yet — the first send to each topic, or to a partition added since — fails at once with ${what}, and one that finds buffer.memory full fails too. partitionsFor() and the transaction calls get no time either.`,
      }];
    }
    return [{
      range: entry.valueRange,
      message: `max.block.ms=${ms}: send() waits at most ${ms} ms for the topic's metadata and for buffer space. A send whose topic metadata is not cached yet — the first send to each topic (a topic being auto-created takes longer), or to a partition added since — or that finds buffer.memory full fails with ${what}; partitionsFor() and the transaction calls share the bound. Allow a few seconds unless failing fast is the intent.`,
      fixes: [{ title: 'Set max.block.ms=5000 (5 s)', intents: [{ kind: 'set', key: 'max.block.ms', value: '5000' }] }],
    }];
  },
  docs: {
    why: 'max.block.ms bounds the total time send() waits for the topic\'s metadata and for space in buffer.memory (ProducerConfig doc), and also partitionsFor(), initTransactions() and the other transaction calls. Metadata is not cached for the first send to each topic or for a partition added since, so that send always waits for a metadata fetch — longer when the broker auto-creates the topic.',
    consequence: 'Past max.block.ms the record is not sent: KafkaProducer.waitOnMetadata gives up with TimeoutException "Topic <topic> not present in metadata after <n> ms.", which send() hands to the returned future and the callback. With 0 such a first send fails at once (said as a hint).',
    bad: { file: 'producer.properties', text: 'bootstrap.servers=localhost:9092\nacks=all\nmax.block.ms=60\n' },
    good: { file: 'producer.properties', text: 'bootstrap.servers=localhost:9092\nacks=all\nmax.block.ms=5000\n' },
    falsePositives: 'A producer that must never hold its caller and retries or drops records itself when send() fails: then a short max.block.ms is the intent. Silence it with a suppression comment above the line.',
    versions: 'Java producer, all versions.',
  },
};
