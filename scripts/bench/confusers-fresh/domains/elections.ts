// Elections: two votes counted on the same day or a day apart: regional elections in two regions of one
// country, or national elections in two countries. The count moves as more ballots come in.
import { type Domain, type Names, type Rand, type Story, int, pick } from '../kit.ts';

const PARTIES = [
  'Democratic Union',
  "People's Party",
  'Green Alliance',
  'Liberal Forum',
  'Labour Movement',
  'National Renewal',
  'Civic Platform',
  "Farmers' League",
];

function story(r: Rand, names: Names, over: { country?: { name: string; adj: string }; regional: boolean }): Story {
  const country = over.country ?? names.country();
  const [winner, runner] = [pick(r, PARTIES), pick(r, PARTIES)];
  const share = int(r, 31, 47);
  const region = names.place();
  return {
    slots: {
      country: country.name,
      adj: country.adj,
      where: over.regional ? `the ${region} region` : country.name,
      whereShort: over.regional ? region : country.name,
      vote: over.regional ? `regional election in ${region}` : `general election in ${country.name}`,
      race: over.regional ? 'regional election' : 'general election',
      office: over.regional ? `premier of ${region}` : 'prime minister',
      capital: names.place(),
      winner,
      runner: runner === winner ? 'Social Democrats' : runner,
      leader: names.person(),
      rival: names.person(),
      commission: `${over.regional ? region : country.adj} electoral commission`,
    },
    series: {
      counted: [int(r, 40, 70), int(r, 75, 90), int(r, 93, 99), 100],
      share: [share, share + int(r, -2, 2), share + int(r, -2, 2)],
      rshare: [share - int(r, 3, 12)],
      turnout: [int(r, 48, 79)],
      seats: [int(r, 20, 140)],
    },
  };
}

export const elections: Domain = {
  key: 'elections',
  outlets: {
    wire: ['Continental Press Wire', 'Northgate News Agency', 'Global Wire Service'],
    local: ['The {whereShort} Voice', '{capital} Daily News', '{country} Today'],
    trade: ['Polling Desk', 'Election Analysis Weekly', 'The Psephologist'],
    blog: ['Swingometer (blog)', 'The Exit Poll newsletter'],
  },
  dateline: '{capital}',
  pair(r, names, i) {
    if (i % 2 === 0) {
      const country = names.country();
      return {
        kind: 'same-country-different-place',
        a: story(r, names, { country, regional: true }),
        b: story(r, names, { country, regional: true }),
      };
    }
    return {
      kind: 'same-type-different-actor',
      a: story(r, names, { regional: false }),
      b: story(r, names, { regional: false }),
    };
  },
  headlines: [
    '{winner} leads {vote} with {counted}% counted',
    '{leader} claims victory in {where}',
    '{winner} wins {race} in {whereShort}',
    '{where} votes: {winner} on {share}%, {runner} trails',
    '{leader} set to become {office} after {winner} win',
    '{whereShort} election: turnout {turnout}%, {winner} ahead',
    '{runner} concedes in {where}',
  ],
  vagueHeadlines: [
    'Opposition concedes as count nears completion',
    '{winner} heads for victory on {share}% of the vote',
    'Election results: {winner} first, {runner} second',
    'Turnout of {turnout}% as voters deliver verdict',
    'Coalition talks loom after close vote',
  ],
  leads: [
    'The {winner} led the {vote} with {share}% of the vote after {counted}% of ballots were counted, the {commission} said.',
    '{leader} of the {winner} claimed victory in {where}, with partial results giving the party {share}%.',
    'Voters in {where} handed the {winner} first place, ahead of the {runner} on {rshare}%, according to early results.',
    'With {counted}% of votes counted in the {race}, the {winner} was on course to win in {whereShort}.',
    'The {runner} conceded defeat in {where} as the {winner} pulled ahead in the count.',
  ],
  facts: [
    'Turnout was {turnout}%, the {commission} said.',
    'The {runner} was second with {rshare}%.',
    '{leader} is expected to become {office}.',
    'Projections gave the {winner} about {seats} seats.',
    'Rival candidate {rival} of the {runner} said the party would study the results.',
    'Observers reported minor irregularities at a handful of polling stations.',
    'Coalition talks are expected to begin next week.',
    'The campaign was dominated by the cost of living and housing.',
  ],
  quotes: [
    '"Tonight {whereShort} chose change," {leader} told supporters.',
    '"We respect the voters\' decision," {rival} said.',
    '"The count is proceeding smoothly," a spokesperson for the {commission} said.',
    '"This result reshapes the political map," said a political scientist at the national university.',
  ],
  context: [
    'Several votes are taking place in the region this month.',
    'Incumbents have struggled in elections across the continent.',
    'Polls before the vote had suggested a closer race.',
    'Voter apathy has been a concern in recent cycles.',
  ],
  developments: [
    'With {counted}% counted, the {winner} stood at {share}%, the commission said.',
    'The {commission} corrected its turnout figure to {turnout}%.',
    '{rival} conceded later in the night.',
    'Final results are expected within two days.',
  ],
  blogOpeners: [
    'Election night in {where}: my quick read.',
    'The {whereShort} numbers are in, mostly.',
    'Three takeaways from the {race} in {whereShort}.',
  ],
  localAngles: [
    'Supporters of the {winner} celebrated in the streets of {capital} late into the night.',
    'Polling stations in {capital} saw queues in the morning.',
    'In {capital}, the mood at {runner} headquarters was subdued.',
  ],
};
