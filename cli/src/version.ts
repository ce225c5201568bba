// The CLI's version is its package's: what `npm install -g kafka-tune` installed is what
// `kafka-tune --version` and SARIF's driver.version say.
import pkg from '../package.json';

export const VERSION: string = pkg.version;
