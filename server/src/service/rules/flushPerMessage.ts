// flush-per-message: a CKJS or node-rdkafka producer flushed once per record — in a loop that
// produces, in eachMessage / a 'data' listener, inside a delivery-report listener, or in a route
// handler that produces (once per request, check 86).
// rd_kafka_flush (librdkafka src/rdkafka.c) sets rk_flushing "for the duration of the flush() call.
// This tells producer_serve() that the linger.ms time should be considered immediate", then waits
// until every queued message is delivered. A flush per record therefore sends each record as its
// own produce request: the batching librdkafka is built on (batch.num.messages 10000, linger.ms 5,
// CONFIGURATION.md) never happens. Awaited (CKJS), the code also waits for each acknowledgement.
// Not awaited, node-rdkafka's flush(timeout, cb) runs as a job on libuv's thread pool
// (src/producer.cc NodeFlush → Nan::AsyncQueueWorker(ProducerFlush)), so one job per record piles
// up on that pool (4 threads unless UV_THREADPOOL_SIZE says otherwise), each holding a thread until
// the queue is delivered or its timeout passes, ahead of the file system, dns.lookup and crypto
// work that shares the pool.
// The CKJS producer's own flush() documentation says the same of flushing awaited sends ("Not
// useful", lib/kafkajs/_producer.js). A flush every N records (inside an `if`) is batching and
// is left alone. Facts: sites/ts/clientUse.ts.
import { where } from './codeContext';
import { tsExtras } from './lang';
import { Severity, type Finding, type Rule } from './types';

export const flushPerMessage: Rule = {
  id: 'flush-per-message',
  severity: Severity.Warning,
  runtimeOnly: true,
  roles: ['producer'],
  clients: ['librdkafka'],
  source: 'librdkafka src/rdkafka.c rd_kafka_flush (linger.ms treated as immediate while flushing, waits for every queued message); CONFIGURATION.md batch.num.messages, linger.ms; node-rdkafka src/producer.cc NodeFlush (a libuv thread-pool job); CKJS lib/kafkajs/_producer.js flush()',
  summary: 'flush() once per record (in a producing loop, a message handler, a delivery report or a request handler that produces): every record becomes its own request and waits for its ack.',
  docs: {
    why: 'librdkafka batches: it holds messages up to linger.ms (5 ms by default) and sends up to batch.num.messages (10,000) per request. flush() switches that off while it runs (linger.ms "considered immediate", rd_kafka_flush) and completes only when every queued message has its acknowledgement. Awaited after every record, each record is sent alone and the loop stops for a full round trip; not awaited, node-rdkafka runs each flush as a job on libuv\'s thread pool, so one job per record piles up there while batching stays off.',
    consequence: 'Awaited: at most one record per broker round trip — at 2 ms per acknowledged request, 500 records/s — where librdkafka would otherwise send up to 10,000 records per request (CONFIGURATION.md batch.num.messages). The same one-record-per-round-trip pattern measured with kafkajs on the embedded broker: 2.73 ms per awaited send, 366 messages/s (docs/evidence/kafkajs-serial-send.md, `npm run bench:kafkajs-serial`). Not awaited: one flush job per record on libuv\'s 4-thread pool (node-rdkafka src/producer.cc NodeFlush), each holding a thread until the queue is delivered or its timeout passes, ahead of the file system, dns.lookup and crypto work of the whole process.',
    bad: { file: 'export.js', text: "const Kafka = require('node-rdkafka');\n\nconst producer = new Kafka.Producer({ 'metadata.broker.list': 'kafka:9092', 'dr_cb': true });\nproducer.on('delivery-report', (err) => { if (err) console.error(err); });\nproducer.setPollInterval(100);\n\nfunction exportRows(rows) {\n  for (const row of rows) {\n    producer.produce('rows', null, Buffer.from(JSON.stringify(row)));\n    producer.flush(5000);\n  }\n}\n\nproducer.on('ready', () => exportRows(loadRows()));\nproducer.connect();\n" },
    good: { file: 'export.js', text: "const Kafka = require('node-rdkafka');\n\nconst producer = new Kafka.Producer({ 'metadata.broker.list': 'kafka:9092', 'dr_cb': true });\nproducer.on('delivery-report', (err) => { if (err) console.error(err); });\nproducer.setPollInterval(100);\n\nfunction exportRows(rows, done) {\n  for (const row of rows) {\n    producer.produce('rows', null, Buffer.from(JSON.stringify(row)));\n  }\n  producer.flush(30000, done);\n}\n\nproducer.on('ready', () => exportRows(loadRows(), () => producer.disconnect()));\nproducer.connect();\n" },
    falsePositives: 'A loop that really must hand over one record at a time (each must be acknowledged before the next is read) pays the round trip on purpose; say so with `// kafka-tuning-disable-next-line flush-per-message -- one acknowledged record at a time`. Flushes inside an `if` (every N records, or on a timer) are not reported, nor a flush in a handler that produces nothing itself (a shutdown or health route).',
    versions: '@confluentinc/kafka-javascript, node-rdkafka (librdkafka ≥ 1.5, where linger.ms defaults to 5 ms; before that 0.5 ms)',
  },
  check(ctx) {
    const use = tsExtras(ctx.site)?.use;
    const out: Finding[] = [];
    for (const f of use?.flushes ?? []) {
      const how = f.context.kind === 'request'
        ? `flush() ${where(f.context)} runs once per request, after the request's own records are produced: librdkafka sends what is queued at once (linger.ms is treated as 0 during a flush), so requests never share a batch, and flush() waits for every queued record, other requests' too${f.awaited ? ', before this one can answer' : ', each call a job holding one of libuv\'s 4 pool threads until then'}. For this request's own outcome, ${tsExtras(ctx.site)?.library === 'ckjs' ? 'await its send(), which settles on its delivery report' : 'read its delivery report (the \'delivery-report\' event, matched by the opaque given to produce())'}; flush once on shutdown.`
        : f.context.kind === 'delivery'
        ? `flush() ${where(f.context)} runs once per delivered message: while a flush runs librdkafka treats linger.ms as 0 and waits for everything queued, so batching is switched off nearly all the time.`
        : f.awaited
          ? `flush() ${where(f.context)} runs once per record: librdkafka sends the queued record at once, alone (linger.ms is treated as 0 during a flush), and the code waits for its acknowledgement before the next — one request and one round trip per record instead of batches of up to batch.num.messages (10,000).`
          : `flush() ${where(f.context)} runs once per record: while any flush runs librdkafka sends what is queued at once (linger.ms is treated as 0), so records go out nearly one per request instead of in batches of up to batch.num.messages (10,000), and each call is a job on libuv's thread pool (4 threads by default) that holds a thread until the queue is delivered or its timeout passes — the jobs pile up ahead of the process's file system, DNS and crypto work.`;
      out.push({
        range: f.range,
        message: f.context.kind === 'request' ? how : `${how} Produce all the records, then flush once (or on shutdown); read delivery reports to learn of failures.`,
      });
    }
    return out;
  },
};
