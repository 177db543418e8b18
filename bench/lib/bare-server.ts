/**
 * A bare node:http server in a process of its own that answers every request with the same bytes:
 * the yardstick a page's operation is compared with in the same run.
 */
import { spawn } from 'node:child_process';

const SERVER = `
const http = require('node:http');
const chunks = [];
process.stdin.on('data', (c) => chunks.push(c));
process.stdin.on('end', () => {
  const { contentType, body } = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  const bytes = Buffer.from(body, 'base64');
  const server = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': contentType, 'content-length': bytes.length });
    res.end(bytes);
  });
  server.listen(0, '127.0.0.1', () => console.log(server.address().port));
});`;

export interface BareServer {
  url: string;
  stop(): Promise<void>;
}

export async function startBareServer(body: Buffer, contentType: string): Promise<BareServer> {
  const child = spawn(process.execPath, ['-e', SERVER], { stdio: ['pipe', 'pipe', 'inherit'] });
  child.stdin.end(JSON.stringify({ contentType, body: body.toString('base64') }));
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout.once('data', (d: Buffer) => resolve(d.toString().trim()));
    child.once('exit', (code) => reject(new Error(`bare server exited (${code})`)));
  });
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
