// `npm run dev`: the reference ERP server (port 8080, restarted by tsx when server code changes) plus the Vite dev
// server with hot reload on http://localhost:5173, which proxies /api and /hub to it. Saving a screen definition
// reloads the page that shows it.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const bin = (name) => resolve(root, 'node_modules/.bin', name);
const children = [];

function run(label, command, args, env = {}) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code) => {
    console.log(`${label} exited (${code ?? 'signal'}); stopping the dev environment.`);
    shutdown(code ?? 0);
  });
  children.push(child);
}

function shutdown(code) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exit(code);
}

process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

const port = process.env.PORT || '8080';
run('the reference server', bin('tsx'), ['watch', '--clear-screen=false', 'server/main.ts'], {
  PORT: port,
  NORSTAR_STATIC_DIR: resolve(root, 'dist-dev-none'),
});
run('vite', bin('vite'), ['--config', 'vite.config.ts'], { PORT: port });
