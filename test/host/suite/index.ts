// Entry the VS Code extension host loads (extensionTestsPath): runs every host test with mocha.
//
// Adding a host test = adding a file `test/host/suite/<name>.test.ts` (describe/it, bdd).
// scripts/build.mjs bundles each *.test.ts next to this file (out/test/host/suite/<name>.test.js)
// and run() below loads them all — no list to edit. Put "@packaged" in a test's title when it must
// also pass against the unpacked .vsix; read env KAFKA_TUNING_TEST_BOOTSTRAP in a file that needs a
// Kafka broker and test/host/runHostTests.ts starts one for the run.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import Mocha from 'mocha';

export function run(): Promise<void> {
  const mocha = new Mocha({
    ui: 'bdd',
    // The runner is the terminal; colours only when it is a TTY (set by runHostTests.ts).
    color: process.env.KAFKA_TUNING_TEST_COLOR === '1',
    // Generous per test: the first one pays for extension activation and language-server start.
    timeout: Number(process.env.KAFKA_TUNING_TEST_TIMEOUT_MS || 60000),
  });
  if (process.env.KAFKA_TUNING_TEST_GREP) mocha.grep(process.env.KAFKA_TUNING_TEST_GREP);
  // reload.test.js reloads the window, which restarts the suite: it goes first so that no other
  // test runs twice.
  const files = readdirSync(__dirname).filter((f) => f.endsWith('.test.js')).sort((a, b) => Number(b.startsWith('reload')) - Number(a.startsWith('reload')) || a.localeCompare(b));
  if (files.length === 0) return Promise.reject(new Error(`no *.test.js next to ${__filename}; run npm run build`));
  for (const f of files) mocha.addFile(join(__dirname, f));
  return new Promise((resolve, reject) => {
    mocha.run((failures) => (failures > 0 ? reject(new Error(`${failures} host test(s) failed`)) : resolve()));
  });
}
