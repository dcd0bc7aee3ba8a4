// The profile a client agent gets when its owner writes only a description (POST /api/v1/agents):
// what the client reads back is what the matcher will look for, so the places and names it wrote must
// be there, read by the pipeline's own gazetteer and entity rules, and the words that only say how to
// watch must not.
import { describe, expect, it } from 'vitest';
import { DERIVED_LIMITS, profileFromDescription } from '../../services/dedup/profile-from-text.ts';

/** Words every description holds that name no subject: articles, pronouns, joins and instructions. */
const NOT_SUBJECTS = [
  'the',
  'and',
  'our',
  'we',
  'us',
  'in',
  'on',
  'of',
  'at',
  'that',
  'their',
  'about',
  'watch',
  'keep',
  'eye',
  'tell',
  'anything',
  'affecting',
];
const noneOf = (words: string[]) => expect.not.arrayContaining(words.map((w) => expect.stringMatching(`^${w}$`)));

describe('profileFromDescription: the profile a client reads back', () => {
  it("a supplier's region: the country its province lies in, the hazards named, no instruction words", () => {
    const p = profileFromDescription(
      'Watch our supplier region: factory fires, floods and power cuts in Guangdong, China, and anything that stops production at Foxconn',
    );
    expect(p.regions).toEqual(['CN']);
    expect(p.keywords).toEqual(expect.arrayContaining(['supplier', 'factory', 'fires', 'floods', 'power', 'foxconn']));
    // The province is matched as the country it is in, not again as a word.
    expect(p.keywords).not.toContain('guangdong');
    expect(p.keywords).not.toContain('china');
    expect(p.keywords).toEqual(noneOf(NOT_SUBJECTS));
  });

  it('a shipping lane: the coast as a country code, the kind of attack and what it costs', () => {
    const p = profileFromDescription(
      'Houthi drone attacks on container ships in the Red Sea off Yemen, and the freight rates we pay',
    );
    expect(p.regions).toEqual(['YE']);
    expect(p.keywords).toEqual(expect.arrayContaining(['drone', 'attacks', 'container', 'ships', 'freight']));
    expect(p.keywords).not.toContain('yemen');
    expect(p.keywords).toEqual(noneOf(NOT_SUBJECTS));
  });

  it("a company's regulators: each named body whole as an entity, their countries, and no word of a name on its own", () => {
    const p = profileFromDescription(
      'Keep an eye on the regulators of Acme Bank: the European Central Bank and the Financial Conduct Authority, ' +
        'their fines and enforcement actions in Germany and the United Kingdom',
    );
    expect(p.entities).toEqual(['Acme Bank', 'European Central Bank', 'Financial Conduct Authority']);
    expect(p.regions).toEqual(['DE', 'GB']);
    expect(p.keywords).toEqual(expect.arrayContaining(['regulators', 'fines', 'enforcement']));
    // Words inside a name or a place are matched as that name or place.
    for (const inName of ['bank', 'european', 'central', 'financial', 'conduct', 'authority', 'united', 'kingdom'])
      expect(p.keywords).not.toContain(inName);
    expect(p.keywords).toEqual(noneOf(NOT_SUBJECTS));
  });

  it('ports and a sourcing country across lines: every country once, in the order written', () => {
    const p = profileFromDescription(
      'Tell us about port congestion and dock strikes at Rotterdam and Antwerp (Netherlands, Belgium)\n\n' +
        '   affecting our imports from Vietnam. Rotterdam matters most.',
    );
    expect(p.regions).toEqual(['NL', 'BE', 'VN']);
    expect(p.keywords).toEqual(expect.arrayContaining(['port', 'congestion', 'dock', 'strikes', 'imports']));
    expect(new Set(p.keywords).size).toBe(p.keywords.length);
    expect(p.keywords).toEqual(noneOf(NOT_SUBJECTS));
  });

  it('a long description keeps the first terms up to the limits, and an empty one derives nothing', () => {
    const hazards =
      'tariffs quotas embargoes sanctions subsidies smuggling piracy strikes lockouts droughts floods wildfires heatwaves blackouts shortages recalls lawsuits'.split(
        ' ',
      );
    const p = profileFromDescription(`Monitor ${hazards.join(', ')} for our plants`);
    expect(p.keywords).toEqual(hazards.slice(0, DERIVED_LIMITS.keywords));
    expect(profileFromDescription('   ')).toEqual({ keywords: [], entities: [], regions: [], feeds: [] });
  });
});
