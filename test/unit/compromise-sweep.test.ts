import { describe, expect, it } from 'vitest';
import { fastBulkMatch, useFastSweep } from '../../services/dedup/compromise-sweep.ts';
import { extractEntities, loadCompromise, ownParseMatch } from '../../services/dedup/entities.ts';
import { leadOf } from '../../services/dedup/text.ts';
import { sampleCorpus } from '../../services/ops/sample-corpus.ts';
import { syntheticArticles } from '../../services/ops/synthetic.ts';

// The compromise the entity pass uses (loaded on first use, its matcher and match parser replaced).
const { nlp } = loadCompromise();
const world = nlp.world() as { methods: { one: { bulkMatch: unknown; parseMatch: unknown } } };
const compromiseOwn = useFastSweep(world);
const remembered = world.methods.one.parseMatch;
const ownParse = ownParseMatch.get(world);

/** Every term's tags and the entities found, with one bulk matcher and match parser or the others in place. */
function read(matcher: unknown, parse: unknown, texts: { title: string; lead: string }[]) {
  world.methods.one.bulkMatch = matcher;
  world.methods.one.parseMatch = parse;
  try {
    return texts.map(({ title, lead }) => ({
      tags: nlp(`${title}. ${lead}`).out('tags') as unknown,
      found: extractEntities(title, lead),
    }));
  } finally {
    world.methods.one.bulkMatch = fastBulkMatch;
    world.methods.one.parseMatch = remembered;
  }
}

describe('compromise bulk matcher (compromise-sweep.ts)', () => {
  it("tags news text and finds its people, organisations and places exactly as compromise's own matcher and match parser do", () => {
    const demo = sampleCorpus(new Date('2026-11-20T12:00:00Z'));
    const texts = [
      ...demo,
      ...syntheticArticles(100, { seed: 11 }),
      {
        title: "Spencer's King meets Governor Ada Obi in Lagos, Nigeria",
        body: 'The central bank of Norland, in Velmora, said on Monday it would not raise rates. Dr. Lee told reporters.',
      },
    ].map((a) => ({ title: a.title, lead: leadOf(a.body ?? '') }));
    const fast = read(fastBulkMatch, remembered, texts);
    expect(ownParse).toBeDefined();
    expect(ownParse).not.toBe(remembered);
    expect(read(compromiseOwn, ownParse, texts)).toEqual(fast);
    // The demo's articles are news: most name people, organisations or places.
    expect(fast.slice(0, demo.length).filter((r) => r.found.entities.length > 0).length).toBeGreaterThan(
      demo.length / 2,
    );
    // About 400 texts read twice, and the whole text tagged twice: slow on a loaded machine.
  }, 120_000);

  it('stays in place for the entity pass', () => {
    expect(world.methods.one.bulkMatch).toBe(fastBulkMatch);
    expect(world.methods.one.parseMatch).toBe(remembered);
  });
});
