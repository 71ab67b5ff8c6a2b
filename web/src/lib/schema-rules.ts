import type { FormItemProps } from 'antd';
import type { z } from 'zod';

/**
 * Form.Item props for one field of a contract request schema: the field is marked required when the
 * schema refuses a blank, and the value is checked by the same zod schema the server reads, so the
 * form shows the server's own message before anything is sent.
 */
export function schemaField<S extends Record<string, z.ZodType>>(shape: S, name: keyof S & string): Pick<FormItemProps, 'name' | 'required' | 'rules'> {
  const schema = shape[name];
  return {
    name,
    required: !schema.safeParse(undefined).success,
    rules: [
      {
        validator: async (_rule, value) => {
          const r = await schema.safeParseAsync(value);
          if (!r.success) throw new Error(r.error.issues[0]?.message);
        },
      },
    ],
  };
}
