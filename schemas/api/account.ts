import { z } from 'zod';

export const RegisterResponse = z
  .object({
    apiKey: z
      .string()
      .regex(/^sk_[A-Za-z0-9]{32,}$/)
      .describe('shown once; send it as x-api-key'),
    balance: z
      .string()
      .regex(/^\d+\.\d{2,}$/)
      .describe('dollars, e.g. "1.00"'),
  })
  .meta({ id: 'RegisterResponse' });

export const PriceEntry = z.object({
  operation: z.string(),
  method: z.string(),
  path: z.string(),
  credits: z.number().int(),
  priceUsd: z.string(),
});

export const PricingResponse = z
  .object({
    creditUsd: z.string().describe('dollars per credit'),
    signupCredits: z.number().int(),
    operations: z.array(PriceEntry),
  })
  .meta({ id: 'Pricing' });
