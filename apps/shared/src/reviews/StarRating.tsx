/**
 * @module Stars: `StarRatingInput`, 1 to 5 stars as a native radio group (a fieldset with its legend; arrow keys move
 * between stars, each read as '3 de 5 estrelas'), and `Stars`, a rating shown as stars with its number for screen
 * readers.
 */
import { i18n } from '../i18n.ts';
import styled from 'styled-components';
import { Icon } from '@turismo/ui-kit/Icon';
import { formatNumber } from '../format.ts';

const Group = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;

  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space[1]};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  div {
    display: flex;
    gap: ${({ theme }) => theme.space[1]};
  }

  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }

  label {
    /* 44 px touch targets (WCAG 2.5.5). */
    display: inline-grid;
    place-items: center;
    min-width: 44px;
    min-height: 44px;
    color: ${({ theme }) => theme.colors.borderStrong};
    cursor: pointer;
    border-radius: ${({ theme }) => theme.radii.md};
  }

  label[data-on] {
    color: ${({ theme }) => theme.colors.warning};
  }

  input:focus-visible + label {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** '3 de 5 estrelas' in the app's language (a radio's name). */
export const starsLabel = (n: number) => i18n.t('{{count}} de 5 estrelas', { count: n });

export function StarRatingInput({ name, legend, value, onChange }: {
  name: string;
  legend: string;
  value: number | null;
  onChange: (value: number) => void;
}) {
  return (
    <Group>
      <legend>{legend}</legend>
      <div>
        {[1, 2, 3, 4, 5].map((n) => {
          const id = `${name}-${n}`;
          return (
            <span key={n}>
              <input
                type="radio"
                id={id}
                name={name}
                value={n}
                checked={value === n}
                onChange={() => onChange(n)}
                aria-label={starsLabel(n)}
              />
              <label htmlFor={id} data-on={value !== null && n <= value ? '' : undefined} aria-hidden="true">
                <Icon name="star" size={28} fill="currentColor" />
              </label>
            </span>
          );
        })}
      </div>
    </Group>
  );
}

const Shown = styled.span`
  display: inline-flex;
  gap: 1px;
  vertical-align: middle;
  color: ${({ theme }) => theme.colors.warning};
`;

/** A rating (1 to 5, may have a decimal) as five stars; screen readers hear '4,5 de 5 estrelas'. */
export function Stars({ value }: { value: number }) {
  const full = Math.round(value);
  return (
    <Shown role="img" aria-label={i18n.t('{{value}} de 5 estrelas', { value: formatNumber(value) })}>
      {[1, 2, 3, 4, 5].map((n) => <Icon key={n} name="star" size={16} fill={n <= full ? 'currentColor' : 'none'} />)}
    </Shown>
  );
}
