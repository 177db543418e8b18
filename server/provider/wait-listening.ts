import net from 'node:net';

/**
 * Waits until something accepts connections at a URL's host and port (the stand-in provider that
 * `npm start` runs beside the gateway loads its data set before it listens). Calls made meanwhile
 * wait instead of failing. Gives up after `timeoutMs`.
 */
export async function waitUntilListening(url: string, timeoutMs = 60_000): Promise<void> {
  const { hostname, port, protocol } = new URL(url);
  const target = { host: hostname.replace(/^\[|\]$/g, ''), port: Number(port || (protocol === 'https:' ? 443 : 80)) };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = net.connect(target, () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`nothing listens at ${url} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
