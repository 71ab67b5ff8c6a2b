import { profileFields, warehouseFields } from '@bo/contract';
import type { RuleObject } from 'antd/es/form';
import { describe, expect, it } from 'vitest';
import { schemaField } from './schema-rules';

const check = async (props: ReturnType<typeof schemaField>, value: unknown) => {
  const rule = (props.rules ?? [])[0] as RuleObject;
  try {
    await rule.validator?.(rule, value, () => undefined);
    return null;
  } catch (e) {
    return (e as Error).message;
  }
};

describe('form rules from the contract schemas', () => {
  it('mark a field required only when the schema refuses a blank', () => {
    expect(schemaField(profileFields, 'admin_person_full_name').required).toBe(true);
    expect(schemaField(profileFields, 'admin_email').required).toBe(false);
    expect(schemaField(warehouseFields, 'origin_id').required).toBe(false);
  });

  it("answer with the server's message", async () => {
    expect(await check(schemaField(profileFields, 'admin_person_full_name'), '')).toBe('Nama lengkap wajib diisi');
    expect(await check(schemaField(profileFields, 'admin_email'), 'budi@')).toBe('Format email tidak valid');
    expect(await check(schemaField(profileFields, 'admin_phone'), '12')).toBe('Nomor telepon harus berupa angka 7–20 digit');
    expect(await check(schemaField(profileFields, 'admin_email'), '')).toBeNull();
    expect(await check(schemaField(profileFields, 'admin_person_full_name'), 'Budi')).toBeNull();
  });
});
