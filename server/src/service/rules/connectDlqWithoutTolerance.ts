// connect-dlq-without-tolerance (ConnectorConfig errors.tolerance, SinkConnectorConfig
// errors.deadletterqueue.topic.name; RetryWithToleranceOperator): a sink's dead-letter topic is
// where records that fail conversion or a transform go *so that the task can go on*. Going on is
// what errors.tolerance=all allows; with the default `none`, withinToleranceLimits() is false after
// the first failure and the operator throws ConnectException("Tolerance exceeded in error handler"):
// the failed record is reported (so the topic gets that one record) and the task stops, FAILED,
// until someone restarts it. A dead-letter topic next to tolerance none is almost always a config
// that meant `all`.
import { deadLetterTopic } from './connectSink';
import { Severity, type Rule } from './types';

export const connectDlqWithoutTolerance: Rule = {
  id: 'connect-dlq-without-tolerance',
  severity: Severity.Warning,
  roles: ['connector'],
  clients: ['java'],
  source: 'ConnectorConfig errors.tolerance (default none), SinkConnectorConfig errors.deadletterqueue.topic.name; RetryWithToleranceOperator ("Tolerance exceeded in error handler")',
  summary: 'A sink connector names a dead-letter topic but keeps errors.tolerance=none: the first bad record still fails the task.',
  docs: {
    why: 'The dead-letter topic receives records that fail in the converter or a transform so the task can skip them. Skipping needs errors.tolerance=all; with the default none, Connect\'s RetryWithToleranceOperator gives up after the first failure.',
    consequence: 'The first record that fails deserialization stops the task: ConnectException "Tolerance exceeded in error handler", task state FAILED, nothing consumed until a restart — and the restarted task fails on the same record again. The dead-letter topic holds at most that record.',
    bad: { file: 'orders-sink.properties', text: 'name=orders-sink\nconnector.class=io.example.OrdersSinkConnector\ntopics=orders\nerrors.deadletterqueue.topic.name=orders-dlq\n' },
    good: { file: 'orders-sink.properties', text: 'name=orders-sink\nconnector.class=io.example.OrdersSinkConnector\ntopics=orders\nerrors.tolerance=all\nerrors.deadletterqueue.topic.name=orders-dlq\n' },
    falsePositives: 'None known: a dead-letter topic with tolerance none only ever receives the record that stopped the task.',
    versions: 'Kafka Connect 2.0 and newer (KIP-298).',
  },
  check(ctx) {
    const dlq = deadLetterTopic(ctx);
    const tolerance = ctx.effective('errors.tolerance')?.trim();
    if (!dlq || tolerance !== 'none') return [];
    const written = ctx.entry('errors.tolerance');
    return [{
      range: written ? written.valueRange : ctx.entry('errors.deadletterqueue.topic.name')!.keyRange,
      message: `errors.deadletterqueue.topic.name=${dlq} with errors.tolerance=none${written ? '' : ' (the default)'}: the first record that fails conversion or a transform still stops the task (ConnectException "Tolerance exceeded in error handler"); the dead-letter topic gets at most that record. Set errors.tolerance=all so bad records go to ${dlq} and the task goes on.`,
      fixes: [{ title: 'Set errors.tolerance=all', intents: [{ kind: 'set', key: 'errors.tolerance', value: 'all' }], preferred: true }],
    }];
  },
};
