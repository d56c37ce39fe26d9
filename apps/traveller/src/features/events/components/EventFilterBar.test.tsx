import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@turismo/app-core/test/render';
import { EventFilterBar } from './EventFilterBar.tsx';

describe('EventFilterBar', () => {
  it('shows the current filters and reports each change with the others kept', { timeout: 20_000 }, () => {
    const onChange = vi.fn();
    renderWithApp(<EventFilterBar filters={{ price: 'free', period: 'este-mes' }} onChange={onChange} />);
    expect((screen.getByLabelText('Preço') as HTMLSelectElement).value).toBe('free');
    expect((screen.getByLabelText('Quando') as HTMLSelectElement).value).toBe('este-mes');
    expect((screen.getByLabelText('Ordenar por') as HTMLSelectElement).value).toBe('date');

    fireEvent.change(screen.getByLabelText('Ordenar por'), { target: { value: 'popularity' } });
    expect(onChange).toHaveBeenLastCalledWith({ price: 'free', period: 'este-mes', sort: 'popularity' });
    fireEvent.change(screen.getByLabelText('Quando'), { target: { value: 'fim-de-semana' } });
    expect(onChange).toHaveBeenLastCalledWith({ price: 'free', period: 'fim-de-semana' });
    fireEvent.change(screen.getByLabelText('Preço'), { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith({ price: undefined, period: 'este-mes' });
    fireEvent.click(screen.getByLabelText('Com parcerias'));
    expect(onChange).toHaveBeenLastCalledWith({ price: 'free', period: 'este-mes', partnerships: 'true' });
  });
});
