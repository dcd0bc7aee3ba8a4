import { z } from 'zod';
import { dateTime, typedText } from './common.ts';

export const WebSearchBody = z.object({ search: typedText(1000).min(1) }).meta({ id: 'WebSearchRequest' });

export const WebSearchResult = z
  .object({ url: z.string(), title: z.string(), publish_date: dateTime.optional(), excerpts: z.array(z.string()) })
  .meta({ id: 'WebSearchResult' });

export const WebSearchResponse = z
  .object({ results: z.array(WebSearchResult).max(10) })
  .meta({ id: 'WebSearchResponse' });

export const WebExtractBody = z
  .object({
    url: typedText(2048)
      .refine((s) => URL.canParse(s) && /^https?:$/.test(new URL(s).protocol), 'must be an absolute http(s) URL')
      .meta({ format: 'uri', pattern: '^[hH][tT][tT][pP][sS]?://' }),
    objective: typedText(1000).optional(),
  })
  .meta({ id: 'WebExtractRequest' });

export const WebExtractResponse = z
  .object({
    url: z.string(),
    title: z.string(),
    publish_date: dateTime.nullable(),
    excerpts: z.array(z.string()),
    full_content: z.string(),
  })
  .meta({ id: 'WebExtractResult' });
