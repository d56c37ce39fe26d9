/// <reference path="../../theme/styled.d.ts" />
/**
 * @module Menu: a menu button (https://www.w3.org/WAI/ARIA/apg/patterns/menu-button/). The trigger has
 * aria-haspopup=menu and aria-expanded; opening moves focus to the first item (ArrowUp: the last); Up/Down
 * (wrapping), Home/End and first-letter typeahead move between items; Esc closes and returns focus to the
 * trigger; Tab or a click outside closes. Items are links (`href`, rendered with `linkAs`) or actions
 * (`onSelect`).
 */
import {
  forwardRef,
  useEffect,
  useId,
  useRef,
  useState,
  type ElementType,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { Icon, type IconName } from '../Icon';

export type MenuItem = {
  label: ReactNode;
  /** Second line, e.g. 'Obrigatório para oferecer serviços'. */
  hint?: ReactNode;
  href?: string;
  onSelect?: () => void;
  disabled?: boolean;
  icon?: IconName | ReactNode;
  /** Marks the current choice (e.g. the active role): shows a tick and aria-current. */
  current?: boolean;
  tone?: 'default' | 'danger';
};

export type MenuEntry = MenuItem | 'separator';

export type MenuProps = Omit<HTMLAttributes<HTMLDivElement>, 'children'> & {
  /** Trigger content: text such as 'Outras Apps', or an element (avatar and name). */
  label: ReactNode;
  /** Accessible name of the trigger when `label` is not plain text. */
  triggerLabel?: string;
  items: readonly MenuEntry[];
  /** Which edge of the trigger the list lines up with. Default 'end'. */
  align?: 'start' | 'end';
  /** Link component for `href` items (e.g. wouter's Link). Default: a plain <a>. */
  linkAs?: ElementType;
  /** Shows a chevron after the label. Default true. */
  chevron?: boolean;
};

const Root = styled.div`
  position: relative;
  display: inline-flex;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: ${({ theme }) => theme.sizes.controlMd};
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;

  &:hover, &[aria-expanded='true'] { background: ${({ theme }) => theme.colors.surfaceMuted}; }
  &:focus-visible { outline: none; box-shadow: ${({ theme }) => theme.shadows.focus}; }
  & > [data-icon='chevron-down'] { transition: transform ${({ theme }) => theme.transitions.fast}; }
  &[aria-expanded='true'] > [data-icon='chevron-down'] { transform: rotate(180deg); }
`;

const List = styled.ul`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space[1]});
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  min-width: 220px;
  max-width: calc(100vw - ${({ theme }) => theme.space[6]});
  max-height: min(70vh, 480px);
  overflow-y: auto;
  margin: 0;
  padding: ${({ theme }) => theme.space[1]};
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  &[data-align='end'] { right: 0; }
  &[data-align='start'] { left: 0; }

  & > [role='separator'] { height: 1px; margin: ${({ theme }) => theme.space[1]} 0; background: ${({ theme }) => theme.colors.border}; }
`;

const Item = styled.a`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
  min-height: ${({ theme }) => theme.sizes.controlMd};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  text-align: left;
  text-decoration: none;
  cursor: pointer;

  &:hover, &:focus { outline: none; background: ${({ theme }) => theme.colors.surfaceMuted}; }
  &:focus-visible { box-shadow: inset 0 0 0 2px ${({ theme }) => theme.colors.focus}; }
  &[data-tone='danger'] { color: ${({ theme }) => theme.colors.dangerText}; }
  &[aria-disabled='true'] { color: ${({ theme }) => theme.colors.onDisabled}; cursor: not-allowed; }
  &[aria-current='true'] { font-weight: ${({ theme }) => theme.fontWeights.semibold}; }

  & > [data-text] { display: flex; flex-direction: column; flex: 1 1 auto; min-width: 0; }
  & [data-hint] { font-size: ${({ theme }) => theme.fontSizes.xs}; color: ${({ theme }) => theme.colors.textMuted}; }
  & > [data-icon='check'] { color: ${({ theme }) => theme.colors.brand}; }
`;

function isItem(entry: MenuEntry): entry is MenuItem {
  return entry !== 'separator';
}

/**
 * @example
 * <Menu label="Outras Apps" items={[{ label: 'Motoristas', href: '/drivers' }, { label: 'Alojamentos', href: '/hotels' }]} />
 */
export const Menu = forwardRef<HTMLDivElement, MenuProps>(function Menu(
  { label, triggerLabel, items, align = 'end', linkAs = 'a', chevron = true, ...rest },
  ref,
) {
  const uid = useId();
  const triggerId = `menu-${uid}-trigger`;
  const listId = `menu-${uid}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const rootRef = useRef<HTMLDivElement | null>(null);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const itemRefs = useRef<(HTMLElement | null)[]>([]);

  const flat = items.filter(isItem);
  const enabledIndexes = flat.map((item, i) => (item.disabled ? -1 : i)).filter((i) => i >= 0);

  const openAt = (which: 'first' | 'last') => {
    setOpen(true);
    setActive((which === 'first' ? enabledIndexes[0] : enabledIndexes[enabledIndexes.length - 1]) ?? -1);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    setActive(-1);
    if (returnFocus) triggerRef.current?.focus();
  };

  useEffect(() => {
    if (open && active >= 0) itemRefs.current[active]?.focus();
  }, [open, active]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (rootRef.current && event.target instanceof Node && !rootRef.current.contains(event.target)) close(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);

  const move = (delta: 1 | -1) => {
    if (enabledIndexes.length === 0) return;
    const pos = enabledIndexes.indexOf(active);
    const next = enabledIndexes[(pos + delta + enabledIndexes.length) % enabledIndexes.length];
    if (next !== undefined) setActive(next);
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        move(1);
        return;
      case 'ArrowUp':
        event.preventDefault();
        move(-1);
        return;
      case 'Home':
        event.preventDefault();
        setActive(enabledIndexes[0] ?? -1);
        return;
      case 'End':
        event.preventDefault();
        setActive(enabledIndexes[enabledIndexes.length - 1] ?? -1);
        return;
      case 'Escape':
        event.preventDefault();
        // Keep an enclosing Modal from closing too.
        event.stopPropagation();
        close(true);
        return;
      case 'Tab':
        close(false);
        return;
      default:
        if (event.key.length === 1 && /\S/.test(event.key)) {
          const char = event.key.toLocaleLowerCase('pt');
          const order = [...enabledIndexes.filter((i) => i > active), ...enabledIndexes.filter((i) => i <= active)];
          const hit = order.find((i) =>
            (itemRefs.current[i]?.textContent ?? '').trim().toLocaleLowerCase('pt').startsWith(char),
          );
          if (hit !== undefined) setActive(hit);
        }
    }
  };

  const choose = (item: MenuItem) => {
    if (item.disabled) return;
    item.onSelect?.();
    close(!item.href);
  };

  let index = -1;
  return (
    <Root
      ref={(node) => {
        rootRef.current = node;
        if (typeof ref === 'function') ref(node);
        else if (ref) ref.current = node;
      }}
      {...rest}
    >
      <Trigger
        ref={triggerRef}
        type="button"
        id={triggerId}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-label={triggerLabel}
        onClick={() => (open ? close(false) : openAt('first'))}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            openAt('first');
          } else if (event.key === 'ArrowUp') {
            event.preventDefault();
            openAt('last');
          } else if (event.key === 'Escape' && open) {
            event.stopPropagation();
            close(true);
          }
        }}
      >
        {label}
        {chevron ? <Icon name="chevron-down" size={16} /> : null}
      </Trigger>
      {open ? (
        <List id={listId} role="menu" aria-labelledby={triggerId} data-align={align} onKeyDown={onListKeyDown}>
          {items.map((entry, i) => {
            if (!isItem(entry)) return <li key={`sep-${i}`} role="separator" />;
            index += 1;
            const at = index;
            const isLink = Boolean(entry.href) && !entry.disabled;
            return (
              <li key={i} role="none">
                <Item
                  as={isLink ? linkAs : 'button'}
                  ref={(node: HTMLElement | null) => {
                    itemRefs.current[at] = node;
                  }}
                  role="menuitem"
                  tabIndex={-1}
                  {...(isLink ? { href: entry.href } : { type: 'button' })}
                  aria-disabled={entry.disabled || undefined}
                  aria-current={entry.current || undefined}
                  data-tone={entry.tone ?? 'default'}
                  onClick={() => choose(entry)}
                  onMouseMove={() => {
                    if (!entry.disabled && active !== at) setActive(at);
                  }}
                >
                  {entry.icon ? (
                    typeof entry.icon === 'string' ? (
                      <Icon name={entry.icon as IconName} />
                    ) : (
                      entry.icon
                    )
                  ) : null}
                  <span data-text>
                    <span>{entry.label}</span>
                    {entry.hint ? <span data-hint>{entry.hint}</span> : null}
                  </span>
                  {entry.current ? <Icon name="check" size={18} /> : null}
                </Item>
              </li>
            );
          })}
        </List>
      ) : null}
    </Root>
  );
});
