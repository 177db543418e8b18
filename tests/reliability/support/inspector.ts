import WebSocket from 'ws';

/** What a process holds once a full garbage collection has run. */
export interface SettledMemory {
  /** Bytes of the JavaScript heap still in use (live objects only). */
  heapUsed: number;
  /** Bytes of the whole JavaScript heap, used or not. */
  heapTotal: number;
}

/**
 * Asks a Node process started with `--inspect` (its debugger's `ws://` address) to collect its
 * garbage, twice, so objects freed by the first collection's finalizers go too, and answers the heap
 * that is still in use. Talks to that address only, and closes the connection before it returns.
 */
export async function settledMemory(debuggerUrl: string): Promise<SettledMemory> {
  const socket = new WebSocket(debuggerUrl);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  let next = 1;
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as { id?: number; result?: unknown; error?: { message: string } };
    const waiting = message.id === undefined ? undefined : pending.get(message.id);
    if (!waiting || message.id === undefined) return;
    pending.delete(message.id);
    if (message.error) waiting.reject(new Error(message.error.message));
    else waiting.resolve(message.result);
  });
  const call = <T>(method: string): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const id = next++;
      pending.set(id, { resolve: (value) => resolve(value as T), reject });
      socket.send(JSON.stringify({ id, method }));
    });
  try {
    await call('HeapProfiler.collectGarbage');
    await call('HeapProfiler.collectGarbage');
    const usage = await call<{ usedSize: number; totalSize: number }>('Runtime.getHeapUsage');
    return { heapUsed: usage.usedSize, heapTotal: usage.totalSize };
  } finally {
    socket.close();
  }
}
