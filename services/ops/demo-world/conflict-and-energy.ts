import type { Storyline } from './world.ts';

/** SAMPLE DATA, written for Sitrep: Sentinel's (Eastern Europe) and Atlas's (energy) fortnight. */
export const CONFLICT_AND_ENERGY: Storyline[] = [
  {
    id: 'odesa-grid-strikes',
    agents: ['sentinel', 'atlas'],
    role: 'storyline',
    outlets: ['Northwire', 'Black Sea Review', 'Eastern Ledger', 'Meridian Post', 'Daily Courier'],
    background: [
      'Russia has targeted Ukraine’s power grid repeatedly since the start of the full-scale invasion, and engineers warn that spare transformers are running short before the coldest weeks of winter.',
      'Ukraine’s grid operator has asked European neighbours for emergency electricity imports and for mobile gas turbines to cover the gap left by damaged plants.',
    ],
    stages: [
      {
        day: 12,
        hour: 3,
        kind: 'incident',
        dateline: 'ODESA',
        versions: [
          {
            title: 'Russian missile and drone strike cuts power to 120,000 homes in Odesa region',
            lead: 'Russia launched 34 drones and six missiles at energy sites in southern Ukraine overnight, knocking out two substations near Odesa and leaving about 120,000 homes without power, regional officials said on {+0}.',
          },
          {
            title: 'Odesa blacked out after overnight drone barrage on substations',
            lead: 'Large parts of Odesa were without electricity on {+0} morning after an overnight Russian attack with drones and missiles damaged two substations, cutting supply to roughly 120,000 households, according to the regional administration.',
          },
          {
            title: 'Ukraine says 40 Russian missiles and drones targeted its southern power grid',
            lead: 'Ukraine’s air force said Russia fired six missiles and 34 drones at the south overnight, and that air defences downed 29 of the drones. Strikes on two substations near Odesa left some 120,000 homes without power.',
          },
        ],
        quote: {
          text: 'Crews are already on site, but the damage to one of the substations is severe and repairs will take days, not hours',
          who: 'regional governor Andriy Moroz',
        },
        more: [
          'Water pumping stations in three districts switched to backup generators, and the city opened heating points in schools.',
          'Rail operator Ukrzaliznytsia said several trains through the region were delayed by up to three hours while diesel locomotives replaced electric ones.',
        ],
      },
      {
        day: 11,
        hour: 2,
        kind: 'escalation',
        syndicated: true,
        dateline: 'MYKOLAIV',
        versions: [
          {
            title: 'Second night of Russian strikes spreads blackouts to Mykolaiv, 310,000 homes without power',
            lead: 'Russian drones and missiles hit energy facilities in Mykolaiv as well as Odesa on a second consecutive night, raising the number of homes without power in southern Ukraine to about 310,000, the energy ministry said.',
          },
          {
            title: 'Blackouts widen in southern Ukraine as Mykolaiv power plant is hit',
            lead: 'A thermal power plant in Mykolaiv was struck by a Russian missile overnight, officials said, widening outages that began in Odesa a day earlier. About 310,000 households across the two regions were without electricity on {+0}.',
          },
          {
            title: 'Ukraine’s south faces rolling outages after new strikes on grid',
            lead: 'Ukraine’s grid operator imposed rolling outages across four southern regions after Russian missiles struck a power plant in Mykolaiv, leaving 310,000 homes without power on top of those cut off near Odesa the day before.',
          },
          {
            title: 'Ukraine asks NATO allies for more air defence after grid attacks',
            lead: 'Ukraine asked NATO allies for at least two more air defence systems after two nights of Russian missile and drone attacks on its power grid left 310,000 homes in Odesa and Mykolaiv without electricity.',
          },
        ],
        quote: {
          text: 'This is a deliberate campaign against the grid before winter, and we need the air defence to stop it',
          who: 'energy minister Olena Hrytsenko',
        },
        more: [
          'Officials said the Mykolaiv plant supplied heat as well as power to about 90,000 residents and that engineers were assessing whether its turbine hall could be repaired.',
          'Emergency imports from Romania and Slovakia were raised to 1.7 gigawatts, the grid operator said.',
        ],
      },
      {
        day: 9,
        hour: 6,
        kind: 'update',
        dateline: 'ODESA',
        versions: [
          {
            title: 'Power restored to 200,000 homes in southern Ukraine, 110,000 still cut off',
            lead: 'Repair crews restored electricity to about 200,000 homes in the Odesa and Mykolaiv regions, officials said on {+0}, but 110,000 households remained without power after last week’s Russian missile and drone strikes on the grid.',
          },
          {
            title: 'Odesa lights come back on as grid crews repair drone-damaged substations',
            lead: 'Most of Odesa had power again on {+0} after crews replaced transformers at one of two substations damaged by Russian drones, the regional administration said; about 110,000 homes in southern Ukraine were still without electricity.',
          },
        ],
        quote: {
          text: 'We expect the last homes in Odesa to be reconnected within two days if there are no new attacks',
          who: 'a spokesperson for grid operator Ukrenergo',
        },
      },
      {
        day: 7,
        hour: 8,
        kind: 'resolution',
        dateline: 'KYIV',
        versions: [
          {
            title: 'Ukraine reconnects last homes cut off by strikes on southern power grid',
            lead: 'Ukraine’s grid operator said power had been restored to all homes in the Odesa and Mykolaiv regions, a week after Russian missile and drone strikes on substations and a power plant cut off 310,000 households.',
          },
          {
            title: 'Southern Ukraine power fully restored, rolling outages lifted',
            lead: 'Rolling outages in southern Ukraine were lifted on {+0} after engineers finished repairs to a Mykolaiv power plant and two Odesa substations hit by Russian missiles and drones, the energy ministry said.',
          },
          {
            title: 'Ukraine ends emergency power imports as grid recovers from strikes',
            lead: 'Ukraine cut emergency electricity imports from Romania and Slovakia to 0.4 gigawatts as the power grid in the south recovered from Russian missile strikes, the grid operator said, with every household reconnected.',
          },
        ],
        quote: {
          text: 'The grid is whole again, but it is fragile, and another large attack would put us back where we were',
          who: 'energy minister Olena Hrytsenko',
        },
      },
    ],
  },
  {
    id: 'prisoner-exchange',
    agents: ['sentinel'],
    role: 'storyline',
    outlets: ['Continental Wire', 'Geneva Monitor', 'Eastern Ledger', 'Meridian Post'],
    background: [
      'Prisoner exchanges have been one of the few areas of cooperation between Kyiv and Moscow; the last one, in the summer, returned 95 prisoners of war to each side.',
    ],
    stages: [
      {
        day: 10,
        hour: 11,
        kind: 'announcement',
        dateline: 'GENEVA',
        versions: [
          {
            title: 'Ukraine and Russia to hold prisoner exchange talks in Geneva on {+3}',
            lead: 'Delegations from Ukraine and Russia will meet in Geneva on {+3} to discuss a new exchange of prisoners of war, Swiss mediators said, in the first direct contact between the two sides in three months.',
          },
          {
            title: 'Swiss mediators announce new round of Russia-Ukraine prisoner talks',
            lead: 'Switzerland said technical teams from Russia and Ukraine had agreed to meet in Geneva on {+3} for talks on exchanging prisoners of war and returning the bodies of fallen troops.',
          },
          {
            title: 'Kyiv confirms Geneva talks on prisoners, says ceasefire not on the agenda',
            lead: 'Ukraine confirmed it would send a delegation to prisoner exchange talks with Russia in Geneva on {+3}, but a presidential adviser said a ceasefire would not be discussed.',
          },
        ],
        quote: {
          text: 'The only item on the table is bringing our people home',
          who: 'presidential adviser Taras Levchenko',
        },
      },
      {
        day: 7,
        hour: 14,
        kind: 'update',
        dateline: 'GENEVA',
        versions: [
          {
            title: 'Russia and Ukraine open prisoner exchange talks in Geneva',
            lead: 'Russian and Ukrainian delegations began talks in Geneva on exchanging prisoners of war, Swiss mediators said, with Ukraine seeking the release of 150 troops captured near the front line in the east.',
          },
          {
            title: 'Geneva talks on prisoners of war run into second day',
            lead: 'Talks between Russia and Ukraine on a prisoner exchange ran into a second day in Geneva, with the two sides still apart on the number of troops to be released, according to people close to the talks.',
          },
        ],
        quote: {
          text: 'The atmosphere is businesslike; both sides want a result before the holidays',
          who: 'Swiss mediator Claudia Imhof',
        },
      },
      {
        day: 5,
        hour: 9,
        kind: 'resolution',
        dateline: 'GENEVA',
        versions: [
          {
            title: 'Russia and Ukraine agree to swap 150 prisoners each after Geneva talks',
            lead: 'Russia and Ukraine agreed to exchange 150 prisoners of war each, Swiss mediators said on {+0}, after three days of talks in Geneva. The swap is due to take place on the Belarusian border within ten days.',
          },
          {
            title: 'Deal reached in Geneva on exchange of 300 prisoners of war',
            lead: 'Ukraine and Russia reached a deal to exchange 300 prisoners of war, 150 from each side, the Swiss foreign ministry said, the largest agreed swap this year.',
          },
          {
            title: 'Kyiv welcomes Geneva prisoner deal, says more talks possible',
            lead: 'Ukraine welcomed an agreement with Russia to swap 150 troops each and said it was open to further talks on prisoners, though not on a ceasefire, while Russia said the exchange would take place on the border with Belarus.',
          },
        ],
        quote: {
          text: 'A hundred and fifty families will have their sons and daughters back; we will keep working for the rest',
          who: 'presidential adviser Taras Levchenko',
        },
      },
      {
        day: 1,
        hour: 10,
        kind: 'resolution',
        dateline: 'KYIV',
        versions: [
          {
            title: 'Ukraine and Russia swap 157 prisoners each on Belarusian border',
            lead: 'Russia and Ukraine exchanged 157 prisoners of war each on the border with Belarus on {+0}, seven more than agreed in Geneva, Ukraine’s coordination headquarters said.',
          },
          {
            title: 'Prisoners of war return to Ukraine in largest exchange this year',
            lead: 'Buses carrying 157 Ukrainian troops crossed from Belarus into Ukraine on {+0} in the largest prisoner exchange with Russia this year, officials said; Russia received the same number.',
          },
          {
            title: 'Exchange of 314 prisoners completed, mediators say next round possible',
            lead: 'An exchange of 314 prisoners of war, 157 from each side, was completed on the Belarusian border, Swiss mediators said, adding that Russia and Ukraine had agreed to hold another round of talks in January.',
          },
        ],
        quote: {
          text: 'Seven more of our defenders came home than we agreed, and none were left behind on the list',
          who: 'coordination headquarters spokesman Dmytro Savchuk',
        },
      },
    ],
  },
  {
    id: 'kupiansk-offensive',
    agents: ['sentinel'],
    role: 'storyline',
    outlets: ['Northwire', 'Eastern Ledger', 'Black Sea Review', 'Continental Wire'],
    background: [
      'Kupiansk, a rail hub on the Oskil river in the Kharkiv region, was recaptured by Ukraine in 2022 and has been under Russian pressure since.',
    ],
    stages: [
      {
        day: 3,
        hour: 5,
        kind: 'incident',
        dateline: 'KHARKIV',
        versions: [
          {
            title: 'Russia launches offensive near Kupiansk with armour and drones',
            lead: 'Russian troops launched an offensive north of Kupiansk with at least 40 armoured vehicles and heavy drone support, Ukraine’s general staff said, and shelling of the town intensified overnight.',
          },
          {
            title: 'Ukrainian forces repel armoured assault north of Kupiansk',
            lead: 'Ukrainian Armed Forces said they repelled a Russian armoured assault north of Kupiansk, destroying 11 of about 40 vehicles, as Russia pressed an offensive along the front line in the Kharkiv region.',
          },
          {
            title: 'Heavy shelling hits Kupiansk as Russian troops advance on the Oskil',
            lead: 'Russian shelling and drone strikes hit Kupiansk for a second day as Russian troops tried to advance toward the Oskil river, regional officials said, and 1,200 residents were told to leave.',
          },
        ],
        quote: {
          text: 'The enemy is throwing everything at this sector, but the line is holding',
          who: 'a spokesman for Ukraine’s eastern command, Colonel Serhiy Bondar',
        },
      },
      {
        day: 2,
        hour: 7,
        kind: 'escalation',
        syndicated: true,
        dateline: 'KHARKIV',
        versions: [
          {
            title: 'Russia claims capture of village near Kupiansk, Ukraine says fighting continues',
            lead: 'Russia’s defence ministry claimed its troops had captured the village of Petropavlivka east of Kupiansk, while Ukraine’s general staff said fighting was still going on there as the offensive entered its third day.',
          },
          {
            title: 'Kupiansk evacuation widened to 3,500 residents as front line nears',
            lead: 'Authorities in the Kharkiv region widened a mandatory evacuation around Kupiansk to 3,500 residents, up from 1,200, as Russian troops pressed their offensive and shelling damaged the town’s last working bridge.',
          },
          {
            title: 'Russian offensive near Kupiansk draws in reserve brigades',
            lead: 'Ukraine moved two reserve brigades to the Kupiansk sector, a military source said, after Russian troops backed by drones reached the outskirts of Petropavlivka on the third day of their offensive.',
          },
        ],
        quote: {
          text: 'We are evacuating children first; the shelling now reaches streets that were quiet a week ago',
          who: 'Kupiansk military administration head Ihor Tkach',
        },
      },
      {
        day: 0,
        hour: 4,
        kind: 'escalation',
        syndicated: true,
        dateline: 'KHARKIV',
        versions: [
          {
            title: 'Ukraine counterattacks near Kupiansk, retakes positions around Petropavlivka',
            lead: 'Ukrainian troops counterattacked near Kupiansk and retook positions on the edge of Petropavlivka, the general staff said, on the fifth day of a Russian offensive in which Russia has lost at least 60 armoured vehicles.',
          },
          {
            title: 'Fighting for Petropavlivka swings back as Ukraine’s reserves arrive',
            lead: 'Ukrainian reserve brigades pushed Russian troops back from parts of Petropavlivka east of Kupiansk, according to Ukrainian officials and drone footage, while Russian shelling continued along the front line.',
          },
          {
            title: 'Kupiansk evacuation reaches 5,000 as offensive enters fifth day',
            lead: 'Some 5,000 residents have now left the Kupiansk area, regional officials said, as Ukraine counterattacked against a Russian offensive that has drawn in drones, armour and heavy shelling since {-3}.',
          },
        ],
        quote: {
          text: 'We have taken back what we lost on the edge of the village; the question is how many more vehicles they can send',
          who: 'Colonel Serhiy Bondar, a spokesman for Ukraine’s eastern command',
        },
        more: [
          'Ukraine’s military said it expected another Russian push within days and asked NATO partners to speed up deliveries of artillery shells.',
        ],
      },
    ],
  },
  {
    id: 'poland-drone-debris',
    agents: ['sentinel'],
    role: 'same-day',
    outlets: ['Vistula Times', 'Continental Wire'],
    background: [],
    stages: [
      {
        day: 2,
        hour: 12,
        kind: 'incident',
        dateline: 'WARSAW',
        versions: [
          {
            title: 'Poland scrambles jets as drone debris falls near Ukrainian border',
            lead: 'Poland scrambled four fighter jets and NATO allies raised readiness after debris from a drone fell in a field near Hrubieszow, 3 km from the border, close to the Ukrainian border, during a Russian attack on western Ukraine, the Polish army said.',
          },
          {
            title: 'NATO looks into drone debris found in eastern Poland',
            lead: 'NATO said it was in contact with Poland after fragments of what appeared to be a Russian drone were found in a field in eastern Poland. No one was hurt, and Polish prosecutors opened an investigation.',
          },
        ],
        quote: {
          text: 'There is no threat to residents, but the airspace will stay closely watched',
          who: 'Polish army spokesman Marek Zielinski',
        },
      },
    ],
  },
  {
    id: 'hestvik-gas-outage',
    agents: ['atlas'],
    role: 'storyline',
    outlets: ['Energy Desk', 'Northwire', 'Market Ledger', 'Eastern Ledger'],
    background: [
      'Norway is Europe’s largest supplier of pipeline gas since Russian flows through Gazprom’s routes collapsed, which makes unplanned outages at its processing plants a swift driver of prices.',
      'European gas storage stood at 83% of capacity at the start of the month, below the five-year average for the time of year.',
    ],
    stages: [
      {
        day: 12,
        hour: 9,
        kind: 'incident',
        dateline: 'OSLO',
        versions: [
          {
            title:
              'Unplanned outage at Norway’s Hestvik plant cuts natural gas exports by 30 million cubic metres a day',
            lead: 'An unplanned outage at the Hestvik gas processing plant on Norway’s west coast cut pipeline exports of natural gas to Europe by 30 million cubic metres a day, operator Nordsjø Energi said, citing a compressor fault.',
          },
          {
            title: 'European gas prices jump 9% as Norwegian plant goes offline',
            lead: 'Benchmark natural gas prices in Europe rose 9% after a compressor fault shut the Hestvik processing plant in Norway, removing about 30 million cubic metres a day of pipeline supply, traders said.',
          },
          {
            title: 'Compressor fault halts Hestvik gas plant, repairs under way',
            lead: 'Norway’s Hestvik natural gas plant was shut on {+0} after a compressor failure, operator data showed, with flows through the pipeline to Germany down by 30 million cubic metres a day.',
          },
        ],
        quote: {
          text: 'We are working to find the cause of the fault and do not yet have a restart date',
          who: 'Nordsjø Energi spokeswoman Ingrid Solberg',
        },
      },
      {
        day: 11,
        hour: 10,
        kind: 'escalation',
        syndicated: true,
        dateline: 'OSLO',
        versions: [
          {
            title: 'Hestvik gas outage extended to at least {+5}, prices climb 14%',
            lead: 'Norway’s Hestvik natural gas plant will stay offline until at least {+5}, operator Nordsjø Energi said, extending an outage that has cut pipeline supply and lifted European gas prices 14% since it began.',
          },
          {
            title: 'Norwegian gas outage to last longer than expected, operator says',
            lead: 'Repairs to a failed compressor at the Hestvik plant will take longer than first thought, Nordsjø Energi said, keeping 30 million cubic metres a day of natural gas off the pipeline to Europe until at least {+5}.',
          },
        ],
        quote: {
          text: 'A replacement part is being flown in from Italy',
          who: 'Nordsjø Energi spokeswoman Ingrid Solberg',
        },
        more: [
          'Analysts said the outage came as cold weather lifted demand in north-west Europe and could draw storage down faster than usual.',
        ],
      },
      {
        day: 9,
        hour: 7,
        kind: 'update',
        dateline: 'OSLO',
        versions: [
          {
            title: 'Hestvik gas plant restarts at 60% capacity',
            lead: 'Norway’s Hestvik natural gas plant restarted at about 60% of capacity after a replacement compressor arrived, restoring 18 million cubic metres a day of pipeline exports, operator Nordsjø Energi said.',
          },
          {
            title: 'European gas prices ease as Norwegian plant partially restarts',
            lead: 'European natural gas prices fell 6% after the Hestvik plant in Norway came back at 60% of capacity, with pipeline flows to Germany recovering to within 12 million cubic metres a day of normal.',
          },
          {
            title: 'Norway gas flows recover as Hestvik returns in part',
            lead: 'Pipeline flows of natural gas from Norway rose by 18 million cubic metres a day as the Hestvik plant partially restarted, grid data showed, easing a supply squeeze that had lifted prices by 14%.',
          },
        ],
        quote: {
          text: 'Full capacity should follow once the second train has been tested',
          who: 'Nordsjø Energi spokeswoman Ingrid Solberg',
        },
      },
      {
        day: 6,
        hour: 8,
        kind: 'resolution',
        dateline: 'OSLO',
        versions: [
          {
            title: 'Norway’s Hestvik gas plant back at full capacity after compressor repair',
            lead: 'The Hestvik natural gas plant in Norway returned to full capacity, operator Nordsjø Energi said, ending an outage that had cut up to 30 million cubic metres a day of pipeline exports to Europe for six days.',
          },
          {
            title: 'European gas prices fall back to pre-outage levels',
            lead: 'European natural gas prices fell back to where they were before the Hestvik outage as the Norwegian plant resumed full exports through the pipeline to Germany, traders said.',
          },
        ],
      },
    ],
  },
  {
    id: 'opec-plus-cuts',
    agents: ['atlas'],
    role: 'storyline',
    outlets: ['Gulf Business Review', 'Market Ledger', 'Energy Desk', 'Continental Wire', 'Northwire'],
    background: [
      'OPEC+ members have held back about 2.2 million barrels a day of crude output in voluntary cuts since last year, on top of group-wide targets.',
      'The IEA expects global oil supply to exceed demand next year as output rises in the Americas.',
    ],
    stages: [
      {
        day: 8,
        hour: 9,
        kind: 'announcement',
        dateline: 'RIYADH',
        versions: [
          {
            title: 'OPEC+ delegates signal extension of oil output cuts ahead of {+4} meeting',
            lead: 'OPEC+ is leaning toward extending its voluntary crude oil output cuts of 2.2 million barrels a day into the first quarter, four delegates said, ahead of an online meeting on {+4}.',
          },
          {
            title: 'Brent rises as OPEC+ weighs rolling over crude cuts',
            lead: 'Brent crude rose 2% to $81.40 a barrel after delegates said OPEC+ would likely roll over its oil production cuts when ministers meet on {+4}.',
          },
          {
            title: 'Saudi Arabia pushes OPEC+ to keep oil cuts in place, sources say',
            lead: 'Saudi Arabia is pressing OPEC+ partners to keep 2.2 million barrels a day of voluntary crude cuts in place for three more months, according to delegates, before the group’s meeting on {+4}.',
          },
        ],
        quote: {
          text: 'Nobody wants to add barrels into a market that looks oversupplied next year',
          who: 'one OPEC+ delegate',
        },
      },
      {
        day: 4,
        hour: 13,
        kind: 'resolution',
        dateline: 'RIYADH',
        versions: [
          {
            title: 'OPEC+ extends 2.2 million barrel cuts to end of March',
            lead: 'OPEC+ agreed on {+0} to extend voluntary crude oil output cuts of 2.2 million barrels a day until the end of March, the group said after an online meeting, sending Brent up to $84.10 a barrel.',
          },
          {
            title: 'Oil climbs to $84 after OPEC+ rolls over output cuts',
            lead: 'Brent crude climbed 3% to $84.10 a barrel after OPEC+ extended its oil production cuts by three months, as expected by most analysts.',
          },
          {
            title: 'OPEC+ keeps crude cuts, puts off plan to unwind them',
            lead: 'OPEC+ will keep 2.2 million barrels a day of oil output off the market until the end of March and put off a plan to start unwinding the cuts, ministers said, citing weak demand in China.',
          },
          {
            title: 'OPEC+ decision tightens oil market into spring, analysts say',
            lead: 'The OPEC+ decision to extend crude cuts to March will keep the oil market tighter than expected, analysts said, with Brent at $84.10 a barrel after the announcement.',
          },
        ],
        quote: {
          text: 'The group chose caution; the barrels stay off until there is clear evidence demand can take them',
          who: 'Farah Al-Mansouri, an analyst at Gulf Energy Institute',
        },
        syndicated: true,
      },
      {
        day: 1,
        hour: 6,
        kind: 'update',
        dateline: 'DUBAI',
        versions: [
          {
            title: 'Saudi Aramco raises January crude prices for Asia after OPEC+ extension',
            lead: 'Saudi Aramco raised the official selling price of its Arab Light crude for Asian buyers in January by 60 cents a barrel, its first increase in three months, after OPEC+ extended its oil output cuts.',
          },
          {
            title: 'Aramco lifts oil prices for Asia by 60 cents',
            lead: 'Saudi Aramco increased January prices for its flagship crude to Asia by 60 cents a barrel, a price list showed, as the producer tested demand after OPEC+ kept its cuts in place.',
          },
        ],
      },
    ],
  },
  {
    id: 'ras-laffan-fog',
    agents: ['atlas', 'harbor'],
    role: 'same-day',
    outlets: ['Gulf Business Review', 'Freight Weekly'],
    background: [],
    stages: [
      {
        day: 4,
        hour: 7,
        kind: 'incident',
        dateline: 'DOHA',
        versions: [
          {
            title: 'Fog delays LNG tanker loadings at Qatar’s Ras Laffan',
            lead: 'Dense fog held up LNG tanker loadings at Qatar’s Ras Laffan terminal for 36 hours, with nine tankers waiting to berth, shipping agents said, though QatarEnergy said its annual natural gas supply commitments were not at risk.',
          },
          {
            title: 'Nine LNG carriers wait off Ras Laffan as fog closes channel',
            lead: 'Nine LNG tankers were waiting off Ras Laffan after fog closed the port’s approach channel, ship-tracking data showed, delaying natural gas cargoes bound for Asia by up to two days.',
          },
        ],
      },
    ],
  },
  {
    id: 'port-arthur-refinery-fire',
    agents: ['atlas'],
    role: 'storyline',
    outlets: ['Energy Desk', 'Northwire', 'Market Ledger'],
    background: [
      'The Gulf Bend refinery is one of the largest on the US Gulf Coast and supplies gasoline and diesel to pipelines serving the Southeast.',
    ],
    stages: [
      {
        day: 1,
        hour: 15,
        kind: 'incident',
        dateline: 'PORT ARTHUR, Texas',
        versions: [
          {
            title: 'Fire shuts 250,000 barrel-a-day Gulf Bend refinery in Texas',
            lead: 'A fire broke out at a crude distillation unit of the 250,000 barrel-a-day Gulf Bend refinery in Port Arthur, Texas, forcing the plant to shut, owner Coastal Refining said. No injuries were reported.',
          },
          {
            title: 'US diesel futures jump after Port Arthur refinery blaze',
            lead: 'US diesel futures rose 4% after a fire shut the Gulf Bend oil refinery in Port Arthur, one of the largest on the Gulf Coast, with capacity of 250,000 barrels a day.',
          },
          {
            title: 'Smoke over Port Arthur as refinery fire burns into the night',
            lead: 'Firefighters were still battling a blaze at the Gulf Bend oil refinery in Port Arthur late on {+0}, local officials said, and residents within a mile were told to stay indoors as black smoke rose over the plant.',
          },
        ],
        quote: {
          text: 'All employees are accounted for and we are focused on putting the fire out safely',
          who: 'Coastal Refining spokesman Dale Whitaker',
        },
      },
      {
        day: 0,
        hour: 3,
        kind: 'update',
        dateline: 'PORT ARTHUR, Texas',
        versions: [
          {
            title: 'Gulf Bend refinery fire put out, restart expected within two weeks',
            lead: 'The fire at the Gulf Bend oil refinery in Port Arthur was put out early on {+0}, owner Coastal Refining said, adding that it expected to restart the 250,000 barrel-a-day plant within two weeks once a damaged crude unit is repaired.',
          },
          {
            title: 'Port Arthur refinery blaze extinguished, stay-at-home order lifted',
            lead: 'Firefighters extinguished the blaze at the Gulf Bend oil refinery after 14 hours and local officials lifted a shelter order, while diesel futures gave back half of {-1}’s 4% gain.',
          },
          {
            title: 'Coastal Refining says Gulf Bend damage limited to one crude unit',
            lead: 'Damage from the fire at the Gulf Bend refinery was confined to one of its two crude distillation units, Coastal Refining said, and the plant could run at half its 250,000 barrels a day within a week.',
          },
        ],
        quote: {
          text: 'We expect to bring the first unit back within a week and the whole plant within two',
          who: 'Coastal Refining spokesman Dale Whitaker',
        },
        update: {
          hoursLater: 3,
          title: 'Gulf Bend refinery fire put out; partial restart possible within a week',
          added:
            'Later on {+0} the company said one crude unit could be back in service within a week, ahead of the full restart.',
        },
      },
    ],
  },
  {
    id: 'izmail-port-strike',
    agents: ['sentinel', 'harbor'],
    role: 'storyline',
    outlets: ['Black Sea Review', 'Northwire', 'Freight Weekly', 'Harbour Gazette'],
    background: [
      'Izmail and Reni on the Danube handle a large share of Ukraine’s grain exports, which continue through a Black Sea corridor along the Romanian coast.',
    ],
    stages: [
      {
        day: 13,
        hour: 2,
        kind: 'incident',
        dateline: 'IZMAIL, Ukraine',
        versions: [
          {
            title: 'Russian drones hit Danube port of Izmail, two cargo ships damaged',
            lead: 'Russian drones struck grain terminals at the Ukrainian Danube port of Izmail overnight, damaging two cargo vessels and a silo holding 8,000 tonnes of wheat, regional officials said. One port worker was injured.',
          },
          {
            title: 'Drone attack on Izmail grain terminal sets silo ablaze',
            lead: 'A silo at Izmail’s grain terminal burned through the night after a Russian drone attack on the port, Ukraine’s infrastructure ministry said, and two bulk cargo ships moored nearby were hit by debris.',
          },
          {
            title: 'Romania says drone debris fell near border during Izmail attack',
            lead: 'Romania’s defence ministry said fragments of a Russian drone fell on its side of the Danube during an attack on the Ukrainian port of Izmail, and NATO was informed.',
          },
        ],
        quote: { text: 'They are aiming at food, not at soldiers', who: 'Odesa regional governor Andriy Moroz' },
      },
      {
        day: 12,
        hour: 6,
        kind: 'escalation',
        syndicated: true,
        dateline: 'IZMAIL, Ukraine',
        versions: [
          {
            title: 'Ukraine pauses grain loadings at Izmail after second night of drone strikes',
            lead: 'Ukraine paused grain loadings at the Danube port of Izmail after a second night of Russian drone attacks damaged a berth, leaving 14 cargo vessels waiting, the port administration said.',
          },
          {
            title: 'Fourteen ships wait on the Danube as Izmail port shuts after drone attacks',
            lead: 'Fourteen bulk vessels were waiting on the Danube after Ukraine suspended loadings at Izmail port following two nights of Russian drone strikes, shipping agents said, and wheat export prices rose 2%.',
          },
        ],
      },
      {
        day: 10,
        hour: 8,
        kind: 'resolution',
        dateline: 'ODESA',
        versions: [
          {
            title: 'Izmail port resumes grain exports as repaired berth reopens',
            lead: 'The Danube port of Izmail resumed grain loadings after repairs to a berth damaged by Russian drones, Ukraine’s infrastructure ministry said, and the queue of waiting cargo vessels fell to 6 from 14.',
          },
          {
            title: 'Ukraine’s Danube grain shipments restart after drone damage repaired',
            lead: 'Ukraine restarted grain shipments from Izmail three days after Russian drone strikes halted loadings, port officials said, with the first two vessels leaving for the Black Sea.',
          },
        ],
      },
    ],
  },
  {
    id: 'druzhba-pipeline-leak',
    agents: ['atlas'],
    role: 'storyline',
    outlets: ['Energy Desk', 'Vistula Times', 'Continental Wire'],
    background: ['The Druzhba pipeline still carries crude oil from Kazakhstan to German refineries through Poland.'],
    stages: [
      {
        day: 3,
        hour: 7,
        kind: 'incident',
        dateline: 'WARSAW',
        versions: [
          {
            title: 'Leak shuts Druzhba oil pipeline in central Poland',
            lead: 'Polish operator PERN shut one line of the Druzhba oil pipeline after a leak was found near Plock, halting crude flows to two German refineries, the company said.',
          },
          {
            title: 'Crude flows to German refineries halted by Druzhba pipeline leak',
            lead: 'Crude oil deliveries to the Schwedt and Leuna refineries in Germany stopped after a leak on the Druzhba pipeline in Poland, operators said; the refineries have about 10 days of stocks.',
          },
        ],
        quote: {
          text: 'The cause is being examined and there is no indication of sabotage',
          who: 'PERN spokesman Tomasz Wrona',
        },
      },
      {
        day: 2,
        hour: 15,
        kind: 'resolution',
        dateline: 'WARSAW',
        versions: [
          {
            title: 'Druzhba oil pipeline restarts after repair in Poland',
            lead: 'PERN restarted the Druzhba oil pipeline line to Germany after repairing a leak near Plock in 30 hours, the company said, and crude flows to German refineries returned to normal.',
          },
          {
            title: 'German refineries get crude again as Druzhba pipeline reopens',
            lead: 'Crude oil began flowing again to the Schwedt refinery after the Druzhba pipeline in Poland was repaired, the refinery said, adding that output had not been cut.',
          },
        ],
      },
    ],
  },
];
