// Types of ./bootstrap.mjs (plain JS so it runs before anything is installed).
/** Why node_modules does not match package-lock.json, or undefined when it does. */
export function installProblem(root?: string): string | undefined;
/** Runs `npm ci` (install + build) when needed; true when it did. Exits the process when it fails. */
export function ensureInstalled(root?: string, log?: (line: string) => void): boolean;
