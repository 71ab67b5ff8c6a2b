import { z } from 'zod';

z.config(z.locales.id());

// The field builders live in the contract, shared with the client's form rules.
export { field as f, INT_MAX, idNumber, idNumberJsonSchema, MONEY_MAX, withPasswordPair as passwordPair } from '@bo/contract';
