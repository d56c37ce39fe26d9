/// <reference path="../../theme/styled.d.ts" />
/**
 * @module UserMenu: the signed-in part of an app bar (spec 2.2): a disclosure button showing an avatar (the label's
 * first letter) and the display label (on phones the avatar alone; the label stays the button's name) that opens a
 * panel with the account's e-mail, links (each with an optional hint line), free slots (a form control such as the
 * role switcher) and a sign-out button. It is a disclosure, not an ARIA menu, because it may hold a form control;
 * Escape closes it and gives focus back to its button, a click outside or on a link closes it.
 */
import {
  forwardRef,
  useId,
  useRef,
  useState,
  type ElementType,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { useDismiss } from '../Disclosure';
import { Icon } from '../Icon';

export type UserMenuLink = {
  href: string;
  label: string;
  /** Second line, e.g. 'Obrigatório para oferecer serviços'. */
  hint?: string;
  /** Another app on the origin: a plain anchor (a full page load) instead of `linkAs`. */
  external?: boolean;
  /** Draws a line above the entry. */
  separated?: boolean;
};

/** A free entry (e.g. the role switcher), padded like a link. */
export type UserMenuSlot = { key: string; content: ReactNode; separated?: boolean };

export type UserMenuEntry = UserMenuLink | UserMenuSlot;

export type UserMenuProps = Omit<HTMLAttributes<HTMLDivElement>, 'children'> & {
  /** The display label, e.g. 'joao.silva' (the e-mail before '@'). */
  label: string;
  /** Shown at the top of the panel. */
  email?: string;
  /** Accessible name of the panel's navigation, e.g. 'Conta de joao.silva'. */
  panelLabel: string;
  entries: readonly UserMenuEntry[];
  /** The sign-out button at the end; `busy` disables it (e.g. 'A sair...'). */
  signOut: { label: string; onSelect: () => void; busy?: boolean };
  /** Link component for the links (e.g. wouter's Link). Default: a plain <a>. */
  linkAs?: ElementType;
  /** Controlled open state; with `onOpenChange`. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
};

const Root = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.sizes.controlMd};
  max-width: 12rem;
  padding: ${({ theme }) => `0 ${theme.space[2]}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;

  &:hover { background: ${({ theme }) => theme.colors.surfaceMuted}; }
  &:focus-visible { outline: none; box-shadow: ${({ theme }) => theme.shadows.focus}; }

  & > [data-avatar] {
    display: inline-grid;
    place-items: center;
    flex-shrink: 0;
    width: ${({ theme }) => theme.sizes.controlSm};
    height: ${({ theme }) => theme.sizes.controlSm};
    border-radius: ${({ theme }) => theme.radii.round};
    background: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.onBrand};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    text-transform: uppercase;
  }

  & > [data-label] {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  /* On a 360 px phone only the avatar shows; the label stays the button's accessible name. */
  ${({ theme }) => theme.media.belowTablet} {
    & > [data-label] {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0, 0, 0, 0);
    }
  }
`;

const Panel = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + ${({ theme }) => theme.space[2]});
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  width: min(20rem, calc(100vw - ${({ theme }) => theme.space[8]}));
  max-height: calc(100vh - ${({ theme }) => theme.sizes.headerHeight} - ${({ theme }) => theme.space[4]});
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  ul { list-style: none; margin: 0; padding: 0; }
  li + li[data-separated] {
    margin-top: ${({ theme }) => theme.space[1]};
    padding-top: ${({ theme }) => theme.space[1]};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }

  & [data-who], & [data-slot] { padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`}; }
  & [data-who] {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    overflow-wrap: anywhere;
  }

  & [data-item] {
    display: flex;
    flex-direction: column;
    justify-content: center;
    width: 100%;
    min-height: ${({ theme }) => theme.sizes.controlMd};
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    border: 0;
    border-radius: ${({ theme }) => theme.radii.md};
    background: none;
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-size: ${({ theme }) => theme.fontSizes.md};
    text-align: left;
    text-decoration: none;
    cursor: pointer;

    &:hover { background: ${({ theme }) => theme.colors.surfaceMuted}; }
    &:focus-visible { outline: none; box-shadow: ${({ theme }) => theme.shadows.focus}; }
    small { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.xs}; }
  }

  & button[data-item] {
    color: ${({ theme }) => theme.colors.dangerText};
    &:hover { background: ${({ theme }) => theme.colors.dangerSoft}; }
  }
`;

/** A link entry, rendered as `linkAs` (or a plain anchor for another app). */
function EntryLink({ as: As, ...props }: { as: ElementType; href: string; onClick?: () => void; children: ReactNode }) {
  return <As {...props} data-item />;
}

function isLink(entry: UserMenuEntry): entry is UserMenuLink {
  return 'href' in entry;
}

/**
 * @example
 * <UserMenu label="joao.silva" email="joao.silva@demo.co.mz" panelLabel="Conta de joao.silva" linkAs={Link}
 *   entries={[{ href: '/reservas', label: 'Minhas Reservas' }]} signOut={{ label: 'Sair', onSelect: signOut }} />
 */
export const UserMenu = forwardRef<HTMLDivElement, UserMenuProps>(function UserMenu(
  { label, email, panelLabel, entries, signOut, linkAs = 'a', open: openProp, onOpenChange, ...rest },
  ref,
) {
  const [openState, setOpenState] = useState(false);
  const open = openProp ?? openState;
  const setOpen = (next: boolean) => {
    setOpenState(next);
    onOpenChange?.(next);
  };
  const rootRef = useRef<HTMLDivElement | null>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useDismiss({ open, onDismiss: () => setOpen(false), rootRef, triggerRef });

  return (
    <Root
      ref={(node) => {
        rootRef.current = node;
        if (typeof ref === 'function') ref(node);
        else if (ref) ref.current = node;
      }}
      {...rest}
    >
      <Trigger ref={triggerRef} type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        <span data-avatar aria-hidden="true">{label.charAt(0)}</span>
        <span data-label>{label}</span>
        <Icon name={open ? 'chevron-up' : 'chevron-down'} size={16} />
      </Trigger>
      <Panel id={panelId} hidden={!open}>
        <nav aria-label={panelLabel}>
          {email ? <p data-who>{email}</p> : null}
          <ul>
            {entries.map((entry) => (
              <li key={isLink(entry) ? entry.href : entry.key} data-separated={entry.separated || undefined}>
                {isLink(entry) ? (
                  <EntryLink
                    as={entry.external ? 'a' : linkAs}
                    href={entry.href}
                    onClick={entry.external ? undefined : () => setOpen(false)}
                  >
                    {entry.label}
                    {entry.hint ? <small>{entry.hint}</small> : null}
                  </EntryLink>
                ) : (
                  <div data-slot>{entry.content}</div>
                )}
              </li>
            ))}
            <li data-separated>
              <button
                type="button"
                data-item
                onClick={signOut.onSelect}
                disabled={signOut.busy}
                aria-busy={signOut.busy || undefined}
              >
                {signOut.label}
              </button>
            </li>
          </ul>
        </nav>
      </Panel>
    </Root>
  );
});
