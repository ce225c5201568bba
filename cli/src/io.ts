// What a command needs from the process, passed in so tests can run a command in memory.
export interface Io {
  out(line: string): void;
  err(line: string): void;
  readStdin(): Promise<string>;
  cwd: string;
  env: NodeJS.ProcessEnv;
  stdoutTty: { isTTY?: boolean };
}

export function processIo(): Io {
  return {
    out: (s) => process.stdout.write(s + '\n'),
    err: (s) => process.stderr.write(s + '\n'),
    readStdin: async () => {
      const chunks: Buffer[] = [];
      for await (const c of process.stdin) chunks.push(c as Buffer);
      return Buffer.concat(chunks).toString('utf8');
    },
    cwd: process.cwd(),
    env: process.env,
    stdoutTty: process.stdout,
  };
}
