import type { Db } from "./db.ts";

interface Pending<T, R> {
  item: T;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

/**
 * Work that arrives together shares one transaction, so one sync to disk (group commit,
 * docs/decisions/005-enquiry-storage.md); each caller's promise settles after the commit. If a
 * batch fails, each item is tried again on its own, so one refused item never fails the others.
 * `order` sorts a batch, for example so that batches from several processes lock rows in one
 * order; the sort is stable.
 */
export function groupCommit<T, R>(
  db: Db,
  run: (trx: Db, item: T) => Promise<R>,
  order?: (a: T, b: T) => number,
): (item: T) => Promise<R> {
  let waiting: Pending<T, R>[] = [];
  let writing = false;

  async function writeWaiting(): Promise<void> {
    writing = true;
    try {
      while (waiting.length > 0) {
        const batch = order ? waiting.sort((a, b) => order(a.item, b.item)) : waiting;
        waiting = [];
        try {
          const results = await db.transaction().execute(async (trx) => {
            const each: R[] = [];
            for (const pending of batch) each.push(await run(trx, pending.item));
            return each;
          });
          batch.forEach((pending, index) => pending.resolve(results[index]!));
        } catch (error) {
          if (batch.length === 1) batch[0]!.reject(error);
          else {
            for (const pending of batch) {
              await db
                .transaction()
                .execute((trx) => run(trx, pending.item))
                .then(pending.resolve, pending.reject);
            }
          }
        }
        // Let requests that arrived during the commit reach the queue, to share the next one.
        await new Promise((resolve) => setImmediate(resolve));
      }
    } finally {
      writing = false;
    }
  }

  return (item) =>
    new Promise<R>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (!writing) void writeWaiting();
    });
}
