// The commands' implementation, bundled apart from the entry (cli/out/engine.js): the entry
// parses `--help`/`--version` without loading this, and with it the Java and TypeScript parsers.
export { lintCommand } from './lintCommand';
export { benchCommand } from './bench';
