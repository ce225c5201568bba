// request-timeout-below-replica-lag (ProducerConfig request.timeout.ms doc, kafka-clients 4.4.0: "This
// should be larger than replica.lag.time.max.ms (a broker configuration) to reduce the possibility of
// message duplication due to unnecessary producer retries"). With acks=all the leader answers a
// produce once every in-sync replica has the batch; a follower that stopped fetching leaves the ISR
// only after replica.lag.time.max.ms (30000 by default, broker catalog 2.8–4.4). A producer whose
// request timeout is shorter gives up first and resends a batch the leader has already appended.
// Without idempotence nothing tells the two apart, so the record is written twice; with idempotence
// the broker drops the resend, so the rule stays silent then, and with retries=0 nothing is resent.
import { idempotenceView } from './idempotenceConflict';
import { Severity, type Rule } from './types';
import { msValue } from '../../../../common/src/units';

/** The broker's replica.lag.time.max.ms default in every catalog version (KafkaConfig, 2.8–4.4). */
const REPLICA_LAG_DEFAULT_MS = 30000;

export const requestTimeoutBelowReplicaLag: Rule = {
  id: 'request-timeout-below-replica-lag',
  severity: Severity.Information,
  // A test's producer or consumer runs against the test's own broker: durability and throughput are its own business.
  runtimeOnly: true,
  roles: ['producer'],
  clients: ['java'],
  source: 'ProducerConfig request.timeout.ms ("should be larger than replica.lag.time.max.ms … to reduce the possibility of message duplication due to unnecessary producer retries"); KafkaConfig replica.lag.time.max.ms (30000)',
  summary: 'A non-idempotent acks=all producer with request.timeout.ms below the broker\'s replica.lag.time.max.ms: a slow follower makes it resend batches the leader already has.',
  check(ctx) {
    if (!ctx.isSet('request.timeout.ms')) return [];
    const timeout = ctx.number('request.timeout.ms');
    if (timeout === undefined || timeout >= REPLICA_LAG_DEFAULT_MS) return [];
    const acks = ctx.effective('acks')?.trim().toLowerCase();
    if (acks !== 'all' && acks !== '-1') return [];
    const retries = ctx.number('retries');
    if (retries === undefined || retries <= 0) return [];
    const idem = idempotenceView(ctx);
    if (idem.on !== false || idem.unknown) return [];
    return [{
      range: ctx.entry('request.timeout.ms')!.valueRange,
      message: `${ctx.display('request.timeout.ms')}=${msValue(timeout)} is below the broker's replica.lag.time.max.ms (${msValue(REPLICA_LAG_DEFAULT_MS)} by default). With acks=${ctx.effective('acks')!.trim()} the leader answers once every in-sync replica has the batch, and a stalled follower stays in sync for up to replica.lag.time.max.ms, so the producer can give up first and resend a batch the leader already appended; with idempotence off (${idem.offReason}) the record is then written twice. ProducerConfig: request.timeout.ms "should be larger than replica.lag.time.max.ms (a broker configuration) to reduce the possibility of message duplication due to unnecessary producer retries".`,
    }];
  },
  docs: {
    why: 'With acks=all the leader holds a produce until every in-sync replica has the batch. A follower that stops fetching is removed from the in-sync set only after the broker\'s replica.lag.time.max.ms (30 s by default). A producer whose request.timeout.ms is shorter times the request out first and sends the batch again, although the leader has already appended it. The idempotent producer numbers its batches so the broker drops such a resend; without idempotence the record is stored twice.',
    consequence: 'Duplicate records after a follower stalls (a GC pause, a slow disk, a broker restart), exactly when the cluster is already under stress. ProducerConfig\'s own documentation of request.timeout.ms asks for a value larger than replica.lag.time.max.ms for this reason.',
    bad: { file: 'producer.properties', text: 'bootstrap.servers=kafka-1:9092,kafka-2:9092,kafka-3:9092\nacks=all\nenable.idempotence=false\nmax.in.flight.requests.per.connection=1\nrequest.timeout.ms=5000\n' },
    good: { file: 'producer.properties', text: 'bootstrap.servers=kafka-1:9092,kafka-2:9092,kafka-3:9092\nacks=all\nenable.idempotence=false\nmax.in.flight.requests.per.connection=1\nrequest.timeout.ms=40000\n' },
    falsePositives: 'A cluster whose brokers set replica.lag.time.max.ms below this request.timeout.ms (the rule compares with the broker default). Silence the line with a suppression comment then.',
    versions: 'Java producer, all versions in the catalog (replica.lag.time.max.ms is 30000 by default on brokers 2.8–4.4).',
  },
};
