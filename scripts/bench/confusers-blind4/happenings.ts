// Kinds of happening in the nine demo domains, each told in its own sentence shapes (headlines, leads,
// details, quotes, developments over the story's life, background recalling older events). Sample data:
// every name is fictional. A story's stage: 0 first reports, 1 a development the same day, 2 the next day.
import { type Country, type Person, type Rng, big, chance, digits, int, num, pick, words } from './world.ts';

export interface Setting {
  c: Country;
  city: string;
  /** A neighbouring town the story mentions (neighbour-town pairs). */
  near?: string;
  actor?: string;
  target?: string;
  official?: Person;
  /** Another country, for background paragraphs and talks between two sides. */
  other: Country;
}

type Line = (st: number) => string;
export interface Story {
  heads: Line[];
  leads: Line[];
  more: Line[];
  quotes: Line[];
  devs: Line[];
  back: string[];
  /** Who would issue a press release about it. */
  issuer: string;
}

export interface Happening {
  id: string;
  domain: string;
  /** Whether an official of the country decides it (same-official pairs). */
  official?: (c: Country) => Person;
  make: (r: Rng, s: Setting) => Story;
}

const month = (r: Rng) => pick(r, ['January', 'March', 'May', 'July', 'September', 'November']);
const year = (r: Rng) => int(r, 2009, 2024);

const rate: Happening = {
  id: 'rate-decision',
  domain: 'central-banks',
  official: (c) => c.governor,
  make(r, s) {
    const g = s.official ?? s.c.governor;
    const dir = pick(r, ['raise', 'cut', 'hold'] as const);
    const bp = pick(r, [25, 50, 75]);
    const level = int(r, 15, 95) / 4;
    const infl = (int(r, 18, 120) / 10).toFixed(1);
    const votes = int(r, 5, 9);
    const dissent = int(r, 0, 2);
    const verb = dir === 'raise' ? 'raised' : dir === 'cut' ? 'cut' : 'left unchanged';
    const move = dir === 'hold' ? 'held its key rate' : `${verb} its benchmark rate by ${bp} basis points`;
    const newLevel = dir === 'raise' ? level + bp / 100 : dir === 'cut' ? level - bp / 100 : level;
    const pct = (x: number) => `${x.toFixed(2)}%`;
    return {
      issuer: s.c.bank,
      heads: [
        () =>
          dir === 'hold'
            ? `${s.c.bank} holds rates at ${pct(level)}`
            : `${s.c.bank} ${dir === 'raise' ? 'hikes' : 'cuts'} rates by ${bp}bp`,
        () =>
          `${s.c.adj} central bank ${dir === 'hold' ? 'stands pat' : dir === 'raise' ? 'tightens again' : 'eases'} as inflation runs at ${infl}%`,
        () =>
          `${g.last} ${dir === 'hold' ? 'keeps borrowing costs steady' : `delivers ${words(bp)}-point ${dir === 'raise' ? 'hike' : 'cut'}`}`,
        (st) =>
          st === 2
            ? `${s.c.currency}s ${dir === 'raise' ? 'firm' : 'slip'} a day after rate decision`
            : `Rate decision: what ${s.c.bank} did and why`,
      ],
      leads: [
        () =>
          `The ${s.c.bank} ${move} on ${pick(r, ['Thursday', 'Wednesday', 'Tuesday'])}, taking it to ${pct(newLevel)}.`,
        () =>
          `Policymakers in ${s.c.capital} ${dir === 'hold' ? 'kept borrowing costs where they were' : `${verb} borrowing costs`} for ${pick(r, ['the first time this year', 'a second meeting running', 'the third time since spring'])}, citing inflation of ${infl} per cent.`,
        () =>
          `Governor ${g.name} and the monetary board voted ${votes - dissent}-${dissent} to ${dir === 'hold' ? 'keep the policy rate at' : `${dir} the policy rate to`} ${pct(newLevel)}.`,
      ],
      more: [
        () =>
          `Annual consumer price inflation in ${s.c.name} stood at ${infl}% last month, against a target of ${pick(r, ['2', '3', '4'])}%.`,
        () =>
          `The ${s.c.currency} ${dir === 'raise' ? 'gained' : 'weakened'} ${(int(r, 2, 14) / 10).toFixed(1)}% against the dollar after the announcement.`,
        () =>
          dissent
            ? `${num(r, dissent)} of the ${num(r, votes)} board members argued for a different move, minutes released with the statement show.`
            : `All ${num(r, votes)} board members backed the decision.`,
        () =>
          `Mortgage lenders in ${s.c.capital} said variable rates would ${dir === 'raise' ? 'rise' : dir === 'cut' ? 'fall' : 'stay put'} from next month.`,
        () => `Two-year government bond yields moved ${int(r, 3, 19)} basis points on the news.`,
      ],
      quotes: [
        () =>
          `"${dir === 'cut' ? 'Price pressures have eased enough to give households some relief' : dir === 'raise' ? 'We will not let inflation settle above our target' : 'We need more evidence before we move'}," ${g.last} told reporters.`,
        () =>
          `"The decision was ${dir === 'hold' ? 'finely balanced' : 'not taken lightly'}," the governor said in a statement.`,
        () =>
          `An economist at ${s.c.capital}'s largest bank called the move "${pick(r, ['overdue', 'a surprise', 'exactly what markets priced', 'brave'])}".`,
      ],
      devs: [
        (st) =>
          st === 2
            ? `A day later, the bank's published minutes showed ${g.last} had ${pick(r, ['pushed for a larger move', 'warned of further steps', 'cast the deciding vote'])}.`
            : dissent
              ? `Shortly after the decision the bank corrected its statement: the vote was ${votes - dissent}-${dissent}, not unanimous as first published.`
              : `Shortly after the decision the bank corrected its statement: the new rate applies from ${pick(r, ['Friday', 'Monday'])}, not immediately.`,
        (st) =>
          st === 2
            ? `Retail banks began passing on the change on ${pick(r, ['Friday', 'Monday'])}.`
            : `Stocks of ${s.c.adj} lenders ${dir === 'raise' ? 'rose' : 'fell'} in afternoon trade.`,
      ],
      back: [
        `The bank last changed rates in ${month(r)} ${year(r)}, when inflation topped ${int(r, 6, 19)}%.`,
        `Neighbouring ${s.other.name}'s ${s.other.bank} ${pick(r, ['raised', 'cut', 'held'])} its own rate ${pick(r, ['last month', 'in the spring', 'two weeks ago'])}.`,
      ],
    };
  },
};

const bankAction: Happening = {
  id: 'bank-emergency',
  domain: 'central-banks',
  official: (c) => c.governor,
  make(r, s) {
    const g = s.official ?? s.c.governor;
    const lender =
      s.target ?? `${pick(r, ['Provident', 'Union', 'Farmers', 'Merchant', 'Cooperative'])} Bank of ${s.city}`;
    const what = pick(r, ['licence', 'liquidity', 'intervention'] as const);
    const sum = int(r, 3, 40) * 50;
    return {
      issuer: s.c.bank,
      heads: [
        () =>
          what === 'licence'
            ? `${s.c.bank} revokes licence of ${lender}`
            : what === 'liquidity'
              ? `Emergency credit line for ${lender}`
              : `${s.c.adj} central bank sells dollars to prop up the ${s.c.currency}`,
        () =>
          what === 'intervention'
            ? `${g.last} steps into currency market`
            : `Regulator moves on troubled ${s.city} lender`,
        (st) =>
          st
            ? `Depositors queue in ${s.city} after central bank action`
            : `Central bank acts over ${what === 'intervention' ? 'currency slide' : 'bank run fears'}`,
      ],
      leads: [
        () =>
          what === 'licence'
            ? `${s.c.name}'s central bank withdrew the banking licence of ${lender} on ${pick(r, ['Monday', 'Friday'])}, saying its capital had fallen below the legal minimum.`
            : what === 'liquidity'
              ? `The ${s.c.bank} opened a ${big(r, sum)} ${s.c.currency} emergency credit line for ${lender} after withdrawals accelerated.`
              : `The ${s.c.bank} sold an estimated $${digits(sum)} million of reserves to slow a slide in the ${s.c.currency}, dealers said.`,
        () =>
          `Governor ${g.name} said the ${what === 'intervention' ? 'currency' : 'banking system'} remained sound after an ${pick(r, ['unscheduled', 'overnight', 'emergency'])} board session.`,
      ],
      more: [
        () =>
          `${lender} ${what === 'intervention' ? 'was not named' : `has ${num(r, int(r, 12, 90))} branches, most of them around ${s.city}`}.`,
        () =>
          `Deposits up to ${digits(int(r, 2, 10) * 10000)} ${s.c.currency}s are covered by the state guarantee fund, officials said.`,
        () => `The ${s.c.currency} had lost ${int(r, 4, 15)}% against the dollar since ${month(r)}.`,
      ],
      quotes: [
        () => `"Every insured saver will be paid in full," ${g.last} said.`,
        () =>
          `"This was a matter of ${pick(r, ['weeks', 'days', 'hours'])}," said a person familiar with the board's discussion.`,
      ],
      devs: [
        (st) =>
          st === 2
            ? `By the following morning, a trustee had been named to run ${what === 'intervention' ? 'the reserve operations review' : lender}.`
            : `Later the bank said the sum involved was larger than first reported.`,
      ],
      back: [
        `In ${year(r)}, the collapse of a smaller lender in ${s.c.towns[2]} cost the guarantee fund ${big(r, int(r, 50, 900))} ${s.c.currency}s.`,
      ],
    };
  },
};

const inflationPrint: Happening = {
  id: 'inflation-print',
  domain: 'central-banks',
  make(r, s) {
    const now = int(r, 20, 140) / 10;
    const prev = now + (chance(r, 0.5) ? 1 : -1) * (int(r, 2, 12) / 10);
    const office = `${s.c.adj} Statistics Office`;
    return {
      issuer: office,
      heads: [
        () => `${s.c.adj} inflation ${now > prev ? 'accelerates' : 'slows'} to ${now.toFixed(1)}%`,
        () => `Prices rise ${now.toFixed(1)}% in a year, ${s.c.name} statisticians say`,
        () => `Food and fuel ${now > prev ? 'push' : 'drag'} ${s.c.adj} CPI ${now > prev ? 'higher' : 'lower'}`,
      ],
      leads: [
        () =>
          `Consumer prices in ${s.c.name} rose ${now.toFixed(1)} per cent in the year to last month, up from ${prev.toFixed(1)} per cent, the ${office} said.`,
        () =>
          `Inflation ${now > prev ? 'picked up' : 'eased'} to ${now.toFixed(1)}% from ${prev.toFixed(1)}%, according to figures published in ${s.c.capital}.`,
      ],
      more: [
        () =>
          `Food prices climbed ${(now + 1.3).toFixed(1)}%, while transport costs ${now > prev ? 'jumped' : 'fell back'}.`,
        () => `Core inflation, which strips out energy and fresh food, was ${(now - 0.6).toFixed(1)}%.`,
        () => `Economists polled beforehand had expected ${(prev + 0.1).toFixed(1)}%.`,
      ],
      quotes: [
        () =>
          `"The ${s.c.bank} will read this as ${now > prev ? 'a warning' : 'room to breathe'}," said an analyst in ${s.c.capital}.`,
      ],
      devs: [
        (st) =>
          st === 2
            ? `The office revised the figure to ${(now + 0.1).toFixed(1)}% the next day after a data error in rents.`
            : `Markets now price ${now > prev ? 'a hike' : 'a cut'} at the next ${s.c.bank} meeting.`,
      ],
      back: [`Inflation peaked at ${int(r, 9, 25)}% in ${year(r)}.`],
    };
  },
};

// ── energy ────────────────────────────────────────────────────────────────────
const refinery: Happening = {
  id: 'refinery-outage',
  domain: 'energy',
  make(r, s) {
    const co = s.actor ?? `${s.c.adj} Petroleum`;
    const bpd = int(r, 6, 40) * 10000;
    const cause = pick(r, ['a fire', 'an explosion', 'a power failure', 'a crude unit leak']);
    const hurt = int(r, 0, 9);
    return {
      issuer: co,
      heads: [
        () => `${cause[0]!.toUpperCase()}${cause.slice(1)} shuts ${co} refinery in ${s.city}`,
        () => `${digits(bpd)} b/d plant offline after ${cause.replace(/^an? /, '')}`,
        () => `${co} halts refining${chance(r, 0.5) ? ` at ${s.city}` : ''}; fuel supply questions`,
        (st) =>
          st === 2
            ? `${s.city} refinery restart could take weeks`
            : `${s.c.adj} diesel prices climb after refinery outage`,
      ],
      leads: [
        () =>
          `${co} shut its ${digits(bpd)} barrel-per-day refinery ${s.near ? `at ${s.city}, some ${int(r, 15, 40)} km from ${s.near},` : `in ${s.city}`} after ${cause} ${pick(r, ['late on Sunday', 'early on Tuesday', 'overnight'])}.`,
        () =>
          `Production stopped at the ${s.city} refinery, one of ${s.c.name}'s ${pick(r, ['two', 'three', 'four'])} large plants, following ${cause}, the operator said.`,
        () => `Firefighters were called to ${co}'s ${s.city} plant when ${cause} hit a processing unit.`,
      ],
      more: [
        () => (hurt ? `${num(r, hurt)} workers were treated for injuries.` : `No one was hurt, the company said.`),
        () =>
          `The plant supplies roughly a ${pick(r, ['third', 'quarter', 'fifth'])} of the country's diesel and jet fuel.`,
        () => `Wholesale gasoline in ${s.c.capital} rose ${int(r, 2, 9)}% in early trade.`,
        () => `Crude tankers bound for the plant were told to wait offshore.`,
      ],
      quotes: [
        () => `"Our priority is making the site safe," a ${co} spokesperson said.`,
        () => `"Stocks cover about ${words(int(r, 10, 30))} days," energy minister ${s.c.energy.name} said.`,
      ],
      devs: [
        (st) =>
          st === 2
            ? `A day on, ${co} said a partial restart of the ${pick(r, ['hydrocracker', 'crude distillation unit', 'reformer'])} was planned within ${words(int(r, 2, 5))} weeks.`
            : `By afternoon the company said ${hurt + int(r, 1, 3)} people had been injured, up from earlier reports.`,
      ],
      back: [
        `A blaze at the same site in ${year(r)} kept it shut for ${num(r, int(r, 2, 9))} months.`,
        `${s.other.adj} refiners have raised exports to the region since ${month(r)}.`,
      ],
    };
  },
};

const pipeline: Happening = {
  id: 'pipeline-halt',
  domain: 'energy',
  make(r, s) {
    const op = s.actor ?? `${s.c.adj} Gas Transmission`;
    const line =
      `${pick(r, ['Northern', 'Coastal', 'Trans-', 'Valley', 'Eastern'])}${chance(r, 0.5) ? 'link' : ' Line'}`.replace(
        '- ',
        '-',
      );
    const mcm = int(r, 8, 60);
    return {
      issuer: op,
      heads: [
        () => `Gas flows through ${line} halted after leak near ${s.city}`,
        () => `${op} shuts pipeline, cites pressure drop`,
        () => `Pipeline outage cuts ${s.c.adj} gas supply by ${mcm} mcm a day`,
      ],
      leads: [
        () =>
          `${op} stopped flows on the ${line} pipeline after detecting a leak ${int(r, 5, 30)} km outside ${s.city}.`,
        () =>
          `Natural gas deliveries through the ${line} fell to zero on ${pick(r, ['Wednesday', 'Saturday'])} when the operator found a rupture near ${s.city}.`,
      ],
      more: [
        () => `The line normally carries about ${num(r, mcm)} million cubic metres a day.`,
        () => `Industrial users in ${s.c.capital} were asked to cut consumption.`,
        () => `Gas prices at the ${s.c.adj} hub rose ${int(r, 5, 30)}% on the day.`,
      ],
      quotes: [() => `"We cannot yet say when gas will flow again," ${op} said in a statement.`],
      devs: [
        (st) =>
          st === 2
            ? `Engineers began welding a bypass on the second day, ${op} said.`
            : `Police said later they were investigating possible sabotage.`,
      ],
      back: [`The ${line} was built in ${year(r)} to carry gas from ${s.other.name}.`],
    };
  },
};

const blackout: Happening = {
  id: 'grid-blackout',
  domain: 'energy',
  make(r, s) {
    const homes = int(r, 40, 900) * 1000;
    const grid = s.actor ?? `${s.c.adj} Grid Company`;
    return {
      issuer: grid,
      heads: [
        () => `Blackout leaves ${digits(homes)} homes without power in ${s.city}`,
        () => `Power cut hits ${s.city} region; substation failure blamed`,
        () => `${grid}: fault tripped transmission line`,
      ],
      leads: [
        () =>
          `About ${digits(homes)} households around ${s.city} lost electricity after a fault at a high-voltage substation.`,
        () =>
          `Large parts of ${s.city} went dark on ${pick(r, ['Friday evening', 'Monday morning'])} when ${grid} lost a transmission line.`,
      ],
      more: [
        () => `Trams stopped and traffic lights failed across the city centre.`,
        () => `Hospitals switched to backup generators.`,
        () => `The fault came as demand peaked in a ${pick(r, ['heatwave', 'cold snap'])}.`,
      ],
      quotes: [() => `"It was pitch black in minutes," one resident told local radio.`],
      devs: [
        (st) =>
          st === 2
            ? `Power was fully restored the next day; ${grid} promised an inquiry.`
            : `By nightfall, supply had returned to ${int(r, 40, 80)}% of customers.`,
      ],
      back: [`A similar outage in ${s.other.name} in ${year(r)} lasted two days.`],
    };
  },
};

// ── maritime ───────────────────────────────────────────────────────────────────
const portStrike: Happening = {
  id: 'port-strike',
  domain: 'maritime',
  make(r, s) {
    const union = s.actor ?? `${s.c.adj} Dockworkers' Union`;
    const ships = int(r, 8, 60);
    const hours = pick(r, [24, 48, 72]);
    return {
      issuer: union,
      heads: [
        () => `Dockworkers strike at port of ${s.city}`,
        () => `${num(r, ships)} ships wait as ${s.city} port stops`,
        () => `${union} walks out over pay; container terminals idle`,
        (st) => (st ? `Strike spreads to second terminal at ${s.city}` : `Port walkout: what shippers need to know`),
      ],
      leads: [
        () =>
          `Workers at the port of ${s.city} began a ${hours}-hour strike ${pick(r, ['at dawn', 'at midnight', 'on Monday'])}, halting container handling.`,
        () =>
          `Cranes stood still in ${s.city} as members of ${union} walked off the job in a dispute over ${pick(r, ['pay', 'shift patterns', 'automation'])}.`,
        () =>
          `Cargo operations at ${s.c.name}'s ${pick(r, ['busiest', 'second-largest', 'main southern'])} port stopped when dockers struck.`,
      ],
      more: [
        () => `At least ${num(r, ships)} vessels were anchored offshore waiting for a berth.`,
        () => `The union wants a ${int(r, 6, 18)}% raise; employers have offered ${int(r, 2, 5)}%.`,
        () => `Freight forwarders warned of delays of up to a week.`,
      ],
      quotes: [
        () => `"We have been patient for ${words(int(r, 2, 14))} months," a union official said at the gate.`,
        () => `"Every day costs the economy millions," the port authority said.`,
      ],
      devs: [
        (st) =>
          st === 2
            ? `Talks resumed the following day, and the union suspended the walkout at the ${pick(r, ['east', 'north'])} terminal.`
            : `By the afternoon the stoppage had spread to the port's bulk terminal, and ${num(r, ships + int(r, 3, 10))} ships were waiting.`,
      ],
      back: [`The last strike at the port, in ${year(r)}, lasted ${num(r, int(r, 3, 12))} days.`],
    };
  },
};

const vesselIncident: Happening = {
  id: 'vessel-incident',
  domain: 'maritime',
  make(r, s) {
    const line = s.actor ?? `${pick(r, ['Orin', 'Castel', 'Brava', 'Nordel'])} Shipping`;
    const ship =
      `MV ${pick(r, ['Aurelia', 'Silver Tern', 'Kestrel Bay', 'Morning Star', 'Halden', 'Corvina'])} ${pick(r, ['II', 'Spirit', 'Express', ''])}`.trim();
    const what = pick(r, ['ran aground', 'collided with a fishing boat', 'lost engine power', 'caught fire']);
    const crew = int(r, 14, 28);
    return {
      issuer: line,
      heads: [
        () => `Cargo ship ${what} off ${s.city}`,
        () => `${ship} ${what}; crew of ${crew} safe`,
        () => `${line} vessel incident closes channel to ${s.city}`,
      ],
      leads: [
        () =>
          `The ${line} container ship ${ship} ${what} near the entrance to ${s.city} harbour on ${pick(r, ['Tuesday', 'Sunday'])}.`,
        () =>
          `A ${int(r, 4, 14)},000-TEU vessel operated by ${line} ${what} off ${s.c.name}'s coast, the coast guard said.`,
      ],
      more: [
        () => `All ${num(r, crew)} crew members were accounted for.`,
        () => `Traffic in the approach channel was suspended.`,
        () => `Salvage tugs were sent from ${s.c.ports[0]}.`,
      ],
      quotes: [() => `"There is no sign of pollution," the coast guard commander said.`],
      devs: [
        (st) =>
          st === 2
            ? `The ship was refloated the next day and towed to anchorage.`
            : `Later reports said ${words(int(r, 1, 3))} crew were taken to hospital.`,
      ],
      back: [`${line} lost a feeder vessel off ${s.other.name} in ${year(r)}.`],
    };
  },
};

const portOrder: Happening = {
  id: 'port-order',
  domain: 'maritime',
  make(r, s) {
    const cranes = int(r, 3, 12);
    const maker = s.actor ?? `${pick(r, ['Taurel', 'Kondor', 'Vesmar'])} Heavy Industries`;
    const value = int(r, 40, 400);
    return {
      issuer: `${s.city} Port Authority`,
      heads: [
        () => `${s.city} port orders ${num(r, cranes)} ship-to-shore cranes`,
        () => `${maker} wins ${big(r, value)} crane contract`,
        () => `Port authority bets on bigger ships with new equipment`,
      ],
      leads: [
        () =>
          `The ${s.city} Port Authority signed a ${big(r, value)} ${s.c.currency} order with ${maker} for ${num(r, cranes)} new cranes.`,
        () =>
          `${maker} will supply ${num(r, cranes)} electric gantry cranes to ${s.city}, the port said, part of an expansion of its container quay.`,
      ],
      more: [
        () => `Deliveries are due from ${int(r, 2027, 2029)}.`,
        () => `The new quay will let the port handle vessels of ${int(r, 14, 24)},000 TEU.`,
      ],
      quotes: [() => `"This keeps ${s.city} competitive for the next twenty years," the port's chief executive said.`],
      devs: [
        (st) =>
          st === 2
            ? `The contract was formally ratified by the port board a day later.`
            : `The port later said financing came from a state development bank.`,
      ],
      back: [`Volumes at the port grew ${int(r, 3, 12)}% last year.`],
    };
  },
};

// ── conflict ────────────────────────────────────────────────────────────────────
const missile: Happening = {
  id: 'missile-strike',
  domain: 'conflict',
  make(r, s) {
    const forces = s.actor ?? `${s.other.adj} forces`;
    const weapon = pick(r, ['missile', 'drone', 'glide bomb', 'artillery']);
    const dead = int(r, 2, 25);
    const hurt = dead + int(r, 5, 40);
    const hit =
      s.target ??
      pick(r, ['an apartment block', 'a power substation', 'a railway depot', 'a grain terminal', 'a market']);
    return {
      issuer: `${s.c.adj} Ministry of Defence`,
      heads: [
        () => `${weapon[0]!.toUpperCase()}${weapon.slice(1)} strike on ${s.city} kills ${num(r, dead)}`,
        (st) => `${st ? 'Death toll rises' : 'Deadly strike'} in ${s.city} after ${s.other.adj} attack`,
        () => `${forces} hit ${hit} ${chance(r, 0.5) ? `in ${s.city}` : 'overnight'}`,
        () => `Attack on ${hit}: ${num(r, hurt)} wounded`,
      ],
      leads: [
        (st) =>
          `At least ${num(r, st ? dead + int(r, 2, 6) : dead)} people were killed when a ${s.other.adj} ${weapon} struck ${hit} in ${s.city}${s.near ? `, near ${s.near}` : ''}, ${s.c.adj} officials said.`,
        () =>
          `${forces} attacked ${hit} in the ${s.c.adj} city of ${s.city} ${pick(r, ['before dawn', 'on Sunday night', 'at rush hour'])}, killing ${num(r, dead)}.`,
        () => `Rescuers in ${s.city} pulled bodies from the rubble of ${hit} after a ${weapon} attack.`,
      ],
      more: [
        () => `${num(r, hurt)} people were wounded, the regional governor said.`,
        () => `Air defence units said they shot down ${num(r, int(r, 2, 30))} of the ${weapon}s launched.`,
        () => `Power was cut to parts of ${s.city} for several hours.`,
        () => `The front line lies about ${int(r, 20, 120)} km to the east.`,
      ],
      quotes: [
        () => `"They aimed at people, not soldiers," ${s.c.pm.name} said in a video address.`,
        () => `"I heard ${pick(r, ['two', 'three'])} blasts and the windows came in," a resident said.`,
      ],
      devs: [
        (st) =>
          st === 2
            ? `A day later the toll stood at ${num(r, dead + int(r, 3, 10))}, and ${s.city} declared a day of mourning.`
            : `Emergency services raised the toll to ${num(r, dead + int(r, 1, 5))} as searches continued.`,
      ],
      back: [
        `${s.city} was last hit in ${month(r)}, when ${num(r, int(r, 2, 20))} people died.`,
        `The war between ${s.c.name} and ${s.other.name} began in ${int(r, 2019, 2024)}.`,
      ],
    };
  },
};

const advance: Happening = {
  id: 'ground-advance',
  domain: 'conflict',
  make(r, s) {
    const forces = s.actor ?? `${s.other.adj} troops`;
    const km = int(r, 2, 12);
    return {
      issuer: `${s.c.adj} General Staff`,
      heads: [
        () => `${forces} push toward ${s.city}`,
        () => `${s.c.adj} army pulls back from villages near ${s.city}`,
        () => `Heavy fighting on ${s.city} axis, General Staff says`,
      ],
      leads: [
        () =>
          `${forces} advanced up to ${num(r, km)} km toward ${s.city} in ${words(int(r, 2, 6))} days, ${s.c.adj} commanders acknowledged.`,
        () => `${s.c.adj} units withdrew from ${words(int(r, 2, 4))} villages east of ${s.city} to avoid encirclement.`,
      ],
      more: [
        () => `The ${s.c.adj} General Staff reported ${num(r, int(r, 20, 80))} assaults along the sector in a day.`,
        () => `Civilians were ordered to leave settlements within ${int(r, 10, 25)} km of the front.`,
      ],
      quotes: [() => `"The situation is difficult but under control," a brigade spokesman said.`],
      devs: [
        (st) =>
          st === 2
            ? `Reinforcements arrived the next day, officials said.`
            : `Evacuation buses left ${s.city} in the afternoon.`,
      ],
      back: [`The ${s.city} sector has seen fighting since ${year(r)}.`],
    };
  },
};

const ceasefireTalks: Happening = {
  id: 'ceasefire-talks',
  domain: 'conflict',
  make(r, s) {
    const host = s.c;
    const a = s.other;
    const mediator = host.pm;
    return {
      issuer: `${host.adj} Foreign Ministry`,
      heads: [
        (st) => (st === 2 ? `Talks in ${s.city} end without deal` : `Ceasefire talks open in ${s.city}`),
        () => `Envoys meet in ${host.name} for truce talks`,
        (st) =>
          `${s.city} talks: ${st ? 'sides agree on prisoner lists' : 'first day focuses on humanitarian corridors'}`,
      ],
      leads: [
        () =>
          `Delegations from ${a.name} and its adversary sat down in ${s.city} on ${pick(r, ['Monday', 'Tuesday'])} for talks hosted by ${mediator.name}.`,
        () => `Negotiators gathered at a lakeside hotel in ${s.city}, ${host.name}, to discuss a ceasefire.`,
      ],
      more: [
        () => `The agenda includes a ${int(r, 30, 90)}-day truce and an exchange of prisoners.`,
        () => `Previous rounds in the same city failed in ${month(r)}.`,
      ],
      quotes: [() => `"Nobody expects a breakthrough this week," a diplomat in ${s.city} said.`],
      devs: [
        (st) =>
          st === 2
            ? `On the final day, the delegations left ${s.city} agreeing only to meet again.`
            : `After the first session, ${mediator.last} said the sides had agreed on a working group on prisoners.`,
      ],
      back: [`${s.city} has hosted ${words(int(r, 2, 5))} earlier rounds.`],
    };
  },
};

const prisonerSwap: Happening = {
  id: 'prisoner-swap',
  domain: 'conflict',
  make(r, s) {
    const n = int(r, 20, 200);
    return {
      issuer: `${s.c.adj} Coordination HQ for Prisoners`,
      heads: [
        () => `${digits(n)} prisoners freed in swap`,
        () => `${s.c.name} and ${s.other.name} exchange captured soldiers`,
      ],
      leads: [
        () =>
          `${s.c.name} and ${s.other.name} swapped ${num(r, n)} prisoners each, with the handover brokered in ${s.city}.`,
        () =>
          `Buses carrying ${num(r, n)} freed soldiers crossed into ${s.c.name} after an exchange mediated from ${s.city}.`,
      ],
      more: [() => `It is the ${pick(r, ['fourth', 'sixth', 'tenth'])} such exchange this year.`],
      quotes: [() => `"My son is home," one mother said.`],
      devs: [
        (st) =>
          st === 2
            ? `Officials named the released the next day.`
            : `Officials later said ${num(r, int(r, 2, 10))} civilians were also freed.`,
      ],
      back: [`The last exchange, in ${month(r)}, freed ${num(r, int(r, 20, 150))} people.`],
    };
  },
};

// ── health ─────────────────────────────────────────────────────────────────────
const outbreak: Happening = {
  id: 'outbreak',
  domain: 'health',
  official: (c) => c.health,
  make(r, s) {
    const bug = s.actor ?? pick(r, ['cholera', 'measles', 'dengue', 'typhoid', 'hepatitis A', 'meningitis']);
    const cases = int(r, 12, 300);
    const deaths = int(r, 0, 9);
    const m = s.official ?? s.c.health;
    return {
      issuer: `${s.c.adj} Ministry of Health`,
      heads: [
        () => `${bug[0]!.toUpperCase()}${bug.slice(1)} outbreak in ${s.city}: ${num(r, cases)} cases`,
        (st) => `${st ? 'Cases climb' : 'Outbreak declared'} ${chance(r, 0.5) ? `in ${s.city}` : ''}`.trim(),
        () => `Health officials race to contain ${bug}`,
      ],
      leads: [
        () =>
          `Health authorities declared a ${bug} outbreak in ${s.city}${s.near ? `, a town near ${s.near},` : ''} after ${num(r, cases)} cases were confirmed.`,
        () =>
          `${num(r, cases)} people have fallen ill with ${bug} in ${s.city} since ${pick(r, ['last week', 'the weekend', 'early this month'])}, ${m.name}, the health minister, said.`,
        () => `Clinics in ${s.city} are treating a rising number of ${bug} patients.`,
      ],
      more: [
        () => (deaths ? `${num(r, deaths)} deaths have been recorded.` : `No deaths have been reported.`),
        () =>
          `Officials suspect ${bug === 'cholera' || bug === 'typhoid' || bug === 'hepatitis A' ? 'contaminated water' : 'low vaccination coverage'}.`,
        () => `Schools in ${s.city} will close for a week.`,
      ],
      quotes: [
        () => `"We have sent ${pick(r, ['two', 'three', 'four'])} rapid response teams," ${m.last} said.`,
        () => `"The wards are full," a nurse at the district hospital said.`,
      ],
      devs: [
        (st) =>
          st === 2
            ? `The next day, the count rose to ${digits(cases + int(r, 20, 80))}, with cases reported in villages around ${s.city}.`
            : `By evening, confirmed cases had risen to ${digits(cases + int(r, 5, 30))}.`,
      ],
      back: [
        `${s.c.name} had its last major ${bug} outbreak in ${year(r)}.`,
        `${s.other.name} reported a similar outbreak in ${month(r)}.`,
      ],
    };
  },
};

const hospital: Happening = {
  id: 'hospital-opening',
  domain: 'health',
  official: (c) => c.health,
  make(r, s) {
    const beds = int(r, 80, 600);
    const m = s.official ?? s.c.health;
    return {
      issuer: `${s.c.adj} Ministry of Health`,
      heads: [
        () => `New ${beds}-bed hospital opens in ${s.city}`,
        () => `${m.last} opens regional hospital`,
        () => `${s.city} gets long-awaited hospital`,
      ],
      leads: [
        () => `Health minister ${m.name} opened a ${num(r, beds)}-bed regional hospital in ${s.city}.`,
        () =>
          `A new hospital with ${digits(beds)} beds and ${words(int(r, 4, 12))} operating theatres has opened its doors in ${s.city}.`,
      ],
      more: [
        () => `It cost ${big(r, int(r, 40, 500))} ${s.c.currency}s.`,
        () => `It will serve about ${digits(int(r, 100, 900) * 1000)} people.`,
      ],
      quotes: [
        () =>
          `"No one here should have to travel ${s.city === s.c.capital ? 'abroad' : `to ${s.c.capital}`} for surgery," ${m.last} said.`,
      ],
      devs: [
        (st) =>
          st === 2
            ? `The first patients were admitted the following morning.`
            : `Later, the ministry said staffing was still ${int(r, 10, 30)}% short.`,
      ],
      back: [`Construction began in ${year(r)}.`],
    };
  },
};

const vaccineDrive: Happening = {
  id: 'vaccine-drive',
  domain: 'health',
  official: (c) => c.health,
  make(r, s) {
    const target = int(r, 50, 900) * 1000;
    const m = s.official ?? s.c.health;
    const disease = pick(r, ['polio', 'measles', 'influenza', 'HPV']);
    return {
      issuer: `${s.c.adj} Ministry of Health`,
      heads: [
        () => `${s.c.name} launches ${disease} vaccination campaign`,
        () => `${digits(target)} children to get ${disease} shots`,
      ],
      leads: [
        () =>
          `${m.name} launched a nationwide ${disease} vaccination drive aimed at ${num(r, target)} children, starting in ${s.city}.`,
        () => `Mobile teams fanned out from ${s.city} to vaccinate ${digits(target)} children against ${disease}.`,
      ],
      more: [() => `The campaign runs ${words(int(r, 2, 6))} weeks.`],
      quotes: [() => `"Every child counts," ${m.last} said.`],
      devs: [
        (st) =>
          st === 2
            ? `On day two, ${digits(Math.floor(target / 7))} had been vaccinated.`
            : `Officials later extended the age range.`,
      ],
      back: [`Coverage fell below ${int(r, 70, 90)}% in ${year(r)}.`],
    };
  },
};

// ── disasters ──────────────────────────────────────────────────────────────────
const quake: Happening = {
  id: 'earthquake',
  domain: 'disasters',
  make(r, s) {
    const mag = (int(r, 48, 74) / 10).toFixed(1);
    const dead = int(r, 0, 60);
    const km = int(r, 5, 60);
    return {
      issuer: `${s.c.adj} Seismological Institute`,
      heads: [
        () => `Magnitude ${mag} earthquake strikes ${s.city}`,
        (st) =>
          `${st ? 'Toll rises to' : 'Quake kills'} ${num(r, st ? dead + int(r, 2, 10) : dead)}${chance(r, 0.5) ? ` in ${s.c.name}` : ''}`,
        () => `${mag} tremor shakes ${chance(r, 0.5) ? s.city : `${s.c.adj} region`}`,
      ],
      leads: [
        () =>
          `A magnitude ${mag} earthquake struck ${km} km ${pick(r, ['north', 'south', 'west'])} of ${s.city}${s.near ? ` and was felt in ${s.near}` : ''}, the ${s.c.adj} Seismological Institute said.`,
        () =>
          `The ground shook for ${words(int(r, 10, 40))} seconds in ${s.city} ${pick(r, ['shortly after midnight', 'at lunchtime', 'in the early evening'])}, toppling old buildings.`,
      ],
      more: [
        () => (dead ? `At least ${num(r, dead)} people died.` : `There were no immediate reports of deaths.`),
        () => `The quake was ${int(r, 8, 35)} km deep.`,
        () => `Aftershocks of up to ${(Number(mag) - 1.3).toFixed(1)} followed.`,
        () => `Thousands spent the night outside.`,
      ],
      quotes: [() => `"Everything fell off the shelves," a shopkeeper in ${s.city} said.`],
      devs: [
        (st) =>
          st === 2
            ? `A day later the institute revised the magnitude to ${(Number(mag) + 0.1).toFixed(1)}, and the toll reached ${num(r, dead + int(r, 3, 15))}.`
            : `Rescue teams said the toll rose to ${num(r, dead + int(r, 1, 8))} by nightfall.`,
      ],
      back: [`A quake in ${year(r)} near ${s.c.towns[3]} killed ${num(r, int(r, 10, 400))}.`],
    };
  },
};

const flood: Happening = {
  id: 'flood',
  domain: 'disasters',
  make(r, s) {
    const river = `${pick(r, ['Ostra', 'Vell', 'Marin', 'Duna', 'Kessa'])} river`;
    const evac = int(r, 300, 12000);
    const dead = int(r, 0, 12);
    return {
      issuer: `${s.c.adj} Civil Protection`,
      heads: [
        () => `Floods force ${digits(evac)} from homes in ${s.city}`,
        () => `${river} bursts banks`,
        (st) =>
          `${st ? 'Flood waters rise further' : 'Flash floods'} ${chance(r, 0.5) ? `around ${s.city}` : 'after record rain'}`,
      ],
      leads: [
        () =>
          `The ${river} burst its banks in ${s.city} after ${int(r, 80, 250)} mm of rain in a day, forcing ${num(r, evac)} people to leave.`,
        () =>
          `Civil protection crews evacuated ${digits(evac)} residents of ${s.city}${s.near ? ` and nearby ${s.near}` : ''} as flood water filled streets.`,
      ],
      more: [
        () => (dead ? `${num(r, dead)} deaths were confirmed.` : `No deaths were reported.`),
        () => `Bridges over the ${river} were closed.`,
      ],
      quotes: [() => `"The water came up to the second floor," a resident said.`],
      devs: [
        (st) =>
          st === 2
            ? `The river crested the following day, ${int(r, 20, 90)} cm above the record.`
            : `By evening the evacuation order was extended to ${digits(evac * 2)} people.`,
      ],
      back: [`The last great flood on the ${river} was in ${year(r)}.`],
    };
  },
};

const wildfire: Happening = {
  id: 'wildfire',
  domain: 'disasters',
  make(r, s) {
    const ha = int(r, 3, 90) * 100;
    return {
      issuer: `${s.c.adj} Fire Service`,
      heads: [() => `Wildfire near ${s.city} burns ${digits(ha)} hectares`, () => `Villages evacuated as fire spreads`],
      leads: [
        () => `A wildfire outside ${s.city} has burned ${num(r, ha)} hectares of forest, the fire service said.`,
        () => `Firefighting planes were dropping water on hills above ${s.city} as a blaze spread in strong winds.`,
      ],
      more: [
        () => `Temperatures reached ${int(r, 36, 44)}C.`,
        () => `${num(r, int(r, 2, 9))} villages were evacuated.`,
      ],
      quotes: [() => `"The wind keeps changing," a fire commander said.`],
      devs: [(st) => (st === 2 ? `The fire was contained the next day.` : `By afternoon it had doubled in size.`)],
      back: [`In ${year(r)} a fire there burned for a week.`],
    };
  },
};

// ── semiconductors ─────────────────────────────────────────────────────────────
const fab: Happening = {
  id: 'fab-plan',
  domain: 'semiconductors',
  official: (c) => c.tech,
  make(r, s) {
    const co = s.actor ?? `${s.c.adj} Silicon`;
    const bn = int(r, 2, 25);
    const nm = pick(r, [28, 16, 7, 5, 3]);
    const jobs = int(r, 8, 40) * 100;
    return {
      issuer: co,
      heads: [
        () => `${co} to build $${bn}bn chip plant in ${s.city}`,
        () => `${nm}nm fab planned for ${chance(r, 0.5) ? s.city : s.c.name}`,
        () => `${co} picks ${s.city} for new factory; ${digits(jobs)} jobs`,
      ],
      leads: [
        () =>
          `${co} will spend $${bn} billion on a ${nm}-nanometre wafer plant in ${s.city}, with production from ${int(r, 2027, 2030)}.`,
        () =>
          `Chipmaker ${co} said it had chosen ${s.city} for its next fab, backed by a subsidy from ${s.c.name}'s government.`,
      ],
      more: [
        () => `The plant will employ about ${digits(jobs)} people.`,
        () =>
          `Technology minister ${(s.official ?? s.c.tech).name} said the state would cover ${int(r, 15, 40)}% of the cost.`,
        () => `It will make chips for ${pick(r, ['cars', 'data centres', 'phones', 'industrial machines'])}.`,
      ],
      quotes: [() => `"This is the biggest investment in our history," ${co}'s chief executive said.`],
      devs: [
        (st) =>
          st === 2
            ? `Shares in ${co} rose ${int(r, 2, 9)}% the following day.`
            : `Later, the company said the budget included a research centre.`,
      ],
      back: [`${s.other.adj} rival firms announced plants in ${year(r)}.`],
    };
  },
};

const exportRule: Happening = {
  id: 'export-rule',
  domain: 'semiconductors',
  official: (c) => c.tech,
  make(r, s) {
    const m = s.official ?? s.c.tech;
    const item = pick(r, [
      'lithography tools',
      'advanced AI chips',
      'chipmaking chemicals',
      'wafer inspection equipment',
    ]);
    return {
      issuer: `${s.c.adj} Ministry of Technology`,
      heads: [
        () => `${s.c.name} restricts exports of ${item}`,
        () => `New licence rule for ${item} shipments to ${s.other.name}`,
      ],
      leads: [
        () =>
          `${s.c.name} will require export licences for ${item} sold to ${s.other.name}, minister ${m.name} announced in ${s.city}.`,
        () =>
          `Exporters of ${item} will need government approval from ${pick(r, ['next month', 'January', 'the first of April'])}, the ${s.c.adj} government said.`,
      ],
      more: [() => `Sales of ${item} were worth $${int(r, 1, 9)}.${int(r, 1, 9)} billion last year.`],
      quotes: [() => `"Our security comes first," ${m.last} said.`],
      devs: [
        (st) =>
          st === 2
            ? `${s.other.name} protested the rule the next day.`
            : `The ministry later published a list of exempt products.`,
      ],
      back: [`Similar rules were adopted by ${s.other.name} in ${year(r)}.`],
    };
  },
};

const fabDisruption: Happening = {
  id: 'fab-disruption',
  domain: 'semiconductors',
  make(r, s) {
    const co = s.actor ?? `${s.c.adj} Microelectronics`;
    const cause = pick(r, ['a power outage', 'a gas leak', 'a water supply failure', 'contaminated chemicals']);
    const wafers = int(r, 5, 60) * 1000;
    return {
      issuer: co,
      heads: [
        () => `${co} halts production at ${s.city} fab`,
        () => `${cause[0]!.toUpperCase()}${cause.slice(1)} hits chip plant`,
      ],
      leads: [
        () => `${co} stopped production at its ${s.city} wafer fab after ${cause}.`,
        () => `About ${digits(wafers)} wafers may have to be scrapped after ${cause} at ${co}'s plant in ${s.city}.`,
      ],
      more: [() => `The fab makes ${pick(r, ['memory', 'power', 'logic', 'sensor'])} chips.`],
      quotes: [() => `"We expect a limited impact on deliveries," ${co} said.`],
      devs: [
        (st) =>
          st === 2
            ? `Production resumed at half capacity the next day.`
            : `The company raised its estimate of lost wafers in the afternoon.`,
      ],
      back: [`The plant lost a week of output in ${year(r)}.`],
    };
  },
};

// ── elections ───────────────────────────────────────────────────────────────────
const vote: Happening = {
  id: 'vote-result',
  domain: 'elections',
  make(r, s) {
    const winner = s.actor ?? s.c.parties[0]!;
    const pct = int(r, 28, 52);
    const turnout = int(r, 41, 78);
    const scope = s.city === s.c.capital ? 'parliamentary' : 'regional';
    return {
      issuer: `${s.c.adj} Electoral Commission`,
      heads: [
        () => `${winner} wins ${scope} vote${scope === 'regional' ? ` in ${s.city}` : ''}`,
        () => `${s.c.adj} ${scope} election: ${winner} takes ${pct}%`,
        (st) => (st ? `Final count confirms ${winner} lead` : `Exit polls put ${winner} ahead`),
      ],
      leads: [
        () =>
          `The ${winner} won ${pct}% of the vote in ${s.c.name}'s ${scope} election${scope === 'regional' ? ` in ${s.city}` : ''}, preliminary results showed.`,
        () =>
          `Voters in ${s.city} handed the ${winner} a ${pct > 45 ? 'clear' : 'narrow'} lead, with turnout at ${turnout}%.`,
      ],
      more: [
        () => `The ${s.c.parties[1]} came second with ${pct - int(r, 3, 12)}%.`,
        () => `Turnout was ${turnout} per cent.`,
      ],
      quotes: [() => `"${s.city} has chosen change," the party's leader told supporters.`],
      devs: [
        (st) =>
          st === 2
            ? `The commission published final figures the next day, trimming the lead by ${int(r, 1, 3)} points.`
            : `With most ballots counted, the lead held.`,
      ],
      back: [`The party lost the ${year(r)} election.`],
    };
  },
};

const resignation: Happening = {
  id: 'resignation',
  domain: 'elections',
  official: (c) => c.pm,
  make(r, s) {
    const who = s.official ?? s.c.pm;
    const why = pick(r, ['a corruption inquiry', 'losing a confidence vote', 'a budget defeat', 'health reasons']);
    const post = pick(r, ['Prime Minister', 'Deputy Prime Minister', 'Interior Minister', 'Mayor of ' + s.city]);
    return {
      issuer: `Office of ${who.name}`,
      heads: [() => `${s.c.adj} ${post} ${who.last} resigns`, () => `${who.name} quits after ${why}`],
      leads: [
        () => `${who.name}, ${s.c.name}'s ${post}, resigned on ${pick(r, ['Monday', 'Thursday'])} after ${why}.`,
        () => `${post} ${who.last} stepped down in ${s.city}, citing ${why}.`,
      ],
      more: [() => `${who.last} had been in office for ${words(int(r, 2, 9))} years.`],
      quotes: [() => `"It is time for someone else," ${who.last} said.`],
      devs: [
        (st) =>
          st === 2 ? `A caretaker was named the next day.` : `The president accepted the resignation hours later.`,
      ],
      back: [`${s.c.name} has had ${words(int(r, 3, 6))} governments since ${year(r)}.`],
    };
  },
};

const snap: Happening = {
  id: 'snap-election',
  domain: 'elections',
  official: (c) => c.pm,
  make(r, s) {
    const who = s.official ?? s.c.pm;
    const date = `${pick(r, ['May', 'June', 'October'])} ${int(r, 2, 28)}`;
    return {
      issuer: `Office of ${who.name}`,
      heads: [() => `${s.c.name} to hold early election on ${date}`, () => `${who.last} calls snap vote`],
      leads: [
        () => `${who.name} called an early general election for ${date}, dissolving parliament in ${s.city}.`,
        () =>
          `${s.c.adj} voters will go to the polls on ${date}, a year early, after ${who.last} dissolved parliament.`,
      ],
      more: [() => `Polls show the ${s.c.parties[1]} ahead.`],
      quotes: [() => `"Let the people decide," ${who.last} said.`],
      devs: [
        (st) =>
          st === 2
            ? `The electoral commission confirmed the date the next day.`
            : `Opposition parties said they welcomed the vote.`,
      ],
      back: [`The last snap election was in ${year(r)}.`],
    };
  },
};

const coalition: Happening = {
  id: 'coalition-talks',
  domain: 'elections',
  make(r, s) {
    const [a, b] = [s.c.parties[0]!, s.c.parties[2]!];
    return {
      issuer: a,
      heads: [
        (st) => (st === 2 ? `Coalition deal agreed in ${s.city}` : `Coalition talks resume in ${s.city}`),
        () => `${a} and ${b} negotiate`,
      ],
      leads: [
        () => `Negotiators from the ${a} and the ${b} met again at the ${s.city} congress hall.`,
        () =>
          `Talks on a governing coalition for ${s.c.name} entered a ${pick(r, ['second', 'third'])} week in ${s.city}.`,
      ],
      more: [() => `The sides disagree over ${pick(r, ['pensions', 'taxes', 'the energy ministry'])}.`],
      quotes: [() => `"We are close," a ${b} negotiator said.`],
      devs: [
        (st) =>
          st === 2 ? `On the last day, the parties signed a coalition agreement.` : `The talks ran past midnight.`,
      ],
      back: [`${s.city} hosted coalition talks in ${year(r)} as well.`],
    };
  },
};

// ── cyber ──────────────────────────────────────────────────────────────────────
const ransomware: Happening = {
  id: 'ransomware',
  domain: 'cyber',
  make(r, s) {
    const g = s.actor ?? 'NightLynx';
    const victim =
      s.target ?? `${s.city} ${pick(r, ['City Council', 'University Hospital', 'Water Board', 'Port Authority'])}`;
    const gb = int(r, 40, 900);
    return {
      issuer: victim,
      heads: [
        () => `${g} ransomware gang claims attack on ${victim}`,
        () => `${victim} hit by ransomware; services down`,
        (st) => (st ? `${g} leaks ${gb} GB of ${victim} data` : `Cyberattack disrupts ${s.city} services`),
      ],
      leads: [
        () => `The ${g} group said it had encrypted systems at ${victim} and stolen ${num(r, gb)} gigabytes of files.`,
        () => `${victim} took its computer systems offline after a ransomware attack claimed by ${g}.`,
      ],
      more: [
        () => `Online services in ${s.city} are unavailable.`,
        () => `${g} demanded payment within ${words(int(r, 3, 10))} days.`,
      ],
      quotes: [() => `"We will not pay," a spokesperson for ${victim} said.`],
      devs: [
        (st) =>
          st === 2
            ? `The next day ${g} published samples of the files on its leak site.`
            : `Investigators later said the intrusion began weeks earlier.`,
      ],
      back: [`${g} has claimed attacks in ${s.other.name} this year.`],
    };
  },
};

const breach: Happening = {
  id: 'data-breach',
  domain: 'cyber',
  make(r, s) {
    const co = s.target ?? `${s.c.adj} Telecom`;
    const m = int(r, 1, 30);
    return {
      issuer: co,
      heads: [() => `${co} discloses breach of ${m} million records`, () => `Customer data stolen at ${co}`],
      leads: [
        () => `${co} said hackers accessed personal data of ${num(r, m)} million customers.`,
        () =>
          `Names and phone numbers of ${m} million ${co} customers were exposed in a breach disclosed in ${s.city}.`,
      ],
      more: [() => `The company reported the breach to the ${s.c.adj} data regulator.`],
      quotes: [() => `"We apologise to our customers," ${co} said.`],
      devs: [
        (st) =>
          st === 2
            ? `The regulator opened an investigation the next day.`
            : `Later, ${co} said passwords were not affected.`,
      ],
      back: [`${co} was fined in ${year(r)} for an earlier lapse.`],
    };
  },
};

const ddos: Happening = {
  id: 'ddos',
  domain: 'cyber',
  make(r, s) {
    const g = s.actor ?? 'the hacktivist group IronMoth';
    const hit = s.target ?? `${s.c.adj} government websites`;
    return {
      issuer: `${s.c.adj} Cyber Security Centre`,
      heads: [() => `${hit} knocked offline`, () => `DDoS attack claimed by ${g}`],
      leads: [
        () => `${hit} were unreachable for hours after a flood of traffic claimed by ${g}.`,
        () => `A distributed denial-of-service attack took down ${hit}, the ${s.c.adj} Cyber Security Centre said.`,
      ],
      more: [() => `Peak traffic reached ${int(r, 80, 900)} gigabits per second.`],
      quotes: [() => `"No data was stolen," the centre said.`],
      devs: [(st) => (st === 2 ? `Sites were back the next day.` : `A second wave hit in the evening.`)],
      back: [`${g} targeted ${s.other.name} in ${month(r)}.`],
    };
  },
};

export const HAPPENINGS: Happening[] = [
  rate,
  bankAction,
  inflationPrint,
  refinery,
  pipeline,
  blackout,
  portStrike,
  vesselIncident,
  portOrder,
  missile,
  advance,
  ceasefireTalks,
  prisonerSwap,
  outbreak,
  hospital,
  vaccineDrive,
  quake,
  flood,
  wildfire,
  fab,
  exportRule,
  fabDisruption,
  vote,
  resignation,
  snap,
  coalition,
  ransomware,
  breach,
  ddos,
];
export const DOMAINS = [...new Set(HAPPENINGS.map((h) => h.domain))];
