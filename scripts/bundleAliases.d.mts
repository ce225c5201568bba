// Types of ./bundleAliases.mjs (plain JS: scripts/build.mjs imports it without a TypeScript loader).
/** The esbuild `alias` map for bundling the server's sources from the checkout at `root`. */
export function bundleAliases(root: string): Record<string, string>;
