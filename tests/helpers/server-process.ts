/**
 * The server as it is deployed: the production bundle (what the image runs as `node dist/server/main.js`) in a
 * child process, on a port the system chose, read from the line it logs when it listens. Every process started
 * here ends when the parent ends, however it ends (see exit-with-parent.mjs).
 *
 * Why the bundle rather than src/server/main.ts through tsx: it is the code production runs; esbuild makes it
 * quickly, once, with no TypeScript loader in the child (the start benchmark starts it dozens of
 * times); and it is bundled into a folder of this run's own, so a `npm run build` at the same moment cannot
 * change it under a running test, and a stale dist/ can never be what is tested.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

let bundle: string | null = null;

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * The server bundled once per parent process, into .tmp/server-bundle-<pid> so its packages resolve from this
 * node_modules. A test worker is often ended without its exit handlers running, so the folders of processes
 * that are gone are removed here, the next time one is made.
 */
export const productionBundle = () => {
  if (bundle) return bundle;
  fs.mkdirSync('.tmp', { recursive: true });
  for (const name of fs.readdirSync('.tmp')) {
    const owner = /^server-bundle-(\d+)$/.exec(name);
    if (owner && !alive(Number(owner[1]))) fs.rmSync(path.resolve('.tmp', name), { recursive: true, force: true });
  }
  const dir = path.resolve(`.tmp/server-bundle-${process.pid}`);
  process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  const built = spawnSync(process.execPath, ['scripts/server-bundle.mjs', dir], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('bundling the server failed');
  return (bundle = path.join(dir, 'main.js'));
};

const live = new Set<ChildProcess>();
// A parent that exits normally takes them along at once, without waiting for them to notice.
process.once('exit', () => {
  for (const child of live) child.kill('SIGKILL');
});

/** Only what Node needs from this environment: a setting in the shell running the tests must not leak in. */
const baseEnv = () => Object.fromEntries(['PATH', 'HOME', 'TMPDIR', 'LANG'].filter((name) => process.env[name]).map((name) => [name, process.env[name]!]));

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  pid: number;
  /** Resolves with the base URL once the server listens; rejects if it ends first. */
  listening: Promise<string>;
  exited: Promise<Exit>;
  running(): boolean;
  signal(name: NodeJS.Signals): void;
  /** The last lines it wrote, for a failure's message. */
  output(): string;
}

const listeningLine = /"msg":"Server listening at (http:\/\/[^"]+)"/;

/** Starts the production server with `env` (PORT 0 and HOST 127.0.0.1 unless given) and returns at once. */
export const spawnServer = (env: Record<string, string>): ServerProcess => {
  const child = spawn(process.execPath, ['--import', path.resolve('tests/helpers/exit-with-parent.mjs'), productionBundle()], {
    // The port is read from the line the server logs at level info when it listens.
    env: { ...baseEnv(), PORT: '0', HOST: '127.0.0.1', ...env, LOG_LEVEL: 'info' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  live.add(child);
  const lines: string[] = [];
  let found: (url: string) => void;
  let ended: (error: Error) => void;
  const listening = new Promise<string>((resolve, reject) => ((found = resolve), (ended = reject)));
  listening.catch(() => undefined); // a process killed on purpose before it listens is not an unhandled failure
  // Read all it writes for as long as it runs: a full pipe would block the server's logging, and the server.
  for (const stream of [child.stdout!, child.stderr!])
    stream.setEncoding('utf8').on('data', (chunk: string) => {
      for (const line of chunk.split('\n').filter(Boolean)) {
        const match = listeningLine.exec(line);
        if (match) found(match[1]!);
        lines.push(line.slice(0, 2000));
        if (lines.length > 40) lines.shift();
      }
    });
  const exited = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => {
      live.delete(child);
      ended(new Error(`the server ended before it listened (${signal ?? `exit ${code}`}):\n${lines.join('\n')}`));
      resolve({ code, signal });
    }),
  );
  return {
    pid: child.pid!,
    listening,
    exited,
    running: () => live.has(child),
    signal: (name) => void child.kill(name),
    output: () => lines.join('\n'),
  };
};

/** Polls `url` until it answers 200, within `ms`. */
export const untilReady = async (url: string, ms: number) => {
  const deadline = Date.now() + ms;
  for (;;) {
    const status = await fetch(`${url}/api/ready`, { signal: AbortSignal.timeout(2000) }).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return;
    if (Date.now() > deadline) throw new Error(`${url} was not ready within ${ms} ms (last status ${status})`);
    await new Promise((r) => setTimeout(r, 50));
  }
};

export interface RunningServer extends ServerProcess {
  url: string;
}

/** Waits until `server` listens and is ready (database reached, schema current), within `ms`; kills it if not. */
export const whenReady = async (server: ServerProcess, ms = 60_000): Promise<RunningServer> => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no listening line within ${ms} ms:\n${server.output()}`)), ms)));
  try {
    const url = await Promise.race([server.listening, late]);
    await untilReady(url, ms);
    return { ...server, url };
  } catch (error) {
    server.signal('SIGKILL');
    throw error;
  } finally {
    clearTimeout(timer);
  }
};
