// replica-fetchers-low (seed 004, 2.3): num.replica.fetchers is the number of fetcher threads per
// source broker that copy partitions to this follower; the default is 1 (kafka-facts A5). With
// RF ≥ 3 every broker follows many leaders, one thread per source falls behind under load, the
// ISR shrinks, and acks=all writes start failing with NotEnoughReplicas. Seed 004 runs 4–6.
// Information only: whether one thread is enough depends on partition count and traffic.
import { Severity, type Rule } from './types';

const SEED_004_FETCHERS = 4;

export const replicaFetchersLow: Rule = {
  id: 'replica-fetchers-low',
  severity: Severity.Information,
  roles: ['broker'],
  clients: ['java'],
  source: 'seed 004 (2.3: num.replica.fetchers 4–6 for replication factor ≥ 3); kafka-facts A5 (default 1)',
  summary: 'One replica fetcher thread per source broker with replication factor ≥ 3.',
  check(ctx) {
    const rf = ctx.number('default.replication.factor');
    const fetchers = ctx.number('num.replica.fetchers');
    if (rf === undefined || rf < 3 || fetchers !== 1) return [];
    const name = ctx.display('num.replica.fetchers');
    return [{
      range: ctx.isSet('num.replica.fetchers') ? ctx.entry('num.replica.fetchers')!.valueRange : ctx.anchor('default.replication.factor'),
      message: `${name}=1${ctx.isSet('num.replica.fetchers') ? '' : ' (default)'} with ${ctx.display('default.replication.factor')}=${rf}: one thread per source broker copies every partition this broker follows; under load followers lag, the ISR shrinks and acks=all writes fail with NotEnoughReplicas. Seed 004 uses 4–6.`,
      fixes: [{ title: `Set ${name}=${SEED_004_FETCHERS}`, intents: [{ kind: 'set', key: 'num.replica.fetchers', value: String(SEED_004_FETCHERS) }], preferred: true }],
    }];
  },
};
