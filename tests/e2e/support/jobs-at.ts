// Runs run-jobs-at.ts in a child process with the stopped server's environment, answering its output.
import { spawn } from 'node:child_process';

export function runJobsAt(at: Date, env: Record<string, string>, scan: 'renewals' | 'practice-reminders' = 'renewals'): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const child = spawn(process.execPath, ['tests/e2e/support/run-jobs-at.ts', at.toISOString(), scan], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`run-jobs-at exited ${code}: ${output}`))));
  });
}
