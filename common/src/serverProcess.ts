// How the language server's node process is started: one list for the VS Code client, the bench
// scripts that stand in for an editor, and the README's command for other editors.
//
// --single-threaded-gc: the server's analysis worker (server/src/node/analysisWorker.ts) allocates
// a lot on every keystroke in a large file, and V8 collects it with helper threads by default —
// on a 2-core machine those take the core the LSP thread needs to answer a hover or completion on
// another document. Measured with `npm run bench:lsp -- --busy-only` on the project's 2-core
// machine, quiet (load 0.3–0.6), runs interleaved: p99 4.85 / 3.86 / 4.09 / 4.67 / 4.14 ms with the
// flag against 4.90 / 5.28 / 5.46 / 4.84 / 6.05 / 4.51 ms without (max 7.5–9.5 against 8–19 ms). The
// price is on the worker: a keystroke in a 712 KB Java file took 44–45 ms instead of 41–42 ms
// (`npm run bench:big -- 15 java:712000`). docs/measured.md has the runs.
export const SERVER_NODE_OPTIONS: readonly string[] = ['--single-threaded-gc'];
