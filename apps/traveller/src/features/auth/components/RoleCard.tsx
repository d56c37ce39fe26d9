/** @module One selectable account type: a large checkbox card with the role's features (spec 2.4, 6). */
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Icon } from '@turismo/ui-kit/Icon';
import type { RoleOption } from '../lib/role-options.ts';

const Card = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  transition: border-color ${({ theme }) => theme.transitions.fast};

  &:hover { border-color: ${({ theme }) => theme.colors.borderStrong}; }
  &[data-selected] {
    border-color: ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.brandSoft};
  }
  &[data-locked] { cursor: default; }
  &:focus-within { box-shadow: ${({ theme }) => theme.shadows.focus}; }

  input {
    width: 20px;
    height: 20px;
    margin: 2px 0 0;
    flex-shrink: 0;
    accent-color: ${({ theme }) => theme.colors.brand};
  }
`;

const Body = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

const Name = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Tag = styled.span`
  padding: 0 ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  background: ${({ theme }) => theme.colors.successSoft};
  color: ${({ theme }) => theme.colors.successText};

  &[data-tone='warning'] {
    background: ${({ theme }) => theme.colors.warningSoft};
    color: ${({ theme }) => theme.colors.warningText};
  }
`;

const Features = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  li { display: flex; gap: ${({ theme }) => theme.space[2]}; align-items: flex-start; }
  svg { color: ${({ theme }) => theme.colors.success}; margin-top: 2px; }
`;

export interface RoleCardProps {
  option: RoleOption;
  selected: boolean;
  /** Client is always selected and cannot be unselected. */
  locked?: boolean;
  disabled?: boolean;
  onToggle: () => void;
}

export function RoleCard({ option, selected, locked, disabled, onToggle }: RoleCardProps) {
  const { t } = useTranslation();
  const featuresId = `role-features-${option.role}`;
  return (
    <Card data-selected={selected || undefined} data-locked={locked || undefined}>
      <input
        type="checkbox"
        checked={selected}
        // A locked box stays focusable and announced as checked, but does not change.
        aria-disabled={locked || undefined}
        disabled={disabled}
        onChange={() => {
          if (!locked) onToggle();
        }}
        aria-describedby={featuresId}
      />
      <Body>
        <Name>
          {t(option.label)}
          {option.recommended ? <Tag>{t('Recomendado')}</Tag> : null}
          {option.needsVerification ? <Tag data-tone="warning">{t('Requer verificação')}</Tag> : null}
        </Name>
        <Features id={featuresId}>
          {option.features.map((feature) => (
            <li key={feature}>
              <Icon name="check" size={14} />
              {t(feature)}
            </li>
          ))}
        </Features>
      </Body>
    </Card>
  );
}
