import { describe, expect, it } from 'vitest';
import {
  canSubmitPublish,
  checkPublish,
  EMPTY_PUBLISH_FORM,
  maxRevenueCents,
  PUBLISH_MESSAGES,
  publishBody,
} from './publish-rules.ts';

const today = '2026-06-15';
const filled = { ...EMPTY_PUBLISH_FORM, from: 'Maputo', to: 'Xai-Xai', date: '2026-06-20', time: '06:30', price: '450' };

describe('publish route rules', () => {
  it("checks in the spec's order", () => {
    expect(checkPublish(EMPTY_PUBLISH_FORM, false, today)).toBe('Deve estar autenticado para publicar uma rota.');
    expect(checkPublish(EMPTY_PUBLISH_FORM, true, today)).toBe('Por favor preencha origem e destino.');
    expect(checkPublish({ ...filled, time: '' }, true, today)).toBe('Por favor preencha data e hora da viagem.');
    expect(checkPublish({ ...filled, price: '0' }, true, today)).toBe('Por favor defina um preço válido.');
    expect(checkPublish({ ...filled, date: '2026-06-14' }, true, today)).toBe(PUBLISH_MESSAGES.pastDate);
    expect(checkPublish(filled, true, today)).toBeNull();
  });

  it('enables publishing and computes the maximum revenue once the fields are set', () => {
    expect(canSubmitPublish(EMPTY_PUBLISH_FORM)).toBe(false);
    expect(canSubmitPublish(filled)).toBe(true);
    expect(maxRevenueCents({ price: '450', seats: '6' })).toBe(270000);
  });

  it('sends body variant B', () => {
    expect(publishBody({ ...filled, seats: '6', vehicleType: 'minibus' }, 'Carlos')).toMatchObject({
      driverName: 'Carlos',
      departureDate: '2026-06-20T06:30:00',
      price: 450,
      maxPassengers: 6,
      type: 'minibus',
      vehicleInfo: 'Minibus - Viagem confortável',
      isActive: true,
      allowPickupEnRoute: true,
      allowNegotiation: false,
    });
  });
});
