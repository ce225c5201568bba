// metadata-max-age-low (CommonClientConfigs metadata.max.age.ms, default 300000; clients' Metadata
// .timeToNextUpdate): besides the refreshes an error or a new topic asks for, every producer,
// consumer and admin client fetches the metadata of all its topics again when metadata.max.age.ms
// has passed since the last successful refresh. Leader moves are learnt from the errors they cause
// (NOT_LEADER_OR_FOLLOWER requests a refresh at once), so the periodic refresh exists for what no
// error reveals: new partitions, new topics matching a pattern subscription. A value of a second or
// less turns it into a steady stream of MetadataRequests from every client, for nothing an error
// would not have triggered anyway. No client refreshes more often than retry.backoff.ms (the
// refresh back-off, 100 ms by default): on the 4.4.0 Metadata class 0, 10 and 50 ms all gave about
// one request every 110 ms. The admin client's periodic request names no topic (brokers only).
import { duration, msAsWritten, msValue } from '../../../../common/src/units';
import { Severity, type Rule } from './types';

const KEY = 'metadata.max.age.ms';
const DEFAULT_MS = 300000;
/** At or below this, the refresh is a steady load rather than a periodic check. */
const LOW_MS = 1000;

export const metadataMaxAgeLow: Rule = {
  id: 'metadata-max-age-low',
  severity: Severity.Information,
  // Tests lower it to see a new topic or partition at once.
  runtimeOnly: true,
  roles: ['producer', 'consumer', 'admin', 'streams'],
  clients: ['java'],
  source: 'CommonClientConfigs metadata.max.age.ms (default 300000); org.apache.kafka.clients.Metadata.timeToNextUpdate (a full refresh when the age passes; errors such as NOT_LEADER_OR_FOLLOWER request one at once)',
  summary: 'metadata.max.age.ms of a second or less: every client of this config asks a broker for the metadata of all its topics that often, for changes errors already report.',
  check(ctx) {
    const entry = ctx.entry(KEY);
    const ms = ctx.number(KEY);
    if (!entry || ms === undefined || ms > LOW_MS) return [];
    // The refresh back-off bounds the rate (Metadata.timeToAllowUpdate).
    const backoff = ctx.number('retry.backoff.ms') ?? 100;
    const interval = Math.max(ms, backoff, 1);
    const perSecond = Math.round((1000 / interval) * 10) / 10;
    const rate = perSecond === 1 ? 'once a second' : perSecond === 2 ? 'twice a second' : `about ${perSecond} times a second${ms < backoff ? ` (retry.backoff.ms=${backoff} is the floor)` : ''}`;
    const what = ctx.site.role === 'admin' ? 'a MetadataRequest' : 'a MetadataRequest for all its topics';
    const streams = ctx.site.role === 'streams' ? ' A Streams application passes it to every client it creates: each stream thread\'s consumer and producer, the restore consumer, the admin client.' : '';
    return [{
      range: entry.valueRange,
      message: `${ctx.display(KEY)}=${msValue(ms)}: each client built from this config sends ${what} ${rate}, on top of the refreshes that errors (a leader move, a missing partition) request at once anyway; the periodic refresh only finds what no error reveals (new partitions, new brokers, new topics for a pattern subscription).${streams} The default is ${duration(DEFAULT_MS)}; to pick up new topics sooner, tens of seconds is usually enough.`,
      fixes: [{ title: `Set ${ctx.display(KEY)}=${msAsWritten(DEFAULT_MS)} (the default)`, intents: [{ kind: 'set', key: KEY, value: String(DEFAULT_MS) }], preferred: true }],
    }];
  },
  docs: {
    why: 'Kafka clients refresh their metadata when an error asks for it (NOT_LEADER_OR_FOLLOWER, UNKNOWN_TOPIC_OR_PARTITION, a new topic to send to) and, besides, whenever metadata.max.age.ms has passed since the last successful refresh (Metadata.timeToNextUpdate), never more often than retry.backoff.ms allows. The periodic refresh is only needed for changes no request fails on: partitions added to a topic, new brokers, new topics matching a pattern subscription.',
    consequence: 'At 500 ms every producer, consumer and admin client sends two MetadataRequests a second, a producer\'s or consumer\'s answered with the metadata of all its topics; a Streams application multiplies that by the clients of every stream thread. The broker does this work for information errors would have brought anyway.',
    bad: { file: 'streams.properties', text: 'application.id=fraud-scoring\nbootstrap.servers=kafka1:9092\nmetadata.max.age.ms=500\n' },
    good: { file: 'streams.properties', text: 'application.id=fraud-scoring\nbootstrap.servers=kafka1:9092\nmetadata.max.age.ms=30000\n' },
    falsePositives: 'Test configs that want a new topic or partition seen at once (test sources are skipped). Silence the line with a suppression comment when a second-scale refresh is intended.',
    versions: 'Java clients and Kafka Streams, all versions.',
  },
};
