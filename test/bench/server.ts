import { type ChildProcess, spawn } from 'node:child_process';

/** A started fixture server; `kill()` stops it with the processes npx started under it. */
export interface FixtureServer {
  kill(): void;
}

/** Stops the whole process group (npx, tsx and node), not only npx, which would leave node running. */
function stopGroup(child: ChildProcess): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

/** Starts the fixture server on `port` (with `env` added) and resolves once it answers. */
export async function startServer(port: number, env: Record<string, string> = {}): Promise<FixtureServer> {
  const child = spawn('npx', ['tsx', 'fixtures/server/main.ts'], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: 'ignore',
    detached: true,
  });
  const server = { kill: () => stopGroup(child) };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/fr/`);
      if (response.ok) return server;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill();
  throw new Error(`fixture server did not start on port ${port}`);
}
