// poll-interval-below-session (librdkafka src/rdkafka_conf.c rd_kafka_conf_finalize): a librdkafka
// consumer (node-rdkafka, @confluentinc/kafka-javascript) whose max.poll.interval.ms is below its
// session.timeout.ms is refused at creation: "`max.poll.interval.ms`must be >= `session.timeout.ms`".
// The Java client has no such check and kafkajs no such setting, so this is librdkafka only. Only
// dotted keys are read: CKJS derives max.poll.interval.ms from kafkaJS.rebalanceTimeout with its
// own arithmetic, which this rule does not guess.
import { msAsWritten, msValue } from '../../../../common/src/units';
import { tsExtras } from './lang';
import { outsideSite, spreadsSomething } from './siteText';
import { Severity, type Rule } from './types';

const POLL = 'max.poll.interval.ms';
const SESSION = 'session.timeout.ms';

export const pollIntervalBelowSession: Rule = {
  id: 'poll-interval-below-session',
  severity: Severity.Error,
  roles: ['consumer'],
  clients: ['librdkafka'],
  source: 'librdkafka rdkafka_conf.c rd_kafka_conf_finalize ("`max.poll.interval.ms`must be >= `session.timeout.ms`")',
  summary: 'librdkafka consumer with max.poll.interval.ms below session.timeout.ms: creating it fails.',
  check(ctx) {
    const dotted = (k: string) => ctx.entry(k)?.rawKey.includes('.') === true;
    if (!dotted(POLL) && !dotted(SESSION)) return [];
    if ((ctx.isSet(POLL) && !dotted(POLL)) || (ctx.isSet(SESSION) && !dotted(SESSION))) return [];
    // Either key may come from a spread object or, in CKJS, from the `new Kafka({...})` config.
    if (spreadsSomething(ctx)) return [];
    if (tsExtras(ctx.site)?.library === 'ckjs' && /session\.timeout|sessionTimeout|max\.poll\.interval|rebalanceTimeout/.test(outsideSite(ctx.doc, ctx.site))) return [];
    const poll = ctx.number(POLL);
    const session = ctx.number(SESSION);
    if (poll === undefined || session === undefined || poll >= session) return [];
    const shown = (k: string, n: number) => `${ctx.display(k)}=${msValue(n)}${ctx.isSet(k) ? '' : ' (default)'}`;
    return [{
      range: ctx.isSet(POLL) ? ctx.entry(POLL)!.valueRange : ctx.entry(SESSION)!.valueRange,
      message: `${shown(POLL, poll)} is below ${shown(SESSION, session)}: librdkafka refuses to create the consumer ("\`max.poll.interval.ms\`must be >= \`session.timeout.ms\`").`,
      fixes: [{ title: `Set ${ctx.display(POLL)}=${msAsWritten(session)} (equal to the session timeout)`, intents: [{ kind: 'set', key: POLL, value: String(session) }], preferred: true }],
    }];
  },
  docs: {
    why: 'librdkafka checks its consumer configuration when the client is created and refuses a max.poll.interval.ms below session.timeout.ms (rd_kafka_conf_finalize).',
    consequence: 'Creating the consumer fails with "`max.poll.interval.ms`must be >= `session.timeout.ms`"; node-rdkafka and @confluentinc/kafka-javascript throw at construction.',
    bad: { file: 'consumer.js', text: 'const Kafka = require(\'node-rdkafka\');\nconst consumer = new Kafka.KafkaConsumer({\n  \'group.id\': \'thumbnails\',\n  \'metadata.broker.list\': \'kafka1:9092\',\n  \'session.timeout.ms\': 30000,\n  \'max.poll.interval.ms\': 10000,\n}, {});\n' },
    good: { file: 'consumer.js', text: 'const Kafka = require(\'node-rdkafka\');\nconst consumer = new Kafka.KafkaConsumer({\n  \'group.id\': \'thumbnails\',\n  \'metadata.broker.list\': \'kafka1:9092\',\n  \'session.timeout.ms\': 30000,\n  \'max.poll.interval.ms\': 300000,\n}, {});\n' },
    falsePositives: 'None known; only dotted keys are read (a rebalanceTimeout in the kafkaJS block is not converted).',
    versions: 'librdkafka-based clients (node-rdkafka, @confluentinc/kafka-javascript), all versions that have max.poll.interval.ms.',
  },
};
