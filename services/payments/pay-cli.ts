// The demo buyer: calls a /x402/v1 URL and pays the 402 with the configured key.
//   npm run pay -- <url> [--data '<json body>']      (POST when --data is given)
// Reads BUYER_PRIVATE_KEY, X402_NETWORK and X402_ASSET (`scripts/stack.sh env` prints the local ones).
import { loadBuyerConfig } from '../config.ts';
import { payingFetch, receiptOf } from './buyer.ts';

async function main(argv: string[]): Promise<number> {
  const url = argv[0];
  const dataAt = argv.indexOf('--data');
  const data = dataAt >= 0 ? argv[dataAt + 1] : undefined;
  if (!url || !/^https?:\/\//.test(url) || (dataAt >= 0 && data === undefined)) {
    console.error("usage: npm run pay -- <url> [--data '<json body>']");
    return 2;
  }
  const config = loadBuyerConfig();
  const pay = payingFetch({
    privateKey: config.BUYER_PRIVATE_KEY,
    network: config.X402_NETWORK,
    asset: config.X402_ASSET,
  });
  const res = await pay(
    url,
    data === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: data },
  );
  const receipt = receiptOf(res);
  const body = await res.text();
  console.log(`HTTP ${res.status} ${res.statusText}`);
  if (receipt?.success)
    console.log(`paid by ${receipt.payer} on ${receipt.network}, transaction ${receipt.transaction}`);
  else if (receipt) console.log(`payment not settled: ${receipt.errorReason ?? 'unknown reason'}`);
  const timing = res.headers.get('server-timing');
  if (timing) console.log(`server timing: ${timing}`);
  console.log(body.length > 1500 ? `${body.slice(0, 1500)}… (${body.length} bytes)` : body);
  return res.ok ? 0 : 1;
}

process.exitCode = await main(process.argv.slice(2)).catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  return 1;
});
