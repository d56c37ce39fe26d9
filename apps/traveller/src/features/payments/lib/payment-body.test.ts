import { describe, expect, it } from 'vitest';
import { paymentBody } from './payment-body.ts';

const fields = { mpesa: '84 123 4567', bank: 'MZ59 0001 0000 0012 3456 7890 1' };

describe('paymentBody', () => {
  it("pays a booking by its id", () => {
    expect(paymentBody({ id: 'b1' }, 'card', fields)).toEqual({ bookingId: 'b1', method: 'card' });
  });

  it('pays a whole trip by tripId, never by the part it is recorded on', () => {
    const trip = { id: 'b1', tripId: 't1' };
    expect(paymentBody(trip, 'card', fields)).toEqual({ tripId: 't1', method: 'card' });
    const mpesa = paymentBody(trip, 'mpesa', fields);
    expect(mpesa).toMatchObject({ tripId: 't1', method: 'mpesa', mpesa: { phone: '+258841234567' } });
    expect(mpesa).not.toHaveProperty('bookingId');
    expect(paymentBody(trip, 'bank', fields)).toMatchObject({ tripId: 't1', method: 'bank' });
  });
});
