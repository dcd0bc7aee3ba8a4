import type { Storyline } from './world.ts';

/** SAMPLE DATA, written for Sitrep: Pulse's (public health) and Tectonic's (disasters) fortnight. */
export const HEALTH_AND_DISASTERS: Storyline[] = [
  {
    id: 'kasai-cholera',
    agents: ['pulse'],
    role: 'storyline',
    outlets: ['Health Desk Daily', 'Continental Wire', 'Meridian Post', 'Northwire'],
    background: [
      'Cholera spreads through water contaminated with faeces; outbreaks in the Kasai provinces have grown as flooding damaged wells and latrines.',
      'The World Health Organization says oral cholera vaccine stocks are tight worldwide and allocates doses through an international coordinating group.',
    ],
    stages: [
      {
        day: 12,
        hour: 8,
        kind: 'incident',
        dateline: 'KINSHASA',
        versions: [
          {
            title: 'Cholera outbreak in Congo’s Kasai kills 9, 120 cases reported',
            lead: 'A cholera outbreak in the city of Kananga in the Democratic Republic of Congo’s Kasai-Central province has killed nine people, with 120 suspected cases since last week, the health ministry said.',
          },
          {
            title: 'Congo declares cholera outbreak in Kananga',
            lead: 'Congo’s health ministry declared a cholera outbreak in Kananga after 120 cases and nine deaths, and said it was sending oral rehydration supplies and a rapid response team.',
          },
          {
            title: 'Kananga hospital overwhelmed as cholera cases climb',
            lead: 'The main hospital in Kananga set up tents to treat cholera patients after 120 suspected cases were recorded in a week, doctors said, with nine deaths so far in the outbreak.',
          },
        ],
        quote: {
          text: 'The cases are concentrated in neighbourhoods where the wells were flooded',
          who: 'provincial health minister Jeanne Mbuyi',
        },
      },
      {
        day: 9,
        hour: 10,
        kind: 'escalation',
        syndicated: true,
        dateline: 'KINSHASA',
        versions: [
          {
            title: 'Cholera spreads to Tshikapa as Congo outbreak cases reach 410',
            lead: 'Cholera has spread from Kananga to Tshikapa in neighbouring Kasai province, Congo’s health ministry said, with suspected cases rising to 410 and deaths to 23.',
          },
          {
            title: 'Congo cholera outbreak more than triples, WHO sends experts',
            lead: 'The number of suspected cholera cases in Congo’s Kasai region rose to 410 from 120 in three days, and the World Health Organization sent epidemiologists to help trace the outbreak.',
          },
          {
            title: 'Africa CDC calls Kasai cholera outbreak a regional concern',
            lead: 'Africa CDC said the cholera outbreak in Congo’s Kasai provinces, now with 410 cases and 23 deaths in Kananga and Tshikapa, risked spreading along the river trade routes to Angola.',
          },
        ],
        quote: {
          text: 'We are seeing infection along the river; the next weeks are critical',
          who: 'WHO country representative Dr Amadou Sall',
        },
        more: [
          'Health workers said treatment centres in Tshikapa were short of intravenous fluids and chlorine for water points.',
        ],
      },
      {
        day: 6,
        hour: 11,
        kind: 'announcement',
        dateline: 'GENEVA',
        versions: [
          {
            title: 'WHO ships 500,000 cholera vaccine doses to Congo, campaign starts {+2}',
            lead: 'The World Health Organization said 500,000 doses of oral cholera vaccine would arrive in Kananga this week and a vaccination campaign would start on {+2}, as the outbreak in Congo reached 560 cases.',
          },
          {
            title: 'Cholera vaccine campaign to begin in Kasai as cases top 560',
            lead: 'Congo will begin vaccinating against cholera in Kananga and Tshikapa on {+2} with 500,000 doses released by an international stockpile, the health ministry said, with 560 cases and 31 deaths recorded.',
          },
        ],
        quote: {
          text: 'Vaccines plus clean water will bend this curve',
          who: 'WHO country representative Dr Amadou Sall',
        },
      },
      {
        day: 3,
        hour: 9,
        kind: 'update',
        dateline: 'KANANGA',
        versions: [
          {
            title: 'Cholera vaccination reaches 210,000 in Kasai, new cases fall',
            lead: 'A cholera vaccination campaign in Congo’s Kasai region has reached 210,000 people in five days, the health ministry said, and new cases fell to 35 a day from 70 at the peak of the outbreak.',
          },
          {
            title: 'Kasai cholera outbreak slows as vaccine drive expands',
            lead: 'New cholera cases in Kananga and Tshikapa fell by half over the past week, the World Health Organization said, as 210,000 people received oral vaccine; total cases stand at 690 with 36 deaths.',
          },
          {
            title: 'Congo says cholera treatment centres no longer overwhelmed',
            lead: 'Congo’s health ministry said cholera treatment centres in Kasai had free beds for the first time since the outbreak began, with 690 cases recorded in total and new infections falling.',
          },
        ],
      },
      {
        day: 0,
        hour: 8,
        kind: 'resolution',
        dateline: 'KINSHASA',
        versions: [
          {
            title: 'Congo cholera cases fall to 12 a day as campaign ends first round',
            lead: 'New cholera cases in Congo’s Kasai region fell to 12 a day, the health ministry said, as the first round of a vaccination campaign ended with 420,000 people vaccinated. A second round is planned for January.',
          },
          {
            title: 'WHO says Kasai cholera outbreak under control but not over',
            lead: 'The World Health Organization said the cholera outbreak in Kasai was coming under control, with daily cases down to 12, but warned that the rainy season could bring new infections.',
          },
        ],
        quote: {
          text: 'The outbreak is not over until we have gone four weeks without a case',
          who: 'WHO country representative Dr Amadou Sall',
        },
      },
    ],
  },
  {
    id: 'mpox-vaccines-nigeria',
    agents: ['pulse'],
    role: 'same-day',
    outlets: ['Health Desk Daily', 'Continental Wire'],
    background: [],
    stages: [
      {
        day: 9,
        hour: 14,
        kind: 'incident',
        dateline: 'ABUJA',
        versions: [
          {
            title: 'Nigeria receives 100,000 mpox vaccine doses',
            lead: 'Nigeria received 100,000 doses of mpox vaccine donated through Africa CDC, the health ministry said, and will start vaccinating health workers and contacts of cases in Lagos and Abuja next week.',
          },
          {
            title: 'Mpox vaccines arrive in Lagos for health workers',
            lead: 'A shipment of 100,000 mpox vaccine doses landed in Lagos, health officials said, for a campaign aimed at health workers and close contacts as Nigeria records about 30 new cases a week.',
          },
        ],
      },
    ],
  },
  {
    id: 'sao-paulo-dengue',
    agents: ['pulse'],
    role: 'storyline',
    outlets: ['Health Desk Daily', 'Meridian Post', 'Northwire', 'Continental Wire'],
    background: [
      'Dengue is spread by the Aedes aegypti mosquito; Brazil recorded its worst dengue year on record last year.',
    ],
    stages: [
      {
        day: 8,
        hour: 15,
        kind: 'incident',
        dateline: 'SÃO PAULO',
        versions: [
          {
            title: 'Dengue cases surge in São Paulo state, hospitals see 1,200 patients a day',
            lead: 'Hospitals in São Paulo state are treating about 1,200 dengue patients a day, double the number a month ago, the state health ministry said, as early rains bring an outbreak ahead of the usual season.',
          },
          {
            title: 'Early dengue outbreak strains São Paulo clinics',
            lead: 'Clinics in Campinas and Ribeirão Preto extended opening hours as dengue cases in São Paulo state rose to 48,000 this month, health officials said, and the virus killed 14 people.',
          },
        ],
      },
      {
        day: 5,
        hour: 14,
        kind: 'escalation',
        syndicated: true,
        dateline: 'SÃO PAULO',
        versions: [
          {
            title: 'São Paulo declares dengue emergency as deaths reach 38',
            lead: 'São Paulo state declared a public health emergency over a dengue outbreak after deaths rose to 38 from 14 and hospital admissions passed 2,000 a day, freeing funds for field hospitals and mosquito control.',
          },
          {
            title: 'Dengue emergency in São Paulo opens way for field hospitals',
            lead: 'The São Paulo state government declared a dengue emergency, saying 38 people had died of the virus this season and cases had reached 91,000, and said four field hospitals would open by {+3}.',
          },
          {
            title: 'Brazil’s health ministry sends vaccine doses to São Paulo dengue hotspots',
            lead: 'Brazil’s health ministry sent 300,000 dengue vaccine doses to São Paulo, where the state declared an emergency after 38 deaths, and widened vaccination to children aged 10 to 14.',
          },
        ],
        quote: {
          text: 'We are ahead of last year’s numbers by three weeks',
          who: 'state health secretary Paulo Mendes',
        },
      },
      {
        day: 1,
        hour: 16,
        kind: 'update',
        dateline: 'SÃO PAULO',
        versions: [
          {
            title: 'São Paulo dengue cases level off, hospital admissions fall to 1,500 a day',
            lead: 'Dengue hospital admissions in São Paulo state fell to about 1,500 a day from a peak of 2,100, health officials said, though deaths rose to 52 as the outbreak entered its sixth week.',
          },
          {
            title: 'Dengue outbreak in São Paulo may have peaked, officials say',
            lead: 'The dengue outbreak in São Paulo state may have peaked, the state health ministry said, with weekly cases down 18% even as the death toll climbed to 52.',
          },
        ],
      },
    ],
  },
  {
    id: 'typhoon-amihan',
    agents: ['tectonic', 'atlas'],
    role: 'storyline',
    outlets: ['Pacific Dispatch', 'Northwire', 'Meridian Post', 'Eastern Ledger'],
    background: [
      'The Philippines is hit by about 20 typhoons a year; the Bicol region faces the Pacific and usually takes the first landfall.',
      'The Red Cross and UN OCHA have pre-positioned food, water and shelter kits in the region since the start of the typhoon season.',
    ],
    stages: [
      {
        day: 10,
        hour: 9,
        kind: 'incident',
        dateline: 'MANILA',
        versions: [
          {
            title: 'Typhoon Amihan strengthens, 100,000 evacuated in Bicol',
            lead: 'Typhoon Amihan strengthened over the Philippine Sea with winds of 175 km/h, and authorities ordered the evacuation of about 100,000 people from coastal towns in the Bicol region ahead of landfall on {+1}.',
          },
          {
            title: 'Philippines braces for Typhoon Amihan, schools shut',
            lead: 'Schools and ports in the eastern Philippines were shut as Typhoon Amihan approached, and 100,000 residents of Bicol moved to evacuation centres, the national disaster agency said.',
          },
        ],
        quote: {
          text: 'Do not wait for the water to reach your house; leave now',
          who: 'Albay governor Cristina Reyes',
        },
      },
      {
        day: 9,
        hour: 5,
        kind: 'escalation',
        syndicated: true,
        dateline: 'LEGAZPI, Philippines',
        versions: [
          {
            title: 'Typhoon Amihan makes landfall in Bicol, 14 dead, 310,000 evacuated',
            lead: 'Typhoon Amihan made landfall in the Bicol region with winds of 185 km/h, killing at least 14 people in flooding and landslides, and 310,000 people were in evacuation centres, the disaster agency said.',
          },
          {
            title: 'Floods and landslides kill 14 as typhoon tears across eastern Philippines',
            lead: 'At least 14 people were killed when Typhoon Amihan brought flash floods and landslides to Albay and Camarines Sur, officials said, as evacuation centres filled with 310,000 people.',
          },
          {
            title: 'Typhoon knocks out power across Bicol',
            lead: 'Typhoon Amihan toppled power lines across the Bicol region, leaving most of its 6 million residents without electricity after landfall, the grid operator said, as the death toll from floods rose to 14.',
          },
        ],
        quote: {
          text: 'The water rose to the second floor in less than an hour',
          who: 'a resident of Guinobatan, Marites Dela Cruz',
        },
      },
      {
        day: 8,
        hour: 6,
        kind: 'escalation',
        syndicated: true,
        dateline: 'LEGAZPI, Philippines',
        versions: [
          {
            title: 'Typhoon Amihan death toll rises to 27, 1.1 million without power',
            lead: 'The death toll from floods and landslides brought by Typhoon Amihan rose to 27, with nine people missing, and 1.1 million households in the Bicol region were still without power, the Philippine disaster agency said.',
          },
          {
            title: 'Red Cross reaches cut-off Bicol towns as typhoon toll climbs',
            lead: 'Red Cross teams reached towns cut off by landslides in Bicol, where Typhoon Amihan killed at least 27 people; UN OCHA said 420,000 people needed food and shelter.',
          },
          {
            title: 'Philippines seeks help as typhoon damage mounts',
            lead: 'The Philippines asked UN OCHA to coordinate international relief after Typhoon Amihan, which killed 27 people, damaged 48,000 homes and left 1.1 million households without power.',
          },
        ],
        more: ['Grid operators said repairs to two transmission lines would take at least a week.'],
      },
      {
        day: 5,
        hour: 7,
        kind: 'resolution',
        dateline: 'MANILA',
        versions: [
          {
            title: 'Power restored to most of Bicol a week after Typhoon Amihan',
            lead: 'Electricity has been restored to 85% of households in the Bicol region a week after Typhoon Amihan, the grid operator said, and the number of people in evacuation centres fell to 40,000.',
          },
          {
            title: 'Typhoon evacuees return home as relief shifts to rebuilding',
            lead: 'Most of the 310,000 people evacuated ahead of Typhoon Amihan have returned home, the disaster agency said, with 40,000 still in evacuation centres; the final death toll stands at 31.',
          },
        ],
        quote: {
          text: 'The emergency phase is over; now the rebuilding begins',
          who: 'UN OCHA country head Lars Eriksen',
        },
      },
    ],
  },
  {
    id: 'izmir-earthquake',
    agents: ['tectonic'],
    role: 'storyline',
    outlets: ['Meridian Post', 'Continental Wire', 'Eastern Ledger', 'Northwire'],
    background: [
      'Western Turkey lies on a network of active faults; the Aegean coast has had several damaging earthquakes in the past decade.',
    ],
    stages: [
      {
        day: 4,
        hour: 18,
        kind: 'incident',
        dateline: 'IZMIR',
        versions: [
          {
            title: 'Magnitude 6.1 earthquake hits western Turkey, 3 dead',
            lead: 'A magnitude 6.1 earthquake struck near the town of Bergama in Turkey’s Izmir province, killing three people and damaging dozens of buildings, Turkey’s disaster agency AFAD said. The USGS put the magnitude at 6.0.',
          },
          {
            title: 'Strong quake shakes Izmir, buildings collapse in Bergama',
            lead: 'A strong earthquake of magnitude 6.1 shook Izmir and the Aegean coast, collapsing four buildings in Bergama, where rescuers pulled 11 people from the rubble, officials said.',
          },
          {
            title: 'Turkey earthquake: residents sleep outside as aftershocks continue',
            lead: 'Thousands of people in Izmir province spent the night outdoors after a magnitude 6.1 earthquake killed three and was followed by more than 60 aftershocks, AFAD said.',
          },
        ],
        quote: {
          text: 'We are searching two buildings where people may still be trapped',
          who: 'AFAD official Emre Aydin',
        },
      },
      {
        day: 3,
        hour: 10,
        kind: 'escalation',
        syndicated: true,
        dateline: 'BERGAMA, Turkey',
        versions: [
          {
            title: 'Turkey earthquake death toll rises to 9, 2,400 in tents',
            lead: 'The death toll from the magnitude 6.1 earthquake in Turkey’s Izmir province rose to nine, AFAD said, and 2,400 people were living in tents after 340 buildings were declared unsafe.',
          },
          {
            title: 'Rescuers end search in Bergama as quake toll reaches 9',
            lead: 'Rescue teams ended their search of collapsed buildings in Bergama after recovering six more bodies, bringing the death toll from the magnitude 6.1 earthquake to nine, officials said.',
          },
        ],
      },
      {
        day: 2,
        hour: 4,
        kind: 'escalation',
        syndicated: true,
        dateline: 'IZMIR',
        versions: [
          {
            title: 'Magnitude 5.2 aftershock rattles Izmir, damaged buildings collapse',
            lead: 'A magnitude 5.2 aftershock hit Izmir province, collapsing two buildings already damaged by last week’s earthquake; no one was inside, AFAD said, and evacuation of 600 more residents was ordered.',
          },
          {
            title: 'Strong aftershock in western Turkey prompts new evacuations',
            lead: 'Authorities evacuated 600 more residents in Bergama after a magnitude 5.2 aftershock, bringing the number of people in tents to 3,000, as seismologists warned of further tremors.',
          },
        ],
      },
      {
        day: 0,
        hour: 9,
        kind: 'announcement',
        dateline: 'ANKARA',
        versions: [
          {
            title: 'Turkey to rebuild 1,100 homes after Izmir earthquake, first keys in six months',
            lead: 'Turkey will build 1,100 new homes for people left homeless by the magnitude 6.1 earthquake in Izmir province, the environment ministry said, with the first to be handed over within six months; tenders open on {+3}.',
          },
          {
            title: 'Quake-hit Bergama to get container city by {+7}',
            lead: 'A container city for 3,000 people displaced by the earthquake in Bergama will be ready by {+7}, AFAD said, replacing tents and evacuation centres before winter.',
          },
        ],
      },
    ],
  },
  {
    id: 'jakarta-floods',
    agents: ['tectonic'],
    role: 'same-day',
    outlets: ['Pacific Dispatch', 'Meridian Post'],
    background: [],
    stages: [
      {
        day: 4,
        hour: 6,
        kind: 'incident',
        dateline: 'JAKARTA',
        versions: [
          {
            title: 'Floods in Jakarta force 8,000 from their homes',
            lead: 'Heavy rain flooded parts of Jakarta, Indonesia, forcing about 8,000 people to leave their homes for evacuation shelters, the city’s disaster agency said, and cutting several commuter rail lines.',
          },
          {
            title: 'Jakarta flood evacuation grows as rivers burst banks',
            lead: 'Two rivers in Jakarta burst their banks after a night of heavy rain, and the flood evacuation grew to 8,000 residents, officials said, with water up to 1.5 metres deep in some districts.',
          },
        ],
      },
    ],
  },
  {
    id: 'sierra-wildfire',
    agents: ['tectonic'],
    role: 'storyline',
    outlets: ['Northwire', 'Meridian Post', 'Daily Courier', 'Pacific Dispatch'],
    background: [
      'California’s fire season has lengthened as autumn rains arrive later; dry Santa Ana winds often drive late-season fires.',
    ],
    stages: [
      {
        day: 1,
        hour: 17,
        kind: 'incident',
        dateline: 'SAN DIEGO',
        versions: [
          {
            title: 'Wildfire near San Diego burns 8,000 acres, 12,000 under evacuation orders',
            lead: 'A fast-moving wildfire driven by Santa Ana winds burned 8,000 acres in the hills east of San Diego, and 12,000 residents were under evacuation orders, Cal Fire said. The fire was 0% contained.',
          },
          {
            title: 'Ridge Fire forces evacuation of 12,000 in San Diego County',
            lead: 'The Ridge Fire, a wildfire in eastern San Diego County, forced the evacuation of 12,000 people on {+0}, officials said, as gusts of 60 mph pushed the flames toward the town of Alpine.',
          },
        ],
        quote: {
          text: 'This fire is wind-driven and moving faster than crews can get ahead of it',
          who: 'Cal Fire battalion chief Ray Dominguez',
        },
      },
      {
        day: 0,
        hour: 5,
        kind: 'escalation',
        syndicated: true,
        dateline: 'SAN DIEGO',
        versions: [
          {
            title: 'Ridge Fire grows to 21,000 acres, 40% contained',
            lead: 'The Ridge Fire wildfire east of San Diego grew to 21,000 acres overnight but firefighters had it 40% contained by {+0} morning, Cal Fire said; evacuation orders now cover 19,000 residents and 36 homes were destroyed.',
          },
          {
            title: 'San Diego wildfire destroys 36 homes as evacuation widens',
            lead: 'A wildfire in San Diego County destroyed 36 homes and forced 19,000 people from their homes, officials said, as the blaze nearly tripled to 21,000 acres before winds eased.',
          },
          {
            title: 'Winds ease over Ridge Fire, crews gain ground',
            lead: 'Firefighters gained ground on the Ridge Fire wildfire as Santa Ana winds eased, reaching 40% containment, Cal Fire said, although the fire had burned 21,000 acres and the evacuation covered 19,000 people.',
          },
        ],
        quote: {
          text: 'We expect to lift some evacuation orders by {+1} if the winds stay down',
          who: 'Cal Fire battalion chief Ray Dominguez',
        },
      },
    ],
  },
  {
    id: 'colorado-h5n1',
    agents: ['pulse'],
    role: 'storyline',
    outlets: ['Health Desk Daily', 'Northwire', 'Daily Courier', 'Meridian Post'],
    background: [
      'H5N1 avian influenza has spread among US dairy herds since last year; most human cases have been mild and linked to direct contact with animals.',
    ],
    stages: [
      {
        day: 11,
        hour: 16,
        kind: 'incident',
        dateline: 'DENVER',
        versions: [
          {
            title: 'CDC confirms two human cases of H5N1 bird flu in Colorado dairy workers',
            lead: 'The CDC confirmed two human cases of H5N1 avian influenza in dairy workers in Weld County, Colorado, both with mild symptoms, and said the risk to the public remained low.',
          },
          {
            title: 'Colorado dairy workers test positive for avian influenza',
            lead: 'Two workers at a Colorado dairy farm tested positive for H5N1 influenza after an outbreak in the herd, state health officials said; both had conjunctivitis and are recovering.',
          },
        ],
        quote: { text: 'There is no sign of spread from person to person', who: 'state epidemiologist Dr Karen Liu' },
      },
      {
        day: 7,
        hour: 15,
        kind: 'escalation',
        syndicated: true,
        dateline: 'DENVER',
        versions: [
          {
            title: 'Human H5N1 cases in Colorado rise to four, CDC sends team',
            lead: 'Human cases of H5N1 avian influenza linked to Colorado dairy farms rose to four from two, the CDC said, and it sent a field team to help trace contacts and test 160 workers at three farms.',
          },
          {
            title: 'Two more Colorado farm workers get bird flu as outbreak spreads to second herd',
            lead: 'Two more dairy workers in Colorado tested positive for H5N1 influenza, bringing the total to four, as the virus was found in a second herd, state officials said.',
          },
          {
            title: 'CDC: Colorado bird flu cases mild, virus shows no new mutations',
            lead: 'Genetic sequencing of the virus from four human H5N1 influenza cases in Colorado found no changes that would make it spread more easily between people, the CDC said.',
          },
        ],
      },
      {
        day: 3,
        hour: 17,
        kind: 'resolution',
        dateline: 'ATLANTA',
        versions: [
          {
            title: 'CDC says Colorado bird flu cluster contained, no new cases in 10 days',
            lead: 'The CDC said a cluster of four human H5N1 influenza cases among Colorado dairy workers appeared contained, with no new cases in 10 days and all contacts testing negative.',
          },
          {
            title: 'Colorado ends enhanced monitoring of dairy workers after bird flu cases',
            lead: 'Colorado health officials ended enhanced monitoring of 160 dairy workers after no new H5N1 infections were found, though testing of herds continues.',
          },
        ],
      },
    ],
  },
  {
    id: 'cyclone-dara-mozambique',
    agents: ['tectonic'],
    role: 'storyline',
    outlets: ['Continental Wire', 'Meridian Post', 'Health Desk Daily', 'Pacific Dispatch'],
    background: ['Mozambique’s central coast around Beira has been hit by several severe cyclones in recent years.'],
    stages: [
      {
        day: 13,
        hour: 4,
        kind: 'incident',
        dateline: 'MAPUTO',
        versions: [
          {
            title: 'Cyclone Dara makes landfall near Beira, Mozambique, 6 dead',
            lead: 'Tropical Cyclone Dara made landfall near Beira in central Mozambique with winds of 160 km/h, killing at least six people and flooding low-lying districts, the national disaster institute said.',
          },
          {
            title: 'Floods cut roads around Beira after cyclone landfall',
            lead: 'Floods from Cyclone Dara cut the main road into Beira and forced about 25,000 people into evacuation centres, officials said, as rain continued across Sofala province.',
          },
        ],
      },
      {
        day: 12,
        hour: 9,
        kind: 'escalation',
        syndicated: true,
        dateline: 'BEIRA, Mozambique',
        versions: [
          {
            title: 'Cyclone Dara toll rises to 19 as flood waters spread',
            lead: 'The death toll from Cyclone Dara rose to 19, and flood waters spread to three more districts of Sofala province, Mozambique’s disaster institute said; 61,000 people were in evacuation centres.',
          },
          {
            title: 'UN OCHA appeals for cyclone relief in Mozambique',
            lead: 'UN OCHA appealed for $45 million for victims of Cyclone Dara, which killed 19 people and damaged 30,000 homes in central Mozambique, and warned of cholera in flooded areas.',
          },
          {
            title: 'Red Cross airlifts supplies to flooded Sofala villages',
            lead: 'The Red Cross began airlifting food and water purification tablets to villages cut off by floods after Cyclone Dara, as the number of people in evacuation centres reached 61,000.',
          },
        ],
        quote: {
          text: 'Clean water is now the priority to prevent disease',
          who: 'Red Cross operations lead Joana Macuácua',
        },
      },
    ],
  },
];
