import type { Storyline } from './world.ts';

/** SAMPLE DATA, written for Sitrep: Harbor's (shipping) and Meridian's (central banks) fortnight. */
export const SHIPPING_AND_MARKETS: Storyline[] = [
  {
    id: 'rotterdam-dock-strike',
    agents: ['harbor'],
    role: 'storyline',
    outlets: ['Freight Weekly', 'Port Observer', 'Northwire', 'Harbour Gazette', 'Continental Wire'],
    background: [
      'Rotterdam is Europe’s largest container port, handling about 13 million containers a year; Antwerp-Bruges is the second largest.',
      'Dockworkers’ union FNV Havens has been negotiating a new collective agreement with terminal operators since the summer.',
    ],
    stages: [
      {
        day: 10,
        hour: 5,
        kind: 'incident',
        dateline: 'ROTTERDAM',
        versions: [
          {
            title: 'Rotterdam dockworkers begin 48-hour strike, 30 container vessels waiting',
            lead: 'Dockworkers at Rotterdam’s container terminals began a 48-hour strike over pay on {+0}, halting cargo handling at Europe’s largest port and leaving 30 container vessels waiting to berth, the port authority said.',
          },
          {
            title: 'Strike halts container handling at port of Rotterdam',
            lead: 'Container handling at the port of Rotterdam stopped on {+0} as dockworkers walked out in a pay dispute, with about 30 vessels waiting at anchor in the North Sea, according to ship-tracking data.',
          },
          {
            title: 'Shipping lines reroute cargo as Rotterdam strike bites',
            lead: 'Maersk and MSC said they would divert some container cargo to Hamburg and Antwerp while a 48-hour dockworkers’ strike shut terminals at the port of Rotterdam, where 30 vessels were waiting.',
          },
        ],
        quote: {
          text: 'Our members have waited six months for a fair offer; the terminals know what they have to do',
          who: 'FNV Havens negotiator Sanne de Vries',
        },
        more: [
          'Terminal operators said they had offered a 3% pay rise over two years, which the union rejected as below inflation.',
          'Freight forwarders warned that the strike would delay deliveries of consumer goods before the holidays.',
        ],
      },
      {
        day: 8,
        hour: 6,
        kind: 'escalation',
        dateline: 'ROTTERDAM',
        versions: [
          {
            title: 'Rotterdam strike extended and spreads to Antwerp, 48 vessels now waiting',
            lead: 'A dockworkers’ strike at Rotterdam was extended by three days and spread to the port of Antwerp, where workers walked out in solidarity, and the number of container vessels waiting off the two ports rose to 48 from 30, port data showed.',
          },
          {
            title: 'Antwerp dockers join Rotterdam walkout as port congestion builds',
            lead: 'Dockworkers at Antwerp joined a strike at the port of Rotterdam on {+0}, and 48 container vessels were queuing off the two ports, shipping agents said, as the dispute over pay entered its third day.',
          },
          {
            title: 'Freight rates to northern Europe rise as port strike widens',
            lead: 'Spot container freight rates from Asia to northern Europe rose 7% as a strike at Rotterdam was extended and spread to Antwerp, leaving 48 vessels waiting and carriers adding congestion surcharges.',
          },
          {
            title: 'Maersk adds congestion surcharge as Rotterdam and Antwerp ports stall',
            lead: 'Maersk said it would add a congestion surcharge of $250 per container on cargo to Rotterdam and Antwerp from {+2}, after a dockworkers’ strike at the two ports left 48 vessels waiting to berth.',
          },
        ],
        quote: {
          text: 'Every day of this strike adds roughly two days of backlog once work resumes',
          who: 'Pieter Jansen, head of Dutch Shippers’ Council',
        },
        syndicated: true,
      },
      {
        day: 5,
        hour: 16,
        kind: 'resolution',
        dateline: 'ROTTERDAM',
        versions: [
          {
            title: 'Deal ends Rotterdam port strike with 4.5% pay rise',
            lead: 'Dockworkers’ union FNV Havens and terminal operators at the port of Rotterdam agreed a 4.5% pay rise over two years, ending a strike that had left 48 container vessels waiting off Rotterdam and Antwerp. Work resumes on {+1}.',
          },
          {
            title: 'Rotterdam and Antwerp dockworkers to return to work after pay deal',
            lead: 'Strikes at the ports of Rotterdam and Antwerp will end after a pay deal was reached late on {+0}, the union said, with dockworkers returning to the container terminals for the first shift on {+1}.',
          },
          {
            title: 'Port strike deal reached; clearing backlog will take a week, port says',
            lead: 'The port of Rotterdam said it would take about a week to clear the backlog of container vessels after a pay deal ended a five-day dockworkers’ strike that had spread to Antwerp.',
          },
        ],
        quote: {
          text: 'This agreement protects our members against inflation, and the cranes will turn again on {+1} morning',
          who: 'FNV Havens negotiator Sanne de Vries',
        },
      },
      {
        day: 3,
        hour: 9,
        kind: 'update',
        dateline: 'ROTTERDAM',
        versions: [
          {
            title: 'Rotterdam backlog eases, 12 vessels still waiting after strike',
            lead: 'The queue of container vessels off Rotterdam fell to 12 from 48 at the height of the strike, the port authority said, as terminals ran extra shifts to clear the backlog.',
          },
          {
            title: 'Maersk to drop Rotterdam congestion surcharge on {+3}',
            lead: 'Maersk said it would drop its congestion surcharge on cargo to Rotterdam and Antwerp from {+3}, as the number of vessels waiting off the two ports fell to 12 after the end of a dockworkers’ strike.',
          },
        ],
      },
    ],
  },
  {
    id: 'tuas-crane-collapse',
    agents: ['harbor'],
    role: 'same-day',
    outlets: ['Pacific Dispatch', 'Port Observer'],
    background: [],
    stages: [
      {
        day: 8,
        hour: 2,
        kind: 'incident',
        dateline: 'SINGAPORE',
        versions: [
          {
            title: 'Crane collapse at Singapore’s Tuas port injures two, berth closed',
            lead: 'A quay crane collapsed onto a container vessel at Singapore’s Tuas port on {+0}, injuring two workers and closing one berth, the Maritime and Port Authority of Singapore said.',
          },
          {
            title: 'Singapore closes Tuas berth after crane falls onto container ship',
            lead: 'One berth at the Tuas container terminal in Singapore was closed after a crane fell onto a docked vessel, the port authority said, adding that other berths were working normally and cargo delays would be limited.',
          },
        ],
        quote: {
          text: 'The two injured workers are in stable condition',
          who: 'the Maritime and Port Authority of Singapore',
        },
      },
    ],
  },
  {
    id: 'red-sea-attacks',
    agents: ['harbor', 'atlas'],
    role: 'storyline',
    outlets: ['Harbour Gazette', 'Northwire', 'Freight Weekly', 'Gulf Business Review', 'Meridian Post'],
    background: [
      'Most container lines have avoided the Suez Canal route since attacks on shipping in the Red Sea began, sending vessels around the Cape of Good Hope at a cost of 10 to 14 extra days on Asia-Europe voyages.',
      'An EU naval mission has escorted merchant vessels through the southern Red Sea since last year, with four frigates on station.',
    ],
    stages: [
      {
        day: 7,
        hour: 4,
        kind: 'incident',
        dateline: 'DJIBOUTI',
        versions: [
          {
            title: 'Houthi missile hits bulk carrier in the Red Sea, crew evacuated',
            lead: 'A missile fired from Houthi-held Yemen struck the Liberian-flagged bulk cargo vessel Aegean Dawn in the southern Red Sea, setting it on fire and forcing its 21 crew to abandon ship, maritime security agency UKMTO said.',
          },
          {
            title: 'Crew of burning cargo vessel rescued off Yemen after missile strike',
            lead: 'All 21 crew of the Aegean Dawn, a bulk carrier hit by a missile in the Red Sea near the Bab el-Mandeb strait, were rescued by a passing tanker and taken to Djibouti, maritime security officials said.',
          },
          {
            title: 'First attack on Red Sea shipping in six weeks rattles freight markets',
            lead: 'A Houthi missile attack on a bulk carrier in the Red Sea, the first strike on merchant shipping there in six weeks, pushed up freight rates and war-risk insurance quotes for vessels using the Suez Canal route, brokers said.',
          },
        ],
        quote: { text: 'The vessel is drifting and on fire; salvage teams are on their way', who: 'a UKMTO advisory' },
      },
      {
        day: 6,
        hour: 9,
        kind: 'escalation',
        syndicated: true,
        dateline: 'DJIBOUTI',
        versions: [
          {
            title: 'Second attack in two days: drone strikes container ship near Bab el-Mandeb',
            lead: 'A drone struck an MSC container ship near the Bab el-Mandeb strait, the second attack on Red Sea shipping in two days, maritime security officials said. The crew was unharmed and the vessel continued to Jeddah.',
          },
          {
            title: 'Maersk pauses Red Sea transits after second attack on shipping',
            lead: 'Maersk paused all transits through the Red Sea and the Suez Canal after a drone hit an MSC container vessel near Yemen, a day after a missile set a bulk carrier ablaze in the same waters.',
          },
          {
            title: 'Oil tanker rates rise as Red Sea attacks resume',
            lead: 'Rates for oil tankers on routes through the Red Sea rose 18% after a second Houthi attack on merchant shipping in two days, and some crude cargoes were rerouted around Africa, brokers said.',
          },
        ],
        quote: {
          text: 'We will not put our crews at risk while vessels are being targeted',
          who: 'a Maersk spokesperson',
        },
        more: [
          'Salvage crews reached the Aegean Dawn, which was still burning, and began towing it toward Djibouti.',
          'The Suez Canal Authority said transits had already fallen by half compared with two years ago.',
        ],
      },
      {
        day: 2,
        hour: 10,
        kind: 'escalation',
        syndicated: true,
        dateline: 'LONDON',
        versions: [
          {
            title: 'War-risk premiums for Red Sea voyages double to 1% of hull value',
            lead: 'War-risk insurance premiums for vessels crossing the Red Sea doubled to about 1% of a ship’s hull value after two attacks on merchant shipping last week, London marine insurance brokers said.',
          },
          {
            title: 'Insurers raise Red Sea war-risk cover costs after attacks',
            lead: 'Marine insurers raised war-risk premiums for ships using the Suez Canal route to about 1% of hull value from 0.5%, brokers said, adding roughly $1 million to the cost of a single transit for a large container vessel.',
          },
        ],
        quote: {
          text: 'Underwriters are pricing in more attacks, not fewer',
          who: 'marine broker Alice Fenwick of Lime Street Marine',
        },
      },
      {
        day: 0,
        hour: 6,
        kind: 'resolution',
        dateline: 'DJIBOUTI',
        versions: [
          {
            title: 'EU warships resume Red Sea convoy escorts; first 11 vessels cross safely',
            lead: 'An EU naval mission resumed escorting merchant vessels through the southern Red Sea, and the first convoy of 11 ships passed the Bab el-Mandeb strait without incident, the mission said.',
          },
          {
            title: 'Maersk to resume some Red Sea transits under naval escort from {+3}',
            lead: 'Maersk said it would resume some container transits through the Red Sea from {+3} under naval escort, after an EU mission guided 11 vessels safely through the strait.',
          },
          {
            title: 'First escorted convoy clears Bab el-Mandeb as Red Sea shipping tentatively returns',
            lead: 'Eleven merchant vessels, including two oil tankers, crossed the Bab el-Mandeb strait in the first escorted convoy since last week’s attacks, maritime security officials said, and freight rates eased 3%.',
          },
        ],
        quote: {
          text: 'Convoys will run every 48 hours for as long as the threat lasts',
          who: 'EU mission commander Rear Admiral Luca Ferrante',
        },
      },
    ],
  },
  {
    id: 'panama-canal-drought',
    agents: ['harbor'],
    role: 'storyline',
    outlets: ['Freight Weekly', 'Pacific Dispatch', 'Harbour Gazette', 'Port Observer'],
    background: [
      'The Panama Canal’s locks draw their water from Gatun Lake, whose level depends on rainfall; a drought two years ago cut transits to 24 a day.',
    ],
    stages: [
      {
        day: 13,
        hour: 14,
        kind: 'incident',
        dateline: 'PANAMA CITY',
        versions: [
          {
            title: 'Panama Canal cuts daily transits to 32 as Gatun Lake level falls',
            lead: 'The Panama Canal Authority will cut daily vessel transits to 32 from 36 from {+2} because of low water in Gatun Lake after a dry rainy season, it said, and lower the maximum draft for the largest ships.',
          },
          {
            title: 'Drought forces Panama Canal to limit shipping again',
            lead: 'The Panama Canal Authority said it would limit transits to 32 vessels a day, down from 36, as drought lowered Gatun Lake, raising the prospect of queues of container ships and LNG carriers.',
          },
        ],
        quote: {
          text: 'We are managing every drop of water in the lake',
          who: 'canal authority water director Ricardo Ayala',
        },
      },
      {
        day: 9,
        hour: 13,
        kind: 'escalation',
        syndicated: true,
        dateline: 'PANAMA CITY',
        versions: [
          {
            title: 'Panama Canal deepens cuts to 28 transits a day, 61 vessels queue',
            lead: 'The Panama Canal Authority cut daily transits to 28 from 32 as Gatun Lake kept falling, and 61 vessels were waiting to cross, up from 38 a week earlier, the canal’s data showed.',
          },
          {
            title: 'Queue at Panama Canal grows to 61 ships as drought restrictions tighten',
            lead: 'Sixty-one vessels were waiting at both ends of the Panama Canal after the canal authority tightened drought restrictions to 28 transits a day, and shipping lines added surcharges on US East Coast cargo.',
          },
          {
            title: 'Shippers pay up to $1.8 million for Panama Canal slots as cuts deepen',
            lead: 'A tanker operator paid $1.8 million at auction for a Panama Canal transit slot, brokers said, after the canal authority cut daily crossings to 28 because of drought.',
          },
        ],
      },
      {
        day: 1,
        hour: 12,
        kind: 'resolution',
        dateline: 'PANAMA CITY',
        versions: [
          {
            title: 'Rains lift Gatun Lake; Panama Canal to raise transits to 34 from {+4}',
            lead: 'Heavy rains raised the level of Gatun Lake by 40 centimetres in a week, and the Panama Canal Authority said it would raise daily transits to 34 from 28 starting {+4}. The queue of waiting vessels fell to 22.',
          },
          {
            title: 'Panama Canal eases drought limits as lake recovers',
            lead: 'The Panama Canal Authority eased drought restrictions, saying it would allow 34 vessels a day from {+4} after rainfall replenished Gatun Lake, and raised the maximum draft by half a metre.',
          },
        ],
        quote: { text: 'The rains came late, but they came', who: 'canal authority water director Ricardo Ayala' },
      },
    ],
  },
  {
    id: 'ecb-december-decision',
    agents: ['meridian'],
    role: 'storyline',
    outlets: ['Market Ledger', 'Eastern Ledger', 'Continental Wire', 'Meridian Post', 'Northwire'],
    background: [
      'The European Central Bank has cut its deposit rate four times this year, to 2.5%, as inflation fell toward its 2% target.',
    ],
    stages: [
      {
        day: 11,
        hour: 10,
        kind: 'incident',
        dateline: 'FRANKFURT',
        versions: [
          {
            title: 'Eurozone inflation rises to 2.4%, above forecasts',
            lead: 'Eurozone inflation rose to 2.4% in November from 2.1% in October, a flash estimate showed, above the 2.2% economists had expected, clouding the outlook for further European Central Bank rate cuts.',
          },
          {
            title: 'Euro area inflation picks up, bond yields rise',
            lead: 'Consumer price inflation in the euro area accelerated to 2.4%, official data showed, and German two-year bond yields rose 8 basis points as traders scaled back bets on a European Central Bank rate cut in December.',
          },
          {
            title: 'Services prices drive eurozone inflation higher',
            lead: 'Services inflation in the eurozone rose to 4.1%, lifting headline inflation to 2.4%, Eurostat said, a setback for the European Central Bank ahead of its December monetary policy meeting.',
          },
        ],
      },
      {
        day: 6,
        hour: 9,
        kind: 'announcement',
        dateline: 'FRANKFURT',
        versions: [
          {
            title: 'ECB policymaker signals pause in rate cuts at {+5} meeting',
            lead: 'The European Central Bank should hold interest rates at its meeting on {+5} after the rise in inflation, governing council member Markus Feld said, the clearest signal yet that the bank will pause its cutting cycle.',
          },
          {
            title: 'Markets price out December ECB cut after policymaker comments',
            lead: 'Money markets priced out a European Central Bank rate cut at the {+5} meeting after a policymaker said inflation had to be watched, with bond yields rising across the eurozone.',
          },
        ],
        quote: {
          text: 'With inflation back at 2.4%, there is no case for moving in December',
          who: 'governing council member Markus Feld',
        },
      },
      {
        day: 1,
        hour: 13,
        kind: 'resolution',
        dateline: 'FRANKFURT',
        versions: [
          {
            title: 'ECB holds rates at 2.5%, ending run of four cuts',
            lead: 'The European Central Bank kept its deposit rate at 2.5% on {+0}, pausing after four interest rate cuts this year, and raised its inflation forecast for next year to 2.3% from 2.0%.',
          },
          {
            title: 'ECB pauses rate cuts as inflation ticks up',
            lead: 'The European Central Bank left interest rates unchanged, as markets expected, and said future monetary policy decisions would depend on data, after eurozone inflation rose to 2.4%.',
          },
          {
            title: 'Euro firms, bond yields edge up after ECB holds',
            lead: 'The euro rose 0.4% against the dollar and eurozone bond yields edged higher after the European Central Bank held rates and gave no signal of a cut in January.',
          },
          {
            title: 'ECB keeps deposit rate at 2.5%, next decision due in late January',
            lead: 'The European Central Bank held its key interest rate at 2.5% and said the governing council would reassess in late January with new staff projections on inflation.',
          },
        ],
        quote: { text: 'We are not pre-committing to any rate path', who: 'the ECB’s statement' },
        syndicated: true,
      },
    ],
  },
  {
    id: 'boj-rate-hike',
    agents: ['meridian'],
    role: 'storyline',
    outlets: ['Pacific Dispatch', 'Market Ledger', 'Northwire', 'Eastern Ledger'],
    background: [
      'The Bank of Japan ended eight years of negative interest rates last year and has since raised rates twice.',
    ],
    stages: [
      {
        day: 9,
        hour: 2,
        kind: 'incident',
        dateline: 'TOKYO',
        versions: [
          {
            title: 'Yen slides to 158 per dollar, raising pressure on Bank of Japan',
            lead: 'The yen fell to 158 per dollar, its weakest in five months, as traders bet the Bank of Japan would move slowly on interest rates, pushing up import costs and core inflation in Japan.',
          },
          {
            title: 'Japan finance ministry warns on yen as currency weakens past 158',
            lead: 'Japan’s top currency diplomat said the finance ministry was watching the yen with urgency after it weakened past 158 per dollar, while markets raised bets on a Bank of Japan rate hike this month.',
          },
        ],
        quote: {
          text: 'We will take appropriate action against excessive moves',
          who: 'vice finance minister for international affairs Kenji Arakawa',
        },
      },
      {
        day: 5,
        hour: 3,
        kind: 'escalation',
        syndicated: true,
        dateline: 'TOKYO',
        versions: [
          {
            title: 'Bank of Japan raises interest rate to 0.75%, highest in 17 years',
            lead: 'The Bank of Japan raised its short-term interest rate to 0.75% from 0.5% on {+0}, the highest since 2008, citing rising wages and inflation and a weak yen.',
          },
          {
            title: 'BoJ hikes rates, yen rallies to 153',
            lead: 'The yen rallied to 153 per dollar from 156 after the Bank of Japan lifted rates by a quarter point to 0.75%, and Japanese bond yields hit their highest since 2008.',
          },
          {
            title: 'Bank of Japan signals more rate hikes possible if wages keep rising',
            lead: 'The Bank of Japan said it would keep raising interest rates if wage growth and inflation held up, after a rate hike to 0.75% that eight of nine board members backed.',
          },
        ],
        quote: {
          text: 'Real interest rates remain deeply negative; monetary policy is still accommodative',
          who: 'the Bank of Japan governor, at a news conference',
        },
      },
      {
        day: 4,
        hour: 1,
        kind: 'update',
        dateline: 'TOKYO',
        versions: [
          {
            title: 'Yen extends gains to 151 after Bank of Japan hike',
            lead: 'The yen strengthened to 151 per dollar, extending gains after the Bank of Japan’s rate hike to 0.75%, and Japan’s 10-year bond yield rose to 1.6%.',
          },
          {
            title: 'Japanese bank shares rise on higher interest rates',
            lead: 'Shares in Japan’s largest banks rose as much as 5% as investors bet higher interest rates from the Bank of Japan would lift lending margins, with bond yields at a 17-year high.',
          },
        ],
      },
    ],
  },
  {
    id: 'bank-of-korea-hold',
    agents: ['meridian'],
    role: 'same-day',
    outlets: ['Pacific Dispatch', 'Continental Wire'],
    background: [],
    stages: [
      {
        day: 5,
        hour: 1,
        kind: 'incident',
        dateline: 'SEOUL',
        versions: [
          {
            title: 'Bank of Korea holds interest rate at 2.75%',
            lead: 'The Bank of Korea kept its base interest rate at 2.75%, as expected, saying household debt and a weak won argued against a rate cut even as inflation eased to 1.9%.',
          },
          {
            title: 'South Korea’s central bank stands pat, eyes household debt',
            lead: 'South Korea’s central bank left its key rate unchanged at 2.75% and said it would watch household lending and the currency before deciding on further monetary policy easing.',
          },
        ],
      },
    ],
  },
  {
    id: 'us-cpi-fed',
    agents: ['meridian'],
    role: 'storyline',
    outlets: ['Market Ledger', 'Northwire', 'Meridian Post'],
    background: ['The Federal Reserve has held its policy rate in a range of 3.75% to 4% since September.'],
    stages: [
      {
        day: 2,
        hour: 13,
        kind: 'incident',
        dateline: 'WASHINGTON',
        versions: [
          {
            title: 'US CPI inflation rises to 3.1% in November',
            lead: 'US consumer price inflation rose to 3.1% in November from 2.9%, the Labor Department said, driven by shelter and car insurance costs, and Treasury bond yields rose on bets the Federal Reserve will hold rates.',
          },
          {
            title: 'Hotter US inflation data dims hopes for Fed rate cut',
            lead: 'A rise in the US CPI to 3.1% dimmed hopes for a Federal Reserve rate cut in December, traders said, with futures now pricing a 20% chance of a cut, down from 55% a day earlier.',
          },
          {
            title: 'Core inflation in US holds at 3.3%',
            lead: 'Core consumer price inflation, which excludes food and energy, held at 3.3% in November, figures showed, while headline CPI rose to 3.1%, complicating the Federal Reserve’s monetary policy decision next week.',
          },
        ],
      },
      {
        day: 0,
        hour: 12,
        kind: 'announcement',
        dateline: 'WASHINGTON',
        versions: [
          {
            title: 'Fed officials signal rates on hold at next week’s meeting',
            lead: 'Two Federal Reserve officials said on {+0} that interest rates should stay where they are at the central bank’s meeting on {+5}, after US inflation rose to 3.1%.',
          },
          {
            title: 'Fed’s Caldwell: no rush to cut rates with inflation at 3.1%',
            lead: 'Federal Reserve governor Nora Caldwell said there was no rush to cut interest rates with CPI inflation back at 3.1%, reinforcing market bets that the Fed will hold at its {+5} meeting.',
          },
        ],
        quote: {
          text: 'The last mile on inflation is proving the hardest, and patience is the right monetary policy',
          who: 'Federal Reserve governor Nora Caldwell',
        },
      },
    ],
  },
  {
    id: 'boe-rate-cut',
    agents: ['meridian'],
    role: 'storyline',
    outlets: ['Market Ledger', 'Daily Courier', 'Continental Wire'],
    background: [
      'The Bank of England has cut rates gradually since last year while warning that wage growth keeps services inflation high.',
    ],
    stages: [
      {
        day: 12,
        hour: 12,
        kind: 'incident',
        dateline: 'LONDON',
        versions: [
          {
            title: 'Bank of England cuts interest rate to 3.75% in 5-4 vote',
            lead: 'The Bank of England cut its main interest rate to 3.75% from 4% on {+0}, with the monetary policy committee split 5-4, and said future rate cuts would be gradual as inflation stays above target.',
          },
          {
            title: 'BoE rate cut narrowly passes as four members vote to hold',
            lead: 'A rate cut by the Bank of England to 3.75% passed by a single vote, minutes showed, with four policymakers worried that inflation of 3.6% was still too high.',
          },
          {
            title: 'Sterling slips, gilt yields fall after Bank of England cut',
            lead: 'Sterling fell 0.5% against the dollar and two-year gilt yields dropped 9 basis points after the Bank of England cut interest rates to 3.75%, as traders priced another rate cut by spring.',
          },
        ],
        quote: { text: 'We need to be careful not to cut too far or too fast', who: 'the Bank of England governor' },
      },
      {
        day: 10,
        hour: 9,
        kind: 'update',
        dateline: 'LONDON',
        versions: [
          {
            title: 'UK inflation eases to 3.4% after Bank of England cut',
            lead: 'UK CPI inflation eased to 3.4% from 3.6%, official figures showed, supporting the Bank of England’s decision to cut interest rates, and bond yields fell further.',
          },
          {
            title: 'Lower UK inflation strengthens case for next BoE rate cut',
            lead: 'British consumer price inflation fell to 3.4%, lifting market bets on another Bank of England rate cut in February to 70%, traders said.',
          },
        ],
      },
    ],
  },
];
