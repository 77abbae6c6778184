import { type ChildProcess, spawn } from 'node:child_process';

/** Starts the fixture server on `port` and resolves once it answers. */
export async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn('npx', ['tsx', 'fixtures/server/main.ts'], {
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/fr/`);
      if (response.ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error(`fixture server did not start on port ${port}`);
}
