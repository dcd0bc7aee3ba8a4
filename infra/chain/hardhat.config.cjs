// The local chain behind the x402 surface in development and tests (`scripts/stack.sh up chain`).
// Chain id 84532 is Base Sepolia's: legacy v1 x402 clients only know named networks, and this
// lets them pay too. Nothing here talks to Base Sepolia: the chain and its token exist only locally.
module.exports = {
  networks: {
    hardhat: { chainId: 84532, mining: { auto: true } },
  },
};
