// kafkajs-wait-beyond-session: kafkajs has no background heartbeat thread. The runner sends a
// heartbeat between messages (src/consumer/runner.js processEachMessage: `await this.heartbeat()`
// after each eachMessage, and between batches), or when the handler calls the heartbeat() it is
// given. A handler that waits longer than sessionTimeout (default 30000 ms, src/consumer/index.js)
// without calling heartbeat() sends none for that long, so the group coordinator removes the member
// (kafka.coordinator.group.GroupCoordinator on heartbeat expiration: "has failed, removing it from the group") and rebalances; the member rejoins,
// gets the same message, waits again, and the group never makes progress. Only waits the code
// writes as a number literal are judged: `await sleep(9000)`, `await delay(…)`, `await wait(…)`,
// `await setTimeout(…)` from timers/promises, `await new Promise((r) => setTimeout(r, …))`.
// In eachBatch, a shorter wait per message in the loop over batch.messages adds up the same way
// when heartbeat() is called only outside the loop: information, with the batch size that runs out
// the session.
import { lineIndexOf } from '../parse/lineIndex';
import { blankComments } from '../parse/blankComments';
import { memoByText } from '../parse/textMemo';
import { closingBrace, handlerBody } from './kafkajsWorkNotAwaited';
import { tsExtras } from './lang';
import { Severity, type Finding, type Rule } from './types';

const ASSIGNED = /(?:const|let|var|this\.)\s*([\w$]+)\s*(?::\s*[\w$.<>]+\s*)?=\s*(?:await\s+)?(?:[\w$]+\.)*consumer\s*\($/;
const WAIT = /await\s+(?:(?:sleep|delay|wait|setTimeout|(?:timers|[\w$]+)\.setTimeout)\s*\(\s*([\d_]+)\s*[,)]|new\s+Promise\s*(?:<[^>]*>)?\s*\(\s*\(?\s*([\w$]+)\s*\)?\s*=>\s*\{?\s*setTimeout\s*\(\s*\2\s*,\s*([\d_]+)\s*\))/g;

/**
 * Where `name.run(` or `this.name.run(` is called, by name, for the whole (comment-blanked) text in
 * one pass: each offset is where the per-name pattern /(?:^|[^\w$])(?:this\.)?name\s*\.\s*run\s*\(/g
 * would start its match (the character before the name, or 0 at the very start). The lookbehind
 * consumes nothing, so a `run(` right after another `.run(` is still found.
 */
export function runCalls(text: string): Map<string, number[]> {
  const out = new Map<string, number[]>();
  // Found from each `run(` backwards: a regex that starts at every identifier of a 1 MB file took
  // ~15 ms per edit; a search for the literal `run` is a fraction of that.
  for (const m of text.matchAll(/run\s*\(/g)) {
    let i = m.index - 1;
    while (i >= 0 && isSpace(text.charCodeAt(i))) i--;
    if (text.charCodeAt(i) !== 46) continue; // '.'
    i--;
    while (i >= 0 && isSpace(text.charCodeAt(i))) i--;
    const nameEnd = i + 1;
    while (i >= 0 && isWord(text.charCodeAt(i))) i--;
    const nameStart = i + 1;
    if (nameStart === nameEnd) continue;
    // `this.name.run(`: the match starts at `this` when nothing word-like precedes it.
    let start = nameStart;
    if (nameStart >= 5 && text.startsWith('this.', nameStart - 5) && (nameStart === 5 || !isWord(text.charCodeAt(nameStart - 6)))) start = nameStart - 5;
    const name = text.slice(nameStart, nameEnd);
    const at = start === 0 ? 0 : start - 1;
    const list = out.get(name);
    if (list) list.push(at);
    else out.set(name, [at]);
  }
  return out;
}

/** [\w$] */
function isWord(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 36;
}

/** \s as JavaScript regexes read it. */
function isSpace(c: number): boolean {
  return (c >= 9 && c <= 13) || c === 32 || c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a)
    || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}

/** `for (const m of batch.messages) {` (the payload named or destructured). */
const BATCH_LOOP = /\bfor\s*\(\s*(?:const|let|var)\s+[\w$]+\s+of\s+(?:[\w$]+\.)?batch\.messages\s*\)\s*\{/g;

/**
 * eachBatch's loop over batch.messages that waits a literal time per message and calls no
 * heartbeat() inside the loop: the batch as a whole goes without a heartbeat for that wait times
 * the number of messages, whatever the handler does after the loop. Information: the batch size
 * is not in view, only how many messages it takes (reported when a hundred or fewer do).
 */
function perMessageWaits(ctx: Parameters<Rule['check']>[0], text: string, lines: ReturnType<typeof lineIndexOf>, start: number, inner: string, session: number): Finding[] {
  const out: Finding[] = [];
  for (const loop of inner.matchAll(BATCH_LOOP)) {
    const open = loop.index + loop[0].length - 1;
    const end = closingBrace(inner, open);
    if (end < 0) continue;
    const body = inner.slice(open, end);
    if (/\bheartbeat\s*\(/.test(body)) continue;
    for (const w of body.matchAll(WAIT)) {
      const ms = Number((w[1] ?? w[3]).replace(/_/g, ''));
      if (!(ms > 0) || ms > session) continue; // longer than the session: the message-level finding says it
      const from = start + open + w.index;
      const most = Math.floor(session / ms);
      // Batches of a hundred messages are ordinary (maxBytesPerPartition is 1 MiB by default);
      // a shorter wait needs an unusually large batch to matter.
      if (most > 100) continue;
      out.push({
        range: lines.range(from, from + w[0].length),
        severity: Severity.Information,
        message: `eachBatch waits ${ms} ms for each message of the batch and calls heartbeat() only outside this loop: kafkajs sends heartbeats between batches or when the handler calls heartbeat() (src/consumer/runner.js), so a batch of more than ${most} messages runs past ${ctx.display('session.timeout.ms')} (${session} ms${ctx.isSet('session.timeout.ms') ? '' : ', the kafkajs default'}) without one: the member is removed from the group, and the batch's uncommitted messages are handed out again after the rebalance. Call heartbeat() inside the loop (kafkajs sends it at most once per heartbeatInterval).`,
      });
      break;
    }
  }
  return out;
}

export const kafkajsWaitBeyondSession: Rule = {
  id: 'kafkajs-wait-beyond-session',
  severity: Severity.Warning,
  roles: ['consumer'],
  clients: ['kafkajs'],
  source: 'kafkajs src/consumer/runner.js (heartbeats are sent between messages and batches, or by the heartbeat() the handler is given); src/consumer/index.js (sessionTimeout default 30000)',
  summary: 'The kafkajs handler waits longer than sessionTimeout without calling heartbeat(): the member is removed from the group and the group rebalances on every such message.',
  docs: {
    why: 'kafkajs sends heartbeats from the same loop that runs the handler: after each eachMessage and between batches (src/consumer/runner.js), or when the handler calls the heartbeat() function it receives. While the handler waits, no heartbeat is sent.',
    consequence: 'A wait longer than sessionTimeout lets the session expire: the group coordinator removes the member (the broker logs "Member … has failed, removing it from the group", kafka.coordinator.group.GroupCoordinator on heartbeat expiration) and rebalances. The member rejoins, receives the same uncommitted message, waits again, and the group loops through rebalances without progress.',
    bad: { file: 'slow-consumer.ts', text: "import { Kafka } from 'kafkajs';\nconst kafka = new Kafka({ clientId: 'slow', brokers: ['kafka:9092'] });\nconst sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));\nconst consumer = kafka.consumer({ groupId: 'throttled', sessionTimeout: 10000 });\nexport async function start() {\n  await consumer.run({\n    eachMessage: async ({ message }) => {\n      await sleep(12000);\n      console.log(String(message.value));\n    },\n  });\n}\n" },
    good: { file: 'slow-consumer.ts', text: "import { Kafka } from 'kafkajs';\nconst kafka = new Kafka({ clientId: 'slow', brokers: ['kafka:9092'] });\nconst sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));\nconst consumer = kafka.consumer({ groupId: 'throttled', sessionTimeout: 10000 });\nexport async function start() {\n  await consumer.run({\n    eachMessage: async ({ message, heartbeat }) => {\n      for (let i = 0; i < 4; i++) { await sleep(3000); await heartbeat(); }\n      console.log(String(message.value));\n    },\n  });\n}\n" },
    falsePositives: 'A per-message wait in eachBatch is reported (as information) only when a hundred messages or fewer would run out the session; the batch size itself is not in view. A sleep helper whose argument is not milliseconds (a `sleep(seconds)`): silence the line with `// kafka-tuning-disable-next-line kafkajs-wait-beyond-session -- seconds`. Waits computed at run time are not judged.',
    versions: 'kafkajs 1.x and 2.x',
  },
  check(ctx) {
    const x = tsExtras(ctx.site);
    if (!x || x.library !== 'kafkajs' || x.api !== 'consumer') return [];
    const session = ctx.number('session.timeout.ms');
    if (session === undefined) return [];
    const raw = ctx.doc.text;
    const text = blankComments(raw);
    const lines = lineIndexOf(raw);
    const at = lines.offset(x.callRange.start);
    const name = ASSIGNED.exec(text.slice(Math.max(0, at - 200), text.indexOf('(', at) + 1))?.[1];
    if (!name) return [];
    const out: Finding[] = [];
    for (const r of memoByText(text, 'kafkajs-wait-beyond-session runs', runCalls).get(name) ?? []) {
      for (const h of text.slice(r).matchAll(/\b(eachMessage|eachBatch)\b\s*[:(]/g)) {
        const body = handlerBody(text, r + h.index);
        if (!body) continue;
        const inner = text.slice(body.start, body.end);
        if (h[1] === 'eachBatch') out.push(...perMessageWaits(ctx, text, lines, body.start, inner, session));
        if (/\bheartbeat\s*\(/.test(inner)) continue;
        for (const w of inner.matchAll(WAIT)) {
          const ms = Number((w[1] ?? w[3]).replace(/_/g, ''));
          if (!(ms > session)) continue;
          const from = body.start + w.index;
          out.push({
            range: lines.range(from, from + w[0].length),
            message: `${h[1]} waits ${ms} ms here without calling heartbeat(), longer than ${ctx.display('session.timeout.ms')} (${session} ms${ctx.isSet('session.timeout.ms') ? '' : ', the kafkajs default'}): kafkajs sends heartbeats only between messages and batches or when the handler calls heartbeat() (src/consumer/runner.js), so the session expires, the member is removed from the group, and the group rebalances and hands the same message out again. Call heartbeat() during long waits, or raise ${ctx.display('session.timeout.ms')} above the longest wait.`,
          });
        }
        break; // one handler per run() call is enough to look at
      }
    }
    return out;
  },
};
