// The commands' implementation, bundled apart from the entry (cli/out/engine.js): the entry
// parses `--help`/`--version` without loading this, and with it the Java and TypeScript parsers.
export { lintCommand } from './lintCommand';
export { benchCommand } from './bench';
// Started as a lint worker (lintPool.ts), this bundle serves files instead of commands.
import './lintWorker';
