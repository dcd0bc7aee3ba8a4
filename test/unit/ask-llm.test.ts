// The LLM answerer against a local stand-in for an OpenAI-compatible endpoint (no model runs here):
// its answer is used only when it cites the passages it was given and passes the grounding check.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerFromReading } from '../../services/ask/answerer.ts';
import { LlmAnswerer, passagesOf } from '../../services/ask/llm-answerer.ts';
import type { AskMaterial } from '../../services/ask/material.ts';
import { parseQuestion } from '../../services/ask/question.ts';
import { readMaterial } from '../../services/ask/reading.ts';

const NOW = new Date('2026-03-13T18:00:00Z');
const at = new Date('2026-03-11T12:00:00Z');
const material: AskMaterial = {
  reports: [],
  events: [
    {
      eventId: 'evt_graz',
      title: 'Measles in Graz',
      sources: [
        {
          url: 'https://alpineherald.sample.invalid/graz-measles',
          title: 'Graz measles cases rise to 61',
          publication: 'Alpine Herald',
          publishedAt: at,
          ingestedAt: at,
          eventId: 'evt_graz',
          body: 'The number of measles cases in Graz rose to 61, the health department said. Two children were in hospital.',
        },
      ],
    },
  ],
};
const reading = readMaterial(parseQuestion('How many measles cases are there in Graz?', NOW), material);
const deterministic = answerFromReading(reading);

// The stand-in answers each request with the next canned reply, and records what it was sent.
let server: Server;
let base: string;
let replies: { status: number; content: unknown }[] = [];
const received: { messages: { content: string }[] }[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      received.push(JSON.parse(body) as (typeof received)[number]);
      const reply = replies.shift() ?? { status: 500, content: null };
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ choices: [{ message: { content: JSON.stringify(reply.content) } }] }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise((r) => server.close(r)));

const llm = () => new LlmAnswerer({ baseUrl: base, model: 'stand-in-model', timeoutMs: 2_000 });
const withReply = async (content: unknown, status = 200) => {
  replies = [{ status, content }];
  return llm().answer(reading, deterministic);
};

describe('the LLM answerer (stand-in endpoint)', () => {
  it('sends the question and the numbered passages, and uses a grounded answer that cites them', async () => {
    const ids = passagesOf(reading).map((u, i) => [u.text, `p${i + 1}`] as const);
    const id = (start: string) => ids.find(([text]) => text.startsWith(start))![1];
    const a = await withReply({
      answer: 'Graz has 61 measles cases; two children are in hospital.',
      citations: [id('The number of measles cases'), id('Two children')],
    });
    expect(a.answer).toBe('Graz has 61 measles cases; two children are in hospital.');
    expect(a.basis).toHaveLength(1);
    expect(a.basis[0]).toMatchObject({ field: 'answer', eventIds: ['evt_graz'] });
    expect(a.basis[0]!.reasoning).toMatch(/stand-in-model/);
    expect(a.basis[0]!.citations[0]!.url).toBe('https://alpineherald.sample.invalid/graz-measles');
    const sent = JSON.parse(received.at(-1)!.messages[1]!.content) as { question: string; passages: { id: string }[] };
    expect(sent.question).toBe('How many measles cases are there in Graz?');
    expect(sent.passages.map((p) => p.id)).toEqual(passagesOf(reading).map((_, i) => `p${i + 1}`));
  });

  it.each([
    ['a number no passage holds', { answer: 'Graz has 75 measles cases.', citations: ['p1'] }],
    ['a number only a passage it did not cite holds', { answer: 'Two children are in hospital.', citations: ['p1'] }],
    ['a name no passage holds', { answer: 'The WHO counts 61 cases in Graz.', citations: ['p1'] }],
    ['a passage it was not given', { answer: 'Graz has 61 measles cases.', citations: ['p99'] }],
    ['no citation', { answer: 'Graz has 61 measles cases.', citations: [] }],
    ['no answer', { answer: null, citations: [] }],
    ['JSON of another shape', { text: 'Graz has 61 measles cases.' }],
  ])('falls back to the deterministic answer on %s', async (_, reply) => {
    expect(await withReply(reply)).toBe(deterministic);
  });

  it('falls back when the endpoint fails or does not answer in time', async () => {
    expect(await withReply(null, 503)).toBe(deterministic);
    const silent = createServer(() => undefined);
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    const slow = new LlmAnswerer({
      baseUrl: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`,
      model: 'stand-in-model',
      timeoutMs: 200,
    });
    expect(await slow.answer(reading, deterministic)).toBe(deterministic);
    silent.closeAllConnections();
    await new Promise((r) => silent.close(r));
  });
});
