/** Query parameters that only track a click; they never change which article a URL names. */
const TRACKING =
  /^(utm_[a-z_]+|fbclid|gclid|dclid|msclkid|mc_cid|mc_eid|igshid|yclid|_hsenc|_hsmi|mkt_tok|ref|ref_src|ref_url|cmpid|ncid|ocid|sr_share|share|smid|smtyp|at_medium|at_campaign|guccounter|__twitter_impression|s_cid|icid|partner|rss|cid)$/i;

/**
 * The one URL an article is known by: https, lower-case host without `www.` or `amp.`, no default
 * port, no fragment, no tracking parameters, remaining parameters sorted, AMP path forms and the
 * trailing slash removed. Two URLs with the same canonical form are the same source.
 */
export function canonicalizeUrl(input: string): string {
  const u = new URL(input.trim());
  if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new Error(`not an http(s) URL: ${input}`);
  let host = u.hostname.toLowerCase().replace(/\.$/, '');
  host = host.replace(/^(www\d?|amp|m)\./, '');
  let path = u.pathname.replace(/\/{2,}/g, '/');
  path = path
    .replace(/\/amp(\.html?)?$/i, '')
    .replace(/\.amp(\.html?)?$/i, '$1')
    .replace(/^\/amp\//i, '/');
  path = path.replace(/\/index\.(html?|php)$/i, '/');
  if (path.length > 1) path = path.replace(/\/+$/, '');
  const params = [...u.searchParams.entries()]
    .filter(([k]) => !TRACKING.test(k) && k.toLowerCase() !== 'amp' && k.toLowerCase() !== 'outputtype')
    .sort(([a, av], [b, bv]) => (a === b ? av.localeCompare(bv) : a.localeCompare(b)));
  const query = params.length ? `?${new URLSearchParams(params).toString()}` : '';
  const port = u.port && u.port !== '80' && u.port !== '443' ? `:${u.port}` : '';
  return `https://${host}${port}${path === '/' ? '' : path}${query}`;
}
