import type { ArticleInput } from '../../schemas/messages/article.ts';

/**
 * The demo corpus: fictional sample stories written for Sitrep (no third-party text), each told by
 * several made-up publications in their own words, plus a syndicated near-copy, a same-URL update
 * and unrelated noise. Every article is marked `sample: true` and lives under `.sample.invalid`.
 */
interface Version {
  pub: string;
  slug: string;
  title: string;
  body: string;
  hoursAfter: number;
}
interface Story {
  id: string;
  versions: Version[];
}

const STORIES: Story[] = [
  {
    id: 'kharkiv-grid',
    versions: [
      {
        pub: 'Northwire',
        slug: 'ukraine-kharkiv-power-plants-missile-strike',
        hoursAfter: 0,
        title: 'Russian missiles hit Kharkiv power plants, cutting electricity to 200,000 homes',
        body: 'Russian missiles and drones struck two power plants in Kharkiv overnight, Ukrainian officials said, leaving about 200,000 homes without electricity as temperatures fell below freezing. President Zelensky urged NATO allies to speed up deliveries of air defence systems. Repair crews were working to restore the grid in the east of the city.',
      },
      {
        pub: 'Meridian Post',
        slug: 'kharkiv-blackout-after-overnight-strikes',
        hoursAfter: 3,
        title: 'Kharkiv plunged into blackout after overnight strikes on energy sites',
        body: "Kharkiv spent the morning in the dark after an overnight barrage of Russian drones and missiles damaged two power plants, the regional governor said. Around 200,000 households lost electricity. Zelensky renewed calls on NATO for more air defence, saying Ukraine's grid was being targeted systematically before winter.",
      },
      {
        pub: 'Eastern Ledger',
        slug: 'ukraine-energy-strike-kharkiv',
        hoursAfter: 6,
        title: 'Ukraine says strikes on Kharkiv energy infrastructure leave city without power',
        body: "Ukraine's energy ministry said Russian strikes on Kharkiv power plants had knocked out electricity for roughly 200,000 homes. Engineers expect partial restoration within two days. Kyiv asked NATO partners for additional air defence batteries to protect the power grid.",
      },
      {
        pub: 'Daily Courier',
        slug: 'wire-kharkiv-power-plants-missile-strike',
        hoursAfter: 4,
        title: 'Russian missiles hit Kharkiv power plants, cutting electricity to 200,000 homes',
        body: 'Russian missiles and drones struck two power plants in Kharkiv overnight, Ukrainian officials said, leaving about 200,000 homes without electricity as temperatures fell below freezing. President Zelensky urged NATO allies to speed up deliveries of air defence systems.',
      },
    ],
  },
  {
    id: 'red-sea-shipping',
    versions: [
      {
        pub: 'Harbour Gazette',
        slug: 'houthi-drone-attack-container-ship-red-sea',
        hoursAfter: 0,
        title: 'Houthi drone attack damages container ship in the Red Sea',
        body: 'A container vessel operated by MSC was damaged by a Houthi drone in the southern Red Sea near the Bab el-Mandeb strait, maritime security officials said. The crew was unharmed and the ship continued to Djibouti. Shipping companies said they would keep diverting cargo around the Cape of Good Hope, adding ten days to Asia-Europe voyages and pushing freight rates higher.',
      },
      {
        pub: 'Northwire',
        slug: 'red-sea-container-vessel-struck-by-drone',
        hoursAfter: 2,
        title: 'Container vessel struck by drone off Yemen as Red Sea shipping risk rises',
        body: 'A drone launched from Houthi-held Yemen hit an MSC container ship in the Red Sea, according to maritime security firms. No injuries were reported. Freight rates between Asia and Europe rose again as carriers kept rerouting vessels around Africa instead of using the Suez Canal.',
      },
      {
        pub: 'Meridian Post',
        slug: 'shipping-rates-climb-after-red-sea-attack',
        hoursAfter: 9,
        title: 'Freight rates climb after fresh Houthi attack on Red Sea shipping',
        body: 'Container freight rates from Shanghai to Rotterdam climbed after a Houthi drone damaged an MSC vessel near the Bab el-Mandeb strait. Carriers including Maersk said ships would continue to avoid the Red Sea and the Suez Canal until security improved.',
      },
    ],
  },
  {
    id: 'ecb-rate-cut',
    versions: [
      {
        pub: 'Eastern Ledger',
        slug: 'ecb-cuts-interest-rates-quarter-point',
        hoursAfter: 0,
        title: 'European Central Bank cuts interest rates by a quarter point',
        body: 'The European Central Bank cut its deposit rate by 25 basis points to 2.5 percent, citing easing inflation across the eurozone. President Christine Lagarde said further moves would depend on incoming data. Bond yields fell and the euro weakened against the dollar after the decision.',
      },
      {
        pub: 'Daily Courier',
        slug: 'ecb-lowers-rates-as-inflation-eases',
        hoursAfter: 1,
        title: 'ECB lowers rates again as eurozone inflation eases',
        body: 'Eurozone policymakers at the European Central Bank lowered interest rates for the fourth time this year, taking the deposit rate to 2.5 percent. Lagarde told reporters inflation was on track to reach the two percent target. Markets priced in another rate cut in the spring; the euro slipped and bond yields dropped.',
      },
      {
        pub: 'Harbour Gazette',
        slug: 'lagarde-signals-data-dependent-path-after-cut',
        hoursAfter: 5,
        title: 'Lagarde signals data-dependent path after ECB rate cut',
        body: 'Christine Lagarde said the European Central Bank was not pre-committing to further cuts after reducing its deposit rate to 2.5 percent. Economists said slowing inflation and weak growth in Germany and France left room for more easing in monetary policy next year.',
      },
    ],
  },
  {
    id: 'luzon-earthquake',
    versions: [
      {
        pub: 'Meridian Post',
        slug: 'magnitude-6-8-earthquake-strikes-luzon',
        hoursAfter: 0,
        title: 'Magnitude 6.8 earthquake strikes northern Luzon, Philippines',
        body: 'A magnitude 6.8 earthquake struck northern Luzon in the Philippines early on Saturday, the USGS said, damaging buildings and triggering landslides in mountain provinces. At least 12 people were killed and hundreds were evacuated. No tsunami warning was issued. The Red Cross sent teams to the worst-hit towns.',
      },
      {
        pub: 'Northwire',
        slug: 'philippines-quake-kills-at-least-twelve',
        hoursAfter: 4,
        title: 'Philippines quake kills at least 12, landslides block roads in Luzon',
        body: 'The death toll from a strong earthquake in northern Luzon rose to at least 12, Philippine disaster officials said, as landslides cut off roads to mountain villages. The magnitude 6.8 quake damaged churches and schools. Aftershocks continued through the day and evacuation centres filled up.',
      },
      {
        pub: 'Eastern Ledger',
        slug: 'luzon-earthquake-relief-effort',
        hoursAfter: 20,
        title: 'Relief teams reach villages cut off by Luzon earthquake',
        body: 'Rescue and Red Cross teams reached mountain villages in northern Luzon cut off by landslides after the magnitude 6.8 earthquake. Philippine officials raised the death toll to 15 and said more than 3,000 people remained in evacuation centres as aftershocks continued.',
      },
    ],
  },
  {
    id: 'hospital-ransomware',
    versions: [
      {
        pub: 'Daily Courier',
        slug: 'ransomware-attack-disrupts-hospitals-germany',
        hoursAfter: 0,
        title: 'Ransomware attack disrupts hospitals across three German states',
        body: "A ransomware attack on a regional IT provider disrupted systems at hospitals in three German states, forcing emergency departments to divert ambulances. Officials said patient records may have been accessed. Germany's cyber agency BSI and ENISA were assisting, and hackers demanded a ransom in cryptocurrency.",
      },
      {
        pub: 'Harbour Gazette',
        slug: 'german-hospitals-divert-ambulances-after-cyberattack',
        hoursAfter: 3,
        title: 'German hospitals divert ambulances after cyberattack on IT supplier',
        body: 'Hospitals in three German states diverted ambulances after hackers encrypted systems at a shared IT supplier in a ransomware attack. Investigators were examining whether patient data had been leaked. The BSI said it was working with the company to restore services.',
      },
    ],
  },
  {
    id: 'chip-export-controls',
    versions: [
      {
        pub: 'Northwire',
        slug: 'us-tightens-chip-export-controls-china',
        hoursAfter: 0,
        title: 'US tightens export controls on advanced chips and lithography tools to China',
        body: "The United States announced new export controls on advanced semiconductors and chipmaking equipment bound for China, including some lithography tools made by ASML. Nvidia said the rules would affect sales of its AI accelerator chips. China's commerce ministry said it firmly opposed the measures.",
      },
      {
        pub: 'Eastern Ledger',
        slug: 'new-semiconductor-rules-hit-nvidia-asml',
        hoursAfter: 2,
        title: 'New US semiconductor rules hit Nvidia and ASML sales to China',
        body: 'Shares in Nvidia and ASML fell after Washington widened export controls on AI chips and lithography equipment destined for China. Analysts said the semiconductor rules could cut billions from annual revenue. Beijing criticised the move and hinted at retaliation.',
      },
      {
        pub: 'Meridian Post',
        slug: 'china-vows-response-to-chip-curbs',
        hoursAfter: 10,
        title: 'China vows response to latest US chip curbs',
        body: "China's commerce ministry vowed to respond to new US export controls on semiconductors and lithography tools, calling them an abuse of national security concerns. Nvidia and ASML said they were assessing the impact of the chip rules on their business in China.",
      },
    ],
  },
];

const NOISE: Version[] = [
  {
    pub: 'Daily Courier',
    slug: 'city-marathon-record-turnout',
    hoursAfter: 2,
    title: 'City marathon draws record turnout on a cool, dry morning',
    body: "More than 40,000 runners took part in the city marathon, organisers said, with a course record in the women's race. Volunteers handed out water at every mile and local cafes stayed open late.",
  },
  {
    pub: 'Harbour Gazette',
    slug: 'museum-reopens-after-renovation',
    hoursAfter: 5,
    title: 'Maritime museum reopens after three-year renovation',
    body: "The harbour's maritime museum reopened its doors after a three-year renovation, adding a new gallery of ship models and a café overlooking the docks. Admission will be free for the first weekend.",
  },
  {
    pub: 'Northwire',
    slug: 'bakery-chain-new-sourdough',
    hoursAfter: 7,
    title: 'Bakery chain launches a sourdough loaf made with heritage grain',
    body: 'A regional bakery chain began selling a sourdough loaf made with heritage wheat grown by local farmers. The company said demand for traditional bread had doubled over the past year.',
  },
  {
    pub: 'Eastern Ledger',
    slug: 'library-late-fees-scrapped',
    hoursAfter: 8,
    title: 'Public libraries scrap late fees to win back readers',
    body: "The city's public libraries scrapped late fees on books and films, saying the charges discouraged families from borrowing. Librarians expect more returns of long-overdue items.",
  },
];

const host = (pub: string) => `${pub.toLowerCase().replace(/[^a-z]+/g, '')}.sample.invalid`;

/** The corpus as articles, published relative to `now` (the stories are from the last two days). */
export function sampleCorpus(now: Date): ArticleInput[] {
  const out: ArticleInput[] = [];
  STORIES.forEach((story, i) => {
    const start = now.getTime() - (40 - i * 6) * 3_600_000;
    for (const v of story.versions) {
      out.push({
        version: 1,
        url: `https://www.${host(v.pub)}/news/${v.slug}?utm_source=sample`,
        title: v.title,
        body: v.body,
        publication: v.pub,
        publishedAt: new Date(start + v.hoursAfter * 3_600_000).toISOString(),
        origin: 'file',
        sample: true,
      });
    }
  });
  // A same-URL correction: the first story's first version, re-sent with an updated headline.
  const first = STORIES[0]!.versions[0]!;
  out.push({
    version: 1,
    url: `https://${host(first.pub)}/news/${first.slug}`,
    title: `${first.title} (updated)`,
    body: `${first.body} Officials later said power had been restored to about half of the affected homes.`,
    publication: first.pub,
    publishedAt: new Date(now.getTime() - 30 * 3_600_000).toISOString(),
    origin: 'file',
    sample: true,
  });
  for (const v of NOISE) {
    out.push({
      version: 1,
      url: `https://${host(v.pub)}/local/${v.slug}`,
      title: v.title,
      body: v.body,
      publication: v.pub,
      publishedAt: new Date(now.getTime() - (30 - v.hoursAfter) * 3_600_000).toISOString(),
      origin: 'file',
      sample: true,
    });
  }
  return out;
}

/** How the corpus should cluster: story id per canonical article (noise articles stand alone). */
export const SAMPLE_STORIES = STORIES.map((s) => ({ id: s.id, slugs: s.versions.map((v) => v.slug) }));
export const SAMPLE_NOISE = NOISE.map((v) => v.slug);
