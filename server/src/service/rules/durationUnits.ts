// duration-units: a Java client (or Spring Boot) millisecond setting given a number of 60 or less
// where Kafka's default is seconds long: `auto.commit.interval.ms=5` is 5 ms, not 5 s. Defaults from
// the generated catalogs (ConsumerConfig/ProducerConfig/AdminClientConfig 2.8 to 4.4):
// auto.commit.interval.ms 5000, request.timeout.ms 30000 (consumer and producer; admin 30000 from
// 2.8), transaction.timeout.ms 60000, heartbeat.interval.ms 3000, default.api.timeout.ms 60000,
// connections.max.idle.ms 540000 (clients). Spring Boot binds its Duration properties
// (auto-commit-interval, heartbeat-interval) with milliseconds as the unit of a bare number
// (DurationStyle), so `auto-commit-interval: 5` is 5 ms too. Keys with rules of their own are left
// to them: session.timeout.ms, max.poll.interval.ms, max.block.ms, metadata.max.age.ms,
// delivery.timeout.ms.
import { secondsLikeDurations, type DurationEffects } from './secondsLike';
import { Severity, type Rule } from './types';

const EFFECT: DurationEffects = {
  'auto.commit.interval.ms': (ms) => `the consumer commits its offsets whenever ${ms} ms have passed, in practice on nearly every poll (default 5000)`,
  'request.timeout.ms': (ms) => `a request the broker has not answered within ${ms} ms is abandoned and sent again (default 30000)`,
  'transaction.timeout.ms': (ms) => `the transaction coordinator aborts any transaction still open after ${ms} ms (default 60000)`,
  'heartbeat.interval.ms': (ms) => `the consumer sends the group coordinator a heartbeat every ${ms} ms (default 3000)`,
  'default.api.timeout.ms': (ms) => `calls without a timeout of their own (commitSync, position, committed, listTopics…) give up after ${ms} ms (default 60000)`,
  'connections.max.idle.ms': (ms) => `a connection idle for ${ms} ms is closed and opened again for the next request`,
};

const CONSUMER = (line: string) => `bootstrap.servers=kafka:9092\ngroup.id=invoices\n${line}\n`;

export const durationUnits: Rule = {
  id: 'duration-units',
  severity: Severity.Warning,
  clients: ['java'],
  source: 'ConsumerConfig / ProducerConfig / AdminClientConfig millisecond keys and their defaults (generated catalogs 2.8–4.4); Spring Boot DurationStyle (a bare number is milliseconds)',
  summary: 'A millisecond setting of 60 or less where Kafka\'s default is seconds long: Kafka reads milliseconds (auto.commit.interval.ms=5 is 5 ms).',
  docs: {
    why: 'Every *.ms setting is in milliseconds, and the defaults of these are seconds to minutes (auto.commit.interval.ms 5000, request.timeout.ms 30000, transaction.timeout.ms 60000). A number such as 5 or 30 is almost always seconds written without the unit. Spring Boot reads a bare number for its Duration properties as milliseconds too.',
    consequence: 'auto.commit.interval.ms=5 commits on nearly every poll instead of every 5 s; request.timeout.ms=30 abandons any request the broker takes longer than 30 ms to answer and sends it again; transaction.timeout.ms=10 aborts transactions after 10 ms.',
    bad: { file: 'consumer.properties', text: CONSUMER('auto.commit.interval.ms=5') },
    good: { file: 'consumer.properties', text: CONSUMER('auto.commit.interval.ms=5000') },
    falsePositives: 'A deliberately tiny value in a test against a local broker; silence it with `# kafka-tuning-disable-next-line duration-units`.',
    versions: 'All Java client versions; Spring Boot 2.x and 3.x Duration properties.',
  },
  check(ctx) {
    return secondsLikeDurations(ctx, EFFECT, ctx.site.syntax === 'spring-yaml' || ctx.site.syntax === 'spring-properties' ? 'Kafka and Spring Boot read' : 'Kafka reads');
  },
};
