// empty-group-id (KafkaConsumer / ClassicKafkaConsumer and AsyncKafkaConsumer constructors, 4.0+):
// from Kafka 4.0 a consumer refuses group.id="" with InvalidGroupIdException "The configured group.id
// should not be an empty string or whitespace." (KIP-289 had deprecated the empty group in 2.2; up to
// 3.9 the client only logged it). Measured by constructing KafkaConsumer from the 2.8.2 … 4.4.0 jars:
// 3.9.1 and older accept it, 4.0.2, 4.1.2 and 4.4.0 refuse it; a value of spaces only is trimmed by
// ConfigDef to "" as well. A consumer with no group writes no group.id at all.
import { compareVersions } from '../catalog';
import { fillInBlanks } from '../util/fillIn';
import { Severity, type Rule } from './types';

/** Kafka 4.0+ consumers refuse an empty group.id (also read by fill-in-template). */
export function refusesEmptyGroup(role: string | undefined, version: string): boolean {
  return role === 'consumer' && compareVersions(version, '4.0') >= 0;
}

export const emptyGroupId: Rule = {
  id: 'empty-group-id',
  severity: Severity.Error,
  roles: ['consumer'],
  clients: ['java'],
  source: 'KafkaConsumer constructor, Kafka 4.0+ (InvalidGroupIdException for an empty group.id; KIP-289 deprecation)',
  summary: 'group.id written empty on a 4.x consumer: KafkaConsumer refuses to start.',
  docs: {
    why: 'An empty group.id was the old way to say "no group"; KIP-289 (Kafka 2.2) deprecated it, since a consumer without a group cannot commit or join one. Kafka 4.0 turned the deprecation into a check in the consumer\'s constructor. A consumer that assign()s its partitions without a group leaves group.id out.',
    consequence: 'new KafkaConsumer throws InvalidGroupIdException "The configured group.id should not be an empty string or whitespace." (Kafka 4.0 and newer).',
    bad: { file: 'consumer.properties', text: '# kafka-tuning: client=java@4.1.2\nbootstrap.servers=kafka-1:9092\ngroup.id=\n' },
    good: { file: 'consumer.properties', text: '# kafka-tuning: client=java@4.1.2\nbootstrap.servers=kafka-1:9092\n' },
    falsePositives: 'A launcher that fills the empty group.id before the client reads the file: write a placeholder (${GROUP_ID}) and the rule skips it.',
    versions: 'Kafka 4.0 and newer (Java consumer); older clients accept an empty group.id.',
  },
  check(ctx) {
    const e = ctx.entry('group.id');
    // In a fill-in template the blank is one of many, said once by fill-in-template (which names it).
    if (!e || e.value === undefined || e.value.trim() !== '' || e.shared || fillInBlanks(ctx.site)?.has(e)) return [];
    if (!refusesEmptyGroup(ctx.site.role, ctx.catalog.version)) return [];
    return [{
      range: e.keyRange,
      message: `${ctx.display('group.id')} is empty: from Kafka 4.0 the consumer refuses to start (InvalidGroupIdException "The configured group.id should not be an empty string or whitespace.", Kafka ${ctx.catalog.version}). Name the group, or remove the line for a consumer that assign()s its partitions without one.`,
      fixes: [{ title: `Remove ${ctx.display('group.id')}`, intents: [{ kind: 'remove', entry: e }], preferred: true }],
    }];
  },
};
