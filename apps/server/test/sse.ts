import type { FastifyInstance } from 'fastify';

/* eslint-disable @typescript-eslint/no-explicit-any -- events are read as the JSON they are */

/** Reads a Server-Sent Events body event by event (blocks split on the blank line). */
export function eventReader(body: ReadableStream<Uint8Array>) {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  return {
    /** The next block (comments and `retry` included), or null when the stream ended. */
    async next(): Promise<string | null> {
      while (!buffer.includes('\n\n')) {
        const { value, done } = await reader.read();
        if (done) return null;
        buffer += value;
      }
      const end = buffer.indexOf('\n\n');
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      return block;
    },
    /** The next event with a type, parsed. */
    async nextEvent(): Promise<{ type: string; data: any } | null> {
      for (;;) {
        const block = await this.next();
        if (block === null) return null;
        const type = /^event: (.+)$/m.exec(block)?.[1];
        const data = /^data: (.+)$/m.exec(block)?.[1];
        if (type && data) return { type, data: JSON.parse(data) };
      }
    },
    cancel: () => reader.cancel().catch(() => {}),
  };
}

export async function listening(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}
