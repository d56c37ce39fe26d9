/// <reference path="../../theme/styled.d.ts" />
/**
 * @module PlaceInput: a place field with suggestions, built as an ARIA 1.2 combobox with a listbox popup
 * (https://www.w3.org/WAI/ARIA/apg/patterns/combobox/examples/combobox-autocomplete-list/).
 * Rules of spec section 9: suggestions from 2 characters, at most 15 shown, then the hint 'Continue digitando
 * para mais opções...'; the list opens only when there are matches and closes on a choice, Esc or a click
 * outside. Down/Up move the active option (aria-activedescendant), Enter chooses it.
 */
import {
  forwardRef,
  useEffect,
  useRef,
  useState,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { type TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Icon } from '../Icon';
import { Spinner } from '../Spinner';
import { controlCss, FieldLabel, FieldMessages, FieldRoot, RequiredMark, useFieldIds } from '../TextField/Field';
import { VisuallyHidden } from '../VisuallyHidden';

export type PlaceType = 'city' | 'neighborhood' | 'transport_hub' | 'landmark' | 'beach';

/** Same shape as the API's Place (GET /api/places/suggestions). */
export type Place = {
  id: string | number;
  name: string;
  province: string;
  country: string;
  fullName: string;
  type: PlaceType;
  parentCity: string | null;
  lat: number;
  lng: number;
};

export type PlaceSuggestions = { data: Place[]; hasMore: boolean };

export type PlaceInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'onSelect' | 'size' | 'type' | 'role'
> & {
  label: ReactNode;
  value: string;
  /** Every keystroke, and the chosen place's name after a choice. */
  onChange: (text: string) => void;
  /** The chosen place. Called after onChange(place.name), so it may set another text. */
  onSelect: (place: Place) => void;
  loadSuggestions: (query: string) => Promise<PlaceSuggestions>;
  error?: ReactNode;
  hint?: ReactNode;
  /** Default 2. */
  minChars?: number;
  /** Default 15. */
  maxResults?: number;
  /** Wait after the last keystroke before asking. Default 200 ms. */
  debounceMs?: number;
  /** Default 'Continue digitando para mais opções...'. */
  moreHint?: string;
};

/** Marks a kit text for the catalog (like the core's msg()); translated where shown with t(). */
const msg = <T extends string>(text: T): T => text;

/** Portuguese labels of the place types (catalog keys: show them with t()). */
export const PLACE_TYPE_LABELS: Record<PlaceType, string> = {
  city: msg('Cidade'),
  neighborhood: msg('Bairro'),
  transport_hub: msg('Terminal de transporte'),
  landmark: msg('Ponto de referência'),
  beach: msg('Praia'),
};

const Wrap = styled.div`
  position: relative;

  & > [data-lead] {
    position: absolute;
    left: ${({ theme }) => theme.space[3]};
    top: 50%;
    transform: translateY(-50%);
    color: ${({ theme }) => theme.colors.textMuted};
    pointer-events: none;
  }
  & > [data-busy] {
    position: absolute;
    right: ${({ theme }) => theme.space[3]};
    top: 50%;
    transform: translateY(-50%);
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Input = styled.input`
  ${controlCss}
  padding-left: ${({ theme }) => theme.space[10]};
  padding-right: ${({ theme }) => theme.space[10]};
`;

const Popup = styled.div`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space[1]});
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  overflow: hidden;

  & > ul {
    max-height: min(50vh, 360px);
    overflow-y: auto;
    margin: 0;
    padding: ${({ theme }) => theme.space[1]};
    list-style: none;
  }
  & > [data-more] {
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Option = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: ${({ theme }) => theme.sizes.controlMd};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;

  &[aria-selected='true'] { background: ${({ theme }) => theme.colors.brandSoft}; }
  & > [data-icon] { color: ${({ theme }) => theme.colors.brand}; }
  & > [data-text] { display: flex; flex-direction: column; min-width: 0; }
  & [data-name] { font-weight: ${({ theme }) => theme.fontWeights.semibold}; }
  & [data-detail] { font-size: ${({ theme }) => theme.fontSizes.xs}; color: ${({ theme }) => theme.colors.textMuted}; }
`;

function detailOf(place: Place, t: TFunction): string {
  return [t(PLACE_TYPE_LABELS[place.type]), place.parentCity, place.province].filter(Boolean).join(' · ');
}

/**
 * @example
 * <PlaceInput label="Origem" value={from} onChange={setFrom} onSelect={(p) => setFromPlace(p)}
 *   loadSuggestions={(q) => unwrapSuggestions(api.GET('/api/places/suggestions', { params: { query: { q, limit: 15 } } }))} />
 */
export const PlaceInput = forwardRef<HTMLInputElement, PlaceInputProps>(function PlaceInput(
  {
    label,
    value,
    onChange,
    onSelect,
    loadSuggestions,
    error,
    hint,
    minChars = 2,
    maxResults = 15,
    debounceMs = 200,
    moreHint: moreHintProp,
    id: idProp,
    className,
    style,
    onKeyDown,
    required,
    ...rest
  },
  ref,
) {
  const { t } = useTranslation();
  const moreHint = moreHintProp ?? t('Continue digitando para mais opções...');
  const { id, hintId, errorId, controlProps } = useFieldIds({
    id: idProp,
    hint,
    error,
    describedBy: rest['aria-describedby'],
  });
  const listboxId = `${id}-listbox`;
  const optionId = (i: number) => `${id}-option-${i}`;

  const [options, setOptions] = useState<Place[]>([]);
  const [hasMore, setHasMore] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [loading, setLoading] = useState(false);
  const rootRef = useRef<HTMLDivElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const requestId = useRef(0);
  const loadRef = useRef(loadSuggestions);
  loadRef.current = loadSuggestions;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (rootRef.current && event.target instanceof Node && !rootRef.current.contains(event.target)) close();
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);

  useEffect(() => {
    if (open && active >= 0) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
    // optionId only depends on id, stable for the component's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, active]);

  const search = (text: string) => {
    clearTimeout(timer.current);
    const query = text.trim();
    if (query.length < minChars) {
      requestId.current += 1; // drop answers still on their way
      setOptions([]);
      setHasMore(false);
      setLoading(false);
      close();
      return;
    }
    timer.current = setTimeout(() => {
      const mine = ++requestId.current;
      setLoading(true);
      loadRef
        .current(query)
        .then((result) => {
          if (mine !== requestId.current) return;
          const shown = result.data.slice(0, maxResults);
          setOptions(shown);
          setHasMore(result.hasMore || result.data.length > maxResults);
          setActive(-1);
          setOpen(shown.length > 0);
        })
        .catch(() => {
          if (mine !== requestId.current) return;
          setOptions([]);
          setHasMore(false);
          close();
        })
        .finally(() => {
          if (mine === requestId.current) setLoading(false);
        });
    }, debounceMs);
  };

  const choose = (place: Place) => {
    clearTimeout(timer.current);
    requestId.current += 1;
    setLoading(false);
    close();
    onChange(place.name);
    onSelect(place);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    const n = options.length;
    switch (event.key) {
      case 'ArrowDown':
        if (n === 0) return;
        event.preventDefault();
        if (!open) {
          setOpen(true);
          setActive(0);
        } else setActive((a) => (a + 1) % n);
        return;
      case 'ArrowUp':
        if (n === 0) return;
        event.preventDefault();
        if (!open) {
          setOpen(true);
          setActive(n - 1);
        } else setActive((a) => (a <= 0 ? n - 1 : a - 1));
        return;
      case 'Enter': {
        const place = open && active >= 0 ? options[active] : undefined;
        if (place) {
          event.preventDefault();
          choose(place);
        }
        return;
      }
      case 'Escape':
        // Esc also drops a lookup still waiting or on its way: its answer must not open the list afterwards.
        clearTimeout(timer.current);
        requestId.current += 1;
        setLoading(false);
        if (open) {
          event.preventDefault();
          // Close the list, not an enclosing Modal.
          event.stopPropagation();
          close();
        }
        return;
      case 'Tab':
        close();
        return;
    }
  };

  const status = open
    ? `${t('{{count}} sugestão', { count: options.length })}.${hasMore ? ` ${moreHint}` : ''}`
    : '';

  return (
    <FieldRoot ref={rootRef} className={className} style={style}>
      <FieldLabel htmlFor={id}>
        {label}
        <RequiredMark required={required} />
      </FieldLabel>
      <Wrap>
        <Icon name="map-pin" data-lead />
        <Input
          ref={ref}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listboxId}
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          aria-busy={loading || undefined}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          required={required}
          {...rest}
          {...controlProps}
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
            search(event.target.value);
          }}
          onKeyDown={handleKeyDown}
        />
        {loading ? <Spinner data-busy size="sm" label={null} /> : null}
        <Popup hidden={!open} data-place-popup>
          <ul id={listboxId} role="listbox" aria-label={typeof label === 'string' ? label : undefined}>
            {open
              ? options.map((place, i) => (
                  <Option
                    key={`${place.id}`}
                    id={optionId(i)}
                    role="option"
                    aria-selected={i === active}
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseMove={() => {
                      if (active !== i) setActive(i);
                    }}
                    onClick={() => choose(place)}
                  >
                    <Icon name="map-pin" size={18} />
                    <span data-text>
                      <span data-name>{place.name}</span>
                      <span data-detail>{detailOf(place, t)}</span>
                    </span>
                  </Option>
                ))
              : null}
          </ul>
          {open && hasMore ? <p data-more>{moreHint}</p> : null}
        </Popup>
        <VisuallyHidden role="status" aria-live="polite">
          {status}
        </VisuallyHidden>
      </Wrap>
      <FieldMessages hint={hint} error={error} hintId={hintId} errorId={errorId} />
    </FieldRoot>
  );
});
