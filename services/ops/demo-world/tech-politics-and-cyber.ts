import type { Storyline } from './world.ts';

/** SAMPLE DATA, written for Sitrep: Circuit's (chips), Ballot's (elections) and Aegis's (cyber) fortnight. */
export const TECH_POLITICS_AND_CYBER: Storyline[] = [
  {
    id: 'ai-chip-export-rule',
    agents: ['circuit'],
    role: 'storyline',
    outlets: ['Silicon Review', 'Northwire', 'Market Ledger', 'Eastern Ledger', 'Pacific Dispatch'],
    background: [
      'Washington has tightened export controls on advanced chips and chipmaking tools to China three times in three years, and allies in the Netherlands and Japan have followed with rules of their own.',
      'China produces most of the world’s gallium and germanium, used in chips for radar, satellites and electric vehicles.',
    ],
    stages: [
      {
        day: 11,
        hour: 15,
        kind: 'announcement',
        dateline: 'WASHINGTON',
        versions: [
          {
            title: 'US drafts rule to cap AI accelerator chip sales to China',
            lead: 'The US Commerce Department has drafted new export controls that would cap sales of AI accelerator chips to China by performance, covering products from Nvidia and AMD, according to a draft seen by industry groups. Comments close on {+6}.',
          },
          {
            title: 'Draft US chip rule would widen export controls to more AI accelerators',
            lead: 'A draft US rule would extend export controls to AI accelerator chips below the current threshold and require licences for lithography tool servicing in China, people familiar with it said.',
          },
        ],
        quote: {
          text: 'The draft closes gaps that allowed advanced capability to flow through lower-tier products',
          who: 'a Commerce Department official',
        },
      },
      {
        day: 7,
        hour: 14,
        kind: 'escalation',
        dateline: 'WASHINGTON',
        versions: [
          {
            title: 'US publishes AI chip export controls, Nvidia says China sales hit',
            lead: 'The United States published export controls capping AI accelerator chip sales to China and requiring licences to service ASML lithography tools there, and Nvidia said the rule could cut its annual revenue by about $5 billion.',
          },
          {
            title: 'Nvidia, ASML shares fall as new US chip rules take effect in 30 days',
            lead: 'Shares in Nvidia fell 4% and ASML 3% after the US published semiconductor export controls that take effect in 30 days, restricting AI accelerator chips and servicing of lithography machines in China.',
          },
          {
            title: 'China condemns new US semiconductor curbs, vows countermeasures',
            lead: 'China’s commerce ministry condemned new US export controls on AI chips and lithography servicing and said it would take countermeasures to protect its semiconductor industry.',
          },
        ],
        quote: { text: 'We are assessing the rule and will comply with it', who: 'an Nvidia spokesperson' },
        syndicated: true,
      },
      {
        day: 5,
        hour: 4,
        kind: 'escalation',
        syndicated: true,
        dateline: 'BEIJING',
        versions: [
          {
            title: 'China tightens gallium and germanium exports in response to US chip rules',
            lead: 'China said exporters of gallium and germanium would need a licence for every shipment to the United States from {+3}, two days after Washington published export controls on AI chips, in a move that hits semiconductor supply chains.',
          },
          {
            title: 'Beijing retaliates against US chip curbs with metals licences',
            lead: 'China will require case-by-case licences for exports of gallium, germanium and antimony to the US, its commerce ministry said, retaliating against new US semiconductor export controls.',
          },
          {
            title: 'Gallium prices jump 20% after China export licence move',
            lead: 'Gallium prices in Europe jumped 20% after China announced licences for shipments to the US in its semiconductor dispute, and chipmakers including Intel said they had stockpiles for several months.',
          },
        ],
      },
      {
        day: 1,
        hour: 11,
        kind: 'announcement',
        dateline: 'GENEVA',
        versions: [
          {
            title: 'US and China to hold trade talks on chips and critical minerals on {+4}',
            lead: 'US and Chinese trade officials will meet in Geneva on {+4} to discuss export controls on semiconductors and Chinese licences on gallium and germanium, both governments said.',
          },
          {
            title: 'Chip stocks rise on news of US-China export control talks',
            lead: 'Semiconductor shares rose, led by ASML and Nvidia, after Washington and Beijing said they would hold talks on chip export controls and critical minerals on {+4}.',
          },
        ],
        quote: {
          text: 'Both sides want to prevent further escalation in the technology supply chain',
          who: 'a spokesperson for China’s commerce ministry',
        },
      },
    ],
  },
  {
    id: 'tsmc-power-dip',
    agents: ['circuit'],
    role: 'storyline',
    outlets: ['Silicon Review', 'Pacific Dispatch', 'Market Ledger'],
    background: [
      'TSMC makes about 90% of the world’s most advanced chips; a brief power interruption can force it to scrap wafers that are mid-process.',
    ],
    stages: [
      {
        day: 9,
        hour: 1,
        kind: 'incident',
        dateline: 'HSINCHU, Taiwan',
        versions: [
          {
            title: 'Power dip halts TSMC fab lines in Hsinchu, 30,000 wafers affected',
            lead: 'A voltage dip at a substation in Hsinchu halted production lines at two TSMC fabs for several hours, and about 30,000 wafers may have to be scrapped, people familiar with the matter said.',
          },
          {
            title: 'TSMC says power interruption hit two chip fabs, assessing wafer losses',
            lead: 'TSMC said a power interruption at its Hsinchu science park disrupted two fabs and it was assessing how many wafers were damaged, adding that no one was hurt.',
          },
        ],
        quote: {
          text: 'Most tools have resumed operation and we are working to recover production',
          who: 'TSMC in a statement',
        },
      },
      {
        day: 8,
        hour: 3,
        kind: 'update',
        dateline: 'HSINCHU, Taiwan',
        versions: [
          {
            title: 'TSMC puts wafer loss from power dip at 15,000, half earlier estimate',
            lead: 'TSMC said about 15,000 wafers were scrapped after a power dip at two Hsinchu fabs, half the 30,000 first feared, and the loss would cut fourth-quarter revenue by less than 1%.',
          },
          {
            title: 'Chip customers face short delays after TSMC fab outage',
            lead: 'Customers of TSMC’s Hsinchu fabs face delays of one to two weeks on some orders after a power dip scrapped 15,000 wafers, analysts said, while Nvidia and Apple chips made in Tainan were unaffected.',
          },
        ],
      },
      {
        day: 6,
        hour: 2,
        kind: 'resolution',
        dateline: 'TAIPEI',
        versions: [
          {
            title: 'TSMC says Hsinchu fabs fully back in production',
            lead: 'TSMC said both Hsinchu fabs hit by a power interruption were back at full production, and Taiwan’s power utility said it had replaced the faulty transformer at the substation serving the chip foundry.',
          },
          {
            title: 'Taiwan utility blames transformer fault for TSMC outage',
            lead: 'Taiwan’s state utility said a transformer fault caused the power dip that disrupted two TSMC fabs and scrapped 15,000 wafers, and promised a backup line to the Hsinchu science park by {+14}.',
          },
        ],
      },
    ],
  },
  {
    id: 'samsung-memory-prices',
    agents: ['circuit'],
    role: 'same-day',
    outlets: ['Pacific Dispatch', 'Silicon Review'],
    background: [],
    stages: [
      {
        day: 7,
        hour: 5,
        kind: 'incident',
        dateline: 'SEOUL',
        versions: [
          {
            title: 'Samsung raises memory chip prices 15% as AI demand soaks up supply',
            lead: 'Samsung raised contract prices for DRAM memory chips by about 15% for the first quarter, distributors said, as demand for AI servers absorbs supply of high-bandwidth memory.',
          },
          {
            title: 'Memory chip prices climb as Samsung and SK Hynix shift to AI',
            lead: 'Prices of memory chips for PCs and phones rose for a fourth month as Samsung and SK Hynix moved wafer capacity to high-bandwidth memory for AI accelerators, market trackers said.',
          },
        ],
      },
    ],
  },
  {
    id: 'intel-ohio-delay',
    agents: ['circuit'],
    role: 'storyline',
    outlets: ['Silicon Review', 'Northwire', 'Market Ledger'],
    background: [],
    stages: [
      {
        day: 2,
        hour: 15,
        kind: 'incident',
        dateline: 'SANTA CLARA, California',
        versions: [
          {
            title: 'Intel delays Ohio chip fab to 2031, cuts capital spending',
            lead: 'Intel said it would delay the opening of its first Ohio chip fab to 2031 from 2030 and cut next year’s capital spending by $2 billion, as the chipmaker conserves cash.',
          },
          {
            title: 'Intel pushes back Ohio semiconductor plant again',
            lead: 'Intel pushed back production at its semiconductor plant near Columbus, Ohio, to 2031, the company said, blaming slower than expected demand for its foundry services.',
          },
        ],
      },
      {
        day: 0,
        hour: 13,
        kind: 'update',
        dateline: 'COLUMBUS, Ohio',
        versions: [
          {
            title: 'Ohio seeks talks with Intel after chip fab delay',
            lead: 'Ohio’s governor asked Intel for talks on {+3} about the delayed chip fab near Columbus, after the company pushed its opening to 2031, saying the state had spent $700 million on roads and water for the site.',
          },
          {
            title: 'Suppliers to Intel’s Ohio fab put hiring on hold',
            lead: 'Three suppliers building facilities next to Intel’s planned Ohio fab said they had paused hiring after the chipmaker delayed the semiconductor plant to 2031.',
          },
        ],
      },
    ],
  },
  {
    id: 'france-no-confidence',
    agents: ['ballot'],
    role: 'storyline',
    outlets: ['Civic Review', 'Continental Wire', 'Meridian Post', 'Eastern Ledger'],
    background: [
      'France’s parliament has had no majority since the last legislative election, and the government has relied on special powers to pass budgets without a vote.',
    ],
    stages: [
      {
        day: 10,
        hour: 14,
        kind: 'announcement',
        dateline: 'PARIS',
        versions: [
          {
            title: 'French government forces budget through parliament, faces no-confidence vote on {+3}',
            lead: 'French Prime Minister Étienne Marchal used special powers to push the budget through parliament without a vote, and opposition parties filed a motion of no confidence to be voted on {+3}.',
          },
          {
            title: 'Opposition files motion to topple French prime minister',
            lead: 'Left-wing and far-right parties in France filed no-confidence motions against Prime Minister Étienne Marchal after he bypassed a parliament vote on the budget, setting up a vote on {+3}.',
          },
          {
            title: 'Marchal gambles on budget as no-confidence vote looms',
            lead: 'France’s prime minister bet that opposition parties would not unite to bring him down after he forced the budget through parliament; the no-confidence vote is due on {+3} and needs 289 votes.',
          },
        ],
        quote: {
          text: 'France needs a budget, and I take responsibility for it',
          who: 'Prime Minister Étienne Marchal',
        },
      },
      {
        day: 7,
        hour: 17,
        kind: 'escalation',
        syndicated: true,
        dateline: 'PARIS',
        versions: [
          {
            title: 'French government falls as parliament passes no-confidence vote 301 to 0',
            lead: 'France’s National Assembly toppled Prime Minister Étienne Marchal’s government in a no-confidence vote, with 301 deputies voting for the motion, 12 more than needed, the first government to fall this way in years.',
          },
          {
            title: 'French prime minister ousted in no-confidence vote',
            lead: 'Prime Minister Étienne Marchal lost a no-confidence vote in parliament with 301 votes against his government and must resign, leaving France without an approved budget weeks before the year ends.',
          },
          {
            title: 'Euro dips, French bond yields rise after government collapse',
            lead: 'French bond yields rose and the euro slipped after the government lost a no-confidence vote in parliament, with investors worried about the budget and the president’s next choice of prime minister.',
          },
        ],
        quote: {
          text: 'Tonight the assembly has said no to government by decree',
          who: 'opposition leader Claire Dumont',
        },
      },
      {
        day: 4,
        hour: 18,
        kind: 'update',
        dateline: 'PARIS',
        versions: [
          {
            title: 'French president names Hélène Garnier prime minister',
            lead: 'France’s president named former finance minister Hélène Garnier as prime minister, three days after the government fell in a no-confidence vote, and asked her to pass a budget by Jan. 31.',
          },
          {
            title: 'Garnier becomes France’s third prime minister in a year',
            lead: 'Hélène Garnier was appointed French prime minister, the third in a year, and said she would seek a coalition with centre-right parties in parliament to avoid another no-confidence vote.',
          },
        ],
        quote: { text: 'I will seek a majority text by text, not by force', who: 'Prime Minister Hélène Garnier' },
      },
      {
        day: 1,
        hour: 16,
        kind: 'resolution',
        dateline: 'PARIS',
        versions: [
          {
            title: 'Garnier unveils French cabinet backed by coalition of three parties',
            lead: 'French Prime Minister Hélène Garnier named a 28-member cabinet backed by a coalition of three parties that together hold 262 seats in parliament, short of a majority but enough to survive a vote if the Socialists abstain.',
          },
          {
            title: 'France’s new government wins Socialist pledge to abstain',
            lead: 'France’s Socialists said they would not back a no-confidence vote against the new government of Prime Minister Hélène Garnier, giving her coalition breathing room to pass a budget, with a first vote due on {+5}.',
          },
        ],
      },
      {
        day: 0,
        hour: 9,
        kind: 'update',
        dateline: 'PARIS',
        versions: [
          {
            title: 'Garnier wins first parliament vote as budget debate opens, 289 to 244',
            lead: 'French Prime Minister Hélène Garnier’s government won its first vote in parliament, 289 to 244, on a motion to open the budget debate, with the Socialists abstaining as promised; the final budget vote is set for {+4}.',
          },
          {
            title: 'French coalition clears first hurdle in parliament, protest march planned for {+2}',
            lead: 'The new French coalition passed its first test in parliament as 289 deputies voted to open the budget debate, while unions called a protest march in Paris for {+2} against planned pension savings.',
          },
          {
            title: 'Opposition vows new no-confidence vote if Garnier forces budget through',
            lead: 'France’s opposition leader Claire Dumont said her party would file a new no-confidence motion if Prime Minister Hélène Garnier bypassed a parliament vote on the budget, after the government won a procedural vote 289 to 244.',
          },
        ],
        quote: {
          text: 'We will vote text by text, and so far the texts have passed',
          who: 'Prime Minister Hélène Garnier',
        },
      },
    ],
  },
  {
    id: 'paris-council-vote',
    agents: ['ballot'],
    role: 'same-day',
    outlets: ['Civic Review', 'Daily Courier'],
    background: [],
    stages: [
      {
        day: 7,
        hour: 10,
        kind: 'incident',
        dateline: 'PARIS',
        versions: [
          {
            title: 'Paris council vote approves car-free zone in city centre',
            lead: 'The Paris city council voted 96 to 52 to approve a limited-traffic zone covering four central districts from next spring, after a heated debate and a protest by delivery drivers outside city hall.',
          },
          {
            title: 'Delivery drivers protest as Paris votes on traffic limits',
            lead: 'Hundreds of delivery drivers staged a protest outside Paris city hall as councillors held a vote on a car-free zone in the centre, which passed 96 to 52.',
          },
        ],
      },
    ],
  },
  {
    id: 'bihar-state-election',
    agents: ['ballot'],
    role: 'storyline',
    outlets: ['Civic Review', 'Northwire', 'Pacific Dispatch'],
    background: [
      'Bihar, with about 75 million voters, is one of India’s most closely watched state elections and a test for national parties.',
    ],
    stages: [
      {
        day: 6,
        hour: 4,
        kind: 'incident',
        dateline: 'PATNA, India',
        versions: [
          {
            title: 'Bihar votes in final phase of state election, turnout 64%',
            lead: 'Voters in India’s Bihar state cast ballots in the final phase of a state assembly election, with turnout at 64%, the electoral commission said; results are due on {+3}.',
          },
          {
            title: 'Long queues as Bihar election ends, exit polls split',
            lead: 'Polling closed in the last phase of the Bihar election with turnout of about 64%, and exit polls split on whether the ruling alliance would keep its majority in the 243-seat assembly, with results on {+3}.',
          },
        ],
      },
      {
        day: 3,
        hour: 8,
        kind: 'resolution',
        dateline: 'PATNA, India',
        versions: [
          {
            title: 'Ruling alliance wins Bihar election with 132 of 243 seats',
            lead: 'The ruling alliance won 132 of 243 seats in the Bihar state election, the electoral commission said, securing a majority, while the opposition alliance took 104 seats.',
          },
          {
            title: 'Bihar election result defies exit polls as ruling bloc keeps power',
            lead: 'India’s ruling alliance kept power in Bihar, winning 132 seats in the state assembly, more than the 122 needed for a majority, in a vote seen as a test before the next national election.',
          },
          {
            title: 'Opposition in Bihar alleges irregularities after election loss',
            lead: 'The opposition alliance in Bihar, which won 104 seats in the state election, said it would ask the electoral commission to examine counting in 11 constituencies.',
          },
        ],
        quote: { text: 'The people of Bihar have voted for stability', who: 'alliance leader Rakesh Sinha' },
      },
      {
        day: 2,
        hour: 7,
        kind: 'update',
        dateline: 'PATNA, India',
        versions: [
          {
            title: 'Rakesh Sinha sworn in as Bihar chief minister',
            lead: 'Rakesh Sinha was sworn in as chief minister of Bihar, a day after his coalition won 132 seats in the state election, with a 24-member cabinet.',
          },
          {
            title: 'Electoral commission rejects Bihar recount demand',
            lead: 'India’s electoral commission rejected an opposition demand for a recount in 11 Bihar constituencies, saying the vote count had been observed by party agents, as the new chief minister took office.',
          },
        ],
      },
    ],
  },
  {
    id: 'felixstowe-ransomware',
    agents: ['aegis', 'harbor'],
    role: 'storyline',
    outlets: ['Breach Report', 'Harbour Gazette', 'Northwire', 'Freight Weekly', 'Daily Courier'],
    background: [
      'Felixstowe is Britain’s busiest container port, handling about 4 million containers a year.',
      'Ransomware gangs have increasingly targeted logistics companies, whose downtime costs make them likelier to pay.',
    ],
    stages: [
      {
        day: 5,
        hour: 6,
        kind: 'incident',
        dateline: 'LONDON',
        versions: [
          {
            title: 'Cyberattack shuts terminal systems at port of Felixstowe',
            lead: 'A cyberattack on terminal operator Orwell Terminals shut its booking and gate systems at the port of Felixstowe, halting container pickups for about 2,000 trucks a day, the company said, calling it a suspected ransomware attack.',
          },
          {
            title: 'Trucks queue at Felixstowe as ransomware hits port operator',
            lead: 'Hundreds of trucks queued outside the port of Felixstowe after ransomware deployed by hackers encrypted systems at its terminal operator, leaving drivers unable to collect containers, haulage groups said.',
          },
          {
            title: 'UK cyber agency investigating Felixstowe port attack',
            lead: 'Britain’s National Cyber Security Centre said it was working with Orwell Terminals after a ransomware cyberattack disrupted container handling at Felixstowe, the country’s largest container port.',
          },
        ],
        quote: {
          text: 'Vessel operations continue but landside container movements are suspended',
          who: 'Orwell Terminals in a statement',
        },
      },
      {
        day: 4,
        hour: 8,
        kind: 'escalation',
        syndicated: true,
        dateline: 'LONDON',
        versions: [
          {
            title: 'Black Lantern ransomware gang claims Felixstowe port hack, demands $8 million',
            lead: 'The Black Lantern ransomware gang claimed responsibility for the cyberattack on Felixstowe’s terminal operator and demanded $8 million, threatening to publish 400 gigabytes of stolen data, according to its leak site.',
          },
          {
            title: 'Hackers say they stole customs data in Felixstowe attack',
            lead: 'Hackers behind the ransomware attack on the port of Felixstowe said they had stolen customs and staff data and set a deadline of {+5} for a payment of $8 million.',
          },
          {
            title: 'Felixstowe backlog grows to 9,000 containers as systems stay down',
            lead: 'About 9,000 import containers were stuck at Felixstowe on the second day of a ransomware attack on its terminal operator, freight forwarders said, and shipping lines diverted three vessels to Southampton and London Gateway.',
          },
        ],
        quote: { text: 'We do not negotiate with criminals', who: 'Orwell Terminals chief executive Graham Holt' },
      },
      {
        day: 2,
        hour: 9,
        kind: 'update',
        dateline: 'FELIXSTOWE, England',
        versions: [
          {
            title: 'Felixstowe restores systems at two of three terminals after ransomware attack',
            lead: 'Orwell Terminals restored booking and gate systems encrypted by hackers at two of its three Felixstowe terminals from backups, the company said, and container pickups resumed, although the backlog stood at 7,500 boxes.',
          },
          {
            title: 'Port of Felixstowe partly reopens to trucks after cyberattack',
            lead: 'Trucks began collecting containers again at Felixstowe as two terminals came back online four days after a ransomware attack, and the port said the third would follow by {+2}.',
          },
        ],
      },
      {
        day: 0,
        hour: 10,
        kind: 'escalation',
        syndicated: true,
        dateline: 'LONDON',
        versions: [
          {
            title: 'Black Lantern leaks Felixstowe data after port refuses to pay',
            lead: 'The Black Lantern ransomware gang published about 120 gigabytes of data stolen in a data leak from Felixstowe’s terminal operator after its deadline passed, including staff passport scans, the company confirmed, and said all three terminals were back in operation.',
          },
          {
            title: 'Felixstowe data leak: operator warns 3,200 staff and hauliers',
            lead: 'Orwell Terminals said it was contacting 3,200 staff and haulage drivers whose personal data was in a data leak by ransomware hackers, while container handling at Felixstowe returned to normal.',
          },
        ],
        quote: {
          text: 'We have told the Information Commissioner’s Office and everyone affected',
          who: 'Orwell Terminals chief executive Graham Holt',
        },
      },
    ],
  },
  {
    id: 'corvane-vpn-exploit',
    agents: ['aegis'],
    role: 'storyline',
    outlets: ['Breach Report', 'Silicon Review', 'Northwire', 'Eastern Ledger'],
    background: [
      'VPN gateways sit at the edge of corporate networks, which makes flaws in them a favourite entry point for ransomware and espionage groups.',
    ],
    stages: [
      {
        day: 12,
        hour: 16,
        kind: 'incident',
        dateline: 'WASHINGTON',
        versions: [
          {
            title: 'Critical vulnerability in Corvane VPN gateways under active exploit, CISA warns',
            lead: 'CISA added a critical vulnerability in Corvane SecureEdge VPN gateways, tracked as CVE-2026-41877, to its catalogue of exploited flaws, saying hackers were using it to take over devices without a password.',
          },
          {
            title: 'Corvane warns customers of VPN flaw, no patch yet',
            lead: 'Network equipment maker Corvane warned customers of a critical vulnerability in its SecureEdge VPN gateways that lets attackers exploit it to run code remotely, and said a patch would be ready by {+4}.',
          },
        ],
        quote: {
          text: 'Disconnect affected devices from the internet until they can be patched',
          who: 'CISA in an advisory',
        },
      },
      {
        day: 10,
        hour: 12,
        kind: 'escalation',
        syndicated: true,
        dateline: 'WASHINGTON',
        versions: [
          {
            title: 'Hackers compromise 3,000 Corvane VPN devices as exploit spreads',
            lead: 'About 3,000 Corvane VPN gateways worldwide have been compromised through the CVE-2026-41877 vulnerability, security researchers said, with attackers installing malware that survives reboots.',
          },
          {
            title: 'Exploit code for Corvane VPN flaw published, attacks surge',
            lead: 'Working exploit code for the Corvane VPN vulnerability was published online, and scans for vulnerable devices jumped tenfold, researchers said, with 3,000 gateways already breached.',
          },
          {
            title: 'ENISA urges European firms to check Corvane gateways for malware',
            lead: 'ENISA urged European companies to check Corvane VPN gateways for signs of malware after attackers exploited a critical vulnerability in about 3,000 devices worldwide.',
          },
        ],
        quote: {
          text: 'Patching alone will not evict an intruder who is already inside',
          who: 'researcher Maya Lindqvist of Northlight Security',
        },
      },
      {
        day: 8,
        hour: 15,
        kind: 'update',
        dateline: 'SAN JOSE, California',
        versions: [
          {
            title: 'Corvane releases patch for exploited VPN vulnerability',
            lead: 'Corvane released a patch for CVE-2026-41877, the VPN vulnerability exploited in about 3,000 devices, and a tool to detect the malware attackers had planted, the company said.',
          },
          {
            title: 'Patch for Corvane VPN flaw arrives four days after exploit warning',
            lead: 'A fix for the critical Corvane VPN vulnerability became available, along with a scanner for the malware used in attacks, though CISA warned that compromised devices must be rebuilt.',
          },
        ],
      },
      {
        day: 6,
        hour: 14,
        kind: 'resolution',
        dateline: 'WASHINGTON',
        versions: [
          {
            title: 'CISA orders federal agencies to patch Corvane VPNs by {+7}',
            lead: 'CISA ordered US federal agencies to patch the exploited vulnerability in Corvane VPN gateways or disconnect them by {+7}, and said the number of compromised devices had fallen to about 1,100 as owners applied the fix.',
          },
          {
            title: 'Compromised Corvane VPN devices fall to 1,100 after patch',
            lead: 'The number of Corvane VPN gateways still infected with malware fell to about 1,100 from 3,000 after the vulnerability was patched, internet scans showed, CISA said.',
          },
        ],
      },
    ],
  },
  {
    id: 'bundesamt-phishing',
    agents: ['aegis'],
    role: 'same-day',
    outlets: ['Breach Report', 'Eastern Ledger'],
    background: [],
    stages: [
      {
        day: 4,
        hour: 11,
        kind: 'incident',
        dateline: 'BERLIN',
        versions: [
          {
            title: 'Phishing wave imitating German tax office spreads malware',
            lead: 'A phishing campaign by hackers imitating Germany’s federal tax office sent malware to about 200,000 email addresses, the BSI said, urging taxpayers not to open attachments claiming to be refund notices.',
          },
          {
            title: 'Germany warns of fake tax refund emails carrying malware',
            lead: 'Germany’s cyber agency BSI warned of fake tax refund emails carrying banking malware, after hackers sent about 200,000 messages in two days.',
          },
        ],
      },
    ],
  },
  {
    id: 'retailer-data-breach',
    agents: ['aegis'],
    role: 'storyline',
    outlets: ['Breach Report', 'Daily Courier', 'Northwire'],
    background: [],
    stages: [
      {
        day: 1,
        hour: 12,
        kind: 'incident',
        dateline: 'LONDON',
        versions: [
          {
            title: 'UK retailer Hartwell’s discloses data breach affecting online customers',
            lead: 'British department store chain Hartwell’s, which has 41 stores, said hackers had accessed names, addresses and order histories of online customers in a data breach, and it had reported the cyberattack to regulators.',
          },
          {
            title: 'Hartwell’s suspends online orders after cyberattack',
            lead: 'Hartwell’s suspended online orders after a cyberattack in which hackers accessed customer data, the retailer said, adding that payment card numbers were not stored on the breached system.',
          },
        ],
      },
      {
        day: 0,
        hour: 11,
        kind: 'escalation',
        syndicated: true,
        dateline: 'LONDON',
        versions: [
          {
            title: 'Hartwell’s data breach affects 2.1 million customers',
            lead: 'The data breach at retailer Hartwell’s affected 2.1 million customers, the company said, far more than first thought, and hackers had also taken partial payment card details for 180,000 of them.',
          },
          {
            title: 'Hartwell’s says online orders to resume {+2} after breach',
            lead: 'Hartwell’s said online orders would resume on {+2} after it rebuilt the systems hit by hackers, as it raised the number of customers affected by the data breach to 2.1 million.',
          },
        ],
        quote: {
          text: 'We are deeply sorry; every affected customer will hear from us directly',
          who: 'Hartwell’s chief executive Susan Okafor',
        },
      },
    ],
  },
  {
    id: 'germany-debt-vote',
    agents: ['ballot'],
    role: 'storyline',
    outlets: ['Civic Review', 'Eastern Ledger', 'Continental Wire'],
    background: [
      'Germany’s three-party coalition has argued for months over how much to borrow for defence and infrastructure.',
    ],
    stages: [
      {
        day: 9,
        hour: 10,
        kind: 'announcement',
        dateline: 'BERLIN',
        versions: [
          {
            title: 'German coalition agrees debt plan, parliament vote set for {+2}',
            lead: 'Germany’s coalition parties agreed on a plan to borrow an extra €80 billion for defence and railways, and the Bundestag will vote on it on {+2}, the chancellor’s office said, ending weeks of dispute in the coalition.',
          },
          {
            title: 'Berlin coalition truce: €80 billion borrowing plan goes to parliament',
            lead: 'German coalition leaders struck a deal on €80 billion in new borrowing after a night of talks, sending the plan to a parliament vote on {+2}, with the opposition promising to vote against.',
          },
        ],
      },
      {
        day: 7,
        hour: 13,
        kind: 'resolution',
        dateline: 'BERLIN',
        versions: [
          {
            title: 'Bundestag approves €80 billion borrowing plan by 372 votes to 301',
            lead: 'Germany’s parliament approved the coalition’s €80 billion borrowing plan for defence and railways by 372 votes to 301, the Bundestag president announced, after a debate in which the opposition called it a breach of the debt brake.',
          },
          {
            title: 'German coalition wins debt vote, opposition threatens court challenge',
            lead: 'The German coalition won a parliament vote on €80 billion of extra borrowing, 372 to 301, and the opposition said it would challenge the plan at the constitutional court within weeks.',
          },
        ],
        quote: {
          text: 'We will ask Karlsruhe to rule on this within a month',
          who: 'opposition leader Friedrich Albers',
        },
      },
    ],
  },
];
