// POST /admin/v1/articles: validated batches onto the real articles topic.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { ArticleV1 } from '../../../schemas/messages/article.ts';
import { ADMIN_TOKEN, startTestGateway, type TestGateway } from '../../helpers/gateway.ts';
import { createTestTopic, type TestTopic } from '../../helpers/kafka.ts';

let topic: TestTopic;
let gw: TestGateway;
beforeEach(async () => {
  topic = await createTestTopic({ prefix: 'articles' });
  gw = await startTestGateway({
    ARTICLES_TOPIC: topic.topic,
    KAFKA_BROKERS: inject('services').kafkaBrokers.join(','),
  });
});
afterEach(async () => {
  await gw.close();
  await topic.cleanup();
});

const post = (body: unknown, token = ADMIN_TOKEN) =>
  gw.app.inject({
    method: 'POST',
    url: '/admin/v1/articles',
    headers: { authorization: `Bearer ${token}` },
    payload: body as object,
  });
const good = {
  url: 'https://www.example.org/news/a?utm_source=x',
  title: 'Port strike halts container traffic',
  body: 'Dock workers walked out.',
  publication: 'Example Times',
};

describe('POST /admin/v1/articles', () => {
  it('sends the valid articles keyed by canonical URL and returns the invalid ones with their issues', async () => {
    const res = await post({ articles: [good, { ...good, url: 'ftp://x', title: '' }] });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({
      accepted: 1,
      rejected: [
        {
          index: 1,
          issues: expect.arrayContaining([
            expect.objectContaining({ path: 'url' }),
            expect.objectContaining({ path: 'title' }),
          ]),
        },
      ],
    });
    const consumer = topic.kafka.consumer({ groupId: topic.groupId });
    await consumer.connect();
    await consumer.subscribe({ topic: topic.topic, fromBeginning: true });
    const message = await new Promise<{ key: string; value: string }>((resolve) => {
      void consumer.run({
        eachMessage: ({ message: m }) =>
          Promise.resolve(resolve({ key: m.key!.toString(), value: m.value!.toString() })),
      });
    });
    await consumer.disconnect();
    expect(message.key).toBe('https://example.org/news/a');
    expect(ArticleV1.parse(JSON.parse(message.value))).toMatchObject({ version: 1, title: good.title, origin: 'file' });
  });

  it('answers a batch with nothing valid with 400 invalid request, naming each field', async () => {
    const res = await post({ articles: [{ title: 'x' }] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'invalid request',
      issues: expect.arrayContaining([expect.objectContaining({ path: 'body.articles.0.url' })]),
    });
  });

  it('refuses callers without the admin token', async () => {
    expect((await post({ articles: [good] }, 'wrong-token-wrong-token-wrong')).statusCode).toBe(401);
  });
});
