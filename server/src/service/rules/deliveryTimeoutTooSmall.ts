// delivery-timeout-too-small (docs/sources.md#idempotence, KafkaProducer.configureDeliveryTimeout): a record's
// delivery window must cover at least one linger window and one request. Set explicitly below
// linger.ms + request.timeout.ms, the producer throws ConfigException; left unset, the client warns
// and raises it to the sum by itself — so only the explicit case is reported.
import { Severity, type Rule } from './types';
import { msAsWritten } from '../../../../common/src/units';
import { catalogFor } from '../catalog';

/** The last release line before 4.0's default changes. */
const LAST_3X = '3.9';

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
    const fixes = [{ title: `Set delivery.timeout.ms=${msAsWritten(sum)}`, intents: [{ kind: 'set' as const, key: 'delivery.timeout.ms', value: String(sum) }], preferred: true }];
    // With no version found the newest release's defaults are used. linger.ms went from 0 to 5 in
    // 4.0 (KIP-1030): a value at exactly request.timeout.ms refuses to start only on 4.x, so with
    // the version unknown that is said as a condition, at warning (check 80: a Boot 3.2 app's 30000).
    if (!ctx.site.client.version) {
      const last3 = catalogFor(LAST_3X);
      const before4 = (key: string, now: number) => (ctx.isSet(key) ? now : Number(last3.key('producer', key)?.default ?? now));
      const [linger3, request3] = [before4('linger.ms', linger), before4('request.timeout.ms', request)];
      if (delivery >= linger3 + request3) {
        return [{
          range: ctx.entry('delivery.timeout.ms')!.valueRange,
          severity: Severity.Warning,
          message: `delivery.timeout.ms=${delivery} is below linger.ms + request.timeout.ms on a Kafka 4.0 or newer client, where linger.ms defaults to 5 (KIP-1030): ${linger}${origin('linger.ms')} + ${request}${origin('request.timeout.ms')} = ${sum} ms, and the producer refuses to start with ConfigException "delivery.timeout.ms should be equal to or larger than linger.ms + request.timeout.ms". A 3.x client (linger.ms default ${linger3}) starts: ${linger3} + ${request3} = ${linger3 + request3} ms. No client version was found in the workspace; raise delivery.timeout.ms to ${sum} or more, or write linger.ms=0, before moving to 4.x.`,
          fixes,
        }];
      }
    }
    // Exact arithmetic in raw ms: rounded units would read "30 s is below 30 s".
    return [{
      range: ctx.entry('delivery.timeout.ms')!.valueRange,
      message: `delivery.timeout.ms=${delivery} is below linger.ms + request.timeout.ms = ${linger}${origin('linger.ms')} + ${request}${origin('request.timeout.ms')} = ${sum} ms: the producer refuses to start with ConfigException "delivery.timeout.ms should be equal to or larger than linger.ms + request.timeout.ms".`,
      fixes,
    }];
  },
  docs: {
    why: 'delivery.timeout.ms bounds the whole life of a record in the producer: the time it waits in a batch (up to linger.ms) plus at least one request (request.timeout.ms). KafkaProducer.configureDeliveryTimeout refuses an explicit value below linger.ms + request.timeout.ms; when delivery.timeout.ms is left unset it only logs a warning and raises it to the sum.',
    consequence: 'The producer constructor throws `ConfigException: delivery.timeout.ms should be equal to or larger than linger.ms + request.timeout.ms`; the application does not start.',
    bad: { file: 'producer.properties', text: 'bootstrap.servers=localhost:9092\nlinger.ms=100\nrequest.timeout.ms=30000\ndelivery.timeout.ms=30000\n' },
    good: { file: 'producer.properties', text: 'bootstrap.servers=localhost:9092\nlinger.ms=100\nrequest.timeout.ms=30000\ndelivery.timeout.ms=120000\n' },
    falsePositives: 'None known for explicit values. An unset delivery.timeout.ms is never reported, because the client corrects it itself.',
    versions: 'Java producer 2.1 and newer (delivery.timeout.ms, KIP-91). Unwritten keys take the version\'s defaults: linger.ms is 0 before 4.0 and 5 from 4.0 (KIP-1030), so delivery.timeout.ms=30000 with the other two unwritten refuses to start only on 4.x. With no client version found in the workspace such a case is a warning that names both eras, not an error.',
  },
};
