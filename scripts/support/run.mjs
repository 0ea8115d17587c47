// Runs a command as a child process for the test scripts (test-static, test-server, test-e2e); resolves with its exit
// code (1 when it could not start or was killed by a signal). `env` adds to this process's environment.
import { spawn } from 'node:child_process';

export function run(command, args, stdio, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio, env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(1);
    });
  });
}
