/// <reference path="../../theme/styled.d.ts" />
/**
 * @module Alert: an in-page banner (e.g. 'Verificação Necessária', a form's error banner). Danger and warning
 * banners are role=alert so they are announced when they appear; the others are role=status.
 */
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { Icon, type IconName } from '../Icon';
import { CloseButton } from '../IconButton';

export type AlertTone = 'info' | 'success' | 'warning' | 'danger' | 'neutral';

export type AlertProps = Omit<HTMLAttributes<HTMLDivElement>, 'title'> & {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /** Buttons or links under the text. */
  action?: ReactNode;
  /** Shows a close button. */
  onClose?: () => void;
  closeLabel?: string;
};

const icons: Record<AlertTone, IconName> = {
  info: 'info',
  success: 'check-circle',
  warning: 'alert',
  danger: 'alert',
  neutral: 'info',
};

const Root = styled.div`
  --alert-fg: ${({ theme }) => theme.colors.text};
  --alert-bg: ${({ theme }) => theme.colors.surfaceMuted};
  --alert-accent: ${({ theme }) => theme.colors.textMuted};

  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid var(--alert-accent);
  border-left-width: 4px;
  background: var(--alert-bg);
  color: var(--alert-fg);
  font-size: ${({ theme }) => theme.fontSizes.sm};

  &[data-tone='info'] { --alert-bg: ${({ theme }) => theme.colors.infoSoft}; --alert-fg: ${({ theme }) => theme.colors.infoText}; --alert-accent: ${({ theme }) => theme.colors.info}; }
  &[data-tone='success'] { --alert-bg: ${({ theme }) => theme.colors.successSoft}; --alert-fg: ${({ theme }) => theme.colors.successText}; --alert-accent: ${({ theme }) => theme.colors.success}; }
  &[data-tone='warning'] { --alert-bg: ${({ theme }) => theme.colors.warningSoft}; --alert-fg: ${({ theme }) => theme.colors.warningText}; --alert-accent: ${({ theme }) => theme.colors.warning}; }
  &[data-tone='danger'] { --alert-bg: ${({ theme }) => theme.colors.dangerSoft}; --alert-fg: ${({ theme }) => theme.colors.dangerText}; --alert-accent: ${({ theme }) => theme.colors.danger}; }

  & > [data-icon] { margin-top: 1px; color: var(--alert-accent); }
  & > [data-content] { flex: 1 1 auto; min-width: 0; display: flex; flex-direction: column; gap: ${({ theme }) => theme.space[1]}; }
  & [data-alert-title] { font-weight: ${({ theme }) => theme.fontWeights.bold}; font-size: ${({ theme }) => theme.fontSizes.md}; }
  & [data-alert-action] { display: flex; flex-wrap: wrap; gap: ${({ theme }) => theme.space[2]}; margin-top: ${({ theme }) => theme.space[2]}; }
  & > button { margin: -${({ theme }) => theme.space[1]} -${({ theme }) => theme.space[2]} 0 0; color: inherit; }
`;

/** @example <Alert tone="warning" title="Verificação Necessária">Contas de negócio precisam de verificação.</Alert> */
export const Alert = forwardRef<HTMLDivElement, AlertProps>(function Alert(
  { tone = 'info', title, children, action, onClose, closeLabel, ...rest },
  ref,
) {
  return (
    <Root
      ref={ref}
      role={tone === 'danger' || tone === 'warning' ? 'alert' : 'status'}
      data-tone={tone}
      {...rest}
    >
      <Icon name={icons[tone]} />
      <div data-content>
        {title ? <div data-alert-title>{title}</div> : null}
        {children ? <div>{children}</div> : null}
        {action ? <div data-alert-action>{action}</div> : null}
      </div>
      {onClose ? (
        <CloseButton label={closeLabel} size="sm" onClick={onClose} />
      ) : null}
    </Root>
  );
});
