// rdkafka-delivery-unobserved: a node-rdkafka (or CKJS node-rdkafka-style) Producer whose
// produce() results nobody can see although the config asks for acknowledged delivery.
// produce() only queues the message ("When this is sent off, there is no guarantee it is
// delivered. If you need guaranteed delivery, change your acks settings, or use delivery
// reports", node-rdkafka lib/producer.js); whether the broker took it — or librdkafka gave up after
// message.timeout.ms (300000 ms by default, CONFIGURATION.md) — is told only by a delivery report.
// Reports are emitted as 'delivery-report' only when dr_cb or dr_msg_cb is set (lib/producer.js),
// and only while the producer is polled: "We must either call .poll() manually after sending
// messages or set the producer to poll on an interval (.setPollInterval). Without this, we do not
// get delivery events and the queue will eventually fill up" (node-rdkafka README). Reports asked for
// (dr_cb) and never polled are reported whatever acks says; missing reports only where they
// matter: acks written as anything but 0, or idempotence on. Facts: sites/ts/clientUse.ts.
import { tsExtras } from './lang';
import { rangeText, spreadsSomething } from './siteText';
import { lineIndexOf } from '../parse/lineIndex';
import { Severity, type Rule } from './types';

export const rdkafkaDeliveryUnobserved: Rule = {
  id: 'rdkafka-delivery-unobserved',
  severity: Severity.Warning,
  runtimeOnly: true,
  roles: ['producer'],
  clients: ['librdkafka'],
  source: 'node-rdkafka lib/producer.js (produce() gives no delivery guarantee; delivery-report only with dr_cb / dr_msg_cb) and README (poll() or setPollInterval() needed for delivery events); librdkafka CONFIGURATION.md message.timeout.ms',
  summary: 'A node-rdkafka Producer asks for acknowledged delivery but reads no delivery reports (off, unheard or never polled): failed messages vanish.',
  docs: {
    why: 'produce() only puts the message in librdkafka\'s queue. Whether the broker acknowledged it, or librdkafka gave up on it after message.timeout.ms, is told only by a delivery report — and node-rdkafka emits those only with dr_cb/dr_msg_cb set, to a \'delivery-report\' listener, while the producer is polled. A \'delivery-report\' listener on a producer with neither option is reported whatever acks says: it never runs.',
    consequence: 'A message that cannot be delivered (a broker down longer than message.timeout.ms, 300,000 ms by default; a record too large) is dropped without a trace, although acks asks the broker to confirm every write. With reports on but never polled, they pile up and "the queue will eventually fill up" (node-rdkafka README): produce() then throws Queue full.',
    bad: { file: 'payments.js', text: "const Kafka = require('node-rdkafka');\n\nconst producer = new Kafka.Producer({\n  'metadata.broker.list': 'kafka:9092',\n  'enable.idempotence': true,\n  'acks': 'all',\n});\n\nproducer.on('ready', () => {\n  producer.produce('payments', null, Buffer.from('{\"id\":1}'), 'p-1');\n});\nproducer.connect();\n" },
    good: { file: 'payments.js', text: "const Kafka = require('node-rdkafka');\n\nconst producer = new Kafka.Producer({\n  'metadata.broker.list': 'kafka:9092',\n  'enable.idempotence': true,\n  'acks': 'all',\n  'dr_cb': true,\n});\n\nproducer.on('delivery-report', (err, report) => {\n  if (err) console.error('payment not delivered', report.key, err);\n});\nproducer.setPollInterval(100);\nproducer.on('ready', () => {\n  producer.produce('payments', null, Buffer.from('{\"id\":1}'), 'p-1');\n});\nproducer.connect();\n" },
    falsePositives: 'Delivery reports handled in another module (the producer exported and listened to there) are not seen: silence with `// kafka-tuning-disable-next-line rdkafka-delivery-unobserved -- reports handled in metrics.js`. HighLevelProducer, whose produce() takes a callback, is not checked.',
    versions: 'node-rdkafka (all versions); @confluentinc/kafka-javascript node-rdkafka-style Producer',
  },
  check(ctx) {
    const x = tsExtras(ctx.site);
    const use = x?.use;
    if (!x || !use?.produceCalls?.length || /HighLevelProducer/.test(ctx.site.label) || spreadsSomething(ctx)) return [];
    // dr_cb / dr_msg_cb are node-rdkafka's own options, read from the object as written: true, or a
    // function that lib/producer.js registers as the 'delivery-report' listener itself.
    const conf = x.objectRange ? rangeText(ctx.doc.text, x.objectRange) : '';
    const dr = [...conf.matchAll(/['"]?(dr_cb|dr_msg_cb)['"]?\s*:\s*([^,}\n]*)/g)].map((m) => ({ key: m[1], value: m[2].trim(), at: m.index! }));
    const on = dr.filter((d) => !/^(false|null|undefined|0)$/.test(d.value));
    // Reports asked for and never polled pile up whatever acks says: librdkafka keeps each message
    // counted against queue.buffering.max.messages until its report is served (node-rdkafka README).
    if (on.length > 0 && !use.polled && x.objectRange) {
      const lines = lineIndexOf(ctx.doc.text);
      const start = lines.offset(x.objectRange.start) + on[0].at;
      return [{
        range: lines.range(start, start + conf.slice(on[0].at).search(/[,}\n]|$/)),
        message: `'${on[0].key}' turns delivery reports on, but the producer is ${use.polledAtReady ? "polled only once, by the poll() in its 'ready' listener, before anything is produced (no setPollInterval() or flush() in this file)" : 'never polled (no setPollInterval(), poll() or flush() in this file)'}: node-rdkafka emits no 'delivery-report' events then, so no delivery, and no failed one, is ever reported, and the unserved reports keep their messages counted against queue.buffering.max.messages (100000 by default) until produce() throws Queue full. Call producer.setPollInterval(100) after connecting.`,
      }];
    }
    // A 'delivery-report' listener with reports off never runs, whatever acks says: lib/producer.js
    // registers the delivery callback only when dr_cb or dr_msg_cb is set (check 80: a listener
    // that logs every report, on a producer with neither). Only when the file names neither anywhere.
    if (on.length === 0 && dr.length === 0 && use.deliveryListener && !ctx.mentions(/\bdr_(?:msg_)?cb\b/)) {
      return [{
        range: ctx.anchor(),
        message: `This file listens to 'delivery-report', but this producer's config sets neither dr_cb nor dr_msg_cb: node-rdkafka asks librdkafka for delivery reports only when one of them is set (lib/producer.js), so the listener never runs and a failed delivery is reported to nobody. Add 'dr_cb': true to the config, and poll the producer (producer.setPollInterval(100)).`,
      }];
    }
    const acks = ctx.entry('acks');
    const acksValue = acks?.value?.trim().toLowerCase();
    const durable = (acks && acksValue !== undefined && acksValue !== '0') || ctx.bool('enable.idempotence') === true;
    if (!durable) return [];
    // Idempotence is the stronger request (and an acks next to it may be librdkafka-idempotence-conflict's error).
    const idem = ctx.bool('enable.idempotence') === true ? ctx.entry('enable.idempotence') : undefined;
    const anchor = idem ? idem.valueRange : acks!.valueRange;
    const asked = idem ? `${ctx.display('enable.idempotence')}=true` : `${ctx.display('acks')}=${acks!.value}`;
    const drFunction = on.some((d) => d.key === 'dr_cb' && d.value !== 'true');
    let what: string | undefined;
    if (on.length === 0) {
      what = `but delivery reports are off (no dr_cb or dr_msg_cb), so produce() only queues the message and nothing tells this code whether the broker took it: a message librdkafka gives up on (after message.timeout.ms, 300000 ms by default) is dropped without a trace. Set 'dr_cb': true, listen to 'delivery-report' and poll (producer.setPollInterval(100)).`;
    } else if (!use.deliveryListener && !drFunction) {
      what = `and delivery reports are on, but nothing in this file listens to 'delivery-report': a failed delivery is reported to nobody. Add producer.on('delivery-report', (err, report) => …) and handle err.`;
    }
    if (!what) return [];
    return [{ range: anchor, message: `${asked} asks the broker to confirm every write, ${what}` }];
  },
};
