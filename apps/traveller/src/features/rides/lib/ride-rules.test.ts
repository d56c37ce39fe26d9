import { describe, expect, it } from 'vitest';
import { checkRideCreate, checkRideSearch, RIDE_PROBLEMS, shouldAutoSearch } from './ride-rules.ts';

const today = '2026-06-15';
const search = { from: 'Maputo', to: 'Inhambane', date: '2026-06-20', passengers: 1 };
const create = { from: 'Maputo', to: 'Inhambane', date: '2026-06-20', seats: 4, price: 100 };

describe('ride search rules', () => {
  it('requires origin, destination and date', () => {
    expect(checkRideSearch({ ...search, from: ' ' }, today)).toEqual({
      title: 'Campos obrigatórios',
      description: 'Por favor, preencha origem, destino e data.',
    });
    expect(checkRideSearch({ ...search, date: '' }, today)).toBe(RIDE_PROBLEMS.required);
  });

  it('takes 1 to 8 passengers and no past date', () => {
    expect(checkRideSearch({ ...search, passengers: 9 }, today)).toBe(RIDE_PROBLEMS.passengers);
    expect(checkRideSearch({ ...search, passengers: 0 }, today)).toBe(RIDE_PROBLEMS.passengers);
    expect(checkRideSearch({ ...search, date: '2026-06-14' }, today)).toBe(RIDE_PROBLEMS.pastDate);
    expect(checkRideSearch(search, today)).toBeNull();
    expect(checkRideSearch({ ...search, date: today, passengers: 8 }, today)).toBeNull();
  });

  it('searches on open only when from, to and date are given', () => {
    expect(shouldAutoSearch(search)).toBe(true);
    expect(shouldAutoSearch({ ...search, to: '' })).toBe(false);
    expect(shouldAutoSearch(null)).toBe(false);
  });
});

describe('ride create rules', () => {
  it("checks in the spec's order with its messages", () => {
    expect(checkRideCreate({ ...create, to: '' }, today)).toBe(RIDE_PROBLEMS.required);
    expect(checkRideCreate({ ...create, seats: 9, price: 5 }, today)).toEqual({
      title: 'Número de assentos inválido',
      description: 'O número de assentos deve estar entre 1 e 8.',
    });
    expect(checkRideCreate({ ...create, price: 5 }, today)).toEqual({
      title: 'Preço muito baixo',
      description: 'O preço mínimo é de 10 MT por pessoa.',
    });
    expect(checkRideCreate({ ...create, price: 102 }, today)).toBe(RIDE_PROBLEMS.priceStep);
    expect(checkRideCreate(create, today)).toBeNull();
  });
});
