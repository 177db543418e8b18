// A loopback port for a server another process will start (the shop, its stand-in provider, a
// Redis for tests), chosen below the range the system hands out to outgoing connections and to
// `listen(0)` (32768–60999 on Linux): a port taken from that range and freed may be taken again by
// any process's next connection before the server listens on it, which a busy test run does.
import net from 'node:net';

const FIRST = 20_000;
const COUNT = 12_000;

function free(port) {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

/** A loopback port between 20000 and 31999 nothing listens on now. */
export async function freePort() {
  for (let tries = 0; tries < 200; tries += 1) {
    const port = FIRST + Math.floor(Math.random() * COUNT);
    if (await free(port)) return port;
  }
  throw new Error(`no free loopback port between ${FIRST} and ${FIRST + COUNT - 1}`);
}
