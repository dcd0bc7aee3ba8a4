// Place names to ISO 3166-1 alpha-2: countries, their adjectives, capitals and a few cities that
// lead news. Enough to tie an article to an agent's regions; written for Sitrep.
const ENTRIES: [string, string[]][] = [
  [
    'UA',
    [
      'ukraine',
      'ukrainian',
      'kyiv',
      'kiev',
      'kharkiv',
      'odesa',
      'odessa',
      'donetsk',
      'luhansk',
      'zaporizhzhia',
      'kherson',
      'donbas',
      'crimea',
      'dnipro',
      'lviv',
      'bakhmut',
      'avdiivka',
      'pokrovsk',
      'sumy',
    ],
  ],
  ['RU', ['russia', 'russian', 'moscow', 'kremlin', 'st petersburg', 'belgorod', 'kursk', 'siberia']],
  ['BY', ['belarus', 'belarusian', 'minsk']],
  ['PL', ['poland', 'polish', 'warsaw', 'krakow', 'gdansk']],
  ['MD', ['moldova', 'moldovan', 'chisinau', 'transnistria']],
  [
    'US',
    [
      'united states',
      'u.s.',
      'usa',
      'american',
      'washington',
      'new york',
      'california',
      'texas',
      'florida',
      'chicago',
      'los angeles',
      'white house',
      'pentagon',
      'congress',
    ],
  ],
  ['CA', ['canada', 'canadian', 'ottawa', 'toronto', 'vancouver', 'alberta']],
  ['MX', ['mexico', 'mexican', 'mexico city']],
  ['BR', ['brazil', 'brazilian', 'brasilia', 'sao paulo', 'rio de janeiro']],
  ['AR', ['argentina', 'argentine', 'buenos aires']],
  ['CL', ['chile', 'chilean', 'santiago']],
  ['CO', ['colombia', 'colombian', 'bogota']],
  ['VE', ['venezuela', 'venezuelan', 'caracas']],
  ['PE', ['peru', 'peruvian', 'lima']],
  ['PA', ['panama', 'panamanian', 'panama canal']],
  [
    'GB',
    ['united kingdom', 'britain', 'british', 'uk', 'england', 'english', 'scotland', 'wales', 'london', 'manchester'],
  ],
  ['IE', ['ireland', 'irish', 'dublin']],
  ['FR', ['france', 'french', 'paris', 'marseille', 'lyon']],
  ['DE', ['germany', 'german', 'berlin', 'munich', 'frankfurt', 'hamburg', 'bundestag']],
  ['NL', ['netherlands', 'dutch', 'amsterdam', 'rotterdam', 'the hague']],
  ['BE', ['belgium', 'belgian', 'brussels']],
  ['ES', ['spain', 'spanish', 'madrid', 'barcelona']],
  ['PT', ['portugal', 'portuguese', 'lisbon']],
  ['IT', ['italy', 'italian', 'rome', 'milan']],
  ['CH', ['switzerland', 'swiss', 'geneva', 'zurich', 'bern']],
  ['AT', ['austria', 'austrian', 'vienna']],
  ['SE', ['sweden', 'swedish', 'stockholm']],
  ['NO', ['norway', 'norwegian', 'oslo']],
  ['FI', ['finland', 'finnish', 'helsinki']],
  ['DK', ['denmark', 'danish', 'copenhagen']],
  ['EE', ['estonia', 'estonian', 'tallinn']],
  ['LV', ['latvia', 'latvian', 'riga']],
  ['LT', ['lithuania', 'lithuanian', 'vilnius']],
  ['RO', ['romania', 'romanian', 'bucharest']],
  ['HU', ['hungary', 'hungarian', 'budapest']],
  ['CZ', ['czech republic', 'czechia', 'czech', 'prague']],
  ['GR', ['greece', 'greek', 'athens']],
  ['TR', ['turkey', 'turkiye', 'turkish', 'ankara', 'istanbul']],
  ['RS', ['serbia', 'serbian', 'belgrade']],
  ['GE', ['georgia', 'georgian', 'tbilisi']],
  ['AM', ['armenia', 'armenian', 'yerevan']],
  ['AZ', ['azerbaijan', 'azerbaijani', 'baku']],
  ['IL', ['israel', 'israeli', 'jerusalem', 'tel aviv']],
  ['PS', ['gaza', 'west bank', 'palestinian', 'ramallah']],
  ['LB', ['lebanon', 'lebanese', 'beirut']],
  ['SY', ['syria', 'syrian', 'damascus', 'aleppo']],
  ['IQ', ['iraq', 'iraqi', 'baghdad']],
  ['IR', ['iran', 'iranian', 'tehran']],
  ['SA', ['saudi arabia', 'saudi', 'riyadh', 'jeddah']],
  ['AE', ['united arab emirates', 'uae', 'emirati', 'dubai', 'abu dhabi']],
  ['QA', ['qatar', 'qatari', 'doha']],
  ['YE', ['yemen', 'yemeni', 'sanaa', 'houthi', 'houthis', 'aden', 'red sea', 'bab el-mandeb']],
  ['EG', ['egypt', 'egyptian', 'cairo', 'suez', 'suez canal']],
  ['LY', ['libya', 'libyan', 'tripoli', 'benghazi']],
  ['SD', ['sudan', 'sudanese', 'khartoum', 'darfur']],
  ['ET', ['ethiopia', 'ethiopian', 'addis ababa']],
  ['KE', ['kenya', 'kenyan', 'nairobi']],
  ['NG', ['nigeria', 'nigerian', 'lagos', 'abuja']],
  ['CD', ['democratic republic of congo', 'congo', 'congolese', 'kinshasa', 'goma']],
  ['ZA', ['south africa', 'south african', 'johannesburg', 'pretoria', 'cape town']],
  ['MA', ['morocco', 'moroccan', 'rabat', 'casablanca']],
  ['IN', ['india', 'indian', 'new delhi', 'delhi', 'mumbai', 'bengaluru', 'chennai', 'kolkata']],
  ['PK', ['pakistan', 'pakistani', 'islamabad', 'karachi', 'lahore']],
  ['BD', ['bangladesh', 'bangladeshi', 'dhaka']],
  ['AF', ['afghanistan', 'afghan', 'kabul']],
  ['CN', ['china', 'chinese', 'beijing', 'shanghai', 'shenzhen', 'hong kong', 'xinjiang', 'guangdong']],
  ['TW', ['taiwan', 'taiwanese', 'taipei', 'hsinchu']],
  ['JP', ['japan', 'japanese', 'tokyo', 'osaka', 'fukushima', 'hokkaido', 'okinawa']],
  ['KR', ['south korea', 'korean', 'seoul', 'busan']],
  ['KP', ['north korea', 'pyongyang']],
  ['PH', ['philippines', 'philippine', 'filipino', 'manila', 'luzon', 'mindanao']],
  ['ID', ['indonesia', 'indonesian', 'jakarta', 'java', 'sumatra', 'bali', 'sulawesi']],
  ['MY', ['malaysia', 'malaysian', 'kuala lumpur']],
  ['SG', ['singapore', 'singaporean']],
  ['TH', ['thailand', 'thai', 'bangkok']],
  ['VN', ['vietnam', 'vietnamese', 'hanoi', 'ho chi minh city']],
  ['MM', ['myanmar', 'burmese', 'yangon', 'naypyidaw']],
  ['AU', ['australia', 'australian', 'canberra', 'sydney', 'melbourne']],
  ['NZ', ['new zealand', 'wellington', 'auckland']],
  ['EU', ['european union', 'eu', 'brussels', 'eurozone', 'european commission']],
];

const DISPLAY = new Map<string, string>(
  ENTRIES.map(([code, names]) => [
    code,
    code === 'US'
      ? 'United States'
      : code === 'GB'
        ? 'United Kingdom'
        : code === 'EU'
          ? 'European Union'
          : names[0]!.replace(/\b\p{L}/gu, (c) => c.toUpperCase()),
  ]),
);

/** The usual English name of a country code in the gazetteer. */
export function countryName(code: string): string {
  return DISPLAY.get(code) ?? code;
}

const BY_NAME = new Map<string, string>();
for (const [code, names] of ENTRIES) for (const n of names) if (!BY_NAME.has(n)) BY_NAME.set(n, code);
const LONGEST = Math.max(...[...BY_NAME.keys()].map((k) => k.split(' ').length));
/** First words of every name: most words start none, and are skipped at once. */
const FIRST = new Set([...BY_NAME.keys()].map((k) => k.split(' ')[0]!));

/** ISO code of a place name (case-insensitive), or null. */
export function countryOf(name: string): string | null {
  return (
    BY_NAME.get(
      name
        .toLowerCase()
        .replace(/^the\s+/, '')
        .trim(),
    ) ?? null
  );
}

/**
 * "Congress" inside a longer name: after a capitalised word of that name ("the United Dress Congress",
 * "Exhibition and Congress Hall"; not "the US Congress") or before one ("Congress Centre"). A party, a
 * trade union or a hall, not the United States.
 */
const CONGRESS_IN_NAME =
  /(?<=\b(?!(?:The|US|U\.S\.|American|States)\s)\p{Lu}[\p{L}'’-]*(?:\s+(?:and|of)\s+|\s+))Congress(?:es)?\b|\bCongress(?=\s+\p{Lu})/gu;

/** Countries a text mentions, by the first place name that names each, in order of appearance. */
export function countriesIn(text: string): { name: string; country: string }[] {
  const words =
    text
      .replace(CONGRESS_IN_NAME, 'assembly')
      .toLowerCase()
      .match(/[\p{L}.]+/gu) ?? [];
  const found = new Map<string, string>();
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (!FIRST.has(w) && !(w.endsWith('.') && FIRST.has(w.slice(0, -1)))) continue;
    for (let n = Math.min(LONGEST, words.length - i); n >= 1; n--) {
      const phrase = words
        .slice(i, i + n)
        .join(' ')
        .replace(/\.$/, '');
      const code = BY_NAME.get(phrase);
      if (code) {
        if (!found.has(code)) found.set(code, phrase);
        i += n - 1;
        break;
      }
    }
  }
  return [...found].map(([country]) => ({ name: countryName(country), country }));
}
