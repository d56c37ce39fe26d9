/// <reference path="../../theme/styled.d.ts" />
/**
 * @module Menu's open list (./Menu.tsx): its items, their keyboard (Up/Down wrapping, Home/End, first-letter
 * typeahead, Esc, Tab) and focus. A chunk of its own, fetched when the trigger is first pointed at, focused or
 * opened: a page draws its menus' triggers without it (issue 13, ADR 0036).
 */
import { type ElementType, type KeyboardEvent, type MutableRefObject, useEffect } from 'react';
import styled from 'styled-components';
import { Icon, type IconName } from '../Icon';
import { isItem, type MenuEntry, type MenuItem } from './Menu';

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

export type MenuListProps = {
  id: string;
  triggerId: string;
  items: readonly MenuEntry[];
  align: 'start' | 'end';
  linkAs: ElementType;
  /** The item (index among the non-separator entries) that has focus, -1 for none. */
  active: number;
  setActive: (index: number) => void;
  /** The indexes of the enabled items, in order. */
  enabledIndexes: number[];
  itemRefs: MutableRefObject<(HTMLElement | null)[]>;
  close: (returnFocus: boolean) => void;
};

/** The list of an open Menu; moves focus to the active item. */
export function MenuList(
  { id, triggerId, items, align, linkAs, active, setActive, enabledIndexes, itemRefs, close }: MenuListProps,
) {
  useEffect(() => {
    if (active >= 0) itemRefs.current[active]?.focus();
  }, [active, itemRefs]);

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
    <List id={id} role="menu" aria-labelledby={triggerId} data-align={align} onKeyDown={onListKeyDown}>
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
  );
}
