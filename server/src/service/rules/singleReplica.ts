// A broker file that gives the topics it creates one replica each: its internal topics' factors
// written as 1, and the default factor for new topics 1. No partition then has a follower, so
// rules about followers (unclean election, replica fetch sizes) have nothing to judge.

const INTERNAL = ['offsets.topic.replication.factor', 'transaction.state.log.replication.factor'];

/**
 * `defaultWritten`: default.replication.factor must be written as 1 too; otherwise its default (1)
 * counts. unclean-leader-election asks the stricter question, since losing acknowledged writes is
 * what it warns about.
 */
export function singleReplicaTopics(ctx: { isSet(key: string): boolean; number(key: string): number | undefined }, defaultWritten: boolean): boolean {
  const one = (k: string) => ctx.isSet(k) && ctx.number(k) === 1;
  return INTERNAL.every(one) && (defaultWritten ? one('default.replication.factor') : ctx.number('default.replication.factor') === 1);
}
