// Runs in the extraction pool's worker threads (services/web/extract-pool.ts).
import { extractPage, type Extraction } from './extract.ts';

export interface ExtractTask {
  html: string;
  url: string;
  mediaType?: string;
  now: number;
}

export default function extract(task: ExtractTask): Extraction {
  return extractPage(task.html, task.url, {
    ...(task.mediaType && { mediaType: task.mediaType }),
    now: new Date(task.now),
  });
}
