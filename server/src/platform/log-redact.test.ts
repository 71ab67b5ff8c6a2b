import { describe, expect, it } from 'vitest';
import { redactUrl, requestLogSerializer } from './log-redact.js';

describe('request URLs in the log', () => {
  it('never carry a public invoice id or a reset/verification token', () => {
    expect(redactUrl('/public/invoice_pdf?id=AbC123secret&inv=INV%2F2601%2F00001')).toBe('/public/invoice_pdf?id=***&inv=INV%2F2601%2F00001');
    expect(redactUrl('/reset-password?token=xyz')).toBe('/reset-password?token=***');
    expect(redactUrl('/auth-redirect?verify_token=abc&x=1')).toBe('/auth-redirect?verify_token=***&x=1');
    expect(redactUrl('/penerimaan_order/get_detail?order_id=5')).toBe('/penerimaan_order/get_detail?order_id=5');
    expect(redactUrl('/account/profile')).toBe('/account/profile');
    expect(requestLogSerializer({ method: 'GET', url: '/public/info?id=rahasia&inv=1', ip: '10.0.0.1' })).toEqual({
      method: 'GET',
      url: '/public/info?id=***&inv=1',
      remoteAddress: '10.0.0.1',
    });
  });
});
