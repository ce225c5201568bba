// streams-ignored-client-key (StreamsConfig.getMainConsumerConfigs / getProducerConfigs,
// checkIfUnexpectedUserSpecifiedConsumerConfig): Kafka Streams decides some client settings itself
// and overwrites what the file says, logging only a WARN "Unexpected user-specified … config: X
// found. User setting (…) will be ignored and the Streams default setting (…) will be used".
// Checked with StreamsConfig from kafka-streams 3.0.2 and 4.1.2:
//   always         consumer enable.auto.commit → false (Streams commits itself)
//   exactly-once   producer enable.idempotence → true, producer transactional.id → Streams' own,
//                  consumer isolation.level → read_committed
// and the main consumer's allow.auto.create.topics → false ("disable auto topic creation" in
// getMainConsumerConfigs): up to 4.1 without any log line, the restore and global consumers keeping
// the user's value; from 4.2 for every consumer, with the same log line as the others (an ERROR
// "Unexpected user-specified consumer config 'allow.auto.create.topics' found. User setting (true)
// will be ignored …"). Checked on kafka-streams 2.8.2, 3.9.1, 4.1.2, 4.2.0 and 4.4.0.
// The setting looks in force in the file and is not: said as a warning on the written value.
import type { StreamsClientKey } from './streamsClientKeys';
import { streamsClientKeys, streamsExactlyOnce } from './streamsClientKeys';
import { compareVersions } from '../catalog';
import { Severity, type Finding, type Rule, type RuleContext } from './types';

interface Forced {
  producer: boolean;
  key: string;
  streams: string;
  eosOnly: boolean;
  differs: (v: string) => boolean;
  /** Up to Kafka 4.1 only these prefixes' clients are overwritten (default: every consumer's, or the producer's). */
  prefixesUpTo41?: readonly string[];
}

/** Streams 4.2 overwrites allow.auto.create.topics for every consumer, and says so in its log. */
const loudFrom42 = (ctx: RuleContext) => compareVersions(ctx.site.client.version ?? ctx.catalog.version, '4.2.0') >= 0;

const FORCED: Forced[] = [
  { producer: false, key: 'enable.auto.commit', streams: 'false', eosOnly: false, differs: (v) => v.toLowerCase() !== 'false' },
  { producer: true, key: 'enable.idempotence', streams: 'true', eosOnly: true, differs: (v) => v.toLowerCase() !== 'true' },
  { producer: true, key: 'transactional.id', streams: '', eosOnly: true, differs: () => true },
  { producer: false, key: 'isolation.level', streams: 'read_committed', eosOnly: true, differs: (v) => v !== 'read_committed' },
  { producer: false, key: 'allow.auto.create.topics', streams: 'false', eosOnly: false, differs: (v) => v.toLowerCase() !== 'false', prefixesUpTo41: ['', 'consumer.', 'main.consumer.'] },
];

export const streamsIgnoredClientKey: Rule = {
  id: 'streams-ignored-client-key',
  severity: Severity.Warning,
  roles: ['streams'],
  clients: ['java'],
  source: 'StreamsConfig.getMainConsumerConfigs / getProducerConfigs (user values of enable.auto.commit, and under exactly-once enable.idempotence, transactional.id, isolation.level, are overwritten with a WARN)',
  summary: 'A client setting Kafka Streams overwrites (group.id, always application.id; enable.auto.commit and the main consumer\'s allow.auto.create.topics; under exactly-once enable.idempotence, transactional.id, isolation.level): the file says one thing, the clients run another.',
  docs: {
    why: 'Kafka Streams commits offsets itself and, under exactly-once, runs transactional producers and read_committed consumers. It overwrites a user\'s enable.auto.commit always, and enable.idempotence, transactional.id and isolation.level under exactly-once, logging only a warning.',
    consequence: 'The setting has no effect: StreamsConfig hands the clients enable.auto.commit=false, enable.idempotence=true, its own transactional.id and isolation.level=read_committed whatever the file says (getMainConsumerConfigs/getProducerConfigs of kafka-streams 3.0.2 and 4.1.2). Someone reading the file believes the opposite.',
    bad: { file: 'streams.properties', text: 'application.id=ledger\nbootstrap.servers=kafka:9092\nconsumer.enable.auto.commit=true\n' },
    good: { file: 'streams.properties', text: 'application.id=ledger\nbootstrap.servers=kafka:9092\ncommit.interval.ms=1000\n' },
    falsePositives: 'None known: Streams overwrites these values in every version checked.',
    versions: 'All Kafka Streams versions (checked on 3.0 and 4.1); allow.auto.create.topics: the main consumer\'s up to 4.1, silently, every consumer\'s from 4.2 (checked on 2.8, 3.9, 4.1, 4.2 and 4.4).',
  },
  check(ctx) {
    const eos = streamsExactlyOnce(ctx);
    const loud = loudFrom42(ctx);
    const out: Finding[] = [];
    // group.id, unprefixed or for a consumer: StreamsConfig.getMainConsumerConfigs puts
    // application.id there, and the restore and global consumers get none (class javadoc: "Streams
    // client will always use the application ID a consumer group ID"). Nothing is logged.
    const app = ctx.effective('application.id');
    const groups = [
      ...(ctx.entry('group.id') && !ctx.entry('group.id')!.prefix ? [{ prefix: '', value: ctx.entry('group.id')!.value, valueRange: ctx.entry('group.id')!.valueRange }] : []),
      ...streamsClientKeys(ctx).filter((k) => k.key === 'group.id' && k.prefix !== 'producer.'),
    ];
    for (const g of groups) {
      if (g.value === undefined || (app !== undefined && g.value.trim() === app.trim())) continue;
      out.push({
        range: g.valueRange,
        message: `${g.prefix}group.id=${g.value.trim()} is not used: Kafka Streams always uses application.id${app ? ` ('${app.trim()}')` : ''} as its consumer group id (StreamsConfig.getMainConsumerConfigs), and its restore and global consumers have no group; nothing is logged. Remove the line; to name the group, set application.id.`,
      });
    }
    // Unprefixed client keys reach every client that defines them (StreamsConfig.getClientPropsWithPrefix
    // takes the originals a client's ConfigDef names), and are overwritten there the same way (check 43).
    const unprefixed: StreamsClientKey[] = ctx.site.entries
      .filter((e) => !/(?:^|\.)(?:producer|consumer)\.$/.test(e.prefix ?? '') && ctx.entry(e.key) === e && FORCED.some((x) => x.key === e.key))
      .map((e) => ({ prefix: '', key: e.key, value: e.value, keyRange: e.keyRange, valueRange: e.valueRange }));
    for (const k of [...streamsClientKeys(ctx), ...unprefixed]) {
      if (k.key === 'group.id') continue;
      const f = FORCED.find((x) => x.key === k.key && (k.prefix === '' || x.producer === (k.prefix === 'producer.')) && (loud || !x.prefixesUpTo41 || x.prefixesUpTo41.includes(k.prefix)));
      if (!f || (f.eosOnly && !eos) || k.value === undefined || !f.differs(k.value.trim())) continue;
      out.push({ range: k.valueRange, message: message(k, f, loud) });
    }
    return out;
  },
};

function message(k: StreamsClientKey, f: Forced, loud: boolean): string {
  const v = k.value!.trim();
  if (f.key === 'allow.auto.create.topics') {
    const missing = 'A missing source topic is not created: Streams reports it with a MissingSourceTopicException (KIP-662) instead.';
    return loud
      ? `${k.prefix}${k.key}=${v} is overwritten: Kafka Streams creates the topics it needs itself and hands every consumer allow.auto.create.topics=false (Kafka 4.2 and newer), logging only "User setting (${v}) will be ignored". ${missing} Create the source topics beforehand and remove the line; it has no effect.`
      : `${k.prefix}${k.key}=${v} is overwritten without a word: Kafka Streams up to 4.1 hands the main consumer, which reads the source topics, allow.auto.create.topics=false (StreamsConfig.getMainConsumerConfigs). ${missing} Create the source topics beforehand; for the main consumer the line has no effect.`;
  }
  const why = f.key === 'enable.auto.commit' ? 'Kafka Streams commits offsets itself (commit.interval.ms)' : 'processing.guarantee is exactly-once';
  const instead = f.key === 'transactional.id' ? 'sets its own transactional.id per thread, derived from application.id' : `hands its clients ${f.key}=${f.streams}`;
  return `${k.prefix}${k.key}=${v} is overwritten: ${why}, so Streams ${instead} and only logs "User setting (${v}) will be ignored". Remove the line; it has no effect.`;
}
