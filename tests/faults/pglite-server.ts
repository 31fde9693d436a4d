import { type AddressInfo, createServer, type Socket } from "node:net";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";

/**
 * PGlite behind a PostgreSQL wire-protocol listener on loopback, so the server's PostgreSQL path (a pg pool)
 * can run against it where no PostgreSQL server is installed. PGlite has one session, so one connection uses
 * it at a time: a connection holds it from its first message until PGlite reports the session idle again
 * (ReadyForQuery "I"), which keeps a transaction's statements together. A connection that drops inside a
 * transaction has it rolled back.
 */
export async function startPgliteServer(dataDir: string) {
  // The extensions the migrations create, as server/db/client.ts loads them (on disk: in memory, PGlite does not
  // find them).
  const db = new PGlite(dataDir, { extensions: { pg_trgm, unaccent } });
  await db.waitReady;
  let queue: Promise<void> = Promise.resolve();
  /** Waits for the session; resolves with the function that hands it on. */
  const acquire = () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const turn = queue.then(() => release);
    queue = queue.then(() => held);
    return turn;
  };
  const sockets = new Set<Socket>();

  const server = createServer((socket) => {
    sockets.add(socket);
    let buffer = Buffer.alloc(0);
    let started = false;
    let release: (() => void) | undefined;
    let work: Promise<void> = Promise.resolve();

    const run = async (messages: Buffer) => {
      release ??= await acquire();
      const reply = Buffer.from(await db.execProtocolRaw(new Uint8Array(messages)));
      let idle = false;
      for (let i = 0; i + 5 <= reply.length; i += 1 + reply.readUInt32BE(i + 1)) {
        if (reply[i] === 0x5a) idle = reply[i + 5] === 0x49; // ReadyForQuery, status "I"
      }
      if (idle) {
        release();
        release = undefined;
      }
      if (!socket.destroyed && reply.length) socket.write(reply);
    };

    const take = () => {
      const complete: Buffer[] = [];
      for (;;) {
        if (!started) {
          if (buffer.length < 8) break;
          const length = buffer.readUInt32BE(0);
          if (buffer.length < length) break;
          const code = buffer.readUInt32BE(4);
          const message = buffer.subarray(0, length);
          buffer = buffer.subarray(length);
          if (code === 80877103 || code === 80877104) {
            socket.write("N"); // No SSL, no GSS encryption.
            continue;
          }
          started = true;
          complete.push(message);
          continue;
        }
        if (buffer.length < 5) break;
        const length = 1 + buffer.readUInt32BE(1);
        if (buffer.length < length) break;
        const message = buffer.subarray(0, length);
        buffer = buffer.subarray(length);
        if (message[0] === 0x58) {
          socket.end(); // Terminate
          break;
        }
        complete.push(message);
      }
      if (complete.length) {
        const batch = Buffer.concat(complete);
        work = work
          .then(() => run(batch))
          .catch(() => {
            socket.destroy();
          });
      }
    };

    socket.on("data", (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      take();
    });
    socket.on("error", () => socket.destroy());
    socket.on("close", () => {
      sockets.delete(socket);
      work = work.then(async () => {
        if (!release) return;
        // Dropped inside a transaction or a half-sent extended query: end both before the next connection.
        await db.execProtocolRaw(new Uint8Array([0x53, 0, 0, 0, 4])).catch(() => {});
        await db.exec("rollback").catch(() => {});
        release();
        release = undefined;
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await queue;
      await db.close();
    },
  };
}
