// The ALTCHA widget as the portal uses it: the build without bundled workers and styles ('altcha/external'), its
// stylesheet, and only the worker of the algorithm the server's challenges use (SHA-256, server/auth/captcha.ts).
// The full build carries every algorithm's worker and its styles inlined in the script.
import 'altcha/external';
import 'altcha/altcha.css';
import ShaWorker from 'altcha/workers/sha?worker';

for (const algorithm of ['SHA-256', 'SHA-384', 'SHA-512']) {
  globalThis.$altcha.algorithms.set(algorithm, () => new ShaWorker());
}
