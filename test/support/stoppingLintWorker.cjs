// A lint worker that stops its thread after answering 20 jobs, with the jobs queued behind them
// unanswered: the real worker (the built engine.js) otherwise. For test/cli/lint-workers.test.ts.
const { parentPort } = require('node:worker_threads');
const { join } = require('node:path');

let answered = 0;
const post = parentPort.postMessage.bind(parentPort);
parentPort.postMessage = (m) => {
  post(m);
  if (m.kind === 'done' && ++answered === 20) process.exit(3);
};
require(join(__dirname, '../../cli/out/engine.js'));
