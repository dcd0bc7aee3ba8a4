// Runs in the extraction pool's worker threads (services/web/extract-pool.ts).
import { extractPage, type Extraction } from './extract.ts';

export interface ExtractTask {
  html: string;
  url: string;
  mediaType?: string;
  now: number;
  /** Set to 1 by the thread when it starts on the page: the pool's time limit runs from then. */
  started: Int32Array;
}

export default function extract(task: ExtractTask): Extraction {
  Atomics.store(task.started, 0, 1);
  Atomics.notify(task.started, 0);
  return extractPage(task.html, task.url, {
    ...(task.mediaType && { mediaType: task.mediaType }),
    now: new Date(task.now),
  });
}
