// kafkajs-work-not-awaited: kafkajs's runner resolves a message's offset when eachMessage's promise
// settles and, with autoCommit on (the default of consumer.run), commits resolved offsets on its
// interval (src/consumer/runner.js: processEachMessage awaits eachMessage, then resolveOffset, then
// commitOffsetsIfNecessary). A statement in eachMessage that calls an async function of the same
// file without await or return starts the work and lets the handler settle at once: the offset is
// committed while the work still runs, and if the work then fails its rejection is unhandled (Node
// 15+ ends the process on an unhandled rejection by default, --unhandled-rejections=throw) and the
// message is not read again. Only calls to functions this file declares `async` are judged (a call
// whose result the code cannot see is left alone), and `void f()` is taken as a deliberate
// fire-and-forget. A handler that only queues the message is kafkajs-commit-before-processing's
// case and is left to it. A call handed an error-first callback (`(err, result) => …`, Node's
// convention for asynchronous work) settles the handler before the callback runs, the same way.
import { eitherKafkajsApi, tsExtras } from './lang';
import { lineIndexOf } from '../parse/lineIndex';
import { blankComments } from '../parse/blankComments';
import { memoByText } from '../parse/textMemo';
import { Severity, type Finding, type Rule } from './types';

/** The text between the brace that opens `eachMessage`'s body and the one that closes it. */
export function handlerBody(text: string, from: number): { start: number; end: number } | undefined {
  // `eachBatch: async payload => {` has no parameter list: its body is the first brace.
  const bare = /^[\w$]+\s*:\s*(?:async\s+)?[\w$]+\s*=>\s*\{/.exec(text.slice(from, from + 200));
  let brace: number;
  if (bare) brace = from + bare[0].length - 1;
  else {
    const open = text.indexOf('(', from);
    if (open < 0) return undefined;
    let depth = 0;
    let i = open;
    for (; i < text.length; i++) {
      if (text[i] === '(') depth++;
      else if (text[i] === ')' && --depth === 0) break;
    }
    brace = text.indexOf('{', i);
    const arrowEnd = text.slice(i, brace).search(/=>\s*[^\s{]/);
    if (brace < 0 || arrowEnd >= 0) return undefined; // expression body: not a statement list
  }
  const end = closingBrace(text, brace);
  return end < 0 ? undefined : { start: brace + 1, end };
}

/** Where the `}` that closes the `{` at `open` is, counting nested braces; -1 when it is not closed. */
export function closingBrace(text: string, open: number): number {
  return closingOf(text, open, '{', '}');
}

/** Where the `close` that matches the `open` character at `at` is, counting nesting; -1 when none does. */
function closingOf(text: string, at: number, open: string, close: string): number {
  let depth = 0;
  for (let j = at; j < text.length; j++) {
    if (text[j] === open) depth++;
    else if (text[j] === close && --depth === 0) return j;
  }
  return -1;
}


/** Whether the text declares `name` async; the answer is kept per text and name (parse/textMemo.ts): every run() site of a document asks about the same names. */
function declaredAsync(text: string, name: string): boolean {
  return memoByText(text, `kafkajs-work-not-awaited async ${name}`, () => declaresAsync(text, name));
}

function declaresAsync(text: string, name: string): boolean {
  const n = name.replace(/\$/g, '\\$');
  return new RegExp(`async\\s+function\\s*\\*?\\s*${n}\\b|\\b${n}\\s*=\\s*async\\b|(?:^|[\\s;{}])async\\s+${n}\\s*[(<]|\\b${n}\\s*:\\s*async\\b`, 'm').test(text);
}

/** A statement that is a bare call: `f(…)`, `this.f(…)`, `svc.f(…)`, not after await/return/void/=. */
const BARE_CALL = /(^|[;{}]|\n)([ \t]*)((?:this\.)?(?:[\w$]+\.)*([\w$]+))\s*\(/g;
const HAND_OFF = new Set(['push', 'unshift', 'enqueue']);
/** `function (err, …)`, `function name(error) {`, `(err, res) =>`, `err =>` among a call's arguments. */
const ERROR_FIRST_CALLBACK = /\bfunction\s*[\w$]*\s*\(\s*(?:err|error)\b|\(\s*(?:err|error)\s*(?:,[^()]*)?\)\s*=>|(?:^|[,(]\s*)(?:err|error)\s*=>/;

/** Where the `)` that closes the `(` at `open` is; -1 when it is not closed. */
function closingParen(text: string, open: number): number {
  return closingOf(text, open, '(', ')');
}

export const kafkajsWorkNotAwaited: Rule = {
  id: 'kafkajs-work-not-awaited',
  severity: Severity.Warning,
  clients: ['kafkajs'],
  source: 'kafkajs src/consumer/runner.js (processEachMessage: the offset is resolved when eachMessage settles; autoCommit commits resolved offsets); Node.js --unhandled-rejections (throw by default since Node 15)',
  summary: 'eachMessage calls an async function without await while autoCommit is on: the offset is committed before the work ends, and a failure of the work is an unhandled rejection.',
  docs: {
    why: 'kafkajs marks a message consumed when eachMessage settles and, with autoCommit (the default), commits it on the next interval. A call to an async function without await (or return) starts the work and lets the handler settle at once, so kafkajs moves on while the work still runs.',
    consequence: 'The offset is committed before the work ends: when the work fails, or the process stops before it ends, the message is not read again (at-most-once, kafkajs src/consumer/runner.js). The failure itself is an unhandled promise rejection, which ends the process on Node 15 and newer unless a handler is installed. Messages of one partition are also no longer processed in order.',
    bad: { file: 'indexer.ts', text: "import { Kafka } from 'kafkajs';\nconst kafka = new Kafka({ clientId: 'indexer', brokers: ['kafka:9092'] });\nconst consumer = kafka.consumer({ groupId: 'search-indexer' });\nasync function index(doc: unknown) { void doc; }\nexport async function start() {\n  await consumer.run({\n    eachMessage: async ({ message }) => {\n      index(JSON.parse(String(message.value)));\n    },\n  });\n}\n" },
    good: { file: 'indexer.ts', text: "import { Kafka } from 'kafkajs';\nconst kafka = new Kafka({ clientId: 'indexer', brokers: ['kafka:9092'] });\nconst consumer = kafka.consumer({ groupId: 'search-indexer' });\nasync function index(doc: unknown) { void doc; }\nexport async function start() {\n  await consumer.run({\n    eachMessage: async ({ message }) => {\n      await index(JSON.parse(String(message.value)));\n    },\n  });\n}\n" },
    falsePositives: 'Work that is deliberately fire-and-forget (a metrics call whose loss does not matter): write it as `void track(message)`, which this rule takes as a decision and does not report. Calls to functions declared in another file, or passed in as a callback, are not judged, since the file does not show whether they return a promise — unless they take an error-first callback (`(err, result) => …`), which is asynchronous by Node\'s convention.',
    versions: 'kafkajs 1.x and 2.x',
  },
  check(ctx) {
    const x = tsExtras(ctx.site);
    if (!x || x.library !== 'kafkajs' || x.api !== 'run') return [];
    // A consumer created in another module may be CKJS's, whose autoCommit is set where it is created: not known here.
    if (eitherKafkajsApi(x)) return [];
    if (ctx.entry('enable.auto.commit')?.value?.trim() === 'false') return [];
    const lines = lineIndexOf(ctx.doc.text);
    const text = blankComments(ctx.doc.text);
    const start = lines.offset(x.callRange.start);
    const end = lines.offset(x.callRange.end);
    const at = text.slice(start, end).search(/\beachMessage\b/);
    if (at < 0) return [];
    const body = handlerBody(text, start + at);
    if (!body || body.end > end) return [];
    const out: Finding[] = [];
    const inner = text.slice(body.start, body.end);
    for (const m of inner.matchAll(BARE_CALL)) {
      const name = m[4];
      if (HAND_OFF.has(name) || /^(?:if|for|while|switch|catch|function|return|await|void|typeof|new)$/.test(m[3])) continue;
      const from = body.start + m.index + m[1].length + m[2].length;
      if (!declaredAsync(text, name)) {
        // An error-first callback (Node's convention for asynchronous work, `(err, result) => …`)
        // among the arguments: the handler settles before the callback runs (check 26).
        const open = body.start + m.index + m[0].length - 1;
        const close = closingParen(text, open);
        const args = close < 0 ? '' : text.slice(open + 1, close);
        if (!ERROR_FIRST_CALLBACK.test(args)) continue;
        out.push({
          range: lines.range(from, from + m[3].length),
          message: `${m[3]}() hands its result to an error-first callback, so eachMessage settles before that callback runs, and autoCommit is on (the default): kafkajs commits the offset while ${name}() still works, so if it fails or the process stops first, what the callback does is lost and the message is not read again. Wrap the call in a promise (util.promisify, or new Promise) and await it.`,
        });
        continue;
      }
      out.push({
        range: lines.range(from, from + m[3].length),
        message: `${m[3]}() is async but not awaited in eachMessage, and autoCommit is on (the default): kafkajs commits the offset as soon as the handler settles, while ${name}() still runs, so if it fails or the process stops first the message is not read again, and its failure is an unhandled promise rejection. Write await ${m[3]}(…), or void ${m[3]}(…) if losing it is acceptable.`,
      });
    }
    return out;
  },
};
