// connect-errors-unrecorded (ConnectorConfig errors.tolerance / errors.log.enable,
// SinkConnectorConfig errors.deadletterqueue.topic.name; ErrorHandlingMetrics): with
// errors.tolerance=all a record that fails conversion or a transform is skipped. Where it goes is
// up to the reporters: a dead-letter topic (sinks only) and, with errors.log.enable=true, an ERROR
// line in the worker log. With neither (errors.log.enable defaults to false in every catalog from
// 2.8.2 to 4.4.0) the record is dropped and only the task's total-records-skipped metric counts it.
import { deadLetterTopic, isSinkConnector } from './connectSink';
import type { Fix } from '../model';
import { Severity, type Rule } from './types';

export const connectErrorsUnrecorded: Rule = {
  id: 'connect-errors-unrecorded',
  severity: Severity.Information,
  roles: ['connector'],
  clients: ['java'],
  source: 'ConnectorConfig errors.tolerance=all, errors.log.enable (default false); SinkConnectorConfig errors.deadletterqueue.topic.name; ErrorHandlingMetrics total-records-skipped',
  summary: 'errors.tolerance=all with no dead-letter topic and no error log: failed records are dropped without a trace.',
  docs: {
    why: 'errors.tolerance=all tells Connect to skip a record that fails conversion or a transform. Connect records the skip only through the reporters you configure: the dead-letter topic (sink connectors) and the error log (errors.log.enable, off by default).',
    consequence: 'A record that cannot be converted disappears: no dead-letter record, no log line, only the task-error-metrics counter total-records-skipped grows (ErrorHandlingMetrics). Data loss is found, if at all, by counting rows downstream.',
    bad: { file: 'orders-sink.properties', text: 'name=orders-sink\nconnector.class=io.example.OrdersSinkConnector\ntopics=orders\nerrors.tolerance=all\n' },
    good: { file: 'orders-sink.properties', text: 'name=orders-sink\nconnector.class=io.example.OrdersSinkConnector\ntopics=orders\nerrors.tolerance=all\nerrors.deadletterqueue.topic.name=orders-dlq\nerrors.log.enable=true\n' },
    falsePositives: 'A pipeline that really may drop bad records and watches the total-records-skipped metric: silence the line with `# kafka-tuning-disable-next-line connect-errors-unrecorded`.',
    versions: 'Kafka Connect 2.0 and newer (KIP-298).',
  },
  check(ctx) {
    const tolerance = ctx.entry('errors.tolerance');
    if (tolerance?.value?.trim() !== 'all') return [];
    const sink = isSinkConnector(ctx);
    if ((sink && deadLetterTopic(ctx)) || ctx.bool('errors.log.enable') === true) return [];
    // A value the site cannot read (a ${file:…} reference) may well turn a reporter on.
    if (ctx.isSet('errors.log.enable') && ctx.bool('errors.log.enable') === undefined) return [];
    if (sink && ctx.isSet('errors.deadletterqueue.topic.name') && ctx.entry('errors.deadletterqueue.topic.name')!.value === undefined) return [];
    const fixes: Fix[] = [{ title: 'Set errors.log.enable=true', intents: [{ kind: 'set', key: 'errors.log.enable', value: 'true' }], preferred: !sink }];
    if (sink) {
      const name = `${(ctx.entry('name')?.value?.trim() || 'connector')}-dlq`;
      fixes.unshift({ title: `Set errors.deadletterqueue.topic.name=${name}`, intents: [{ kind: 'set', key: 'errors.deadletterqueue.topic.name', value: name }], preferred: true });
    }
    return [{
      range: tolerance.valueRange,
      message: `errors.tolerance=all skips records that fail conversion or a transform, and nothing here records them: ${sink ? 'no errors.deadletterqueue.topic.name and ' : ''}errors.log.enable=${ctx.isSet('errors.log.enable') ? 'false' : 'false (the default)'}. Only the task's total-records-skipped metric counts them. ${sink ? 'Name a dead-letter topic or' : 'Source connectors have no dead-letter topic:'} set errors.log.enable=true${sink ? '' : ' to log each failure'}.`,
      fixes,
    }];
  },
};
