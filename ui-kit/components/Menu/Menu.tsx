/// <reference path="../../theme/styled.d.ts" />
/**
 * @module Menu: a menu button (https://www.w3.org/WAI/ARIA/apg/patterns/menu-button/). The trigger has
 * aria-haspopup=menu and aria-expanded; opening moves focus to the first item (ArrowUp: the last); Up/Down
 * (wrapping), Home/End and first-letter typeahead move between items; Esc closes and returns focus to the
 * trigger; Tab or a click outside closes. Items are links (`href`, rendered with `linkAs`) or actions
 * (`onSelect`). The open list is ./MenuList.tsx, a chunk fetched when the trigger is first pointed at, focused or
 * opened (issue 13: a page draws its menus' triggers without it); it takes focus once drawn.
 */
import {
  forwardRef,
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type ElementType,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { Icon, type IconName } from '../Icon';

const loadMenuList = () => import('./MenuList');
const MenuList = lazy(async () => ({ default: (await loadMenuList()).MenuList }));
/** Fetches the list before the menu opens (pointer over or focus on the trigger). */
const preloadMenuList = () => void loadMenuList().catch(() => {});

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

/** Whether a menu entry is an item (not a separator). */
export function isItem(entry: MenuEntry): entry is MenuItem {
  return entry !== 'separator';
}

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
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (rootRef.current && event.target instanceof Node && !rootRef.current.contains(event.target)) close(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);

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
        onPointerEnter={preloadMenuList}
        onFocus={preloadMenuList}
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
        <Suspense fallback={null}>
          <MenuList
            id={listId}
            triggerId={triggerId}
            items={items}
            align={align}
            linkAs={linkAs}
            active={active}
            setActive={setActive}
            enabledIndexes={enabledIndexes}
            itemRefs={itemRefs}
            close={close}
          />
        </Suspense>
      ) : null}
    </Root>
  );
});
