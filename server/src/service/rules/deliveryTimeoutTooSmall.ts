// delivery-timeout-too-small (docs/sources.md#idempotence, KafkaProducer.configureDeliveryTimeout): a record's
// delivery window must cover at least one linger window and one request. Set explicitly below
// linger.ms + request.timeout.ms, the producer throws ConfigException; left unset, the client warns
// and raises it to the sum by itself — so only the explicit case is reported.
import { Severity, type Rule } from './types';
import { msAsWritten } from '../../../../common/src/units';

export const deliveryTimeoutTooSmall: Rule = {
  id: 'delivery-timeout-too-small',
  severity: Severity.Error,
  roles: ['producer'],
  clients: ['java'],
  source: 'KafkaProducer.configureDeliveryTimeout',
  summary: 'delivery.timeout.ms set below linger.ms + request.timeout.ms: the producer refuses to start.',
  check(ctx) {
    if (!ctx.isSet('delivery.timeout.ms')) return [];
    const delivery = ctx.number('delivery.timeout.ms');
    const linger = ctx.number('linger.ms');
    const request = ctx.number('request.timeout.ms');
    if (delivery === undefined || linger === undefined || request === undefined) return [];
    const sum = linger + request;
    if (delivery >= sum) return [];
    const origin = (key: string) => (ctx.isSet(key) ? '' : ' (default)');
    // Exact arithmetic in raw ms: rounded units would read "30 s is below 30 s".
    return [{
      range: ctx.entry('delivery.timeout.ms')!.valueRange,
      message: `delivery.timeout.ms=${delivery} is below linger.ms + request.timeout.ms = ${linger}${origin('linger.ms')} + ${request}${origin('request.timeout.ms')} = ${sum} ms: the producer refuses to start with ConfigException "delivery.timeout.ms should be equal to or larger than linger.ms + request.timeout.ms".`,
      fixes: [{ title: `Set delivery.timeout.ms=${msAsWritten(sum)}`, intents: [{ kind: 'set', key: 'delivery.timeout.ms', value: String(sum) }], preferred: true }],
    }];
  },
};
