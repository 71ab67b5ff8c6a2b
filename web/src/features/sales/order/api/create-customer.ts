import { call } from '../../../../api/client';

export interface NewCustomer {
  member_name: string;
  member_phone: string;
  member_address?: string;
}

/** 'Tambah Data' of the customer select: /member/create_validation then /member/create_stored; answers the new member_id. */
export async function createCustomer(body: NewCustomer) {
  const b = body as unknown as Record<string, unknown>;
  await call('POST', '/member/create_validation', b);
  const env = await call<{ member_id: number }>('POST', '/member/create_stored', b);
  return { member_id: env.data.member_id, msg: env.msg };
}
